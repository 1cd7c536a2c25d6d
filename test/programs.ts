// The programs the tests start as a person does (the simulator, the hall, the flash tool...), each bundled by esbuild
// from the sources before the run, as tsx would transform them module by module. A start then costs Node's own tenth
// of a second rather than tsx's half-second more, and some eighty starts in a run took a core for most of a minute.
// The scripts' own commands, through tsx as npm runs them, are started by cliArguments.test.ts.
import { buildSync } from 'esbuild';
import { join } from 'node:path';

/** Our programs the tests start, by their source. */
const SOURCES = ['sim/cli.ts', 'sim/hall/hallCli.ts', 'sim/releaseCli.ts', 'sim/screensCli.ts', 'sim/terminal/main.ts', 'sim/web/serve.ts', 'hardware/enclosureCli.ts', 'hardware/flash.ts', 'hardware/wiringCli.ts'];
const OUT_DIR = 'dist/test-programs';

function bundleOf(source: string): string {
  return join(OUT_DIR, source.replace(/\.ts$/, '.mjs'));
}

/** Node's arguments that start `source` (one of SOURCES) with `args`: spawn(process.execPath, program(...)). */
export function program(source: string, ...args: string[]): string[] {
  if (SOURCES.indexOf(source) < 0) throw new Error(source + ' is not bundled for the tests: add it to SOURCES in test/programs.ts');
  return [bundleOf(source)].concat(args);
}

/** vitest's global set-up: bundles every program afresh, so that a test never starts an older one. */
export default function bundlePrograms(): void {
  buildSync({ entryPoints: SOURCES, outdir: OUT_DIR, outbase: '.', outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20', logLevel: 'error' });
}
