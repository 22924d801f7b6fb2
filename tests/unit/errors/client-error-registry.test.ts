import { describe, expect, it, vi } from 'vitest';
import { createClientErrorRegistry } from '../../../core/errors/client-error-registry';
import type { ClientErrorEntry } from '../../../core/errors/client-error-registry';
import { expectUnheardAfterUnsubscribe } from '../support/unsubscribe';

const entry: ClientErrorEntry = {
  shortDescription: 'Error: a',
  fullDescription: 'Error: a\n at x',
  componentId: 'hubs',
};

describe('createClientErrorRegistry (spec §3 client error record, §4 states)', () => {
  it('adds visible, closed records with sequential ids', () => {
    const registry = createClientErrorRegistry();
    const first = registry.add(entry);
    const second = registry.add({ ...entry, componentId: 'documents' });
    expect(first).toEqual({ id: 1, ...entry, visible: true, open: false });
    expect(second.id).toBe(2);
    expect(registry.getSnapshot()).toEqual([first, second]);
  });

  it('dismiss hides a record but keeps it, so ids are never reused', () => {
    const registry = createClientErrorRegistry();
    registry.add(entry);
    registry.dismiss(1);
    expect(registry.getSnapshot()).toEqual([expect.objectContaining({ id: 1, visible: false })]);
    expect(registry.add(entry).id).toBe(2);
  });

  it('toggleOpen flips the open flag of one record only', () => {
    const registry = createClientErrorRegistry();
    registry.add(entry);
    registry.add(entry);
    registry.toggleOpen(2);
    expect(registry.getSnapshot().map((record) => record.open)).toEqual([false, true]);
    registry.toggleOpen(2);
    expect(registry.getSnapshot().map((record) => record.open)).toEqual([false, false]);
  });

  it('keeps the same list until something changes, and notifies subscribers on change', () => {
    const registry = createClientErrorRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    registry.add(entry);
    const snapshot = registry.getSnapshot();
    expect(registry.getSnapshot()).toBe(snapshot);
    registry.dismiss(99);
    registry.toggleOpen(99);
    registry.dismiss(1);
    registry.dismiss(1);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(registry.getSnapshot()).not.toBe(snapshot);
    expectUnheardAfterUnsubscribe(listener, unsubscribe, () => registry.add(entry));
  });

  it('a throwing subscriber does not stop the others, and its error is logged', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = createClientErrorRegistry();
    const good = vi.fn();
    registry.subscribe(() => {
      throw new Error('bad subscriber');
    });
    registry.subscribe(good);
    expect(() => registry.add(entry)).not.toThrow();
    expect(good).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      'Quick Actions:',
      expect.objectContaining({ message: 'bad subscriber' }),
    );
    logged.mockRestore();
  });
});
