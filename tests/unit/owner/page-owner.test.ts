// @vitest-environment jsdom
// core/owner/page-owner.ts: the page's side of the one owner, through the note in local storage
// and other tabs' `storage` events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageOwner, type PageOwner } from '../../../core/owner/page-owner';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const NOTE = 'quickactions_user';
const otherTab = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

let owner: PageOwner | undefined;
const displaced = vi.fn();
const create = () => (owner = createPageOwner(window, displaced));

beforeEach(() => {
  localStorage.clear();
  displaced.mockClear();
});
afterEach(() => owner?.dispose());

describe('the page owner', () => {
  it('a first claim names the person; another person’s personal entries go first', () => {
    localStorage.setItem(NOTE, B);
    localStorage.setItem(`quickactions_documents_us_${B}`, '{}');
    localStorage.setItem('quickactions_experiment_us_quickactionsgate', '{}');
    localStorage.setItem('quickactions_seen', '1');
    expect(create().claim(A, true)).toBe(true);
    expect(Object.keys(localStorage).sort()).toEqual(['quickactions_seen', NOTE]);
    expect(localStorage.getItem(NOTE)).toBe(A);
  });

  it('the same person again keeps their entries', () => {
    localStorage.setItem(NOTE, A);
    localStorage.setItem(`quickactions_documents_us_${A}`, '{}');
    expect(create().claim(A, true)).toBe(true);
    expect(localStorage.getItem(`quickactions_documents_us_${A}`)).toBe('{}');
  });

  it('without keep (persist: false) nothing is written', () => {
    expect(create().claim(A, false)).toBe(true);
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['another person signs in there', NOTE, B],
    ['a sign-out there (an empty note)', NOTE, ''],
    ['local storage cleared there', null, null],
  ])('displaced once it has shown someone: %s', (_name, key, value) => {
    create().claim(A, true);
    otherTab(key, value);
    expect(displaced).toHaveBeenCalledTimes(1);
    expect(owner?.displaced).toBe(true);
    // Nothing it does later claims the device back, for anyone.
    localStorage.setItem(NOTE, value || '');
    expect(owner?.claim(A, true)).toBe(false);
    expect(owner?.claim(B, true)).toBe(false);
    expect(localStorage.getItem(NOTE)).toBe(value || '');
  });

  it('the same person in another tab, or a key not ours, displaces nothing', () => {
    create().claim(A, true);
    otherTab(NOTE, A);
    otherTab('host_key', null);
    expect(displaced).not.toHaveBeenCalled();
    expect(owner?.claim(A, true)).toBe(true);
  });

  it('a page that never showed anyone is not displaced, and may claim', () => {
    create();
    otherTab(NOTE, B);
    expect(displaced).not.toHaveBeenCalled();
    expect(owner?.claim(A, true)).toBe(true);
    expect(localStorage.getItem(NOTE)).toBe(A);
  });

  it('a claim by another tab it did not hear of yet (the note names them) displaces it', () => {
    create().claim(A, true);
    localStorage.setItem(NOTE, B);
    expect(owner?.claim(A, true)).toBe(false);
    expect(displaced).toHaveBeenCalledTimes(1);
  });

  it('its own host clearing local storage (no event here) lets it claim again', () => {
    create().claim(A, true);
    localStorage.clear();
    expect(owner?.claim(A, true)).toBe(true);
    expect(localStorage.getItem(NOTE)).toBe(A);
  });

  it('the worker refusing its claim displaces it', () => {
    create().claim(A, true);
    owner?.refused();
    expect(displaced).toHaveBeenCalledTimes(1);
    expect(owner?.claim(A, true)).toBe(false);
  });

  it('full or blocked storage: the claim stands, no note and nothing thrown', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(create().claim(A, true)).toBe(true);
    expect(localStorage.getItem(NOTE)).toBeNull();
    vi.restoreAllMocks();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('no', 'SecurityError');
    });
    owner?.dispose();
    expect(create().claim(A, true)).toBe(true);
    vi.restoreAllMocks();
  });

  it('dispose (destroy) stops listening; a later claim listens again; displaced stays', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    create();
    // No listener before the page shows anyone.
    expect(add).not.toHaveBeenCalled();
    owner?.claim(A, true);
    owner?.dispose();
    expect(remove).toHaveBeenCalledWith('storage', add.mock.calls[0]?.[1]);
    otherTab(NOTE, B);
    expect(displaced).not.toHaveBeenCalled();
    // The other tab's claim is read from the note at the next claim.
    localStorage.setItem(NOTE, B);
    expect(owner?.claim(A, true)).toBe(false);
    owner?.dispose();
    expect(owner?.claim(A, true)).toBe(false);
    vi.restoreAllMocks();
  });
});
