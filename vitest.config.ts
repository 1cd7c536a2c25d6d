// Both cores of the 2-core machine the README's budget is for: vitest would otherwise keep one for itself.
// The longest files start first, so that neither core is left with one of them at the end (on a fresh
// machine vitest has no timings of its own to order them by), and the two longest browser tests never run
// side by side (the screens' test, webSheets, reads the figure at the second: the files without a browser go beside
// it); the rest keep vitest's order.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take longest, longest first (each a minute or so of one core). */
const LONGEST_FIRST = ['webSheets', 'boards', 'memory', 'enclosure', 'storageVoice', 'voicePacks', 'firmwareRecord', 'webPhone', 'hallSheets', 'web', 'webInstall', 'webHall', 'hallGateway', 'hardware', 'validation', 'link', 'webBluetooth', 'webLink', 'cliArguments', 'release'];

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const name = /([^/]+)\.test\.ts$/.exec(file.moduleId)?.[1] ?? '';
      const at = LONGEST_FIRST.indexOf(name);
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    const sorted = await super.sort(files);
    return sorted.slice().sort((a, b) => rank(a) - rank(b));
  }
}

// A worker runs file after file in one module graph (isolate: false) rather than importing every module again for
// each: the files hold no state between them but what their own hooks open and close, and a quarter of the run's
// CPU went on those imports.
export default defineConfig({ test: { maxWorkers: 2, isolate: false, setupFiles: ['test/setupWords.ts'], sequence: { sequencer: LongestFirst } } });
