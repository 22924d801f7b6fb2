// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  parseDcsExp,
  readDcsExp,
  readDocumentCookie,
} from '../../../core/experiments/experiment-store';

const asObject = (map: ReadonlyMap<string, string>) => Object.fromEntries(map);

describe('parseDcsExp', () => {
  it('reads semicolon-separated name=variation pairs', () => {
    expect(asObject(parseDcsExp('QAGate=N;Other=C'))).toEqual({ QAGate: 'N', Other: 'C' });
  });

  it('tolerates spaces around pairs, names and variations', () => {
    expect(asObject(parseDcsExp('  QAGate = N ;  Other=C  '))).toEqual({ QAGate: 'N', Other: 'C' });
  });

  it('decodes URL-encoded names and variations', () => {
    expect(asObject(parseDcsExp('QA%20Gate=N;Caf%C3%A9=C'))).toEqual({ 'QA Gate': 'N', Café: 'C' });
  });

  it('skips empty pairs and undecodable names; keeps an undecodable variation as written', () => {
    expect(
      asObject(parseDcsExp(';;QAGate=N; ;novalue;=N;Empty=;  = ;Bad%E0%A4%A=N;Bad2=%;Other=C;')),
    ).toEqual({ QAGate: 'N', Bad2: '%', Other: 'C' });
  });

  it('lets the first pair win for a duplicate name, as the cookie reader does', () => {
    expect(asObject(parseDcsExp('QAGate=C;QAGate=N'))).toEqual({ QAGate: 'C' });
  });

  it('splits at the first "=" only', () => {
    expect(asObject(parseDcsExp('A=x=y'))).toEqual({ A: 'x=y' });
  });

  it('returns nothing for an empty string', () => {
    expect(parseDcsExp('').size).toBe(0);
  });

  it('property: never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(() => parseDcsExp(text)).not.toThrow();
      }),
    );
  });

  it('property: round-trips encoded name/variation pairs, first duplicate winning', () => {
    const text = fc.string({ minLength: 1, unit: 'grapheme' });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text)), (pairs) => {
        const encoded = pairs
          .map(
            ([name, variation]) => `${encodeURIComponent(name)}=${encodeURIComponent(variation)}`,
          )
          .join(';');
        const expected = new Map<string, string>();
        for (const [name, variation] of pairs)
          if (!expected.has(name)) expected.set(name, variation);
        expect(parseDcsExp(encoded)).toEqual(expected);
      }),
    );
  });
});

describe('readDcsExp', () => {
  it('finds a URL-encoded dcsExp among other cookies', () => {
    const cookie = 'L=US; dcsExp=QAGate%3DN%3BOther%3DC; session=abc';
    expect(asObject(readDcsExp(cookie))).toEqual({ QAGate: 'N', Other: 'C' });
  });

  it('reads a raw single pair and a quoted value', () => {
    expect(asObject(readDcsExp('dcsExp=QAGate=N'))).toEqual({ QAGate: 'N' });
    expect(asObject(readDcsExp('dcsExp="QAGate%3DN%3B%20Other%3DC"'))).toEqual({
      QAGate: 'N',
      Other: 'C',
    });
  });

  it('matches the cookie name exactly (case-sensitive, no prefixes)', () => {
    expect(readDcsExp('dcsexp=QAGate%3DN').size).toBe(0);
    expect(readDcsExp('xdcsExp=QAGate%3DN; dcsExpOld=QAGate%3DN').size).toBe(0);
  });

  it('uses the first dcsExp cookie when there are several (most specific path first)', () => {
    expect(asObject(readDcsExp('dcsExp=QAGate%3DN; dcsExp=QAGate%3DC'))).toEqual({ QAGate: 'N' });
  });

  it('returns nothing when the cookie is missing or empty', () => {
    expect(readDcsExp('').size).toBe(0);
    expect(readDcsExp('a=b; c').size).toBe(0);
    expect(readDcsExp('dcsExp=').size).toBe(0);
  });

  it('keeps an undecodable variation as written, as the cookie reader does', () => {
    expect(asObject(readDcsExp('dcsExp=QAGate=N%'))).toEqual({ QAGate: 'N%' });
    // The value decodes to 'QAGate=N;Other=C%': the pair is decoded again, and 'C%' cannot be.
    expect(asObject(readDcsExp('dcsExp=QAGate%3DN%3BOther%3DC%25'))).toEqual({
      QAGate: 'N',
      Other: 'C%',
    });
  });

  it('of a name given twice, the first, through the cookie too', () => {
    const cookie = `dcsExp=${encodeURIComponent('key=%20;key=!')}`;
    expect(readDcsExp(cookie)).toEqual(new Map([['key', ' ']]));
  });

  it('property: never throws, and round-trips through an encoded cookie value', () => {
    const text = fc.string({ minLength: 1, unit: 'grapheme' });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text)), fc.string({ unit: 'binary' }), (pairs, noise) => {
        expect(() => readDcsExp(noise)).not.toThrow();
        const value = pairs
          .map(
            ([name, variation]) => `${encodeURIComponent(name)}=${encodeURIComponent(variation)}`,
          )
          .join(';');
        const cookie = `L=US; dcsExp=${encodeURIComponent(value)}; other=1`;
        // Of a name given twice, the first.
        const expected = new Map<string, string>();
        for (const [name, variation] of pairs)
          if (!expected.has(name)) expected.set(name, variation);
        expect(readDcsExp(cookie)).toEqual(expected);
      }),
    );
  });
});

describe('readDocumentCookie', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'dcsExp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('returns document.cookie', () => {
    document.cookie = 'dcsExp=QAGate%3DN';
    expect(readDocumentCookie()).toContain('dcsExp=QAGate%3DN');
  });

  it('returns an empty string when reading document.cookie throws (sandboxed frame)', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readDocumentCookie()).toBe('');
  });
});
