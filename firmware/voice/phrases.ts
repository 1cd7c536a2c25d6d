// What the voice says: a pure mapping from a clock call to one phrase id (or none). The count style
// chooses the words; the voice driver only plays the clip it is given; packs map phrase ids to clips.
// @espruino-hot: its functions run at every wake-up, so the build keeps them declared.
import { systemOf, MINUTE_MS, SECOND_MS, type ClockSettings, type CountStyle, type RulesEdition, type Side } from '../core/index';

export interface CallContext {
  /** The period length of the calling side's byo-yomi, or 0 when it has none. */
  periodMs: number;
  rules: RulesEdition;
  style: CountStyle;
}

/** A core call split into its kind and number: "sec:40" -> {kind: "sec", n: 40}; "timeout" -> n 0. */
export function splitCall(call: string): { kind: string; n: number } {
  const colon = call.indexOf(':');
  return colon < 0 ? { kind: call, n: 0 } : { kind: call.slice(0, colon), n: Number(call.slice(colon + 1)) };
}

/** The phrase that speaks `call`, e.g. "left:4" in 60 s periods -> "minutes-left-4"; "" says nothing. */
export function phraseFor(call: string, context: CallContext): string {
  const split = splitCall(call);
  const kind = split.kind;
  const n = split.n;
  const minutePeriods = context.periodMs === MINUTE_MS;
  const periodSec = context.periodMs / SECOND_MS;
  const english = context.style === 'en';
  // The Chinese count speaks each edition's own words: 1988 Art. 12.2 一分鐘 / 還剩X分鐘, later Art. 12.3 1分 / 還剩×分.
  const laterWords = context.style === 'cn' && context.rules === 'later' && minutePeriods;
  switch (kind) {
    case 'timeout':
      // Japanese count-up: "10" itself means lost. 1988 Art. 23.5: the time-out loses; the later rules
      // let the referee decide (Art. 22.5).
      if (context.style === 'jp') return '';
      return context.rules === '1988' ? 'timeout-lost' : 'timeout';
    case 'sec':
      // English counts what is left; a period's end needs no word before "N periods left".
      if (english && periodSec > 0) return n >= periodSec ? '' : 'sec-' + (periodSec - n);
      return laterWords && n === 60 ? 'minute-later' : 'sec-' + n;
    case 'count':
      if (english) return n >= 10 ? '' : 'count-' + (10 - n);
      return 'count-' + n;
    case 'left':
      if (context.style === 'kr' && n === 1) return 'last-period';
      if (laterWords) return 'minutes-left-later-' + n;
      return (minutePeriods ? 'minutes-left-' : 'times-left-') + n;
    case 'main':
      return n === 0 ? 'under-a-minute' : 'minutes-left-' + n;
    case 'byoyomi':
      return (minutePeriods ? 'byoyomi-minutes-' : 'byoyomi-times-') + n;
    default:
      // A time system's own numbered call speaks its phrase of the same name (its desk numbers the clips).
      return n > 0 ? kind + '-' + n : '';
  }
}

/** The context of a side's calls under these settings. */
export function callContext(settings: ClockSettings, side: Side): CallContext {
  const tc = settings[side];
  return { periodMs: systemOf(tc).voicePeriodMs(tc), rules: settings.rules, style: settings.countStyle };
}
