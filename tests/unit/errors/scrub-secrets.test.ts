import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubKnownSecrets, scrubSecrets } from '../../../core/errors/scrub-error';

/** What the pattern means, written quadratically (after "secure_id" and a long run of spaces). */
const QUADRATIC_SECURE_ID_VALUE =
  /(secure[_ -]?id)(\s*["']?\s*[:=]\s*["']?\s*|\s+|%20|\+)([^\s"'&,;)}\]]+)/gi;
const PIECES = ['secure', 'SECURE', '_', ' ', '-', 'id', 'Id', '"', "'", ':', '=', '%20', '+'];
const MORE_PIECES = ['S-1', ',', ']', '[', 'x', '\t', '\n', '  ', '%2'];

describe('scrubSecrets (no secure id ever leaves the page)', () => {
  it.each<[text: string, scrubbed: string, knownSecrets?: string[]]>([
    ['Authorization: secure_id S-1', 'Authorization: secure_id [redacted]'],
    ['header secure_id abc-123 sent', 'header secure_id [redacted] sent'],
    ['/api?secure_id=abc&x=1', '/api?secure_id=[redacted]&x=1'],
    ['{"secureId":"S-9"}', '{"secureId":"[redacted]"}'],
    ['No dashboards found for secure id Q-7', 'No dashboards found for secure id [redacted]'],
    ['SECURE_ID%20xyz', 'SECURE_ID%20[redacted]'],
    // Names like secureIdAuthorization are left alone.
    ['at secureIdAuthorization (a.js:1:2)', 'at secureIdAuthorization (a.js:1:2)'],
    // Every known secret goes, in any case and URL-encoded; as text, not a pattern; the longer
    // of two overlapping ones whole; empty and blank ones are ignored.
    [
      `id Ab c/9, lower ab c/9, url ${encodeURIComponent('Ab c/9')}`,
      'id [redacted], lower [redacted], url [redacted]',
      ['Ab c/9'],
    ],
    ['a.b and axb', '[redacted] and axb', ['a.b']],
    ['token S-12345', 'token [redacted]', ['S-1', 'S-12345']],
    ['unchanged', 'unchanged', ['', '  ']],
  ])('%s', (text, scrubbed, knownSecrets) => {
    expect(scrubSecrets(text, knownSecrets)).toBe(scrubbed);
  });

  // The pattern runs in linear time (tests/unit/security/linear-time.properties.test.ts) and
  // must mean what the quadratic one means.
  it('removes exactly what the quadratic pattern removed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES, ...MORE_PIECES), { maxLength: 24 }),
        (pieces) => {
          const text = pieces.join('');
          expect(scrubSecrets(text)).toBe(
            text.replace(QUADRATIC_SECURE_ID_VALUE, '$1$2[redacted]'),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('scrubbing twice gives what scrubbing once does', () => {
    expect(scrubSecrets(scrubSecrets('No variation for secure id S-1'))).toBe(
      'No variation for secure id [redacted]',
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES, ...MORE_PIECES, '[redacted]'), { maxLength: 24 }),
        (pieces) => {
          const once = scrubSecrets(pieces.join(''), ['S-1']);
          expect(scrubSecrets(once, ['S-1'])).toBe(once);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('scrubKnownSecrets removes the known secrets only', () => {
    expect(scrubKnownSecrets('Secure ID Setup for s-1', ['S-1'])).toBe(
      'Secure ID Setup for [redacted]',
    );
  });
});
