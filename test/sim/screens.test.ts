// The contact sheets of every screen, one a language (hardware/screens.png in English, screens-LANG.png in
// each other), are what the built firmware draws today.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, TEXT_LANGUAGES } from '../../firmware/core/index';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

describe('npm run screens', () => {
  it('draws each language’s committed contact sheet again, byte for byte: run it after changing what a face shows', () => {
    const dir = scratchDir('screens-');
    for (const language of TEXT_LANGUAGES) {
      const out = join(dir, language + '.png');
      const result = spawnSync(process.execPath, program('sim/screensCli.ts', '--language', language, '--out', out), { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(out + ': 24 screens in ' + LANGUAGE_NAMES[language] + ', left face and right face each\n');
      const committed = language === 'en' ? 'hardware/screens.png' : 'hardware/screens-' + language + '.png';
      expect(readFileSync(out).equals(readFileSync(committed)), committed).toBe(true);
    }
  }, 120000);
});
