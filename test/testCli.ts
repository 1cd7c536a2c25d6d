// `npm test`: the build the tests read (the firmware, the pages and the small voice packs), both type checks,
// then every test file; its arguments are checked before any of it. It prints how long the whole took.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fail, failOnUncaught } from '../sim/cliFail';
import { buildFirst } from '../sim/buildFirst';

const USAGE = `usage: npm test [-- NAME ...]
Builds what the tests read, checks the types of the code and of the web pages, and runs every test file (vitest).
NAME runs only the test files whose path holds it, as in npm test -- menus web.`;

failOnUncaught();
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE + '\n');
  process.exit(0);
}
const flag = args.filter((arg) => arg.startsWith('-'))[0];
if (flag !== undefined) fail('unknown argument ' + flag + ' (see --help)');
const started = Date.now();
/** Runs a package's command, its output shown; one line and exit 2 when it fails. */
function run(what: string, command: string, commandArgs: string[]): void {
  const result = spawnSync(join('node_modules', '.bin', command), commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) fail(what + ' failed (it says why above)');
}
buildFirst('build:sample');
run('the type check', 'tsc', ['--noEmit']);
run("the web pages' type check", 'tsc', ['--noEmit', '-p', 'sim/web/page']);
run('vitest', 'vitest', ['run'].concat(args));
process.stdout.write('npm test: passed in ' + Math.round((Date.now() - started) / 1000) + ' s\n');
