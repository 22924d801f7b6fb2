import { startTransition, useEffect, useState } from 'react';
import { yieldToMain } from '../core/scheduling';

/**
 * issue 15 "No long task from us": how many of `turns` parts of a freshly shown popup to render,
 * one more in each task. React slices a transition's render by itself, but commits it in one
 * go, and preact/compat renders a whole tree in one task (its `startTransition` just calls
 * back): the popup's content appearing at once, sections and all, was Preact's one long task on
 * a click (65–91 ms at Lighthouse's 4× CPU). The first part renders with the popup; the rest
 * follow a task apart, a few milliseconds each, before the next frame is likely to be seen.
 */
export function useRevealInTurns(turns: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= turns) return undefined;
    let live = true;
    void yieldToMain().then(() => {
      if (live) startTransition(() => setShown((count) => count + 1));
    });
    return () => {
      live = false;
    };
  }, [shown, turns]);
  return shown;
}
