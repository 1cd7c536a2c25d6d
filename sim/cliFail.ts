// How every command-line tool fails: one escaped line on stderr, at most 200 characters, exit 2. Never
// a stack trace, not even for an error nobody foresaw.
import { oneLine } from '../firmware/core/index';

export function fail(message: string): never {
  process.stderr.write('error: ' + oneLine(message) + '\n');
  process.exit(2);
}

/** Turns any uncaught error of the tool into one line and exit 2. */
export function failOnUncaught(): void {
  process.on('uncaughtException', (error: Error) => fail(error.message));
  process.on('unhandledRejection', (error: Error) => fail(error.message));
}
