import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createStore, type Store } from '../core/store';
import { flushSync, RENDERS_IN_ORDER, startNonUrgentUpdate } from './framework';

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

// The readers whose render is behind their store: a non-urgent update asked for, not committed.
// Where a later update may commit first, the popup starts to show only when none is (app.tsx);
// where renders commit in the order asked for (RENDERS_IN_ORDER), nothing is tracked.
const behind = new Set<object>();
/** Whether some reader's render is behind its store. */
export const rendersBehind = createStore(false);

/** `wanted` once no reader is behind (at once where renders commit in order), while it stays. */
export function useWhenCurrent(wanted: boolean): boolean {
  // A constant of the build, so every render of a reader calls the same hooks.
  if (RENDERS_IN_ORDER) return wanted;
  useSnapshot(rendersBehind, false); // renders again once none is behind
  const was = useRef(false);
  const now = wanted && (was.current || !rendersBehind.getSnapshot());
  useLayoutEffect(() => {
    was.current = now;
  });
  return now;
}

/** Reads a core store (core/store.ts): the same snapshot until the store changes. `tracked`: it
 * counts in `rendersBehind` while its render is behind. */
export function useSnapshot<T>({ subscribe, getSnapshot }: Store<T, unknown>, tracked = true): T {
  const [value, setValue] = useState(getSnapshot);
  const rendered = useRef(value); // the value last committed; the reader's key in `behind`
  const keep = (isBehind: boolean) => {
    if (!tracked || RENDERS_IN_ORDER || behind.has(rendered) === isBehind) return;
    behind[isBehind ? 'add' : 'delete'](rendered);
    rendersBehind.set(behind.size > 0);
  };
  useLayoutEffect(() => {
    rendered.current = value;
    keep(value !== getSnapshot());
  }, [value]);
  useEffect(() => {
    const update = () => {
      const next = getSnapshot();
      keep(next !== rendered.current);
      // The person's change (the browser is dispatching their event) renders at once, so focus
      // can move into a popup they just opened.
      if (inInputEvent()) setValue(() => next);
      else startNonUrgentUpdate(() => setValue(() => next));
    };
    const unsubscribe = subscribe(update);
    // A change between this component's render and its subscription is not lost.
    update();
    return () => {
      unsubscribe();
      keep(false);
    };
    // `getSnapshot` belongs to the store, so a new store (a new `subscribe`) re-subscribes.
  }, [subscribe]);
  return value;
}
