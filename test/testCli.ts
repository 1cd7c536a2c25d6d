// `npm test`: the build the tests read (the firmware, the pages and the small voice packs), both type checks,
// then every test file; its arguments are checked before any of it. It prints how long the whole took.
import { spawn } from 'node:child_process';
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
const begun = Date.now();
/** Starts a package's command, its output shown; settles with one line and exit 2 when it fails. */
function started(what: string, command: string, commandArgs: string[]): Promise<void> {
  const child = spawn(join('node_modules', '.bin', command), commandArgs, { stdio: 'inherit' });
  return new Promise((done) => child.on('close', (status) => (status === 0 ? done() : fail(what + ' failed (it says why above)'))));
}

async function main(): Promise<void> {
  // The type checks read only the sources: they run on the second core while the build takes the first.
  const checks = [started('the type check', 'tsc', ['--noEmit']), started("the web pages' type check", 'tsc', ['--noEmit', '-p', 'sim/web/page'])];
  buildFirst('build:sample');
  await Promise.all(checks);
  await started('vitest', 'vitest', ['run'].concat(args));
  process.stdout.write('npm test: passed in ' + Math.round((Date.now() - begun) / 1000) + ' s\n');
}

void main();
