// What `npm run flash` saves on the board: its dry run of the bundle (the program as the espruino tool sends it,
// pretokenised), less the first line, which sets the board's clock. The dry run takes seconds, so it is made once
// for each build of the bundle and kept beside it: the site's installer, the release, the budgets' tests, the bench
// and the chip bench all read the same file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, statSync } from 'node:fs';
import { FIRMWARE_BUNDLE } from './bundlePaths';

/** The dry run's file, made again only when the bundle is newer. */
const UPLOAD = 'dist/upload.js';

/** The file npm run flash -- --dry-run writes for the bundle, made if it is missing or older than the bundle. */
export function uploadFile(): string {
  if (!existsSync(UPLOAD) || statSync(UPLOAD).mtimeMs < statSync(FIRMWARE_BUNDLE).mtimeMs) {
    // Made aside and moved in whole (in the same folder, so the move is one rename): processes that need it at once never read half of it.
    const made = UPLOAD + '.' + process.pid;
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'hardware/flash.ts', '--dry-run', made], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error('npm run flash -- --dry-run failed: ' + (result.stdout + result.stderr).trim().split('\n').pop());
    renameSync(made, UPLOAD);
  }
  return UPLOAD;
}

/** The program npm run flash saves as .bootcde. */
export function savedProgram(): Buffer {
  const sent = readFileSync(uploadFile());
  return sent.subarray(sent.indexOf(10) + 1);
}
