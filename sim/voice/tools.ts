// The voice tools (espeak-ng, sox, opusenc) run through a few long-lived shells rather than each started by Node: a
// pack starts some 270 of them a language, and a start from Node took several milliseconds of the builder's own CPU
// (a large process forked, its threads and all), a shell's fork a fraction of one. A shell sleeps between commands
// without keeping Node from ending; it ends when Node does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** As many shells as commands run at once: the packs' three jobs, and a fourth for a caller of its own. */
const MAX_SHELLS = 4;

interface Shell {
  child: ChildProcess;
  /** Where its command's output and errors go. */
  dir: string;
  /** Given to a command, from then until its command has settled. */
  busy: boolean;
  /** What the command running settles with its exit status (-1: the shell ended). */
  settle: ((status: number) => void) | null;
  /** Its stdout not yet read up to a line's end. */
  heard: string;
  ended: boolean;
}

const shells: Shell[] = [];
const queued: ((shell: Shell) => void)[] = [];
/** Whether the shells' folders are removed when Node ends (they outlive it by a moment). */
let cleaning = false;

const quoted = (word: string) => "'" + word.replace(/'/g, "'\\''") + "'";

/** Keeps Node running while a command runs (true), or lets it end while the shell sleeps (false). */
function holdOpen(shell: Shell, hold: boolean): void {
  for (const handle of [shell.child, shell.child.stdin, shell.child.stdout] as unknown as { ref(): void; unref(): void }[]) {
    if (hold) handle.ref();
    else handle.unref();
  }
}

function startShell(): Shell {
  const dir = mkdtempSync(join(tmpdir(), 'voice-tool-'));
  const child = spawn('sh', [], { stdio: ['pipe', 'pipe', 'ignore'] });
  const shell: Shell = { child: child, dir: dir, busy: true, settle: null, heard: '', ended: false };
  // A shell that could not start or has gone settles its command with -1 ("its shell ended"); writing to it is harmless.
  const ended = () => {
    if (shell.ended) return;
    shell.ended = true;
    shells.splice(shells.indexOf(shell), 1);
    rmSync(shell.dir, { recursive: true, force: true });
    if (shell.settle !== null) shell.settle(-1);
  };
  child.on('error', ended);
  child.on('exit', ended);
  child.stdin?.on('error', () => undefined);
  child.stdout?.on('data', (chunk: Buffer) => {
    shell.heard += chunk.toString();
    const end = shell.heard.indexOf('\n');
    if (end < 0 || shell.settle === null) return;
    const settle = shell.settle;
    shell.settle = null;
    const status = Number(shell.heard.slice(0, end));
    shell.heard = shell.heard.slice(end + 1);
    settle(status);
  });
  if (shells.length === 0 && !cleaning) {
    cleaning = true;
    process.once('exit', () => shells.forEach((left) => rmSync(left.dir, { recursive: true, force: true })));
  }
  shells.push(shell);
  return shell;
}

/** A shell for one command: a free one, a new one, or the first one freed. */
function takeShell(): Promise<Shell> {
  const free = shells.find((shell) => !shell.busy);
  if (free !== undefined) free.busy = true;
  const shell = free ?? (shells.length < MAX_SHELLS ? startShell() : null);
  return shell !== null ? Promise.resolve(shell) : new Promise((take) => queued.push(take));
}

/** Gives the shell to the next command waiting, or lets it sleep. */
function giveBack(shell: Shell): void {
  const next = queued.shift();
  if (next !== undefined) next(shell.ended ? startShell() : shell);
  else if (!shell.ended) {
    shell.busy = false;
    holdOpen(shell, false);
  }
}

/** Runs `command` with `args`; settles with what it wrote on stdout, or fails with its exit status and its errors. */
export async function runTool(command: string, args: string[]): Promise<Buffer> {
  const shell = await takeShell();
  holdOpen(shell, true);
  const out = join(shell.dir, 'out');
  const errors = join(shell.dir, 'errors');
  const status = await new Promise<number>((settle) => {
    shell.settle = settle;
    shell.child.stdin?.write([command].concat(args).map(quoted).join(' ') + ' </dev/null >' + quoted(out) + ' 2>' + quoted(errors) + '; echo $?\n');
  });
  try {
    if (status === 0) return readFileSync(out);
    throw new Error(command + ' failed (exit ' + status + '): ' + (status === -1 ? 'its shell ended' : readFileSync(errors, 'utf8').trim()));
  } finally {
    giveBack(shell);
  }
}
