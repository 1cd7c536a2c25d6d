// `npm run web`: serves the built web clock (dist/web/) on this machine, for a phone on the same network.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fail, failOnUncaught } from '../cliFail';
import { SITE_DIR } from './buildSite';

const USAGE = `usage: npm run web [-- --port N]
  builds the web clock and serves ${SITE_DIR}/ at http://localhost:N/ (default 8080; 0 picks a free port)`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wav': 'audio/wav',
  '.map': 'application/json',
};

/** Serves `dir` read-only; resolves with the server once it listens. */
export function serveSite(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(normalize(dir)) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  let port = 8080;
  if (args[0] === '--port' && args.length === 2 && /^\d+$/.test(args[1])) port = Number(args[1]);
  else if (args.length > 0) fail('unknown arguments: ' + args.join(' ') + ' (see --help)');
  if (!existsSync(join(SITE_DIR, 'index.html'))) fail(SITE_DIR + ' has no site: run npm run build:web');
  const server = await serveSite(SITE_DIR, port).catch((error: Error) => fail('cannot listen on port ' + port + ': ' + error.message));
  const address = server.address();
  process.stdout.write('the web clock: http://localhost:' + (typeof address === 'object' && address !== null ? address.port : port) + '/\n');
}

if (process.argv[1] !== undefined && process.argv[1].endsWith('serve.ts')) {
  failOnUncaught();
  void main(process.argv.slice(2));
}
