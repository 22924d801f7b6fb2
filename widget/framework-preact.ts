// The preact flavour's widget/framework.ts (vite.config.ts puts this file in its place): the same
// exports, from preact/compat, with effects scheduled the way React schedules passive effects.
import { options, type ContainerNode } from 'preact';
import { createRoot as createCompatRoot } from 'preact/compat/client';
import { yieldToMain } from '../core/scheduling';

export { flushSync, startTransition } from 'preact/compat';

const inATaskOfItsOwn = (work: () => void): void => {
  void yieldToMain().then(work);
};

// A render nobody waits for (widget/use-store.ts): Preact renders an update at once, in the
// microtasks of the task that made it, so it is made in a task of its own (ADR-0028). A first
// visit's popup, opened by a timer, would render in the timer's task, after the host's `track`.
export const startNonUrgentUpdate = inATaskOfItsOwn;

// preact/compat's createRoot, with effects run in a task of their own after the render, as React
// runs passive effects (ADR-0028). preact/hooks schedules them from a requestAnimationFrame
// callback, and a trace (and Lighthouse's long-tasks audit) gives a frame's whole task to every
// script with a callback in it. Set here, not at the top level: the package is free of side
// effects (package.json), so a module of only re-exports would be dropped with its assignment.
// React's root options mean nothing to Preact: its errors reach the widget's error boundary.
export function createRoot(container: ContainerNode, _reactOptions?: unknown) {
  options.requestAnimationFrame = inATaskOfItsOwn;
  return createCompatRoot(container);
}
