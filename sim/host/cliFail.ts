// How every command-line tool fails: one escaped line on stderr, at most 400 characters, exit 2. Never
// a stack trace, not even for an error nobody foresaw.
import { basename } from 'node:path';
import { oneLine } from '../../firmware/core/index';

export function fail(message: string): never {
  process.stderr.write('error: ' + oneLine(message) + '\n');
  process.exit(2);
}

/** True for the error of writing to a pipe whose reader has gone (`| head`): the output is simply no longer wanted. */
function isClosedPipe(error: Error): boolean {
  return (error as NodeJS.ErrnoException).code === 'EPIPE';
}

/** Turns any uncaught error of the tool into one line and exit 2; a closed pipe ends it quietly, exit 0. */
export function failOnUncaught(): void {
  process.stdout.on('error', (error: Error) => (isClosedPipe(error) ? process.exit(0) : fail(error.message)));
  process.on('uncaughtException', (error: Error) => (isClosedPipe(error) ? process.exit(0) : fail(error.message)));
  process.on('unhandledRejection', (error: Error) => fail(error.message));
}

/** The value after the flag at `i`: one line and exit 2 when the flag is not one of `known` ("unknown argument") or has no value. */
export function flagValue(args: string[], i: number, known: string[]): string {
  if (known.indexOf(args[i]) < 0) fail('unknown argument ' + args[i] + ' (see --help)');
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) fail(args[i] + ' needs a value');
  return value;
}

/**
 * True in the program started as `name` (its file's name without .ts): a module that is a program and a library
 * runs only when it was started. The tests start one bundled, as name.mjs, which holds every module it imports.
 */
export function startedAs(name: string): boolean {
  return process.argv[1] !== undefined && basename(process.argv[1]).replace(/\.(ts|mjs)$/, '') === name;
}
