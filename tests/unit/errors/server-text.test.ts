import { describe, expect, it } from 'vitest';
import {
  MAX_SERVER_TEXT_LENGTH,
  CUT_MARK,
  quoteServerText,
} from '../../../core/errors/scrub-error';

const ID = 'SEC-7f3a9c2e41';
/**
 * No start of the id (four characters or more) that is not the whole id: a whole one is removed
 * by the report's scrubbing, a piece would no longer be recognised.
 */
function holdsNoPieceOf(text: string, id: string): boolean {
  const rest = text.toLowerCase().split(id.toLowerCase()).join(' ');
  for (let length = 4; length < id.length; length += 1) {
    if (rest.includes(id.slice(0, length).toLowerCase())) return false;
  }
  return true;
}

describe('quoteServerText (server text capped where it enters an error)', () => {
  it('keeps short text as it is, scrubbed', () => {
    expect(quoteServerText('Experiment not found')).toBe('Experiment not found');
    expect(quoteServerText('No dashboards found for secure id S-1')).toBe(
      'No dashboards found for secure id [redacted]',
    );
    expect(quoteServerText(`user ${ID} unknown`, [ID])).toBe('user [redacted] unknown');
  });

  it(`cuts to ${MAX_SERVER_TEXT_LENGTH} characters, with a mark`, () => {
    const quoted = quoteServerText(`${' '.repeat(60_000)}x`);
    expect(quoted.length).toBeLessThanOrEqual(MAX_SERVER_TEXT_LENGTH);
    expect(quoted.endsWith(CUT_MARK)).toBe(true);
    expect(quoteServerText('a'.repeat(MAX_SERVER_TEXT_LENGTH))).toBe(
      'a'.repeat(MAX_SERVER_TEXT_LENGTH),
    );
  });

  it('cuts at a word: the word the cut falls in is dropped whole', () => {
    const text = `${'word '.repeat(98)}abcdefghij tail`; // the cut falls in "abcdefghij"
    expect(quoteServerText(text)).toBe(`${'word '.repeat(98)}${CUT_MARK}`);
  });

  // Secrets are scrubbed before every cut (ADR-0048).
  it.each(Array.from({ length: ID.length + 1 }, (_, offset) => offset))(
    'leaves no piece of a secure id starting %i characters before the cut, known or not',
    (offset) => {
      const before = 'x '
        .repeat(MAX_SERVER_TEXT_LENGTH)
        .slice(0, MAX_SERVER_TEXT_LENGTH - 1 - offset);
      const text = `${before}${ID} and more after it`;
      // Known: scrubbed first, so the cut can only fall in "[redacted]".
      expect(holdsNoPieceOf(quoteServerText(text, [ID]), ID)).toBe(true);
      // Unknown (the experiment service echoing it): the cut drops the word it falls in.
      expect(holdsNoPieceOf(quoteServerText(text), ID)).toBe(true);
    },
  );

  it('never leaves half a surrogate pair', () => {
    const quoted = quoteServerText('😀'.repeat(MAX_SERVER_TEXT_LENGTH));
    expect(quoted).toBe(CUT_MARK); // one long word
    const spaced = quoteServerText('😀 '.repeat(MAX_SERVER_TEXT_LENGTH));
    expect(spaced.endsWith(` ${CUT_MARK}`)).toBe(true);
    expect(() => encodeURIComponent(spaced)).not.toThrow();
  });
});
