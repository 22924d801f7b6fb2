// @vitest-environment node
import { connect } from 'node:http2';
import { describe, expect, it } from 'vitest';
import { createDemoServer } from '../../../demo/server.mjs';
import { selfSignedCertificate } from '../../../perf/lighthouse/self-signed.mjs';
import { CHROMIUM_FLAGS } from '../../../tools/browser/chromium-flags.mjs';
import { LIGHTHOUSE_CHROMIUM_FLAGS } from '../../../perf/lighthouse/measure.mjs';
import { BASELINE_VARIANT, VARIANTS } from '../../../perf/lighthouse/variants.mjs';
import { flavouredName } from '../../../perf/bench/flavour';

describe('Lighthouse set-up', () => {
  it('launches Chromium with the browser tests’ flags, headless', () => {
    expect(LIGHTHOUSE_CHROMIUM_FLAGS).toEqual([...CHROMIUM_FLAGS, '--headless=new']);
  });

  it('measures the bare page, an anonymous and a returning eligible visitor', () => {
    const paths = Object.fromEntries(VARIANTS.map((v) => [v.id, v.path]));
    expect(BASELINE_VARIANT).toBe('bare');
    expect(paths).toMatchObject({
      bare: '/?snippet=off',
      anonymous: '/?user=none',
      eligible: '/?user=A&returning=1',
      'first-visit': '/?user=A',
    });
  });
});

describe('the demo over HTTPS and HTTP/2 (the Lighthouse gate)', () => {
  it('serves the host page over h2 with a throw-away certificate', async () => {
    const demo = await createDemoServer({ port: 0, tls: selfSignedCertificate() });
    try {
      expect(demo.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const session = connect(demo.url, { rejectUnauthorized: false });
      const { status, body } = await new Promise<{ status: number; body: string }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/?snippet=off' });
          let status = 0;
          let body = '';
          stream.on('response', (headers) => (status = Number(headers[':status'])));
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => (body += chunk));
          stream.on('end', () => resolve({ status, body }));
          stream.on('error', reject);
        },
      );
      session.close();
      expect(status).toBe(200);
      expect(body).toContain('<!doctype html>');
      expect(body).toContain('snippet=off: no Quick Actions snippet');
    } finally {
      await demo.close();
    }
  });
});

describe('benchmark names per flavour', () => {
  it('records the Preact flavour under its own name', () => {
    expect(flavouredName('coldOpenSlow4G', 'dist')).toBe('coldOpenSlow4G');
    expect(flavouredName('coldOpenSlow4G', 'dist-lh')).toBe('coldOpenSlow4G');
    expect(flavouredName('coldOpenSlow4G', 'dist-preact')).toBe('coldOpenSlow4GPreact');
  });
});
