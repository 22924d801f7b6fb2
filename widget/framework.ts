// The framework's own chunk (ADR-0013): reading what the widget needs at this module's top level
// runs React's CommonJS initialisers when the facade evaluates that chunk, in a task of its own,
// not in the widget chunk's (a bare `import 'react'` is dropped as free of side effects).
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

export const { startTransition } = React;
export const { flushSync } = ReactDOM;
export const { createRoot } = ReactDOMClient;

// A render nobody is waiting for: a transition, which React renders in slices (ADR-0028).
export const startNonUrgentUpdate = startTransition;
// React renders each transition lane on its own and may commit a later update first (ADR-0124).
export const RENDERS_IN_ORDER = false;
