// Hostile input: cache keys and what lives under them. The secure id is a credential
// (spec §6): it never appears in a storage key, only its hash; keys follow spec §5 (lower case,
// joined with '_'); and whatever another script left in local storage under our keys is parsed
// like any untrusted input — never thrown, never shown unless it fits, links kept safe.
// (cacheKey's own properties are in tests/unit/storage/cache-key.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCachedHubs } from '../../../core/hubs/hub-item';
import { sectionCacheKey } from '../../../core/sections/section-cache';
import { readDataCache, writeDataCache } from '../../../core/storage/data-cache';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { userCacheId } from '../../../core/storage/worker-caches';
import { parseCachedUpsell } from '../../../core/upsell';
import { mapStorage } from '../storage/storage-fakes';

const ORIGIN = 'https://www.example.com';

// Secure ids as hosts have them: anything non-blank. One character outside [0-9a-f] makes sure
// the id cannot appear inside a hex digest by chance.
const secureId = fc
  .tuple(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('S', '-', 'z', '@', ' '))
  .map(([text, marker]) => `${marker}${text}`)
  .filter((id) => id.trim() !== '');

describe('per-user cache keys (spec §5)', () => {
  it('hold a hash of the secure id, never the id, lower case and joined by "_"', async () => {
    await fc.assert(
      fc.asyncProperty(
        secureId,
        fc.constantFrom('documents_us', 'hubs', 'suggestion'),
        async (id, section) => {
          for (const subtle of [undefined, null] as const) {
            const hash = await userCacheId(id, subtle);
            expect(hash).toMatch(subtle === null ? /^[0-9a-f]{16}$/ : /^[0-9a-f]{64}$/);
            const key = sectionCacheKey(section, hash);
            expect(key).toBe(`quickactions_${section}_${hash}`);
            expect(key).toBe(key.toLowerCase());
            // The id is not in the part that comes from the person (fast-check once found
            // "S_S" inside the literal "quickactions_suggestion").
            const personal = key.slice(`quickactions_${section}_`.length);
            expect(personal.includes(id) || personal.includes(id.toLowerCase())).toBe(false);
            // Stable: the same person finds the same cache.
            expect(await userCacheId(id, subtle)).toBe(hash);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('two people never share a key', async () => {
    await fc.assert(
      fc.asyncProperty(secureId, secureId, async (a, b) => {
        fc.pre(a !== b);
        expect(await userCacheId(a)).not.toBe(await userCacheId(b));
        expect(await userCacheId(a, null)).not.toBe(await userCacheId(b, null));
      }),
      { numRuns: 150 },
    );
  });
});

describe('what another script left under our keys (spec §3 cache entry)', () => {
  const rawText = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc
      .record({
        value: fc.oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.record({
            data: fc.jsonValue({ maxDepth: 4 }),
            dataCacheTime: fc.oneof(fc.integer(), fc.jsonValue()),
          }),
        ),
        expiryDate: fc.oneof(fc.integer(), fc.constant(8.64e15), fc.jsonValue()),
      })
      .map((entry) => JSON.stringify(entry)),
  );

  it('is read without throwing, and shown only when it fits (hubs, upsell)', () => {
    fc.assert(
      fc.property(rawText, (text) => {
        const storage = mapStorage({ k: text });
        const store = createLocalStore({ storage: createSafeStorage(() => storage), now: () => 1 });
        const hubs = readDataCache('k', {
          store,
          now: () => 1,
          parse: (data: unknown) => parseCachedHubs(data, ORIGIN),
        });
        for (const hub of hubs?.data ?? []) {
          const url = new URL(hub.url, ORIGIN);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(hub.newTab).toBe(url.host !== new URL(ORIGIN).host);
        }
        // An entry that did not fit is removed, not kept to fail again (data-cache.ts).
        if (hubs === undefined) expect(storage.data.has('k')).toBe(false);
        storage.setItem('k', text);
        for (const design of ['desktop', 'mobile', 'desktop-v2'] as const) {
          const upsell = readDataCache('k', {
            store,
            now: () => 1,
            parse: (data: unknown) => parseCachedUpsell(data, design),
          });
          if (upsell?.data) expect(upsell.data.url.startsWith('/')).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('what we write reads back the same, whatever the storage does', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.boolean(), (data, broken) => {
        const storage = mapStorage();
        if (broken) {
          storage.setItem = () => {
            throw new DOMException('full', 'QuotaExceededError');
          };
        }
        const store = createLocalStore({ storage: createSafeStorage(() => storage) });
        writeDataCache('k', data, { store, now: () => 1000 });
        // JSON, as the storage itself would hand it back (-0 becomes 0).
        expect(readDataCache('k', { store, now: () => 1000 })?.data).toEqual(
          JSON.parse(JSON.stringify(data)),
        );
      }),
      { numRuns: 200 },
    );
  });
});
