// `npm run voice`: builds the voice packs for every language (or one, or a recorded human voice).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, phraseText } from './voice/texts';
import { buildPack, PACKS_DIR, type BuildOptions } from './voice/packs';
import { fail, failOnUncaught, flagValue } from './host/cliFail';
import { SAMPLE_PACKS_DIR, sampleControls, samplePhrases } from './voice/samplePack';
import { buildStorageVoice, STORAGE_VOICE_DIR, storageRoomBytes } from './voice/storageVoice';
import { recordings } from './voice/storagePhrases';
import { buildRecordedPack } from './voice/recordedPack';
import type { MadeVoice } from './voice/voiceFromTakes';
import { refusalText } from './web/page/recordWords';
import { inEnglish } from './words';

const USAGE = `usage: npm run voice [-- --language ID] [-- --human DIR --language ID --out DIR]
  builds ${PACKS_DIR}/sd/NN/NNNN.wav (the DFPlayer card), ${PACKS_DIR}/ID/pcm8/NNNN.raw and ${PACKS_DIR}/ID/manifest.json
  languages: ${LANGUAGES.map((l) => l.id + ' (' + l.name + ')').join(', ')}
  --human DIR   a person's takes instead of espeak-ng: WAVs named by take id (count-7.wav, part-还剩.wav …), as the
                web clock's record.html exports them; made into clips as the page makes them (the card folder is
                the page's, byte for byte); the takes missing and refused are listed
  --out DIR     where the pack goes (default ${PACKS_DIR}); a human voice usually gets its own
  --sample      only the phrases the tests use, budgeted over the presets, into ${SAMPLE_PACKS_DIR} (what npm test builds)
  --storage     the voice kept in Jolt.js's Storage instead (the rules' calls, 8 kHz 8-bit), into ${STORAGE_VOICE_DIR}/ID,
                with what it takes of Storage; npm run flash -- --voice ID writes it to the board
  --storage --out DIR
                into DIR/ID instead
  --storage --human DIR --language ID
                that voice from a person's takes (the web clock's record.html exports them as a zip): each take
                trimmed, levelled and held to its budget as the page does; a take refused says why`;

async function main(args: string[]): Promise<void> {
  const options: BuildOptions = {};
  let only: string | undefined;
  let humanDir: string | undefined;
  let outDir: string | undefined;
  let storage = false;
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] === '--help') {
      process.stdout.write(USAGE + '\n');
      return;
    }
    if (args[i] === '--sample') {
      options.only = samplePhrases();
      options.controls = sampleControls();
      outDir = SAMPLE_PACKS_DIR;
      i--;
      continue;
    }
    if (args[i] === '--storage') {
      storage = true;
      i--;
      continue;
    }
    const value = flagValue(args, i, ['--language', '--human', '--out']);
    if (args[i] === '--language') only = value;
    else if (args[i] === '--human') humanDir = value;
    else if (args[i] === '--out') outDir = value;
    else fail('unknown argument ' + args[i] + ' (see --help)');
  }
  const languages = LANGUAGES.filter((l) => only === undefined || l.id === only);
  if (languages.length === 0) fail('--language must be one of ' + LANGUAGES.map((l) => l.id).join(', ') + ' (got ' + only + ')');
  if (humanDir !== undefined && only === undefined) fail('--human needs --language: which folder the voice replaces');
  if (storage && options.only !== undefined) fail('--storage takes only --language, --human and --out');
  const packsDir = outDir ?? PACKS_DIR;
  options.outDir = packsDir;
  if (storage) {
    const room = storageRoomBytes();
    for (const language of languages) {
      const voice = await buildStorageVoice(language, outDir ?? STORAGE_VOICE_DIR, undefined, undefined, humanDir);
      process.stdout.write(
        language.id.padEnd(4) + String(voice.phrases).padStart(5) + ' phrases from ' + voice.parts + ' clips  ' + voice.bytes.toLocaleString('en-US') + ' bytes of Storage (' +
          (voice.bytes <= room ? 'fits' : 'too large') + ': ' + room.toLocaleString('en-US') + ' free beside the firmware and a long game, a quarter spare)\n',
      );
      sayTakes(language.id, voice);
    }
    return;
  }
  if (humanDir !== undefined) {
    const { manifest, made } = await buildRecordedPack(languages[0], humanDir, packsDir);
    process.stdout.write(languages[0].id.padEnd(4) + String(manifest.clips.length).padStart(5) + ' clips from the takes in ' + humanDir + ' (the other calls are beeped)\n');
    sayTakes(languages[0].id, made);
    return;
  }
  for (const language of languages) {
    const started = Date.now();
    const manifest = await buildPack(language, options);
    const bytes = manifest.clips.reduce((n, c) => n + statSync(join(packsDir, c.file)).size, 0);
    const sped = manifest.clips.filter((c) => c.speed > 1);
    const fastest = manifest.clips.reduce((a, c) => (c.speed > a.speed ? c : a), manifest.clips[0]);
    const tightest = manifest.clips.reduce((a, c) => (c.budgetMs !== null && (a.budgetMs === null || c.budgetMs < a.budgetMs) ? c : a), manifest.clips[0]);
    const shortened = manifest.clips.filter((c) => c.text !== phraseText(language.id, c.phrase)).length;
    process.stdout.write(
      language.id.padEnd(4) + String(manifest.clips.length).padStart(5) + ' clips  ' + (bytes / 1048576).toFixed(1).padStart(6) + ' MB on the card  ' +
        sped.length + ' sped up (fastest ' + fastest.phrase + ' ×' + fastest.speed.toFixed(2) + ')  ' + shortened + ' in shorter words  tightest budget ' +
        tightest.phrase + ' ' + tightest.budgetMs + ' ms  (' + ((Date.now() - started) / 1000).toFixed(1) + ' s)\n',
    );
    if (manifest.overruns.length > 0) process.stdout.write('  ' + manifest.overruns.length + ' sequences cannot fit even in shorter words at the fastest rate (the next call cuts them off), e.g. ' + manifest.overruns.slice(0, 3).join(', ') + '\n');
  }
}

/** The takes a voice lacks and those refused, with why in the recorder page's words. */
function sayTakes(language: string, made: { missing: string[]; refused: MadeVoice['refused'] }): void {
  const texts: Record<string, string> = {};
  for (const recording of recordings(language)) texts[recording.id] = recording.text;
  const missing = made.missing.filter((id) => texts[id] !== undefined);
  if (missing.length > 0) process.stdout.write('  missing ' + missing.length + ' takes (their calls are beeped): ' + missing.join(' ') + '\n');
  for (const refused of made.refused) process.stdout.write('  refused ' + refused.id + '.wav: ' + refusalText(refused.refusal, texts[refused.id] ?? refused.id, inEnglish) + '\n');
}

failOnUncaught();
main(process.argv.slice(2)).catch((error: Error) => fail(error.message));
