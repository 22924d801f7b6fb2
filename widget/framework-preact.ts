// The preact flavour's widget/framework.ts (vite.config.ts puts this file in its place): the same
// exports, from preact/compat, with effects scheduled the way React schedules passive effects.
import { options, type ContainerNode } from 'preact';
import { createRoot as createCompatRoot } from 'preact/compat/client';
import { yieldToMain } from '../core/scheduling';

export { flushSync, startTransition } from 'preact/compat';

const inATaskOfItsOwn = (work: () => void): void => {
  void yieldToMain().then(work);
};

// A render nobody waits for: Preact would render it in the task that made it, so it gets a task
// of its own (ADR-0028).
export const startNonUrgentUpdate = inATaskOfItsOwn;
// Each in a task of its own, so they commit in the order asked for (ADR-0124).
export const RENDERS_IN_ORDER = true;

// preact/compat's createRoot, with effects run in a task of their own after the render, as React
// runs passive effects, not from a frame's callback (ADR-0028). Set here, not at the top level,
// which the bundler would drop as free of side effects. React's root options mean nothing to
// Preact: its errors reach the widget's error boundary.
export function createRoot(container: ContainerNode, _reactOptions?: unknown) {
  options.requestAnimationFrame = inATaskOfItsOwn;
  return createCompatRoot(container);
}
