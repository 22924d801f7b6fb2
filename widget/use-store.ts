import { useEffect, useState } from 'react';
import type { Store } from '../core/store';
import { flushSync, startNonUrgentUpdate } from './framework';

// Only a person's input renders at once (ADR-0028): a store change that no input event caused (the
// popup a first visit opens by itself, data arriving) re-renders as a non-urgent update: a
// transition, which React renders in slices of ~5 ms, giving the main thread back in between; under
// Preact, a render in a task of its own (widget/framework-preact.ts). useSyncExternalStore would
// force every update to render synchronously, in one task (the popup's first render on a first
// visit a long one). The price is that a render may show a value a moment older than the store's
// (no tearing guard); every value here is a whole snapshot of one store, replaced on change
// (ADR-0026), so a component never mixes two.
//
// Input is a UI event (mouse, pointer, touch, key, focus, input). The browser also sets
// `window.event` while it dispatches an image's `load` or a message port's `message`; a change
// made there is not the person's and would otherwise render in one task, at React's default
// priority, without yielding.
//
// The browser leaves `window.event` unset for a listener on an element inside a shadow tree, so a
// click on our own button never looked like input and rendered as a transition, tasks later:
// `asInput` marks such a change as the person's.
let inputDepth = 0;
const inInputEvent = () =>
  inputDepth > 0 || (typeof UIEvent !== 'undefined' && window.event instanceof UIEvent);

/**
 * Runs `change`, the person's input on an element of ours, so that the store changes it makes
 * render at once, together, before it returns (the framework's flushSync): the popup a click
 * opens is on the page in the click's own task.
 */
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

/** Reads a core store (core/store/store.ts): the same snapshot until the store changes. */
export function useSnapshot<T>(store: Store<T, unknown>): T {
  return useTransitionedValue(store.subscribe, store.getSnapshot);
}
