// The gateway's name and password. Given: --username, and the password from a file or the environment,
// never from the command line (ps shows it to everyone on the machine). For the embedded broker with none
// given: made at the first start and kept in a file git ignores, so the hall's other tools can use them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fail } from '../host/cliFail';
import { freshCredentials, type Credentials } from './brokerAccess';

export const CREDENTIALS_FILE = '.hall/credentials.json';

/** The credentials to publish with, and whether they were made just now (then printed once); null: none (an open external broker). */
export function gatewayCredentials(username: string | null, passwordFile: string | null, environment: string | undefined, embedded: boolean): (Credentials & { made: boolean }) | null {
  if (username !== null) {
    let password = environment;
    if (passwordFile !== null) {
      try {
        password = readFileSync(passwordFile, 'utf8').split('\n')[0];
      } catch (error) {
        fail('--password-file ' + passwordFile + ': ' + (error as Error).message);
      }
    }
    if (password === undefined || password === '') return fail('--username ' + username + ' needs its password in --password-file FILE or in HALL_MQTT_PASSWORD');
    return { username: username, password: password, made: false };
  }
  if (passwordFile !== null) return fail('--password-file needs --username NAME');
  if (!embedded) return null;
  if (existsSync(CREDENTIALS_FILE)) {
    let kept: Partial<Credentials> = {};
    try {
      kept = JSON.parse(readFileSync(CREDENTIALS_FILE, 'utf8')) as Partial<Credentials>;
    } catch (error) {
      fail(CREDENTIALS_FILE + ': ' + (error as Error).message + ' (delete it to make new credentials)');
    }
    if (typeof kept.username !== 'string' || typeof kept.password !== 'string' || kept.password.length < 12) {
      return fail(CREDENTIALS_FILE + ': must hold {"username", "password"} with a password of 12 characters or more (delete it to make new ones)');
    }
    return { username: kept.username, password: kept.password, made: false };
  }
  const made = freshCredentials();
  mkdirSync(dirname(CREDENTIALS_FILE), { recursive: true });
  writeFileSync(CREDENTIALS_FILE, JSON.stringify(made) + '\n', { mode: 0o600 });
  return { username: made.username, password: made.password, made: true };
}
