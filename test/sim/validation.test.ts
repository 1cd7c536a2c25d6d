import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario } from '../../sim/scenario';
import { README_SCENARIO } from '../../sim/voice/samplePack';
import { PRESETS } from '../../firmware/core/index';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

const ok = { timeControl: 'cn-national', actions: [{ at: 0, do: 'start' }], until: 1000 };
const tc = { system: 'byoyomi', mainMs: 0, periods: 1, periodMs: 60000 };

describe('a bad scenario is refused with the field and the reason', () => {
  it.each([
    [{ actions: [] }, 'timeControl: is required'],
    [{ timeControl: 'nope', actions: [] }, 'timeControl: is not a known preset'],
    [{ timeControl: Object.assign({}, tc, { system: 'armageddon' }), actions: [] }, 'timeControl.system: must be one of'],
    [{ timeControl: Object.assign({}, tc, { periodMs: 1500 }), actions: [] }, 'timeControl.periodMs: must be a whole number of seconds'],
    [{ timeControl: Object.assign({}, tc, { periods: 0 }), actions: [] }, 'timeControl.periods: must be between 1 and 60'],
    [{ timeControl: Object.assign({}, tc, { mainMs: -1 }), actions: [] }, 'timeControl.mainMs: must be between 0'],
    [{ timeControl: Object.assign({}, tc, { mainMs: 1.5 }), actions: [] }, 'timeControl.mainMs: must be a whole number'],
    [{ timeControl: Object.assign({}, tc, { mainMS: 1 }), actions: [] }, 'timeControl.mainMS: is not a known field'],
    [{ timeControl: Object.assign({}, tc, { rules: '2002' }), actions: [] }, 'timeControl.rules: must be one of'],
    [{ timeControl: { system: 'absolute', mainMs: 0 }, actions: [] }, 'timeControl.mainMs: must be between 1'],
    [{ timeControl: Object.assign({}, tc, { calls: { periodSec: [30, 20] } }), actions: [] }, 'timeControl.calls.periodSec: must be strictly increasing'],
    [{ timeControl: Object.assign({}, tc, { calls: { lastPeriodSec: [55] } }), actions: [] }, 'timeControl.calls.lastPeriodSec[0]: must be between 1 and 50'],
    [{ timeControl: { black: tc }, actions: [] }, 'timeControl.white: must be an object'],
    [{ timeControl: { black: tc, white: Object.assign({}, tc, { rules: 'later' }) }, actions: [] }, 'timeControl.white.rules: is not a known field'],
    [{ timeControl: { mainMs: 5 }, actions: [] }, 'timeControl.system: is missing'],
    [{ timeControl: 'cn-local', actions: {} }, 'actions: must be an array'],
    [{ timeControl: 'cn-local', actions: [{ at: 0, do: 'jump' }] }, 'actions[0].do: must be one of'],
    [{ timeControl: 'cn-local', actions: [{ at: 0, do: 'press' }] }, 'actions[0].side: is required for "press"'],
    [{ timeControl: 'cn-local', actions: [{ at: 0, do: 'pause', side: 'black' }] }, 'actions[0].side: is not taken by "pause"'],
    [{ timeControl: 'cn-local', actions: [{ at: 0, do: 'query', side: 'red' }] }, 'actions[0].side: must be one of'],
    [{ timeControl: 'cn-local', actions: [{ at: -5, do: 'start' }] }, 'actions[0].at: must be between 0'],
    [{ timeControl: 'cn-local', actions: [{ at: 5, do: 'start' }, { at: 4, do: 'end' }] }, 'actions[1].at: is before the previous action'],
    [{ timeControl: 'cn-local', actions: [{ at: 5, do: 'start' }], until: 4 }, 'until: is before the last action'],
    [{ timeControl: 'cn-local', actions: [], extra: 1 }, 'scenario.extra: is not a known field'],
    [[], 'scenario: must be an object'],
  ])('%j', (scenario, message) => {
    expect(() => parseScenario(scenario)).toThrow(message);
  });

  it('accepts a good scenario', () => {
    expect(parseScenario(ok).until).toBe(1000);
  });
});

function sim(args: string[], input?: string) {
  return spawnSync(process.execPath, program('sim/cli.ts').concat(args), { input: input, encoding: 'utf8' });
}

describe('npm run sim (the contract other tools rely on)', () => {
  it('prints JSON Lines in time order and exits 0', () => {
    const result = sim(['--scenario', '-'], JSON.stringify({ timeControl: 'fast-10s', actions: [{ at: 0, do: 'start' }], until: 211000 }));
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ at: 0, type: 'start', side: 'black' });
    expect(lines[lines.length - 1]).toEqual({ at: 210000, type: 'flag', side: 'black' });
    expect(lines.map((l) => l.at)).toEqual(lines.map((l) => l.at).sort((a: number, b: number) => a - b));
  });

  it('prints one error line naming the field and exits 2 on bad input', () => {
    const result = sim(['--scenario', '-'], JSON.stringify({ timeControl: 'cn-local', actions: [{ at: 0, do: 'press' }] }));
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual(['error: actions[0].side: is required for "press"']);
  });

  it('says the same one line for a missing file, broken JSON or no file at all, on both runners', () => {
    for (const runner of [[], ['--firmware']]) {
      const missing = sim(runner.concat(['--scenario', '/nonexistent.json']));
      expect(missing.status).toBe(2);
      expect(missing.stderr).toBe('error: cannot read scenario /nonexistent.json: no such file\n');
      const broken = sim(runner.concat(['--scenario', '-']), '{');
      expect(broken.status).toBe(2);
      expect(broken.stderr).toMatch(/^error: scenario - is not valid JSON: /);
      const none = sim(runner.concat(['--scenario']));
      expect(none.status).toBe(2);
      expect(none.stderr).toBe('error: --scenario needs a file, or - to read it from standard input\n');
    }
  }, 30000);

  it('tells a terminal too small for the firmware’s faces before it builds anything', () => {
    // A terminal of 80 × 24 (script(1) gives the program a pseudo-terminal of that size); --build as npm run sim passes it.
    const command = ['stty cols 80 rows 24', [process.execPath].concat(program('sim/cli.ts', '--build', '--firmware')).join(' ')].join('; ');
    const result = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', timeout: 20000 });
    expect(result.status).toBe(2);
    expect(result.stdout.replace(/\r/g, '')).toBe('error: the firmware simulator needs a terminal of at least 133 columns and 28 rows (this one is 80×24): widen it, or run a --scenario headless\n');
  });

  it('points --wav without the full packs at the sample packs', () => {
    const result = sim(['--scenario', '-', '--wav', '/tmp/never.wav', '--packs', '/nonexistent'], JSON.stringify({ timeControl: 'fast-10s', actions: [], until: 1000 }));
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('error: no zh voice pack in /nonexistent: build the full packs with npm run voice, or use the sample packs npm test builds: --packs dist/voice-sample\n');
  });

  it('keeps standard output JSON Lines under npm run -s', () => {
    const file = join(scratchDir('scenario-'), 'game.json');
    writeFileSync(file, JSON.stringify({ timeControl: 'fast-10s', actions: [{ at: 0, do: 'start' }], until: 3000 }));
    const result = spawnSync('npm', ['run', '-s', 'sim', '--', '--scenario', file], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  }, 30000);

  it('prints the game as SGF with --sgf', () => {
    const result = sim(['--scenario', '-', '--sgf'], JSON.stringify({ timeControl: 'fast-10s', actions: [{ at: 0, do: 'start' }, { at: 1000, do: 'press', side: 'black' }], until: 1000 }));
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('(;FF[4]GM[1]CA[UTF-8]AP[go-clock:1]RU[Chinese]TM[180]OT[3x10 byo-yomi]\n;MN[1]BL[179])\n');
  });

  it('lists the presets', () => {
    const result = sim(['--presets']);
    expect(result.status).toBe(0);
    for (const preset of PRESETS) {
      expect(result.stdout).toContain(preset.name);
      expect(result.stdout).toContain(JSON.stringify(preset.timeControl));
    }
  });
});

describe('bad input, everywhere: one escaped line of at most 400 characters', () => {
  const messageOf = (value: unknown) => {
    try {
      parseScenario(value);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('accepted');
  };
  const isClean = (message: string) => message.length <= 400 && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(message);

  it('escapes newlines, carriage returns and escape sequences in keys and values', () => {
    const key = messageOf({ timeControl: 'cn-local', actions: [], ['bad\nkey\r\u001b[2J']: 1 });
    expect(key).toBe('scenario.bad\\u000akey\\u000d\\u001b[2J: is not a known field (known: timeControl, actions, until)');
    const value = messageOf({ timeControl: 'cn-local', actions: [{ at: 0, do: 'jump\u001b[31m\nred' }] });
    expect(value).toContain('(got "jump\\u001b[31m\\nred")');
    expect(isClean(key) && isClean(value)).toBe(true);
  });

  it('cuts a 1 MB key or value', () => {
    const huge = 'x'.repeat(1 << 20);
    for (const message of [messageOf({ timeControl: 'cn-local', actions: [], [huge]: 1 }), messageOf({ timeControl: huge, actions: [] })]) {
      expect(isClean(message)).toBe(true);
      expect(message).toMatch(/^(scenario\.xxx|timeControl: is not a known preset)/);
    }
  });

  it('names the field of JSON nested 5 000 levels deep, never a stack overflow', () => {
    const deep = JSON.parse('['.repeat(5000) + ']'.repeat(5000));
    expect(messageOf({ timeControl: deep, actions: [] })).toBe('timeControl: must be an object (got [[[...]]])');
    expect(messageOf({ timeControl: Object.assign({}, tc, { calls: deep }), actions: [] })).toBe('timeControl.calls: must be an object (got [[[...]]])');
    const deepObject = JSON.parse('{"a":'.repeat(5000) + '1' + '}'.repeat(5000));
    expect(messageOf({ timeControl: 'cn-local', actions: [deepObject] })).toBe('actions[0].do: must be one of "start", "press", "pause", "resume", "query", "timeoutPass", "end", "adjust", "seal", "arrive", "voidFlag", "result" (got nothing)');
    expect(isClean(messageOf({ timeControl: 'cn-local', actions: [deepObject] }))).toBe(true);
  });

  it('reads only own fields: nothing inherited counts, and "__proto__" is an unknown field', () => {
    const inherited = Object.create({ system: 'absolute', mainMs: 60000 });
    expect(messageOf({ timeControl: inherited, actions: [] })).toBe('timeControl.system: is missing: give "system", or "black" and "white" for time odds');
    expect(messageOf(JSON.parse('{"timeControl":"cn-local","actions":[],"__proto__":{"until":5}}'))).toContain('scenario.__proto__: is not a known field');
  });

  it('the CLI prints the same one clean line and exits 2', () => {
    const result = sim(['--scenario', '-'], JSON.stringify({ timeControl: 'cn-local', actions: [], ['\u001b[2J' + 'k'.repeat(5000)]: 1 }));
    expect(result.status).toBe(2);
    expect(result.stderr.endsWith('\n')).toBe(true);
    expect(result.stderr.trim().split('\n').length).toBe(1);
    expect(isClean(result.stderr.trim().slice('error: '.length))).toBe(true);
  });

  it('the CLI turns an unknown argument into one line that points at --help', () => {
    const result = sim(['--bogus']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('error: unknown arguments: --bogus (see --help)\n');
  });
});

describe('a scenario without until', () => {
  const run = (actions: object[]) => spawnSync(process.execPath, program('sim/cli.ts', '--scenario', '-'), { input: JSON.stringify({ timeControl: 'fast-10s', actions: actions }), encoding: 'utf8' });

  it('runs a clock still running to its flag, and says so on stderr', () => {
    const result = run([{ at: 0, do: 'start' }]);
    expect(result.status).toBe(0);
    const events = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(events.pop()).toEqual({ at: 210000, type: 'flag', side: 'black' });
    expect(result.stderr).toBe('scenario: no until given: ran to the flag at 210000 ms\n');
  });

  it('stops at the last action when no clock runs after it', () => {
    const result = run([{ at: 0, do: 'start' }, { at: 5000, do: 'pause' }]);
    expect(result.stdout.trim().split('\n').map((line) => JSON.parse(line).type)).toEqual(['start', 'pause']);
    expect(result.stderr).toBe('scenario: no until given: ran to the last action at 5000 ms\n');
  });
});

describe('npm run sim, as a new user meets it', () => {
  it('ends quietly when its reader closes the pipe (| head)', () => {
    const result = spawnSync('bash', ['-c', 'set -o pipefail; node ' + program('sim/cli.ts', '--presets').join(' ') + ' | head -c 1 >/dev/null'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('plays sim/README.md’s example scenario with --wav on the sample packs, as its command line says', () => {
    const guide = readFileSync('sim/README.md', 'utf8');
    const example = JSON.parse(guide.slice(guide.indexOf('```json\n') + 8, guide.indexOf('```', guide.indexOf('```json\n') + 8)));
    // The sample packs are built to hold what this example says.
    expect(example).toEqual(README_SCENARIO);
    const command = /`npm run -s sim -- (--scenario game\.json --wav out\.wav --packs [\w/-]+)`/.exec(guide.replace(/\n/g, ' '));
    expect(command).not.toBeNull();
    const file = join(scratchDir('readme-'), 'game.json');
    writeFileSync(file, JSON.stringify(example));
    // The track of this long example is some 250 MB: rendered, then written where it costs no disk.
    const args = (command as RegExpExecArray)[1].split(' ').map((word) => (word === 'game.json' ? file : word === 'out.wav' ? '/dev/null' : word));
    const result = spawnSync(process.execPath, program('sim/cli.ts', ...args), { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('says how to get the full voice packs when the sample lacks a phrase', () => {
    const example = { timeControl: 'cn-national', actions: [{ at: 0, do: 'start' }, { at: 41000, do: 'press', side: 'black' }, { at: 3000000, do: 'query', side: 'white' }], until: 3010000 };
    const result = spawnSync(process.execPath, program('sim/cli.ts', '--scenario', '-', '--wav', '/dev/null', '--packs', 'dist/voice-sample'), { input: JSON.stringify(example), encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: zh pack in dist\/voice-sample has no clip for minutes-left-\d+: a sample pack holds only the phrases the tests use; npm run voice builds the full packs\n$/);
  });
});
