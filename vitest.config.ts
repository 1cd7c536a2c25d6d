// Two workers more than the machine has cores (four on the 2-core machine the README's budget is for): many files wait
// on a browser's clock, a microphone, a child process or the broker, and leave their core to the others: with a
// worker a core, a core stood idle a sixth of the run; on clean clones three workers took 237 s, four 229 and 236 s.
// The longest files start first, so that no core is left with one of them at the end (on a fresh machine vitest has
// no timings of its own to order them by): the longest browser test, webSheets, beside the power cuts and the other
// files that keep a core busy without a browser (it reads the figure at the second), whose work then fills the browser
// files' waits rather than following them; the rest keep vitest's order.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { availableParallelism } from 'node:os';

/** The files that take longest, longest first (each a minute or so of one core). */
const LONGEST_FIRST = ['webSheets', 'powerCut', 'powerCut2', 'powerCut3', 'boards', 'memory', 'enclosure', 'byoyomiFamily', 'screens', 'storageVoice', 'voicePacks', 'firmwareRecord', 'webPhone', 'hallSheets', 'web', 'webInstall', 'webRecord', 'webHall', 'hallGateway', 'hardware', 'validation', 'link', 'webBluetooth', 'webLink', 'cliArguments', 'release'];

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
// A test's time limit only catches a hang (no test is timed): with three workers and chromium on two cores a file may
// run at a fifth of a core's speed, and vitest's 5 s failed a half-second walk of the menus on a clean clone.
export default defineConfig({ test: { testTimeout: 30000, hookTimeout: 60000, maxWorkers: availableParallelism() + 2, isolate: false, globalSetup: ['test/helpers/programs.ts'], setupFiles: ['test/helpers/setupWords.ts', 'test/helpers/setupScratch.ts'], sequence: { sequencer: LongestFirst } } });
