// The framework's own chunk (ADR-0013): its modules are CommonJS (react, react-dom), which the
// bundler wraps in initialisers that run on first use — from the widget's own code, in the widget
// chunk's task, had nothing run them earlier; a bare `import 'react'` is dropped as free of side
// effects. This module reads what the widget's entry needs from them at its top level, and is
// bundled into the framework's chunk (vite.config.ts), so the initialisers run when the facade
// evaluates that chunk, in a task of its own (loader/facade/import-widget-in-steps.ts).
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

export const { startTransition } = React;
export const { flushSync } = ReactDOM;
export const { createRoot } = ReactDOMClient;

// A render nobody is waiting for (a store change no input event caused): a transition, which
// React renders in slices of ~5 ms, giving the main thread back in between (widget/use-store.ts).
export const startNonUrgentUpdate = startTransition;
