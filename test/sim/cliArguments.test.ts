// Every npm script answers --help and refuses an argument it does not know in one line, exit 2, before it
// builds anything: each script's file is run with the script's own Node flags and arguments, its --build flag
// included, so a build it started would say "building first" on stderr. Two at a time, each starting Node.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { program, SCRIPTS } from '../helpers/programs';

/** Every script a person runs; build:sample is the others' step, test is this very run. */
const PEOPLE_RUN = Object.keys(SCRIPTS).filter((name) => name !== 'build:sample' && name !== 'test' && name !== 'typecheck');

/**
 * A script's command with `extra` after it, as `npm run NAME -- extra` runs it: its file's program (bundled, as
 * test/helpers/programs.ts makes it, from the file the script runs through tsx) with the script's own Node flags and arguments.
 */
function runScript(name: string, ...extra: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const words = SCRIPTS[name].split(' ');
  const file = words.findIndex((word) => word.endsWith('.ts'));
  const nodeFlags = words.slice(1, file).filter((word, i, all) => word !== '--import' && all[i - 1] !== '--import');
  return new Promise((done) => {
    const child = spawn(process.execPath, nodeFlags.concat(program(words[file], ...words.slice(file + 1), ...extra)), { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => done({ status: status, stdout: stdout, stderr: stderr }));
  });
}

describe('the npm scripts’ arguments', () => {
  it('are each a Node program of ours, which checks its arguments itself', () => {
    for (const name of PEOPLE_RUN.concat('test')) expect(SCRIPTS[name], name).toMatch(/^(tsx|node (--[\w-]+ )*--import tsx) [\w/]+\.ts( --build)?$/);
  });

  it('refuse an unknown one in one line, exit 2, building nothing first, and answer --help with their usage', async () => {
    // --help of every script whose first word was once another tool's (rollup's, vitest's) or came after a build.
    const asked = PEOPLE_RUN.concat('test').map((name) => [name, '--bogus']).concat(['build', 'bench', 'test', 'sim', 'hall'].map((name) => [name, '--help']));
    const results: Awaited<ReturnType<typeof runScript>>[] = [];
    for (let i = 0; i < asked.length; i += 2) results.push(...(await Promise.all(asked.slice(i, i + 2).map(([name, extra]) => runScript(name, extra)))));
    const wrong = asked.filter(([, extra], i) => {
      const result = results[i];
      if (extra === '--help') return result.status !== 0 || result.stderr !== '' || !result.stdout.startsWith('usage: ');
      return result.status !== 2 || result.stdout !== '' || !/^error: unknown arguments?:? --bogus \(see --help\)\n$/.test(result.stderr);
    });
    expect(wrong.map(([name, extra]) => name + ' ' + extra + ': ' + results[asked.findIndex((a) => a[0] === name && a[1] === extra)].stderr.slice(0, 80))).toEqual([]);
  }, 60000);

  it('name a flag given without its value in one line, exit 2, building nothing first', async () => {
    const asked: [string, string[], string][] = [
      ['start', ['--preset'], '--preset needs a value'],
      ['start', ['--time-control'], '--time-control needs a value'],
      ['start', ['--speed'], '--speed needs a value'],
      ['start', ['--speed', '--mute'], '--speed needs a value'],
      ['build:web', ['--voice'], '--voice needs a value'],
      ['hall:screens', ['--out'], '--out needs a value'],
      ['flash', ['--port', '/dev/null'], '--port /dev/null is not a serial port: give the board\'s USB port, as /dev/ttyACM0'],
    ];
    const results: Awaited<ReturnType<typeof runScript>>[] = [];
    for (let i = 0; i < asked.length; i += 2) results.push(...(await Promise.all(asked.slice(i, i + 2).map(([name, args]) => runScript(name, ...args)))));
    expect(results.map((result) => [result.status, result.stdout, result.stderr])).toEqual(asked.map(([, , error]) => [2, '', 'error: ' + error + '\n']));
  }, 60000);
});
