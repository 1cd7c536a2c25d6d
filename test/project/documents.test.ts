// The documents are maps of the product as it is: every deterministic figure they quote is the one the
// code gives now (test/bench/figures.ts, marked `<!--fig:NAME-->` right after the number; the measured
// ones are checked by the tests that measure them), and none holds history (an issue or stop number, a
// commit hash, a before/after table: that is git log's).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { documents, misquoted, quickFigures, quotedFigures, MEASURED_NAMES } from '../bench/figures';

const DOCS = documents();

/** What in a document reads as history. */
export function historyIn(text: string): string[] {
  const found: string[] = [];
  const patterns = [/\b[Ii]ssues? #?\d+/g, /\b[Ss]tops? #?\d+/g, /\bcommits? [0-9a-f]{7,40}\b/g, /\b[0-9a-f]{7}\b(?= …|\.\.\.)/g, /\|\s*before\s*\|/gi];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[0]);
  return found;
}

describe('the documents', () => {
  it('are found: the front door and a guide beside each room', () => {
    for (const doc of ['README.md', 'hardware/README.md', 'firmware/README.md', 'firmware/USING.md', 'sim/README.md', 'sim/web/README.md', 'sim/hall/README.md', 'firmware/app/link/README.md']) {
      expect(DOCS, doc).toContain(doc);
    }
  });

  it('keep the front door short', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('hold no history', () => {
    for (const doc of DOCS) expect(historyIn(readFileSync(doc, 'utf8')), doc).toEqual([]);
  });

  it('find history where there is some (the check can fail)', () => {
    expect(historyIn('as issue 24 asked, at stop 38 (commit 6417a14) | before | after |')).toHaveLength(4);
  });

  it('quote sizes and counts as the code gives them now, and only figures the code gives', () => {
    const quick = quickFigures();
    const known = quick.map((f) => f.name).concat(MEASURED_NAMES);
    const quoted = quotedFigures();
    expect(quoted.length).toBeGreaterThan(5);
    expect(quoted.filter((q) => known.indexOf(q.name) < 0).map((q) => q.doc + ': ' + q.name)).toEqual([]);
    expect(misquoted(quick)).toEqual([]);
  });

  it('finds a figure quoted wrong (the check can fail)', () => {
    expect(misquoted([{ name: 'presets', value: 999 }])[0]).toMatch(/presets is 999, not 18/);
  });

  it('set up as CI does: the same Debian packages after an update, as root, and the Node the tools need', () => {
    const readme = readFileSync('README.md', 'utf8');
    const setup = (readme.split('\n').filter((line) => line.includes('apt-get install'))[0] ?? '').split('&&');
    const ci = readFileSync('.ci/run', 'utf8').split('\n').filter((line) => line.includes('apt-get install'))[0];
    const packages = (line: string) => line.replace(/.*apt-get install/, '').split(/\s+/).filter((word) => /^[a-z][\w.-]+$/.test(word)).sort();
    expect(setup[0].trim()).toBe('apt-get update');
    expect(packages(setup[1])).toEqual(packages(ci.replace('>/dev/null', '')));
    expect(readme).not.toMatch(/^sudo /m);
    const engines = (file: string) => JSON.parse(readFileSync(file, 'utf8')).engines.node;
    expect(engines('package.json')).toBe(engines('node_modules/vite/package.json'));
    expect(readme).toContain('Node 20.19 or later, or 22.12 or later');
  });
});
