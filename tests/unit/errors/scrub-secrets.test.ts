import { describe, expect, it } from 'vitest';
import { scrubSecrets } from '../../../core/errors/scrub-secrets';

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
});
