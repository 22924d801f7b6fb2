import { describe, expect, it } from 'vitest';
import { isDevHost } from '../../../core/errors/dev-hosts';

describe('isDevHost (spec §8 registry hosts; decision: registry on dev hosts only)', () => {
  const devHosts = [
    '192.168.1.20',
    '10.0.0.1',
    '127.0.0.1',
    '[::1]',
    'localhost',
    'localhost.example.com',
    'test',
    'test.example.com',
    'test2.example.com',
    'test-app.example.com',
    'qc.example.com',
    'qc3.example.com',
    'QC.Example.com',
  ];
  const otherHosts = [
    'www.example.com',
    'example.co.uk',
    'testament.example.com',
    'qcompany.com',
    'mytest.example.com',
    '999.1.1.1',
    '1.2.3',
    '',
  ];

  it.each(devHosts)('%s is a dev host', (host) => {
    expect(isDevHost(host)).toBe(true);
  });

  it.each(otherHosts)('%s is not', (host) => {
    expect(isDevHost(host)).toBe(false);
  });
});
