// What the voice says: a pure mapping from a clock call to one phrase id. The voice driver only plays
// the clip it is given; packs map phrase ids to clips and texts.
import type { RulesEdition } from '../core/types';

export interface CallContext {
  /** The period length of the calling side's byo-yomi, or 0 when it has none. */
  periodMs: number;
  rules: RulesEdition;
}

/** The phrase that speaks `call`, e.g. "left:4" in 60 s periods -> "minutes-left-4". */
export function phraseFor(call: string, context: CallContext): string {
  const colon = call.indexOf(':');
  const kind = colon < 0 ? call : call.slice(0, colon);
  const n = colon < 0 ? '' : call.slice(colon + 1);
  const minutePeriods = context.periodMs === 60000;
  switch (kind) {
    case 'timeout':
      // 1988 Art. 23.5: the time-out loses; later rules let the referee decide (Art. 22.5).
      return context.rules === '1988' ? 'timeout-lost' : 'timeout';
    case 'sec':
      return 'sec-' + n;
    case 'count':
      return 'count-' + n;
    case 'left':
      return (minutePeriods ? 'minutes-left-' : 'times-left-') + n;
    case 'main':
      return n === '0' ? 'under-a-minute' : 'minutes-left-' + n;
    case 'byoyomi':
      return (minutePeriods ? 'byoyomi-minutes-' : 'byoyomi-times-') + n;
    case 'moves':
      return 'moves-' + n;
    default:
      return call;
  }
}
