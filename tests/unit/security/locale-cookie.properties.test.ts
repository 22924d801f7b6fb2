// @vitest-environment jsdom
// Hostile input: the page's URL (`loc`), its cookies (`L`, `dcsExp`) and its host name
// are anyone's to write. Whatever they hold, resolving the country, the locale and the stored
// experiment answers never throws, and gives only well-formed values: a two-letter country, a
// 0–3 character region, a supported locale bundle, a variation that was really in the cookie.
// (parseLocValue and parseDcsExp have their own properties in tests/unit/locale and
// tests/unit/experiments; these cover the whole resolution around them.)
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../../core/cookie';
import { readDcsExp, createExperimentStore } from '../../../core/experiments/experiment-store';
import {
  parseLocValue,
  resolveCountry,
  resolveLocale,
  SUPPORTED_LOCALES,
} from '../../../core/locale';
import type { LocalStore } from '../../../core/storage/local-storage';
import { gateStoredOff } from '../../../loader/read-stored-gate';

// Text with the characters that matter to a query string or a cookie header.
const delimiters = fc.constantFrom(';', '=', '&', '?', '%', '%3D', '%3B', '"', ' ', ',', '+', '#');
const messy = fc
  .array(
    fc.oneof(delimiters, fc.string({ maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 4 })),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''));
const locLike = fc.oneof(
  fc.constantFrom('US', 'CAQC', 'ca-qc', 'GB', 'CA_ON', 'caqcx', '<script>', '%00US', 'U S'),
  fc.stringMatching(/^[A-Za-z]{2}[-_]?[A-Za-z0-9]{0,4}$/),
  messy,
);
const search = fc.oneof(
  locLike.map((value) => `?loc=${value}`),
  locLike.map((value) => `?loc=${encodeURIComponent(value)}&loc=GB`),
  messy.map((value) => `?${value}`),
  fc.constant(''),
);
const cookieJar = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom('L', 'dcsExp', 'x', ' L', 'l'), fc.oneof(locLike, messy)), {
      maxLength: 5,
    })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
  messy,
);
const hostname = fc.oneof(
  fc.constantFrom('www.example.com', 'example.co.uk', 'shop.example.ca', 'ca', '.ca', ''),
  fc.domain(),
  messy,
);

describe('country and locale from hostile URLs, cookies and hosts (spec §1)', () => {
  it('always a two-letter country, a short region, and a supported locale chain', () => {
    fc.assert(
      fc.property(search, cookieJar, hostname, (query, cookie, host) => {
        const place = resolveCountry({ search: query, hostname: host }, cookie);
        expect(place.country).toMatch(/^[A-Z]{2}$/);
        expect(place.region).toMatch(/^[A-Z0-9]{0,3}$/);
        const locale = resolveLocale(place);
        expect(SUPPORTED_LOCALES).toContain(locale.locale);
        for (const bundle of locale.chain) expect(SUPPORTED_LOCALES).toContain(bundle);
        expect(locale.chain.at(-1)).toBe('en'); // spec §1: the fallback locale is en
        expect(locale.tag).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      }),
      { numRuns: 500 },
    );
  });

  it('a well-formed loc wins over any cookie and host (spec §1 order)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{2}[A-Za-z0-9]{0,3}$/),
        cookieJar,
        hostname,
        (loc, cookie, host) => {
          expect(resolveCountry({ search: `?loc=${loc}`, hostname: host }, cookie)).toEqual(
            parseLocValue(loc),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('readCookie never throws, and finds the first cookie of a name, decoded', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,6}$/), fc.string({ maxLength: 10 })),
          { maxLength: 6 },
        ),
        fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,6}$/),
        messy,
        (pairs, name, noise) => {
          const jar = [...pairs.map(([n, v]) => `${n}=${encodeURIComponent(v)}`), noise].join('; ');
          const first = pairs.find(([n]) => n === name);
          const found = readCookie(jar, name);
          if (first) expect(found).toBe(first[1]);
          expect(() => readCookie(noise, name)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('stored experiment answers from hostile storage and cookies (spec §4)', () => {
  afterEach(() => localStorage.clear());

  it('the store never throws and answers only a non-blank variation the cookie or storage held', () => {
    fc.assert(
      fc.property(
        cookieJar,
        fc.jsonValue({ maxDepth: 2 }),
        fc.string({ maxLength: 8 }),
        (cookie, stored, name) => {
          const removed: string[] = [];
          const localStore: LocalStore = {
            get: () => stored,
            set: () => undefined,
            remove: (key) => removed.push(key),
          };
          const store = createExperimentStore({ localStore, readCookie: () => cookie });
          const experimentName = name.trim() === '' ? 'QuickActionsGate' : name;
          const variation = store.read({ experimentName, countryCode: 'US' });
          if (variation === undefined) return;
          expect(variation.trim()).not.toBe('');
          const fromStorage = typeof stored === 'string' && stored.trim() !== '';
          if (fromStorage) expect(variation).toBe(stored);
          else expect(readDcsExp(cookie).get(experimentName)).toBe(variation);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the loader reads its gate from any storage text and cookie without throwing', () => {
    fc.assert(
      fc.property(
        cookieJar,
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (cookie, text) => {
          localStorage.setItem('quickactions_experiment_us_quickactionsgate', text);
          expect(typeof gateStoredOff('US', cookie)).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the loader reads the gate out of dcsExp as the experiment store does', () => {
    const pair = fc.tuple(
      fc.constantFrom('QuickActionsGate', ' QuickActionsGate', 'Other', 'QuickActionsGateX'),
      fc.oneof(fc.constantFrom('N', 'C', '', ' N', '"N"', '%4E', '%'), messy),
    );
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 4 }), fc.boolean(), (pairs, encode) => {
        localStorage.removeItem('quickactions_experiment_us_quickactionsgate');
        const value = pairs.map(([name, variation]) => `${name}=${variation}`).join(';');
        const cookie = `x=1; dcsExp=${encode ? encodeURIComponent(value) : value}`;
        const variation = readDcsExp(cookie).get('QuickActionsGate');
        expect(gateStoredOff('US', cookie)).toBe(variation !== undefined && variation !== 'N');
      }),
      { numRuns: 500 },
    );
  });
});
