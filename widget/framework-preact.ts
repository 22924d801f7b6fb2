// The preact flavour's widget/framework.ts (vite.config.ts puts this file in its place): the same
// exports, from preact/compat, with Preact's effects scheduled the way React schedules its
// passive effects.
import { options, type ContainerNode } from 'preact';
import { createRoot as createCompatRoot } from 'preact/compat/client';
import { yieldToMain } from '../core/scheduling';

export { flushSync, startTransition } from 'preact/compat';

/** Runs `work` in a task of its own, after the current one (and its microtasks). */
const inATaskOfItsOwn = (work: () => void): void => {
  void yieldToMain().then(work);
};

/**
 * A render nobody is waiting for (a store change no input event caused; widget/use-store.ts):
 * Preact renders a whole update at once, in the microtasks of the task that made it, so it is
 * made in a task of its own (ADR-0028). A first visit's popup, opened by a timer, would render
 * in the timer's task, with the host's `track` call before it.
 */
export const startNonUrgentUpdate = inATaskOfItsOwn;

/**
 * preact/compat's createRoot, once Preact's effects are scheduled in tasks (ADR-0028): preact/hooks
 * runs effects after the next frame, scheduled from a requestAnimationFrame callback. A trace, and
 * Lighthouse's long-tasks audit, gives a frame's whole task (style, layout, paint) to every script
 * with a callback in it, so each frame that laid out a part of the popup would be a task of ours
 * for a 1 ms callback. Effects run in a task of their own after the render, as React runs its
 * passive effects (a scheduler task, never a frame callback).
 *
 * Set here rather than at this module's top level: the package is free of side effects
 * (package.json), so a module whose exports were all re-exports would be dropped with its
 * assignment. React's root options (error callbacks) mean nothing to Preact: its errors reach
 * the widget's error boundary.
 */
export function createRoot(container: ContainerNode, _reactOptions?: unknown) {
  options.requestAnimationFrame = inATaskOfItsOwn;
  return createCompatRoot(container);
}
