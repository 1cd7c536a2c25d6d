// One worker more than the machine has cores (three on the 2-core machine the README's budget is for): a file that
// waits on a browser's clock, a child process or the broker leaves its core to the other two, which with a worker a
// core stood idle a sixth of the run.
// The longest files start first, so that no core is left with one of them at the end (on a fresh machine vitest has
// no timings of its own to order them by), and the longest browser test, webSheets, starts beside files without a
// browser (it reads the figure at the second); the rest keep vitest's order.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { availableParallelism } from 'node:os';

/** The files that take longest, longest first (each a minute or so of one core). */
const LONGEST_FIRST = ['webSheets', 'boards', 'memory', 'enclosure', 'storageVoice', 'voicePacks', 'firmwareRecord', 'webPhone', 'hallSheets', 'web', 'webInstall', 'webRecord', 'webHall', 'hallGateway', 'hardware', 'validation', 'link', 'webBluetooth', 'webLink', 'cliArguments', 'release'];

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
export default defineConfig({ test: { testTimeout: 30000, hookTimeout: 60000, maxWorkers: availableParallelism() + 1, isolate: false, globalSetup: ['test/helpers/programs.ts'], setupFiles: ['test/helpers/setupWords.ts'], sequence: { sequencer: LongestFirst } } });
