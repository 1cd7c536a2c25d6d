// The short ids of the words' keys. The words file in Storage (sim/deviceWords.ts) names each text by its id,
// and the bundle names it so too (shortWords.js writes each key the firmware names as its id): "device.menu.setup"
// costs the bundle, the words file and each lookup through it its eleven bytes more, a hundred and seventy times.
// The catalogue, the firmware's source and every tool keep the readable keys; this file is where they meet.
// A key the firmware builds at run time from a literal part is a family: its literal part gets an id and the
// rest is kept ('device.menu.' + kind: ".m" + kind; tc.system + '.device': system + ".").

/** The keys the firmware names whole, in the words file's order (those shown in play first): the first 62 get an id of one character. */
export const WORD_KEYS = [
  'device.black',
  'device.white',
  'device.flag',
  'device.sealed',
  'device.paused',
  'device.noRecord',
  'device.noVoice',
  'device.beep',
  'device.silent',
  'device.seconds',
  'device.stage',
  'device.stageTo',
  'device.byLateness',
  'device.onTime',
  'device.wonOnTime',
  'device.wonByLateness',
  'device.runsOnResume',
  'device.toMove',
  'device.firstFlag',
  'device.firstFlagHow',
  'device.firstFlagOnTime',
  'device.firstFlagLate',
  'device.low',
  'device.left',
  'device.main',
  'device.won',
  'device.lost',
  'device.jigo',
  'device.over',
  'device.byPoints',
  'device.byResign',
  'device.byForfeit',
  'device.key',
  'device.recDamaged',
  'device.holdNew',
  'device.recovered',
  'device.radioOpen',
  'device.minutesLeft',
  'device.storageFull',
  'device.noVoiceBeeps',
  'device.checkWiring',
  'device.noCard',
  'device.noClips',
  'device.cardOut',
  'device.voiceError',
  'device.pairing',
  'device.typeOnPhone',
  'device.tidying',
  'device.keepOn',
  'device.settingsLost',
  'device.recordLost',
  'device.restoring',
  'device.espruino',
  'device.needs',
  'device.badControl',
  'device.noMargin',
  'device.on',
  'device.off',
  'device.half',
  'device.none',
  'device.sideB',
  'device.sideW',
  'byoyomi.device.periods',
  'byoyomi.device.periodsLeft',
  'byoyomi.device.periodMs',
  'moves.device.left',
  'blocks.device.moves',
  'blocks.device.periodMs',
  'fischer.device.capped',
  'fischer.device.incrementMs',
  'fischer.device.maxMs',
  'delay.device.detail',
  'delay.device.delayMs',
  'bronstein.device.detail',
  'canadian.device.then',
  'canadian.device.stones',
  'canadian.device.stonesLeft',
  'ing.device.ext',
  'ing.device.penalty',
  'ing.device.offer',
  'ing.device.extensionMs',
  'ing.device.penaltyPoints',
  'ing.device.maxExtensions',
  'device.hint.next',
  'device.hint.do',
  'device.hint.change',
  'device.hint.leave',
  'device.hint.down',
  'device.hint.up',
  'device.hint.nextDigit',
  'device.hint.ok',
  'device.hint.cancelDigits',
  'device.hint.previous',
  'device.hint.following',
  'device.hint.cancel',
  'device.item.system',
  'device.item.main',
  'device.item.preset',
  'device.item.odds',
  'device.item.same',
  'device.item.different',
  'device.item.rules',
  'device.rules.later',
  'device.rules.1988',
  'device.item.blackButton',
  'device.button.left',
  'device.button.right',
  'device.item.volume',
  'device.item.sound',
  'device.sound.voice',
  'device.item.mainCalls',
  'device.item.language',
  'device.item.text',
  'device.text.asVoice',
  'device.item.count',
  'device.item.moveNumbers',
  'device.item.board',
  'device.item.save',
  'device.item.radio',
  'device.item.exit',
  'device.item.resume',
  'device.item.used',
  'device.item.seal',
  'device.item.lateBlack',
  'device.item.lateWhite',
  'device.item.end',
  'device.item.lost',
  'device.item.pass',
  'device.item.voidFlag',
  'device.item.winner',
  'device.item.by',
  'device.by.resign',
  'device.by.points',
  'device.by.time',
  'device.by.forfeit',
  'device.item.points',
  'device.item.half',
  'device.sgf.Black',
  'device.sgf.White',
  'device.sgf.whiteMain',
  'device.sgf.sealed',
  'device.sgf.voided',
  'device.sgf.pass',
  'device.sgf.late',
  'device.sgf.flag',
  'device.sgf.corrected',
  'device.sgf.change',
  'device.sgf.arrived',
  'ing.device.sgf',
  'stages.device.sgf',
];

/** The starts of keys the firmware completes at run time, and their ids: each a dot and a letter, as no whole key's id holds a dot. */
export const WORD_PREFIXES = [
  ['device.menu.', '.m'],
  ['device.preset.', '.p'],
  ['device.voice.', '.v'],
  ['device.text.', '.t'],
  ['device.count.', '.c'],
  ['device.sgf.', '.s'],
  ['device.sgf.field.', '.f'],
];

/** The ends of keys the firmware completes at run time ('byoyomi' + '.device'), and their ids: each begins with a dot and so never starts an id. */
export const WORD_SUFFIXES = [['.device', '.']];

/** What a key of the device's words looks like, or a part of one the firmware completes ('device.menu.', '.device'). */
export const KEY_LIKE = /^(?:[a-z]*\.)?device(?:\.[\w.+-]*)?$/;

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The i-th whole key's id: one character for the first 62, two after. */
function shortId(i) {
  return i < DIGITS.length ? DIGITS[i] : DIGITS[Math.floor(i / DIGITS.length) - 1] + DIGITS[i % DIGITS.length];
}

const IDS = new Map(WORD_KEYS.map((key, i) => [key, shortId(i)]));
if (IDS.size !== WORD_KEYS.length) throw new Error('wordIds.js: a key is listed twice in WORD_KEYS');

/** The id of a whole key, a family's part, or a key of a family (its longest part); an error for any other key. */
export function wordId(key) {
  const id = IDS.get(key) ?? WORD_PREFIXES.find((prefix) => prefix[0] === key)?.[1] ?? WORD_SUFFIXES.find((suffix) => suffix[0] === key)?.[1];
  if (id !== undefined) return id;
  const prefix = WORD_PREFIXES.filter((p) => key.startsWith(p[0])).sort((a, b) => b[0].length - a[0].length)[0];
  if (prefix !== undefined) return prefix[1] + key.slice(prefix[0].length);
  const suffix = WORD_SUFFIXES.find((s) => key.endsWith(s[0]) && /^[a-z]+$/.test(key.slice(0, -s[0].length)));
  if (suffix !== undefined) return key.slice(0, -suffix[0].length) + suffix[1];
  throw new Error('wordIds.js: the key ' + key + ' has no id: list it in WORD_KEYS, or its part in WORD_PREFIXES or WORD_SUFFIXES');
}
