// The contact sheet of every screen (hardware/screens.png) is what the built firmware draws today.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm run screens', () => {
  it('draws the committed contact sheet again, byte for byte: run it after changing what a face shows', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'screens-')), 'screens.png');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'sim/screensCli.ts', '--out', out], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(out + ': 24 screens, left face and right face each\n');
    expect(readFileSync(out).equals(readFileSync('hardware/screens.png'))).toBe(true);
  }, 60000);
});
