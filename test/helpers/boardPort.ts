// A serial port with an Espruino board behind it, for the flashing tool: a pseudo-terminal whose far end
// answers the identity question (under the mark it was asked with) as a board's console does, with a board name and a version given.
import { spawn, type ChildProcess } from 'node:child_process';

const ANSWERER = `
import json, os, pty, re, select, sys
master, slave = pty.openpty()
print(os.ttyname(slave), flush=True)
heard = b''
while True:
    ready, _, _ = select.select([master], [], [], 60)
    if not ready:
        break
    heard += os.read(master, 1024)
    mark = re.search(b'GOCLOCK-ID-[0-9]+ ', heard)
    if mark and heard.find(b'\\n', mark.end()) >= 0:
        os.write(master, ('\\r\\n>' + mark.group().decode() + json.dumps([sys.argv[1], sys.argv[2]]) + '\\r\\n').encode())
        heard = b''
`;

/** Starts a board that says it is `board` running `version`; resolves with its port and how to unplug it. */
export function boardOnPort(board: string, version: string): Promise<{ port: string; unplug: () => void }> {
  const child: ChildProcess = spawn('python3', ['-c', ANSWERER, board, version], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (data: Buffer) => resolve({ port: String(data).trim(), unplug: () => child.kill() }));
    child.once('error', reject);
  });
}
