// `npm run release`: everything a release serves, as one static folder that any host serves over HTTPS: the web
// clock with the device's and the hall's pages, the firmware npm run flash writes, each language's card folder for
// the DFPlayer, the case's STLs and pictures, the maker's guide with its pictures, and a checksum of every file.
// Each part is made by the code that makes it elsewhere: buildSite, the flash tool's --dry-run (savedProgram.ts), and
// writeEnclosure, as npm run enclosure writes the case with its default parameters.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fail, failOnUncaught, flagValue, startedAs } from './host/cliFail';
import { buildFirst, takeBuildFlag } from './host/buildFirst';
import { buildSite, filesUnder } from './web/buildSite';
import { FIRMWARE_BUNDLE } from './espruino/bundlePaths';
import { PACKS_DIR } from './voice/packs';
import { LANGUAGES } from './voice/texts';
import { zip } from './host/zip';
import { uploadFile } from './espruino/savedProgram';
import { STORAGE_VOICE_DIR } from './voice/storageVoice';
import type { InstallManifest } from './web/page/installer';
import { writeEnclosure } from '../hardware/enclosure/build';
import { DEFAULT_PARAMETERS } from '../hardware/enclosure/parameters';

export const RELEASE_DIR = 'dist/release';
export const CHECKSUMS = 'SHA256SUMS';

const USAGE = `usage: npm run release [-- --out DIR] [--voice DIR] [--storage-voices DIR]
  builds a release into DIR (default ${RELEASE_DIR}), a folder any static host serves over HTTPS:
    index.html …      the web clock, the device page and the hall page
    firmware/         firmware.js; upload.js, the program npm run flash sends to a Jolt.js; install.json and the
                      files the installer page (install.html) writes; storage/, the files
                      it writes to Storage beside it (each language's words, and its font)
    card/             voice-LANG.zip: each language's folder for the DFPlayer's microSD card
    case/             the case's STLs (body.stl, lid.stl) and its pictures
    guide/            the maker's guide (README.md) with its pictures
    ${CHECKSUMS}        a SHA-256 of every file, as sha256sum -c checks it
  --voice DIR   the voice packs (default ${PACKS_DIR}, which npm run voice builds)
  --storage-voices DIR   the Storage voices the installer offers (default ${STORAGE_VOICE_DIR}: each language's
                that npm run voice -- --storage --language LANG built)`;

/** Each language's card folder (its NN/NNNN.wav clips), zipped as it goes on the card's root. */
function cardFolders(voiceDir: string, out: string): void {
  mkdirSync(join(out, 'card'), { recursive: true });
  for (const language of LANGUAGES) {
    const folder = String(language.folder).padStart(2, '0');
    const dir = join(voiceDir, 'sd', folder);
    if (!existsSync(dir)) fail(voiceDir + ' has no card folder ' + folder + ' for ' + language.name + ': run npm run voice');
    const entries = filesUnder(dir).map((file) => ({ path: folder + '/' + file, bytes: readFileSync(join(dir, file)) }));
    writeFileSync(join(out, 'card', 'voice-' + language.id + '.zip'), zip(entries));
  }
}

/** The maker's guide beside its pictures, at the paths its links name. */
function guide(out: string): void {
  const to = join(out, 'guide');
  mkdirSync(join(to, 'enclosure'), { recursive: true });
  for (const file of readdirSync('hardware')) if (/\.(md|png|svg)$/.test(file) || file === 'LICENSE') cpSync(join('hardware', file), join(to, file));
  cpSync('hardware/enclosure/views', join(to, 'enclosure', 'views'), { recursive: true });
}

/** The largest file GitHub takes, Pages included (its "100 MB" is 100 MiB); a full release's card zips can be larger. */
export const GITHUB_FILE_LIMIT = 100 * 1024 * 1024;

/** The one line `npm run release` warns with when a file is over GITHUB_FILE_LIMIT, or '' when none is. */
export function oversizedWarning(sizes: { file: string; bytes: number }[]): string {
  const over = sizes.filter((size) => size.bytes > GITHUB_FILE_LIMIT);
  if (over.length === 0) return '';
  const named = over.map((size) => size.file + ' (' + Math.round(size.bytes / (1024 * 1024)) + ' MB)').join(', ');
  return 'warning: ' + named + (over.length === 1 ? ' is' : ' are') + ' over 100 MB, which GitHub Pages refuses: serve the release from a web server, or see sim/web/README.md (A release)';
}

/** SHA256SUMS: every file of `out` but itself, as sha256sum writes them; answers their sizes, the largest first (a host may cap a file's size). */
function checksums(out: string): { file: string; bytes: number }[] {
  const files = filesUnder(out).filter((file) => file !== CHECKSUMS);
  const sizes: { file: string; bytes: number }[] = [];
  const lines = files.map((file) => {
    const bytes = readFileSync(join(out, file));
    sizes.push({ file: file, bytes: bytes.length });
    return createHash('sha256').update(bytes).digest('hex') + '  ' + file + '\n';
  });
  writeFileSync(join(out, CHECKSUMS), lines.join(''));
  return sizes.sort((a, b) => b.bytes - a.bytes);
}

function main(args: string[]): void {
  if (args.includes('--help') || args.includes('-h')) return void process.stdout.write(USAGE + '\n');
  const build = takeBuildFlag(args);
  let out = RELEASE_DIR;
  let voiceDir = PACKS_DIR;
  let storageVoices = STORAGE_VOICE_DIR;
  for (let i = 0; i < args.length; i += 2) {
    const value = flagValue(args, i, ['--out', '--voice', '--storage-voices']);
    if (args[i] === '--out') out = value;
    else if (args[i] === '--voice') voiceDir = value;
    else storageVoices = value;
  }
  if (!existsSync(join(voiceDir, 'sd'))) fail('no voice packs in ' + voiceDir + ': run npm run voice, or give --voice DIR');
  // A folder of its own, or the release made before: nothing else is replaced.
  if (existsSync(out) && readdirSync(out).length > 0 && !existsSync(join(out, CHECKSUMS))) fail(out + ' holds other files: give an empty or a new folder');
  if (build) buildFirst('build');
  rmSync(out, { recursive: true, force: true });
  // The card folders first: the installer's page offers each one the release holds.
  cardFolders(voiceDir, out);
  buildSite(voiceDir, out, storageVoices);
  cpSync(FIRMWARE_BUNDLE, join(out, 'firmware', basename(FIRMWARE_BUNDLE)));
  // The flash tool's dry run, as the installer's files were made from it.
  cpSync(uploadFile(), join(out, 'firmware', 'upload.js'));
  const caseProblems = writeEnclosure(DEFAULT_PARAMETERS, join(out, 'case'), join(out, 'case')).flatMap((report) => report.problems);
  if (caseProblems.length > 0) fail('the case does not print: ' + caseProblems.join('; '));
  guide(out);
  const sums = checksums(out);
  const offered = Object.keys((JSON.parse(readFileSync(join(out, 'firmware', 'install.json'), 'utf8')) as InstallManifest).voices);
  process.stdout.write('the installer offers ' + (offered.length === 0 ? 'no Storage voice (npm run voice -- --storage --language LANG builds one)' : 'the Storage voices ' + offered.join(', ')) + '\n');
  process.stdout.write(out + '/: a release of ' + sums.length + ' files, each in ' + join(out, CHECKSUMS) + '; the largest ' + sums[0].file + ', ' + sums[0].bytes.toLocaleString('en-US') + ' bytes\n');
  const warning = oversizedWarning(sums);
  if (warning !== '') process.stderr.write(warning + '\n');
}

if (startedAs('releaseCli')) {
  failOnUncaught();
  main(process.argv.slice(2));
}
