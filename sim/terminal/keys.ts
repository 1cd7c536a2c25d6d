// What each key of the terminal clock does: the players' buttons, pause, the referee's keys, a correction
// typed in pause, the result typed once the referee ended the game, and the keys that end or replace a game asking first. Apart from the loop (main.ts),
// which gives it the session it acts on.
import { otherSide, pauseToggle, playerInput, resultAsked, resultProblem, MAX_MARGIN, type ClockState, type Input, type Say, type Side } from '../../firmware/core/index';
import { describeCorrection, parseCorrection } from './correction';

/** What the keys act on. */
export interface KeySession {
  state(): ClockState;
  apply(input: Input): void;
  newGame(): void;
  quit(): void;
  /** Shows a line for the players and redraws. */
  say(notice: string): void;
}

/** The keys' legend in `say`'s words: the players' keys, then the referee's, each entry one key. */
export function keyLegend(say: Say): string[][] {
  const referee = ['term.key.seal', 'term.key.late', 'term.key.decide'].map((key) => say(key));
  return [
    ['term.key.buttons', 'term.key.pause', 'term.key.ask', 'term.key.end', 'term.key.result', 'term.key.newGame', 'term.key.quit'].map((key) => say(key)),
    [say('term.key.referee', { first: say('term.key.correct') })].concat(referee),
  ];
}

/** The key handler for a session whose left button is `leftSide`'s. */
export function createKeys(session: KeySession, leftSide: Side, say: Say): (key: string) => void {
  const rightSide = otherSide(leftSide);
  /** A key that ends or replaces a game in progress asks first: the key awaiting its second press. */
  let confirming: 'e' | 'n' | null = null;
  /** The referee's correction (`c` in pause) or result (`r` once ended) being typed, or null. */
  let correcting: string | null = null;
  let typing: 'correction' | 'result' = 'correction';
  /** A correction read and shown before → after, or a result, waiting for Enter to apply it. */
  let toConfirm: Input | null = null;

  /**
   * `e` and `n` act at once on a game that is over or not begun, and `e` after a flag (the decision "lost");
   * in a game they ask, and act on a second press.
   */
  const confirmed = (key: 'e' | 'n'): boolean => {
    const phase = session.state().phase;
    const inGame = phase === 'running' || phase === 'paused' || (phase === 'flagged' && key === 'n');
    if (!inGame || confirming === key) {
      confirming = null;
      return true;
    }
    confirming = key;
    session.say(say('term.confirm', { ask: say(key === 'e' ? 'term.endAsk' : 'term.newAsk'), key: key }));
    return false;
  };

  const correctionNotice = () =>
    session.say(say(typing === 'result' ? 'term.typingResult' : 'term.typingCorrection', { line: correcting as string }));

  /** The typed line read: the input it asks for, shown for a second Enter (throws with the reason when it is none). */
  const readTyped = (line: string): string => {
    if (typing === 'result') {
      const result = line.trim();
      const problem = resultProblem(result);
      if (problem !== '') throw new Error(say('term.resultForm', { max: MAX_MARGIN }));
      toConfirm = { type: 'result', result: result };
      return say('term.recordAsk', { result: result });
    }
    const adjustment = parseCorrection(line, session.state(), say);
    toConfirm = Object.assign({ type: 'adjust' as const }, adjustment);
    return say('term.correctAsk', { change: describeCorrection(session.state(), adjustment, say) });
  };

  /**
   * A key while the correction is typed: Enter reads it and shows it before → after, a second Enter applies
   * it; Esc cancels; Backspace takes a character back.
   */
  const onCorrectionKey = (key: string): void => {
    const line = correcting as string;
    if (key === '\x1b') {
      correcting = null;
      toConfirm = null;
      return session.say(say(typing === 'result' ? 'term.resultCancelled' : 'term.correctionCancelled'));
    }
    if (key === '\r' || key === '\n') {
      if (toConfirm !== null) {
        const input = toConfirm;
        correcting = null;
        toConfirm = null;
        return session.apply(input);
      }
      try {
        return session.say(readTyped(line));
      } catch (error) {
        return session.say(say('term.goOnTyping', { why: (error as Error).message }));
      }
    }
    toConfirm = null;
    correcting = key === '\x7f' || key === '\b' ? line.slice(0, -1) : key >= ' ' ? line + key : line;
    correctionNotice();
  };

  return (key) => {
    if (correcting !== null) return onCorrectionKey(key);
    if (confirming !== null && key !== confirming && key !== 'q') {
      confirming = null;
      return session.say('');
    }
    const state = session.state();
    switch (key) {
      case 'a':
        return session.apply(playerInput(state, leftSide));
      case 'l':
        return session.apply(playerInput(state, rightSide));
      case ' ':
        return session.apply(pauseToggle(state));
      case '1':
        return session.apply({ type: 'query', side: leftSide });
      case '2':
        return session.apply({ type: 'query', side: rightSide });
      case 'p':
        return session.apply({ type: 'timeoutPass' });
      case 'v':
        return session.apply({ type: 'voidFlag' });
      case 's':
        return session.apply({ type: 'seal' });
      case 'c':
        if (state.phase !== 'paused') return session.say(say('term.inPause'));
        correcting = '';
        typing = 'correction';
        return correctionNotice();
      case 'r':
        if (!resultAsked(state)) return session.say(say(state.phase === 'ended' ? 'term.resultByFlag' : 'term.resultLater'));
        correcting = '';
        typing = 'result';
        return correctionNotice();
      case '3':
        return session.apply({ type: 'arrive', side: leftSide });
      case '4':
        return session.apply({ type: 'arrive', side: rightSide });
      case 'e':
        if (confirmed('e')) session.apply({ type: 'end' });
        return;
      case 'n':
        if (confirmed('n')) session.newGame();
        return;
      case 'q':
      case '\u0003':
        return session.quit();
    }
  };
}
