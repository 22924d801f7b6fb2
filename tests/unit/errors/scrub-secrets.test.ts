import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubKnownSecrets, scrubSecrets } from '../../../core/errors/scrub-secrets';

/** The pattern before issue 13: quadratic after "secure_id" and a long run of spaces. */
const QUADRATIC_SECURE_ID_VALUE =
  /(secure[_ -]?id)(\s*["']?\s*[:=]\s*["']?\s*|\s+|%20|\+)([^\s"'&,;)}\]]+)/gi;
const PIECES = ['secure', 'SECURE', '_', ' ', '-', 'id', 'Id', '"', "'", ':', '=', '%20', '+'];
const MORE_PIECES = ['S-1', ',', ']', '[', 'x', '\t', '\n', '  ', '%2'];

describe('scrubSecrets (no secure id ever leaves the page)', () => {
  it.each([
    ['Authorization: secure_id S-1', 'Authorization: secure_id [redacted]'],
    ['header secure_id abc-123 sent', 'header secure_id [redacted] sent'],
    ['/api?secure_id=abc&x=1', '/api?secure_id=[redacted]&x=1'],
    ['{"secureId":"S-9"}', '{"secureId":"[redacted]"}'],
    ['No dashboards found for secure id Q-7', 'No dashboards found for secure id [redacted]'],
    ['SECURE_ID%20xyz', 'SECURE_ID%20[redacted]'],
  ])('%s', (input, output) => {
    expect(scrubSecrets(input)).toBe(output);
  });

  it('removes every known secret, any case and URL-encoded', () => {
    const secret = 'Ab c/9';
    const text = `id Ab c/9, lower ab c/9, url ${encodeURIComponent(secret)}`;
    expect(scrubSecrets(text, [secret])).toBe('id [redacted], lower [redacted], url [redacted]');
  });

  it('treats secrets as text, not patterns', () => {
    expect(scrubSecrets('a.b and axb', ['a.b'])).toBe('[redacted] and axb');
  });

  it('removes the longer of two overlapping secrets whole', () => {
    expect(scrubSecrets('token S-12345', ['S-1', 'S-12345'])).toBe('token [redacted]');
  });

  it('ignores empty and blank secrets', () => {
    expect(scrubSecrets('unchanged', ['', '  '])).toBe('unchanged');
  });

  it('leaves names like secureIdAuthorization alone', () => {
    expect(scrubSecrets('at secureIdAuthorization (a.js:1:2)')).toBe(
      'at secureIdAuthorization (a.js:1:2)',
    );
  });

  // issue 13: the pattern now runs in linear time (tests/unit/security/linear-time.properties.test.ts);
  // it must still mean what it meant.
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
