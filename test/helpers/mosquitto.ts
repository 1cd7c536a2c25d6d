// Debian's mosquitto on a free loopback port, for the hall's tests and bench: started with a configuration
// of its own, stopped by the caller.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Credentials } from '../../sim/hall/brokerAccess';
import { scratchDir } from './scratch';

/** A free loopback port, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The hall guide's configuration for a tournament: a password file with the gateway's credentials, and an
 * ACL by which anonymous clients read the tournament's topics and the gateway writes them.
 */
export function hallConfiguration(dir: string, gateway: Credentials, tournament: string): string {
  const passwords = join(dir, 'passwords');
  writeFileSync(passwords, '');
  const made = spawnSync('mosquitto_passwd', ['-b', passwords, gateway.username, gateway.password], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error('mosquitto_passwd failed: ' + made.stderr);
  writeFileSync(join(dir, 'acl'), 'topic read ' + tournament + '/#\n\nuser ' + gateway.username + '\ntopic readwrite ' + tournament + '/#\n');
  return 'password_file ' + passwords + '\nacl_file ' + join(dir, 'acl') + '\n';
}

/** Starts mosquitto; rejects in one line when it is not installed. Its queue holds a 2,000-board hall's messages. With `hall`, closed as the hall guide closes it. */
export async function startMosquitto(hall?: { gateway: Credentials; tournament: string }): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dir = scratchDir('mosquitto-');
  const closed = hall === undefined ? '' : hallConfiguration(dir, hall.gateway, hall.tournament);
  // Started as root, mosquitto reads its files as the user mosquitto.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'mosquitto.conf'), 'listener ' + port + ' 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 100000\n' + closed);
  // Debian puts the broker in /usr/sbin, which a user's PATH may lack.
  const child = spawn(existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : 'mosquitto', ['-c', join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  const failed = await new Promise<Error | null>((resolve) => {
    child.once('error', resolve);
    setTimeout(() => resolve(null), 500);
  });
  if (failed !== null) throw new Error('Debian\'s mosquitto is needed (apt-get install mosquitto): ' + failed.message);
  return { url: 'mqtt://127.0.0.1:' + port, stop: () => child.kill() };
}
