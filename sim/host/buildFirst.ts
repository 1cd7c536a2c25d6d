// The tools that need a build run it themselves once their arguments are checked (`npm run flash`,
// `hall` and `web` pass `--build`), so a mistyped argument is said at once, not after the build.
import { spawnSync } from 'node:child_process';
import { fail } from './cliFail';

/** The flag the npm scripts pass: removed from `args`, and whether it was there. */
export function takeBuildFlag(args: string[]): boolean {
  const at = args.indexOf('--build');
  if (at < 0) return false;
  args.splice(at, 1);
  return true;
}

/** Runs `npm run <script>` quietly, its errors shown; one line and exit 2 when it fails. */
export function buildFirst(script: 'build' | 'build:sample' | 'build:web'): void {
  process.stderr.write('building first: npm run ' + script + '\n');
  const result = spawnSync('npm', ['run', '-s', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) fail('npm run ' + script + ' failed (its errors are above)');
}
