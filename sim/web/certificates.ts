// The certificates `npm run web -- --https` serves with, made by Debian's openssl (no hand-written X.509):
// a certificate authority of this machine's own, which a phone is told to trust once, and a server
// certificate it signs for every address the page is served on. The authority is kept and reused; the
// server certificate is made again whenever the addresses change.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CERT_DIR = '.cert';

export interface Certificates {
  /** The authority's certificate (PEM), for phones to install and trust. */
  caPem: string;
  keyPem: string;
  certPem: string;
  /** Where the authority's certificate is on disk. */
  caPath: string;
}

function openssl(args: string[], dir: string): void {
  try {
    execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n')[0];
    throw new Error('openssl ' + args[0] + ' failed: ' + (stderr ?? (error as Error).message) + ' (apt-get install openssl)');
  }
}

/** The authority and a server certificate for `hosts` (IP addresses and names), in `dir`, made if missing or stale. */
export function certificatesFor(hosts: string[], dir = CERT_DIR): Certificates {
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'ca.crt')) || !existsSync(join(dir, 'ca.key'))) {
    // 825 days: the longest validity Apple's devices accept for a certificate a user trusts by hand.
    openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '825', '-subj', '/CN=Go clock local CA', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign'], dir);
  }
  const names = hosts.map((h) => (/^[\d.]+$/.test(h) || h.includes(':') ? 'IP:' + h : 'DNS:' + h)).join(',');
  const stale = !existsSync(join(dir, 'server.crt')) || !existsSync(join(dir, 'server.names')) || readFileSync(join(dir, 'server.names'), 'utf8') !== names;
  if (stale) {
    writeFileSync(join(dir, 'server.ext'), 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\nsubjectAltName=' + names + '\n');
    openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=Go clock'], dir);
    // 397 days: under the 398 that browsers allow a server certificate.
    openssl(['x509', '-req', '-in', 'server.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.crt', '-days', '397', '-extfile', 'server.ext'], dir);
    writeFileSync(join(dir, 'server.names'), names);
  }
  return {
    caPem: readFileSync(join(dir, 'ca.crt'), 'utf8'),
    keyPem: readFileSync(join(dir, 'server.key'), 'utf8'),
    certPem: readFileSync(join(dir, 'server.crt'), 'utf8'),
    caPath: join(dir, 'ca.crt'),
  };
}
