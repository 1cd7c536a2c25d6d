// What the terminal clock tells of each clock event: the phrase it speaks, the caption it keeps and the
// notice under the faces, in words a player and a referee read.
import { correctionText, otherSide, overtimeControl, systemOf, type ClockEvent, type ClockSettings, type Say, type Side } from '../../firmware/core/index';
import { callContext, phraseFor } from '../../firmware/voice/phrases';
import { phraseText } from '../voice/texts';
import { refusalText } from './refusals';
import type { Caption } from './screen';

export interface Told {
  phrase?: string;
  caption?: Caption;
  /** Replaces the notice; "" clears it. */
  notice?: string;
}

/** The decisions after a time-out besides "lost" (later Art. 22.5): none without overtime. */
function decisions(settings: ClockSettings, side: Side, say: Say): string {
  const tc = overtimeControl(settings[side]);
  const desk = systemOf(tc).desk();
  const pass = desk.passOnTimeout && settings.rules === 'later' ? say('term.decidePass') : '';
  return desk.overtime ? pass + say('term.decideVoid') : '';
}

/** `language` is the voice's (the captions'), `say` the words'. */
export function tell(event: ClockEvent, settings: ClockSettings, language: string, say: Say): Told {
  const name = (side: Side) => say(side === 'black' ? 'side.Black' : 'side.White');
  const loud = (side: Side) => say(side === 'black' ? 'side.black' : 'side.white');
  switch (event.type) {
    case 'call': {
      const phrase = phraseFor(event.call, callContext(settings, event.side));
      if (phrase === '') return {};
      return { phrase: phrase, caption: { at: event.at, side: event.side, call: event.call, text: phraseText(language, phrase) } };
    }
    case 'answer': {
      const phrase = phraseFor(event.answer, callContext(settings, event.side));
      return { phrase: phrase, notice: say('term.asks', { side: name(event.side), said: phraseText(language, phrase) }) };
    }
    case 'flag':
      if (event.reason === 'late') return { notice: say('term.lateForfeit', { side: loud(event.side) }) };
      return { notice: say('term.flagged', { side: loud(event.side), more: decisions(settings, event.side, say) }) };
    case 'rejected':
      return { notice: refusalText(event, say) };
    case 'pause':
      return { notice: say('term.pause') };
    case 'resume':
    case 'start':
    case 'press':
      return { notice: '' };
    case 'pass':
      return { notice: say('term.pass', { side: name(event.side), move: event.move }) };
    case 'seal':
      return { notice: say('term.seal', { move: event.move, side: name(otherSide(event.side)) }) };
    case 'voidFlag':
      return { notice: say('term.voidFlag', { side: name(event.side) }) };
    case 'arrive':
      return { notice: say('term.arrive', { side: name(event.side), late: Math.round(event.lateMs / 1000), charged: Math.round(event.chargedMs / 1000) }) };
    case 'end': {
      const result = event.side === undefined ? say('term.overAsk') : say(event.reason === 'late' ? 'term.lostLate' : 'term.lostOnTime', { side: loud(event.side) });
      return { notice: say('term.next', { said: result }) };
    }
    case 'result':
      return { notice: say('term.next', { said: say('term.result', { result: event.result }) }) };
    case 'extension':
      return { notice: say('term.extension', { side: loud(event.side), number: event.number, points: event.points, total: event.totalPoints }) };
    case 'adjust':
      return { notice: say('term.corrected', { change: correctionText(event.side, event.changes, say) }) };
  }
}
