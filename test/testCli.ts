// `npm test`: the build the tests read (the firmware, the pages and the small voice packs), then every test file
// with both type checks beside them; its arguments are checked before any of it. It prints how long the whole took.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fail, failOnUncaught } from '../sim/host/cliFail';
import { uploadFile } from '../sim/espruino/savedProgram';

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
/** Starts `command`, its errors shown and its output too unless `quiet`; settles with its exit status. */
function started(command: string, commandArgs: string[], quiet = false): Promise<number | null> {
  const child = spawn(command, commandArgs, { stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  return new Promise((done) => child.on('close', done));
}
/**
 * TypeScript 7's own tsc, the type checker: node_modules/.bin/tsc may be TypeScript 6's, which @typescript/typescript6
 * (the parser's JavaScript API, firmware/build/minify.js) brings with it.
 */
const TSC = join('node_modules', 'typescript', 'bin', 'tsc');
/** `npm run <script>`, its output left out as buildFirst leaves it. */
const npmRun = (script: string[]) => started('npm', ['run', '-s'].concat(script), true);

async function main(): Promise<void> {
  // What npm run build:sample builds one after the other, side by side: rollup keeps one core busy, the sample voice
  // packs (espeak-ng, sox and opusenc, three at a time) both, and together they finish some seconds sooner.
  // The flash tool's dry run of the bundle follows the build, so that the test files that read it find it made rather
  // than each worker making it at once.
  process.stderr.write('building first: npm run build (and its dry run of npm run flash) and npm run voice -- --sample\n');
  const buildAndDryRun = async () => {
    const status = await npmRun(['build']);
    if (status === 0) uploadFile();
    return status;
  };
  const [built, voiced] = await Promise.all([buildAndDryRun(), npmRun(['voice', '--', '--sample'])]);
  if (built !== 0) fail('npm run build failed (its errors are above)');
  if (voiced !== 0) fail('npm run voice -- --sample failed (its errors are above)');
  // The type checks read only the sources: they run beside the test files, in the time those wait on a browser or a
  // child process, rather than before them beside the build, which keeps both cores busy on its own.
  const checks = [started(TSC, ['--noEmit']), started(TSC, ['--noEmit', '-p', 'sim/web/page'])];
  const tests = await started(join('node_modules', '.bin', 'vitest'), ['run'].concat(args));
  const [types, pageTypes] = await Promise.all(checks);
  if (types !== 0) fail('the type check failed (it says why above)');
  if (pageTypes !== 0) fail("the web pages' type check failed (it says why above)");
  if (tests !== 0) fail('vitest failed (it says why above)');
  process.stdout.write('npm test: passed in ' + Math.round((Date.now() - begun) / 1000) + ' s\n');
}

void main();
