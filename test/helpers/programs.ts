// The programs the tests start as a person does (the simulator, the hall, the flash tool...), each bundled by esbuild
// from the sources before the run, as tsx would transform them module by module. A start then costs Node's own tenth
// of a second rather than tsx's half-second more, and some hundred starts in a run took a core for over a minute.
// cliArguments.test.ts holds each npm script to running its file through tsx.
import { buildSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** package.json's scripts, by name. */
export const SCRIPTS: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
/** Our programs, by their source: each .ts file an npm script runs. */
const SOURCES = Object.values(SCRIPTS).flatMap((command) => command.split(' ').filter((word) => word.endsWith('.ts')));
const OUT_DIR = 'dist/test-programs';

function bundleOf(source: string): string {
  return join(OUT_DIR, source.replace(/\.ts$/, '.mjs'));
}

/** Node's arguments that start `source` (one of SOURCES) with `args`: spawn(process.execPath, program(...)). */
export function program(source: string, ...args: string[]): string[] {
  if (SOURCES.indexOf(source) < 0) throw new Error(source + ' is not bundled for the tests: only the files the npm scripts run are bundled (test/helpers/programs.ts)');
  return [bundleOf(source)].concat(args);
}

/** vitest's global set-up: bundles every program afresh at each run (and each re-run when watching), so that a test never starts an older one. */
export default function setup(project: { onTestsRerun(rerun: () => void): void }): void {
  bundlePrograms();
  project.onTestsRerun(bundlePrograms);
}

function bundlePrograms(): void {
  buildSync({ entryPoints: SOURCES, outdir: OUT_DIR, outbase: '.', outExtension: { '.js': '.mjs' }, bundle: true, platform: 'node', format: 'esm', packages: 'external', target: 'node20', logLevel: 'error' });
}
