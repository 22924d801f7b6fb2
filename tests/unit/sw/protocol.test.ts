import { describe, expect, it } from 'vitest';
import { isUserCacheId, parseUserAck, parseUserMessage } from '../../../core/worker';

const SHA = '6636c92bc73cb2bdd44c42271f3f3c71e6ed9eec4fc4c35e7f05ae1342b8056d';
const FNV = '0123456789abcdef';

describe('the user announcement (core/worker.ts)', () => {
  it('accepts a SHA-256 or FNV-1a user cache id, and null for nobody', () => {
    expect(parseUserMessage({ type: 'quick-actions:user', user: SHA })).toEqual({
      type: 'quick-actions:user',
      user: SHA,
    });
    expect(parseUserMessage({ type: 'quick-actions:user', user: FNV })?.user).toBe(FNV);
    expect(parseUserMessage({ type: 'quick-actions:user', user: null })?.user).toBeNull();
  });

  it('rejects a secure id in clear, other shapes and other messages', () => {
    for (const data of [
      { type: 'quick-actions:user', user: 'S-1' },
      { type: 'quick-actions:user', user: SHA.toUpperCase() },
      { type: 'quick-actions:user', user: SHA.slice(1) },
      { type: 'quick-actions:user' },
      { type: 'SKIP_WAITING' },
      'quick-actions:user',
      null,
      undefined,
    ]) {
      expect(parseUserMessage(data)).toBeUndefined();
    }
    expect(isUserCacheId(`${FNV}0`)).toBe(false);
  });

  it('recognises the worker’s answer', () => {
    expect(parseUserAck({ type: 'quick-actions:user-ack' })?.accepted).toBe(true);
    expect(parseUserAck({ type: 'quick-actions:user-ack', accepted: true })?.accepted).toBe(true);
    // A refused claim: the page was displaced by another person (core/owner).
    expect(parseUserAck({ type: 'quick-actions:user-ack', accepted: false })?.accepted).toBe(false);
    expect(parseUserAck({ type: 'quick-actions:user' })).toBeUndefined();
    expect(parseUserAck(null)).toBeUndefined();
  });
});
