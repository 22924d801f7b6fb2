// A throw-away certificate for the demo server's HTTPS + HTTP/2 listener in the Lighthouse
// gate (ADR-0062), made with Debian's openssl for
// 127.0.0.1 and valid for a day; the gate's Chromium ignores certificate errors.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @returns {{ key: Buffer, cert: Buffer }} */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'qa-lighthouse-tls-'));
  try {
    execFileSync(
      'openssl',
      // prettier-ignore
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
        '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
