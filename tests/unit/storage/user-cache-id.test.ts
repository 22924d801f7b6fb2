import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../../../core/storage/local-storage';
import { fnv1a64, userCacheId } from '../../../core/storage/worker-caches';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });
});

describe('userCacheId', () => {
  it('is the SHA-256 hex of the secure id when crypto.subtle exists', async () => {
    await expect(userCacheId('S-1', webcrypto.subtle)).resolves.toBe(sha256('S-1'));
    await expect(userCacheId('Ünïcode-Ⅱ', webcrypto.subtle)).resolves.toBe(sha256('Ünïcode-Ⅱ'));
  });

  it('falls back to FNV-1a without crypto.subtle', async () => {
    await expect(userCacheId('foobar', null)).resolves.toBe('85944171f73967e8');
  });

  it('falls back to FNV-1a when digest rejects', async () => {
    const subtle = { digest: () => Promise.reject(new Error('not allowed')) };
    await expect(userCacheId('foobar', subtle)).resolves.toBe('85944171f73967e8');
  });

  it('gives different users different keys that do not contain the secure id', async () => {
    for (const subtle of [webcrypto.subtle, null]) {
      const one = cacheKey('quickactions', 'mydocuments', await userCacheId('S-1', subtle));
      const two = cacheKey('quickactions', 'mydocuments', await userCacheId('S-2', subtle));
      expect(one).not.toBe(two);
      expect(one.toLowerCase()).not.toContain('s-1');
    }
  });

  it('is stable for the same user', async () => {
    expect(await userCacheId('S-42', null)).toBe(await userCacheId('S-42', null));
  });

  it('rejects a blank secure id with a clear error', async () => {
    await expect(userCacheId('')).rejects.toThrow('userCacheId needs a non-empty secure id.');
    await expect(userCacheId('  ')).rejects.toThrow('userCacheId needs a non-empty secure id.');
  });
});

describe('userCacheId defaults', () => {
  it('uses globalThis.crypto.subtle when present', async () => {
    await expect(userCacheId('S-1')).resolves.toBe(sha256('S-1'));
  });
});
