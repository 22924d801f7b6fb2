import { useEffect, useState } from 'react';
import type { Store } from '../core/store';
import { flushSync, startNonUrgentUpdate } from './framework';

// Only a person's input renders at once; any other store change is a non-urgent update (ADR-0028),
// where useSyncExternalStore would render every update in one task. A render may show a value a
// moment behind its store, never a mix: each value is a whole snapshot of one store (ADR-0026).
// `window.event` is unset for a listener inside a shadow tree, so `asInput` marks a click on our
// own button as the person's (ADR-0081).
let inputDepth = 0;
const inInputEvent = () =>
  inputDepth > 0 || (typeof UIEvent !== 'undefined' && window.event instanceof UIEvent);

// Runs `change`, the person's input on an element of ours: its store changes render at once,
// together, before it returns, so the popup a click opens is on the page in the click's task.
export function asInput(change: () => void): void {
  inputDepth += 1;
  try {
    flushSync(change);
  } finally {
    inputDepth -= 1;
  }
}

/** Reads a core store (core/store.ts): the same snapshot until the store changes. */
export function useSnapshot<T>({ subscribe, getSnapshot }: Store<T, unknown>): T {
  const [value, setValue] = useState(getSnapshot);
  useEffect(() => {
    const update = () => {
      const next = getSnapshot();
      // The person's change (the browser is dispatching their event) renders at once, so focus
      // can move into a popup they just opened.
      if (inInputEvent()) setValue(() => next);
      else startNonUrgentUpdate(() => setValue(() => next));
    };
    const unsubscribe = subscribe(update);
    // A change between this component's render and its subscription is not lost.
    update();
    return unsubscribe;
    // `getSnapshot` belongs to the store, so a new store (a new `subscribe`) re-subscribes.
  }, [subscribe]);
  return value;
}
