// Debian's mosquitto on a free loopback port, for the hall's tests and bench: started with a configuration
// of its own, stopped by the caller.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free loopback port, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/** Starts mosquitto; rejects in one line when it is not installed. Its queue holds a 2,000-board hall's messages. */
export async function startMosquitto(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mosquitto-'));
  writeFileSync(join(dir, 'mosquitto.conf'), 'listener ' + port + ' 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 100000\n');
  // Debian puts the broker in /usr/sbin, which a user's PATH may lack.
  const child = spawn(existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : 'mosquitto', ['-c', join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  const failed = await new Promise<Error | null>((resolve) => {
    child.once('error', resolve);
    setTimeout(() => resolve(null), 500);
  });
  if (failed !== null) throw new Error('Debian\'s mosquitto is needed (apt-get install mosquitto): ' + failed.message);
  return { url: 'mqtt://127.0.0.1:' + port, stop: () => child.kill() };
}
