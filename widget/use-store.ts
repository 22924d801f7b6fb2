import { useEffect, useState } from 'react';
import type { Store } from '../core/store';
import { flushSync, startNonUrgentUpdate } from './framework';

// Only a person's input renders at once (ADR-0028): a store change no input event caused (the
// popup a first visit opens by itself, data arriving) renders as a non-urgent update, a transition
// React renders in slices (under Preact, a task of its own: widget/framework-preact.ts), where
// useSyncExternalStore would render every update in one task. A render may then show a value a
// moment behind its store, never a mix: each value is a whole snapshot of one store (ADR-0026).
// Input is a UI event (mouse, pointer, touch, key, focus, input): the browser also sets
// `window.event` for an image's `load` or a port's `message`, which are not the person's. It leaves
// `window.event` unset for a listener inside a shadow tree, so `asInput` marks a click on our own
// button as the person's (ADR-0081).
let inputDepth = 0;
const inInputEvent = () =>
  inputDepth > 0 || (typeof UIEvent !== 'undefined' && window.event instanceof UIEvent);

// Runs `change`, the person's input on an element of ours, so the store changes it makes render
// at once, together, before it returns (flushSync): the popup a click opens is on the page in the
// click's own task.
export function asInput(change: () => void): void {
  inputDepth += 1;
  try {
    flushSync(change);
  } finally {
    inputDepth -= 1;
  }
}

function useTransitionedValue<T>(subscribe: Store<T, unknown>['subscribe'], read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => {
      const next = read();
      // A change made by the person (a click, a key: the browser is dispatching their event)
      // renders at once, as React renders input (it reads `window.event` for that, too), so
      // focus can move into a popup they just opened; everything else is not urgent.
      if (inInputEvent()) setValue(() => next);
      else startNonUrgentUpdate(() => setValue(() => next));
    };
    const unsubscribe = subscribe(update);
    // A change between this component's render and its subscription is not lost.
    update();
    return unsubscribe;
    // `read` belongs to the store, so a new store (a new `subscribe`) re-subscribes.
  }, [subscribe]);
  return value;
}

/** Reads a core store (core/store.ts): the same snapshot until the store changes. */
export function useSnapshot<T>(store: Store<T, unknown>): T {
  return useTransitionedValue(store.subscribe, store.getSnapshot);
}
