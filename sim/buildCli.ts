// `npm run build`: the firmware's bundle and the web pages' scripts, by rollup.config.js, its arguments
// checked first (rollup would take a mistyped one for its own, or ignore it).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fail, failOnUncaught } from './host/cliFail';

const USAGE = `usage: npm run build
Builds dist/firmware.js, the bundle npm run flash writes to the board, and the web pages' scripts in dist/web/,
as rollup.config.js says. It takes no arguments; npm run build:web builds the whole web site.`;

failOnUncaught();
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE + '\n');
  process.exit(0);
}
if (args.length > 0) fail('unknown argument ' + args[0] + ' (see --help)');
const rollup = createRequire(import.meta.url).resolve('rollup/dist/bin/rollup');
const built = spawnSync(process.execPath, [rollup, '-c', '--silent'], { stdio: 'inherit' });
if (built.status !== 0) fail('the build failed (rollup says why above)');
