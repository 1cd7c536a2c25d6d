// The game's times as SGF (FF[4]): TM and OT in the root; after each move, BL/WL (time left, in seconds)
// and OB/OW (byo-yomi periods, or moves left in a block). The clock never sees the board, so each move
// node carries its times only (a pass from a time-out decision is a real pass, B[] or W[]): merge it
// with the board record, node by node.
import { correctionText, flagResult, startingMainMs, systemOf, MINUTE_MS, SECOND_MS, type ClockEvent, type ClockSettings, type Say, type Side, type SystemDesk, type TimeControl } from '../../core/index';

function seconds(ms: number): string {
  const whole = Math.floor(ms / SECOND_MS);
  const rest = ms % SECOND_MS;
  return rest === 0 ? String(whole) : whole + '.' + ('00' + rest).slice(-3).replace(/0+$/, '');
}

function escape(text: string): string {
  // Most texts need nothing: then no regular expression is made (on Espruino, each one costs variables).
  if (text.indexOf('\\') < 0 && text.indexOf(']') < 0) return text;
  return text.replace(/\\/g, '\\\\').replace(/\]/g, '\\]');
}

/** Whole minutes as minutes ("90"), else seconds ("45s"). */
function mainText(ms: number): string {
  return ms % MINUTE_MS === 0 ? String(ms / MINUTE_MS) : seconds(ms) + 's';
}

/** OT as clients read it: "5x30 byo-yomi", "25/600 Canadian", "5 simple" (US delay), "10+5 fischer"; stages joined by "then". */
function overtime(tc: TimeControl): string {
  return systemOf(tc).desk().sgfOvertime(tc, seconds, mainText);
}

export interface SgfWriter {
  /** The root node; `result` is RE (core/result.ts), given only once the game's result is known. */
  begin(settings: ClockSettings, result: string | null): void;
  event(e: ClockEvent): void;
  end(): void;
}

/**
 * Writes SGF as the events come, one node per `print` (the root first): nothing grows with the game.
 * A node is held back until the next one, so that the closing parenthesis can end the last line. The
 * comments are in `say`'s words (the catalogue's `device.sgf.*`); OT stays in the form clients read.
 */
export function createSgfWriter(print: (line: string) => void, say: Say): SgfWriter {
  let settings: ClockSettings | null = null;
  /** Each side's system's desk, held while the game is written (made once, not at each event). */
  let desks: Record<Side, SystemDesk> | null = null;
  let pending = '';
  let comments: string[] = [];
  const node = (text: string) => {
    print(pending);
    pending = text;
  };
  return {
    begin(given, result) {
      settings = given;
      // One desk for both sides of one system: a desk holds no state of its own, only what it is given.
      const blackDesk = systemOf(given.black).desk();
      desks = { black: blackDesk, white: given.white.system === given.black.system ? blackDesk : systemOf(given.white).desk() };
      const ot =
        given.black === given.white || JSON.stringify(given.black) === JSON.stringify(given.white)
          ? overtime(given.black)
          : 'Black: ' + overtime(given.black) + '; White: ' + overtime(given.white);
      const blackMain = startingMainMs(given.black);
      const whiteMain = startingMainMs(given.white);
      pending = '(;FF[4]GM[1]CA[UTF-8]AP[go-clock:1]RU[Chinese]TM[' + seconds(blackMain) + ']OT[' + escape(ot) + ']';
      if (result !== null) pending += 'RE[' + result + ']';
      if (blackMain !== whiteMain) pending += 'C[' + escape(say('device.sgf.whiteMain', { seconds: seconds(whiteMain) })) + ']';
    },
    event(e) {
      if (settings === null || desks === null) return;
      if (e.type === 'press' || e.type === 'seal' || e.type === 'voidFlag') {
        const color = e.side === 'black' ? 'B' : 'W';
        // The side's desk held since begin(): a desk made for each move would be a whole desk's variables each time.
        const left = desks[e.side].sgfLeft(settings[e.side], e);
        let text = ';MN[' + e.move + ']' + color + 'L[' + seconds(left.left) + ']';
        if (left.count !== null) text += 'O' + color + '[' + left.count + ']';
        if (e.type !== 'press') comments.push(say(e.type === 'seal' ? 'device.sgf.sealed' : 'device.sgf.voided'));
        if (comments.length > 0) text += 'C[' + escape(comments.join('; ')) + ']';
        comments = [];
        node(text);
      } else if (e.type === 'pass') {
        node(';' + (e.side === 'black' ? 'B' : 'W') + '[]MN[' + e.move + ']C[' + escape(say('device.sgf.pass')) + ']');
      } else if (e.type === 'flag') {
        comments.push(say(e.reason === 'late' ? 'device.sgf.late' : 'device.sgf.flag', { side: say('device.sgf.' + e.side), seconds: seconds(e.at) }));
      } else if (e.type === 'adjust') {
        comments.push(say('device.sgf.corrected', { change: correctionText(e.side, e.changes, say) }));
      } else if (e.type === 'arrive') {
        comments.push(say('device.sgf.arrived', { side: say('device.sgf.' + e.side), late: seconds(e.lateMs), charged: seconds(e.chargedMs) }));
      } else if ((e as { side?: Side }).side !== undefined) {
        // Its own events and calls (an extension, a stage begun) are what its system says of them.
        const side = (e as { side: Side }).side;
        const note = desks[side].sgfNote(settings[side], e, say);
        if (note !== '') comments.push(note);
      }
    },
    end() {
      if (comments.length > 0) node(';C[' + escape(comments.join('; ')) + ']');
      print(pending + ')');
    },
  };
}

/** The whole SGF of a game at once, for the simulator, its comments in `say`'s words. */
export function toSgf(settings: ClockSettings, events: ClockEvent[], say: Say): string {
  const lines: string[] = [];
  const writer = createSgfWriter((line) => lines.push(line), say);
  let result: string | null = null;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    // A flag decided as lost gives the result; a told one is the last told.
    if (e.type === 'end' && e.side !== undefined) result = flagResult(e.side, e.reason ?? 'time');
    if (e.type === 'result') result = e.result;
  }
  writer.begin(settings, result);
  for (let i = 0; i < events.length; i++) writer.event(events[i]);
  writer.end();
  return lines.join('\n') + '\n';
}
