// What the terminal clock tells of each clock event: the phrase it speaks, the caption it keeps and the
// notice under the faces, in words a player and a referee read.
import { correctionText, otherSide, overtimeControl, stageSystem, type ClockEvent, type ClockSettings, type Side } from '../../firmware/core/index';
import { callContext, phraseFor } from '../../firmware/voice/phrases';
import { phraseText } from '../voice/texts';
import { refusalText } from './refusals';
import type { Caption } from './screen';
import { inEnglish } from '../words';

export interface Told {
  phrase?: string;
  caption?: Caption;
  /** Replaces the notice; "" clears it. */
  notice?: string;
}

/** The decisions after a time-out besides "lost" (later Art. 22.5): none without overtime. */
function decisions(settings: ClockSettings, side: Side): string {
  const tc = overtimeControl(settings[side]);
  const desk = stageSystem(tc).desk();
  const pass = desk.passOnTimeout && settings.rules === 'later' ? ', p: count it as a pass and go on' : '';
  return desk.overtime ? pass + ', v: void the flag' : '';
}

export function tell(event: ClockEvent, settings: ClockSettings, language: string): Told {
  switch (event.type) {
    case 'call': {
      const phrase = phraseFor(event.call, callContext(settings, event.side));
      if (phrase === '') return {};
      return { phrase: phrase, caption: { at: event.at, side: event.side, call: event.call, text: phraseText(language, phrase) } };
    }
    case 'answer': {
      const phrase = phraseFor(event.answer, callContext(settings, event.side));
      return { phrase: phrase, notice: event.side + ' asks: ' + phraseText(language, phrase) + ' (' + event.answer + ')' };
    }
    case 'flag':
      if (event.reason === 'late') return { notice: event.side.toUpperCase() + ' forfeits for lateness. e: lost.' };
      return { notice: event.side.toUpperCase() + ' ran out of time. e: lost' + decisions(settings, event.side) + '.' };
    case 'rejected':
      return { notice: refusalText(event, inEnglish) };
    case 'pause':
      return { notice: 'Paused: both clocks stopped. Space resumes; c corrects a time.' };
    case 'resume':
    case 'start':
    case 'press':
      return { notice: '' };
    case 'pass':
      return { notice: event.side + '’s time-out counts as a pass (move ' + event.move + ').' };
    case 'seal':
      return { notice: 'Move ' + event.move + ' sealed: the clock stopped with ' + otherSide(event.side) + ' on move; space resumes.' };
    case 'voidFlag':
      return { notice: event.side + '’s flag is voided: the move ended at the flag.' };
    case 'arrive':
      return { notice: event.side + ' arrived ' + Math.round(event.lateMs / 1000) + ' s late: ' + Math.round(event.chargedMs / 1000) + ' s charged.' };
    case 'end': {
      const result = event.side === undefined ? 'Game over: r tells who won and how.' : event.side.toUpperCase() + ' lost ' + (event.reason === 'late' ? 'by lateness.' : 'on time.');
      return { notice: result + ' n starts a new game, q quits.' };
    }
    case 'result':
      return { notice: 'Result ' + event.result + ' recorded. n starts a new game, q quits.' };
    case 'extension':
      return { notice: event.side.toUpperCase() + ' takes Ing extension ' + event.number + ': ' + event.points + ' points (' + event.totalPoints + ' in all).' };
    case 'adjust':
      return { notice: 'Corrected ' + correctionText(event.side, event.changes) + '. Space resumes.' };
  }
}
