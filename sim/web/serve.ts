// `npm run web`: serves the built web clock (dist/web/) on this machine, for a phone on the same network.
// A phone reaches it at one of this machine's LAN addresses, all printed, the first also as a QR code.
// Plain HTTP there is no secure context (no offline use, no screen kept on): `--https` serves it with a
// certificate signed by a local authority, which the phone downloads at /ca.crt and is told to trust.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { extname, join, normalize } from 'node:path';
import QRCode from 'qrcode';
import { fail, failOnUncaught, startedAs } from '../host/cliFail';
import { buildFirst, takeBuildFlag } from '../host/buildFirst';
import { SITE_DIR } from './buildSite';
import { certificatesFor, CERT_DIR } from './certificates';
import { guarded, httpOptions, limitHttp, SERVER_LIMITS, type ServerLimits } from '../serverLimits';

const USAGE = `usage: npm run web [-- --port N] [--https]
  builds the web clock and serves ${SITE_DIR}/ on this machine's every address, printed with a QR code
  --port N   the port (default 8080, or 8443 with --https; 0 picks a free port)
  --https    serve over HTTPS with a certificate from a local authority (made by openssl in ${CERT_DIR}/):
             a phone downloads it at /ca.crt and trusts it once (sim/web/README.md: "A phone at the table")`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wav': 'audio/wav',
  '.opus': 'audio/ogg',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface ServeOptions {
  /** Serve over TLS with this key and certificate; `caPem` is offered at /ca.crt. */
  tls?: { keyPem: string; certPem: string; caPem: string };
  /** What bounds the server against its clients (SERVER_LIMITS when not given). */
  limits?: ServerLimits;
}

/**
 * What serves `dir` read-only, a request at a time (the hall gateway serves the hall page with it too); a
 * request it cannot take (a malformed URL) is answered 400, never thrown.
 */
export function siteHandler(dir: string, options: ServeOptions = {}): (request: IncomingMessage, response: ServerResponse) => void {
  return guarded((request: IncomingMessage, response: ServerResponse) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    if (options.tls !== undefined && path === '/ca.crt') {
      response.writeHead(200, { 'content-type': 'application/x-x509-ca-cert', 'content-disposition': 'attachment; filename="goclock-ca.crt"' }).end(options.tls.caPem);
      return;
    }
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(normalize(dir)) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(readFileSync(file));
  });
}

/** Serves `dir` read-only; resolves with the server once it listens. */
export function serveSite(dir: string, port: number, options: ServeOptions = {}): Promise<Server> {
  const handle = siteHandler(dir, options);
  const limits = options.limits ?? SERVER_LIMITS;
  const server = options.tls === undefined ? createHttpServer(httpOptions(limits), handle) : createHttpsServer({ ...httpOptions(limits), key: options.tls.keyPem, cert: options.tls.certPem }, handle);
  limitHttp(server as Server, limits);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/** This machine's addresses a phone on its network can reach: IPv4 first, then global IPv6; never loopback. */
export function lanAddresses(interfaces = networkInterfaces()): string[] {
  const all = Object.values(interfaces).flatMap((list) => list ?? []);
  const v4 = all.filter((a) => a.family === 'IPv4' && !a.internal).map((a) => a.address);
  const v6 = all.filter((a) => a.family === 'IPv6' && !a.internal && !a.address.toLowerCase().startsWith('fe80')).map((a) => a.address);
  return v4.concat(v6);
}

/** The page's address at `host`, as a phone types it. */
export function siteUrl(scheme: 'http' | 'https', host: string, port: number): string {
  return scheme + '://' + (host.includes(':') ? '[' + host + ']' : host) + ':' + port + '/';
}

function parseArgs(args: string[]): { port: number | null; https: boolean } {
  let port: number | null = null;
  let https = false;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--https') https = true;
    else if (args[i] === '--port' && /^\d+$/.test(args[i + 1] ?? '') && Number(args[i + 1]) < 65536) port = Number(args[++i]);
    else if (args[i] === '--port') fail('--port: give a port number from 0 to 65535 (got ' + (args[i + 1] ?? 'nothing') + ')');
    else fail('unknown argument: ' + args[i] + ' (see --help)');
  }
  return { port: port, https: https };
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const build = takeBuildFlag(args);
  const options = parseArgs(args);
  if (build) buildFirst('build:web');
  if (!existsSync(join(SITE_DIR, 'index.html'))) fail(SITE_DIR + ' has no site: run npm run build:web');
  const addresses = lanAddresses();
  let tls: ServeOptions['tls'];
  if (options.https) {
    try {
      tls = certificatesFor(['localhost', '127.0.0.1'].concat(addresses));
    } catch (error) {
      fail((error as Error).message);
    }
  }
  const wanted = options.port ?? (options.https ? 8443 : 8080);
  const server = await serveSite(SITE_DIR, wanted, { tls: tls }).catch((error: Error) => fail('cannot listen on port ' + wanted + ': ' + error.message));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : wanted;
  process.stdout.write(await announcement(options.https ? 'https' : 'http', port, addresses));
}

/** What the server prints: the page on this machine and at every LAN address, how to trust it, and a QR code of the first. */
export async function announcement(scheme: 'http' | 'https', port: number, addresses: string[]): Promise<string> {
  const lines = ['the web clock:', '  on this machine: ' + siteUrl(scheme, 'localhost', port)];
  for (const host of addresses) lines.push('  on the network:  ' + siteUrl(scheme, host, port));
  if (addresses.length === 0) lines.push('  (this machine has no network address a phone could reach)');
  if (scheme === 'https') lines.push('  a phone trusts it once: open ' + siteUrl(scheme, addresses[0] ?? 'localhost', port) + 'ca.crt and install it (sim/web/README.md: "A phone at the table")');
  else lines.push('  over plain HTTP a phone gets neither offline use nor a screen kept on: use --https, or an HTTPS host (sim/web/README.md)');
  const qr = addresses.length > 0 ? await QRCode.toString(siteUrl(scheme, addresses[0], port), { type: 'terminal', small: true }) : '';
  return lines.join('\n') + '\n' + qr;
}

if (startedAs('serve')) {
  failOnUncaught();
  void main(process.argv.slice(2));
}
