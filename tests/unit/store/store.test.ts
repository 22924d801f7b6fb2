import { describe, expect, it, vi } from 'vitest';
import { createMachine, createStore, type Step } from '../../../core/store';

describe('the store primitive (core/store.ts)', () => {
  it('keeps one snapshot until set, and tells each listener what happened', () => {
    const initial = { count: 0 };
    const store = createStore<{ count: number }, string>(initial);
    const told: string[] = [];
    store.subscribe((event) => told.push(`a:${event}`));
    store.subscribe((event) => told.push(`b:${event}`));
    expect(store.getSnapshot()).toBe(initial);
    const next = { count: 1 };
    store.set(next, 'incremented');
    expect(store.getSnapshot()).toBe(next);
    expect(told).toEqual(['a:incremented', 'b:incremented']);
  });

  it('tells no one when the snapshot is the same object', () => {
    const initial = { count: 0 };
    const store = createStore(initial);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(initial);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a listener that throws does not stop the others; its error goes to onListenerError', () => {
    const onListenerError = vi.fn();
    const store = createStore(0, { onListenerError });
    const failure = new Error('listener failed');
    const after = vi.fn();
    store.subscribe(() => {
      throw failure;
    });
    store.subscribe(after);
    expect(() => store.set(1)).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(onListenerError).toHaveBeenCalledWith(failure);
  });

  it('a reporter that throws stops neither the listeners nor the caller', () => {
    const store = createStore(0, {
      onListenerError: () => {
        throw new Error('reporter failed');
      },
    });
    const after = vi.fn();
    store.subscribe(() => {
      throw new Error('listener failed');
    });
    store.subscribe(after);
    expect(() => store.set(1)).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('without a reporter, a listener error is logged rather than swallowed', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createStore(0);
    const failure = new Error('listener failed');
    store.subscribe(() => {
      throw failure;
    });
    store.set(1);
    expect(logged).toHaveBeenCalledWith('Quick Actions:', failure);
    logged.mockRestore();
  });

  it('unsubscribe and clear stop the telling; a listener may unsubscribe while told', () => {
    const store = createStore(0);
    const second = vi.fn();
    const unsubscribeFirst = store.subscribe(() => unsubscribeFirst());
    const first = vi.fn();
    const unsubscribeOther = store.subscribe(first);
    store.subscribe(second);
    store.set(1);
    expect(first).toHaveBeenCalledTimes(1);
    unsubscribeOther();
    store.set(2);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    store.clear();
    store.set(3);
    expect(second).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toBe(3);
  });
});

describe('the machine runner (core/store.ts createMachine, ADR-0107)', () => {
  // A counter that counts to 2: `up` asks for a `ring` effect at 2; past it, nothing changes.
  const step = (count: number, _event: 'up'): Step<number, 'ring'> =>
    count < 2
      ? { state: count + 1, effects: count + 1 === 2 ? ['ring'] : [] }
      : { state: count, effects: [] };

  it('runs each step’s effects before its listeners hear the change', () => {
    const heard: string[] = [];
    const machine = createMachine(0, step, { ring: () => heard.push('ring') });
    machine.subscribe(({ from, to }) => heard.push(`${from}→${to}`));
    machine.send('up');
    machine.send('up');
    expect(heard).toEqual(['0→1', 'ring', '1→2']);
    expect(machine.getSnapshot()).toBe(2);
  });

  it('tells no one when the step returns the same state, nor once cleared', () => {
    const onListenerError = vi.fn();
    const machine = createMachine(1, step, { ring: () => undefined }, { onListenerError });
    const listener = vi.fn(() => {
      throw new Error('listener failed');
    });
    machine.subscribe(listener);
    machine.send('up');
    machine.send('up');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onListenerError).toHaveBeenCalledTimes(1);
    machine.clear();
    expect(machine.getSnapshot()).toBe(2);
  });
});
