import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario } from '../../sim/scenario';
import { byo, calls, ofType, run, type RawAction } from '../helpers/helpers';

const start = { at: 0, do: 'start' };

describe('pause records both sides’ used time (later rules Art. 22.9)', () => {
  it('includes each side’s total', () => {
    const events = run(byo(60000, 1, 60000), [start, { at: 7000, do: 'press', side: 'black' }, { at: 10000, do: 'pause' }]);
    expect(events.pop()).toEqual({ at: 10000, type: 'pause', usedMs: { black: 7000, white: 3000 } });
  });
});

describe('corrections (adjust, in pause only)', () => {
  it('records each old and new value and changes the clock', () => {
    const events = run(byo(60000, 3, 30000), [
      start,
      { at: 5000, do: 'pause' },
      { at: 6000, do: 'adjust', side: 'black', mainMs: 120000 },
      { at: 7000, do: 'adjust', side: 'white', mainMs: 0, periods: 2 },
      { at: 8000, do: 'resume' },
      { at: 9000, do: 'press', side: 'black' },
    ]);
    expect(ofType(events, 'adjust')).toEqual([
      { at: 6000, type: 'adjust', side: 'black', changes: [{ field: 'mainMs', from: 55000, to: 120000 }] },
      { at: 7000, type: 'adjust', side: 'white', changes: [{ field: 'mainMs', from: 60000, to: 0 }, { field: 'periods', from: 3, to: 2 }] },
    ]);
    expect(ofType(events, 'press')[0]).toMatchObject({ mainMs: 119000, usedMs: 6000 });
  });

  it('restarts a wrongly read count from the wrong place (later rules Art. 16.2)', () => {
    const events = run(byo(0, 1, 60000), [
      start,
      { at: 20000, do: 'pause' },
      { at: 30000, do: 'adjust', side: 'black', periodUsedMs: 45000 },
      { at: 40000, do: 'resume' },
    ], 60000);
    expect(calls(events)).toEqual(['45000 sec:50', '46000 count:1', '47000 count:2', '48000 count:3', '49000 count:4',
      '50000 count:5', '51000 count:6', '52000 count:7', '53000 count:8', '54000 count:9', '55000 count:10', '55000 timeout']);
  });

  it('is refused while the clock runs', () => {
    const events = run(byo(0, 1, 60000), [start, { at: 1000, do: 'adjust', side: 'black', periods: 1 }]);
    expect(events.pop()).toMatchObject({ type: 'rejected', action: 'adjust', reason: 'not-paused', side: 'black' });
  });

  it.each([
    [{ system: 'absolute', mainMs: 60000 }, { side: 'black', periods: 2 }, 'actions[1].periods: does not apply to the black side\'s "absolute" time control'],
    [byo(0, 3, 30000), { side: 'black', periodUsedMs: 30000 }, 'actions[1].periodUsedMs: must be between 0 and 29999'],
    [byo(0, 3, 30000), { side: 'black', mainMs: 1000, periodUsedMs: 5 }, 'actions[1].periodUsedMs: needs mainMs 0'],
    [byo(0, 3, 30000), { side: 'black' }, 'actions[1]: changes nothing'],
    [byo(0, 3, 30000), { side: 'green', periods: 1 }, 'actions[1].side: must be one of'],
    [byo(0, 3, 30000), { side: 'black', periods: 0 }, 'actions[1].periods: must be between 1 and 60'],
    [{ system: 'moves', mainMs: 0, moves: 10, periodMs: 60000 }, { side: 'white', moves: 11 }, 'actions[1].moves: must be between 1 and 10'],
    [byo(0, 3, 30000), { side: 'black', mainMS: 1 }, 'actions[1].mainMS: is not a known field'],
  ])('validates %j %j', (timeControl, fields, message) => {
    expect(() => parseScenario({ timeControl: timeControl, actions: [{ at: 0, do: 'pause' }, Object.assign({ at: 1, do: 'adjust' }, fields)] })).toThrow(message);
  });

  it('sets moves and the block time for moves per period', () => {
    const events = run({ system: 'moves', mainMs: 0, moves: 10, periodMs: 600000 }, [
      start, { at: 1000, do: 'pause' }, { at: 2000, do: 'adjust', side: 'black', moves: 4, periodMs: 90000 },
    ]);
    expect(events.pop()).toMatchObject({ changes: [{ field: 'moves', from: 10, to: 4 }, { field: 'periodMs', from: 599000, to: 90000 }] });
  });
});

describe('sealing (1988 Art. 14)', () => {
  it('ends the move on hand and pauses with the opponent on move; resuming starts the opponent', () => {
    const events = run(byo(60000, 1, 60000), [start, { at: 10000, do: 'seal' }, { at: 500000, do: 'resume' }, { at: 503000, do: 'press', side: 'white' }]);
    expect(events.slice(1)).toEqual([
      { at: 10000, type: 'seal', side: 'black', move: 1, usedMs: 10000, mainMs: 50000, periods: 1 },
      { at: 500000, type: 'resume' },
      { at: 503000, type: 'press', side: 'white', move: 2, usedMs: 3000, mainMs: 57000, periods: 1 },
    ]);
  });
});

describe('the state says a pause is a seal’s until the resume', () => {
  const sealedAt = (actions: RawAction[]) => runScenario(parseScenario({ timeControl: byo(60000, 1, 60000), actions: actions }), () => {}).sealed;
  it('is set by the seal and cleared by the resume, not by an ordinary pause', () => {
    expect(sealedAt([start, { at: 10000, do: 'seal' }])).toBe(true);
    expect(sealedAt([start, { at: 10000, do: 'seal' }, { at: 20000, do: 'resume' }])).toBe(false);
    expect(sealedAt([start, { at: 10000, do: 'pause' }])).toBe(false);
    expect(sealedAt([start, { at: 10000, do: 'seal' }, { at: 20000, do: 'end' }])).toBe(false);
  });
});

describe('the end of the game keeps who lost on a flag', () => {
  const endState = (actions: RawAction[]) => runScenario(parseScenario({ timeControl: byo(0, 1, 10000), actions: actions }), () => {});
  it('names the flagged side and how in the end event and the state, once the referee decides "lost"', () => {
    const actions = [start, { at: 12000, do: 'end' }];
    expect(run(byo(0, 1, 10000), actions).pop()).toEqual({ at: 12000, type: 'end', side: 'black', reason: 'time' });
    expect(endState(actions)).toMatchObject({ phase: 'ended', flagged: 'black', flagReason: 'time' });
  });
  it('names no loser when the referee ends a game without a flag', () => {
    const actions = [start, { at: 5000, do: 'pause' }, { at: 6000, do: 'end' }];
    expect(run(byo(0, 1, 10000), actions).pop()).toEqual({ at: 6000, type: 'end' });
    expect(endState(actions)).toMatchObject({ phase: 'ended', flagged: null });
  });
});

describe('sealing in pause', () => {
  it('ends the move where the clock stopped', () => {
    const events = run(byo(60000, 1, 60000), [start, { at: 10000, do: 'pause' }, { at: 90000, do: 'seal' }]);
    expect(events.pop()).toEqual({ at: 90000, type: 'seal', side: 'black', move: 1, usedMs: 10000, mainMs: 50000, periods: 1 });
  });
});

describe('lateness', () => {
  const lateWhite = (rules: string, limitMs: number, arriveAt: number) =>
    run(byo(3600000, 1, 60000, { rules: rules, lateness: { limitMs: limitMs } }), [
      start,
      { at: 60000, do: 'press', side: 'black' }, // White's clock runs while White is away
      { at: arriveAt, do: 'arrive', side: 'white' },
    ]);

  it('deducts twice the lateness under the later rules, counting what the clock already ran', () => {
    const arrive = ofType(lateWhite('later', 900000, 300000), 'arrive')[0];
    // L = 300 s; 2L = 600 s; White's clock already ran 240 s, so 360 s more is charged.
    expect(arrive).toEqual({ at: 300000, type: 'arrive', side: 'white', lateMs: 300000, chargedMs: 360000, mainMs: 3600000 - 240000 - 360000, periods: 1 });
  });

  it('deducts the lateness once under the 1988 rules', () => {
    expect(ofType(lateWhite('1988', 900000, 300000), 'arrive')[0]).toMatchObject({ chargedMs: 60000, mainMs: 3600000 - 300000 });
  });

  it.each([
    [900000 - 1, false, false],
    [900000, false, false],
    [900001, false, true],
    [900000 - 1, true, false],
    [900000, true, true],
    [900001, true, true],
  ])('arriving after %i ms with a 15-minute limit (limitIncluded %s) forfeits: %s', (arriveAt, limitIncluded, forfeits) => {
    const events = run(byo(3600000, 1, 60000, { lateness: { limitMs: 900000, limitIncluded: limitIncluded } }), [
      start,
      { at: 60000, do: 'press', side: 'black' },
      { at: arriveAt, do: 'arrive', side: 'white' },
    ]);
    expect(ofType(events, 'flag')).toEqual(forfeits ? [{ at: arriveAt, type: 'flag', side: 'white', reason: 'late' }] : []);
  });

  it('rejects limitIncluded that is not a boolean, naming the field', () => {
    expect(() => run(byo(60000, 1, 60000, { lateness: { limitMs: 1000, limitIncluded: 'yes' } }), [])).toThrow('timeControl.lateness.limitIncluded: must be true or false');
  });

  it('with no lateness rule, the absent side’s clock simply ran: the arrival charges nothing (later Art. 22.4)', () => {
    const events = run(byo(0, 1, 30000), [start, { at: 12000, do: 'arrive', side: 'black' }], 30000);
    expect(ofType(events, 'arrive')).toEqual([{ at: 12000, type: 'arrive', side: 'black', lateMs: 12000, chargedMs: 0, mainMs: 0, periods: 1 }]);
    expect(ofType(events, 'flag')).toEqual([{ at: 30000, type: 'flag', side: 'black' }]);
  });

  it('is about the start only: refused once the late side has moved, and once the game resumed after a pause', () => {
    const tc = byo(3600000, 1, 60000, { lateness: { limitMs: 900000 } });
    const moved = run(tc, [start, { at: 1000, do: 'press', side: 'black' }, { at: 2000, do: 'press', side: 'white' }, { at: 3000, do: 'arrive', side: 'white' }]);
    expect(moved.pop()).toEqual({ at: 3000, type: 'rejected', action: 'arrive', reason: 'already-moved', side: 'white' });
    // Black moved first: Black has moved once move 2 is under way, White only from move 3.
    const blackMoved = run(tc, [start, { at: 1000, do: 'press', side: 'black' }, { at: 2000, do: 'arrive', side: 'black' }]);
    expect(blackMoved.pop()).toMatchObject({ reason: 'already-moved', side: 'black' });
    const whiteNotYet = run(tc, [start, { at: 1000, do: 'press', side: 'black' }, { at: 2000, do: 'arrive', side: 'white' }]);
    expect(whiteNotYet.pop()).toMatchObject({ type: 'arrive', side: 'white' });
    const resumed = run(tc, [start, { at: 1000, do: 'pause' }, { at: 2000, do: 'resume' }, { at: 3000, do: 'arrive', side: 'black' }]);
    expect(resumed.pop()).toEqual({ at: 3000, type: 'rejected', action: 'arrive', reason: 'after-resume', side: 'black' });
    // Marked during the first pause, before play resumes, the arrival still counts.
    const inPause = run(tc, [start, { at: 1000, do: 'pause' }, { at: 2000, do: 'arrive', side: 'white' }]);
    expect(inPause.pop()).toMatchObject({ type: 'arrive', side: 'white', lateMs: 2000, chargedMs: 4000 });
  });

  it('judges both late sides side by side, each with its own deduction (later Art. 22.3)', () => {
    const tc = byo(3600000, 1, 60000, { lateness: { limitMs: 900000 } });
    const events = run(tc, [start, { at: 300000, do: 'arrive', side: 'black' }, { at: 310000, do: 'press', side: 'black' }, { at: 600000, do: 'arrive', side: 'white' }]);
    expect(ofType(events, 'arrive')).toEqual([
      // Black: 2 x 300 s less the 300 s its clock ran.
      { at: 300000, type: 'arrive', side: 'black', lateMs: 300000, chargedMs: 300000, mainMs: 3600000 - 600000, periods: 1 },
      // White: 2 x 600 s less the 290 s its clock ran since Black's move.
      { at: 600000, type: 'arrive', side: 'white', lateMs: 600000, chargedMs: 910000, mainMs: 3600000 - 1200000, periods: 1 },
    ]);
    const bothForfeit = run(tc, [start, { at: 950000, do: 'arrive', side: 'white' }]);
    expect(ofType(bothForfeit, 'flag')).toEqual([{ at: 950000, type: 'flag', side: 'white', reason: 'late' }]);
  });

  it('rejects a second arrival of the same side', () => {
    const events = run(byo(60000, 1, 60000), [start, { at: 1000, do: 'arrive', side: 'black' }, { at: 2000, do: 'arrive', side: 'black' }]);
    expect(events.pop()).toMatchObject({ type: 'rejected', reason: 'already-arrived' });
  });

  it('moves a side into byo-yomi, with the call, when the deduction takes all its main time', () => {
    // 80 s main, 60 s run: 2 x 60 - 60 = 60 s charged takes the 20 s of main time left and one whole 30 s period.
    const events = run(byo(80000, 3, 30000, { lateness: { limitMs: 900000 } }), [start, { at: 60000, do: 'arrive', side: 'black' }], 60000);
    expect(events.slice(-2)).toEqual([
      { at: 60000, type: 'arrive', side: 'black', lateMs: 60000, chargedMs: 60000, mainMs: 0, periods: 2 },
      { at: 60000, type: 'call', side: 'black', call: 'byoyomi:2' },
    ]);
  });
});

describe('voiding a flag', () => {
  it('ends the move as if pressed at the flag, keeps the last period, starts the opponent at the decision', () => {
    const events = run(byo(0, 1, 10000), [start, { at: 15000, do: 'voidFlag' }, { at: 16000, do: 'press', side: 'white' }], 27000);
    const voided = ofType(events, 'voidFlag')[0];
    expect(voided).toEqual({ at: 15000, type: 'voidFlag', side: 'black', move: 1, usedMs: 10000, mainMs: 0, periods: 1 });
    expect(ofType(events, 'press')[0]).toMatchObject({ at: 16000, side: 'white', usedMs: 1000 });
    expect(ofType(events, 'flag').pop()).toEqual({ at: 26000, type: 'flag', side: 'black' });
  });

  it('is rejected without a flag and for sudden death', () => {
    expect(run(byo(0, 1, 10000), [start, { at: 1, do: 'voidFlag' }]).pop()).toMatchObject({ reason: 'not-flagged' });
    // In pause too, the reason is the missing flag, not the pause; after the end, the end.
    expect(run(byo(0, 1, 10000), [start, { at: 1, do: 'pause' }, { at: 2, do: 'voidFlag' }]).pop()).toMatchObject({ action: 'voidFlag', reason: 'not-flagged' });
    expect(run(byo(0, 1, 10000), [start, { at: 1, do: 'pause' }, { at: 2, do: 'timeoutPass' }]).pop()).toMatchObject({ action: 'timeoutPass', reason: 'not-flagged' });
    expect(run(byo(0, 1, 10000), [start, { at: 1, do: 'end' }, { at: 2, do: 'voidFlag' }]).pop()).toMatchObject({ reason: 'ended' });
    expect(run({ system: 'absolute', mainMs: 1000 }, [start, { at: 2000, do: 'voidFlag' }]).pop()).toMatchObject({ reason: 'no-time-left' });
  });
});

describe('capture pause (1988 Art. 23.4)', () => {
  it('is allowed in byo-yomi under the 1988 rules and refused under the later rules', () => {
    const tc1988 = byo(0, 1, 60000, { rules: '1988' });
    expect(run(tc1988, [start, { at: 5000, do: 'pause', reason: 'capture' }]).pop()).toEqual({ at: 5000, type: 'pause', usedMs: { black: 5000, white: 0 }, reason: 'capture' });
    expect(run(byo(0, 1, 60000), [start, { at: 5000, do: 'pause', reason: 'capture' }]).pop()).toMatchObject({ reason: 'rules-later' });
    expect(run(byo(60000, 1, 60000, { rules: '1988' }), [start, { at: 5000, do: 'pause', reason: 'capture' }]).pop()).toMatchObject({ reason: 'capture-not-byoyomi' });
  });
});

describe('decisions after a flag apply to a time-out only (later Art. 22.5)', () => {
  const lateTc = byo(0, 1, 30000, { lateness: { limitMs: 60000 } });

  it.each(['timeoutPass', 'voidFlag'])('%s is refused after a lateness forfeit, naming the forfeited side', (decision) => {
    const events = run(byo(3600000, 1, 30000, { lateness: { limitMs: 60000 } }), [
      start, { at: 1000, do: 'press', side: 'black' }, { at: 90000, do: 'arrive', side: 'white' }, { at: 91000, do: decision },
    ]);
    expect(events.pop()).toEqual({ at: 91000, type: 'rejected', action: decision, reason: 'late-forfeit', side: 'white' });
  });

  it.each(['timeoutPass', 'voidFlag'])('%s is refused when a lateness deduction took all the time', (decision) => {
    // 2 x 25 s late, of which 20 s ran on White's clock: 30 s charged burns its one 30 s period.
    const events = run(lateTc, [start, { at: 5000, do: 'press', side: 'black' }, { at: 25000, do: 'arrive', side: 'white' }, { at: 26000, do: decision }]);
    expect(ofType(events, 'flag')).toEqual([{ at: 25000, type: 'flag', side: 'white', reason: 'late' }]);
    expect(events.pop()).toMatchObject({ type: 'rejected', reason: 'late-forfeit', side: 'white' });
  });

  it('a pass names the flagged side and leaves the other side’s clock as it was', () => {
    const events = run(byo(0, 1, 10000), [
      start, { at: 4000, do: 'press', side: 'black' }, { at: 16000, do: 'timeoutPass' }, { at: 17000, do: 'press', side: 'black' },
    ]);
    expect(ofType(events, 'pass')).toEqual([{ at: 16000, type: 'pass', side: 'white', move: 2 }]);
    expect(ofType(events, 'press')[1]).toMatchObject({ side: 'black', move: 3, usedMs: 1000, periods: 1 });
  });

  it('timeoutPass is refused for sudden death and moves, naming the side', () => {
    expect(run({ system: 'absolute', mainMs: 1000 }, [start, { at: 2000, do: 'timeoutPass' }]).pop()).toEqual({ at: 2000, type: 'rejected', action: 'timeoutPass', reason: 'not-byoyomi', side: 'black' });
    expect(run({ system: 'moves', mainMs: 0, moves: 2, periodMs: 1000 }, [start, { at: 2000, do: 'timeoutPass' }]).pop()).toMatchObject({ reason: 'not-byoyomi', side: 'black' });
  });

  it('voiding a moves flag completes the block: the next block starts fresh, with no second count or flag', () => {
    const events = run({ system: 'moves', mainMs: 0, moves: 3, periodMs: 20000 }, [
      start, { at: 5000, do: 'press', side: 'black' }, { at: 6000, do: 'press', side: 'white' }, { at: 30000, do: 'voidFlag' }, { at: 31000, do: 'press', side: 'white' },
    ], 40000);
    // Black's block: 15 s left after its first move, so its flag falls at 21 s.
    expect(calls(events).filter((c) => Number(c.split(' ')[0]) >= 21000)).toEqual(['21000 count:10', '21000 timeout']);
    expect(ofType(events, 'flag')).toEqual([{ at: 21000, type: 'flag', side: 'black' }]);
    expect(ofType(events, 'voidFlag')).toEqual([{ at: 30000, type: 'voidFlag', side: 'black', move: 3, usedMs: 15000, mainMs: 0, periods: 0, periodMs: 20000, moves: 3 }]);
    // Black's next move runs in the fresh block: 20 s and 3 moves.
    expect(events.filter((e) => e.at > 31000 && e.type === 'call')).toEqual([]);
  });
});

describe('correcting the time used in a period (later Art. 16.2)', () => {
  it.each([
    ['the side on move in byo-yomi', 'black', 0, null],
    ['the idle side', 'white', 0, 'idle-side'],
    ['a side in main time', 'black', 60000, 'in-main-time'],
  ])('for %s', (_, side, mainMs, reason) => {
    const events = run(byo(mainMs as number, 3, 30000), [start, { at: 5000, do: 'pause' }, { at: 6000, do: 'adjust', side: side as string, periodUsedMs: 20000 }]);
    if (reason === null) expect(events.pop()).toMatchObject({ type: 'adjust', changes: [{ field: 'periodUsedMs', from: 5000, to: 20000 }] });
    else expect(events.pop()).toEqual({ at: 6000, type: 'rejected', action: 'adjust', reason: reason, side: side, field: 'periodUsedMs' });
  });

  it('is allowed with mainMs 0 in the same correction, which puts the side on move into byo-yomi', () => {
    const events = run(byo(60000, 3, 30000), [start, { at: 5000, do: 'pause' }, { at: 6000, do: 'adjust', side: 'black', mainMs: 0, periodUsedMs: 20000 }]);
    expect(events.pop()).toMatchObject({ type: 'adjust', changes: [{ field: 'mainMs', from: 55000, to: 0 }, { field: 'periodUsedMs', from: 0, to: 20000 }] });
  });
});
