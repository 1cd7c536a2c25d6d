// `npm run web`: the site served to a phone on the LAN, over HTTPS with a certificate signed by a local
// authority that openssl makes, and every LAN address printed.
import { describe, expect, it } from 'vitest';
import { get } from 'node:https';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { certificatesFor } from '../../sim/web/certificates';
import { announcement, lanAddresses, serveSite, siteUrl } from '../../sim/web/serve';
import QRCode from 'qrcode';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

function fetchWith(url: string, ca: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { ca: ca }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body: body }));
    }).on('error', reject);
  });
}

describe('the web clock served over HTTPS', () => {
  it('is trusted by a client that trusts only the local authority, at every address the certificate names', async () => {
    const dir = scratchDir('cert-');
    const site = scratchDir('site-');
    writeFileSync(join(site, 'index.html'), '<title>Go clock</title>');
    const certificates = certificatesFor(['localhost', '127.0.0.1'], dir);
    const server = await serveSite(site, 0, { tls: certificates });
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      for (const host of ['localhost', '127.0.0.1']) await expect(fetchWith(siteUrl('https', host, port), certificates.caPem)).resolves.toMatchObject({ status: 200, body: '<title>Go clock</title>' });
      // The phone downloads the authority from the clock itself.
      await expect(fetchWith(siteUrl('https', '127.0.0.1', port) + 'ca.crt', certificates.caPem)).resolves.toMatchObject({ status: 200, type: 'application/x-x509-ca-cert', body: certificates.caPem });
      // A client that does not trust the authority refuses the page: the trust is real, not switched off.
      await expect(fetchWith(siteUrl('https', '127.0.0.1', port), '')).rejects.toThrow(/certificate/);
      // The authority is kept; a new address makes a new server certificate signed by the same one.
      const again = certificatesFor(['localhost', '127.0.0.1', '10.1.2.3'], dir);
      expect(again.caPem).toBe(certificates.caPem);
      expect(again.certPem).not.toBe(certificates.certPem);
    } finally {
      server.close();
    }
  }, 30000);

  it('lists the LAN addresses a phone can reach, IPv4 first, never loopback or link-local', () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: 'fe80::1', family: 'IPv6', internal: false },
        { address: '2001:db8::5', family: 'IPv6', internal: false },
        { address: '192.168.1.20', family: 'IPv4', internal: false },
      ],
    } as unknown as Parameters<typeof lanAddresses>[0];
    expect(lanAddresses(interfaces)).toEqual(['192.168.1.20', '2001:db8::5']);
    expect(siteUrl('https', '2001:db8::5', 8443)).toBe('https://[2001:db8::5]:8443/');
  });

  it('prints every LAN address and a QR code of the first, and how a phone trusts the page', async () => {
    const text = await announcement('https', 8443, ['192.168.1.20', '2001:db8::5']);
    expect(text).toContain('  on the network:  https://192.168.1.20:8443/\n  on the network:  https://[2001:db8::5]:8443/\n');
    expect(text).toContain('open https://192.168.1.20:8443/ca.crt and install it');
    expect(text.endsWith(await QRCode.toString('https://192.168.1.20:8443/', { type: 'terminal', small: true }))).toBe(true);
    expect(await announcement('http', 8080, [])).toMatch(/no network address a phone could reach\)\n.*use --https/s);
  });

  it('answers --help, and a bad argument in one line with exit 2', () => {
    const run = (args: string[]) => spawnSync(process.execPath, program('sim/web/serve.ts').concat(args), { encoding: 'utf8' });
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--https +serve over HTTPS/);
    const bad = run(['--port', 'x']);
    expect([bad.status, bad.stderr.trim().split('\n').length]).toEqual([2, 1]);
    expect(bad.stderr).toMatch(/--port: give a port number/);
  }, 20000);
});
