// `quick-actions/react` (docs/host-api.md "The package"): the widget as a React component, for
// React 18 and 19 and preact/compat. It renders `#quick-actions`, loads the widget when it mounts,
// sends changed options through `update`, and calls `destroy` when it unmounts. Written with
// createElement, not JSX, so it needs no JSX runtime of the host's framework; it reads no `window`
// while rendering, so a server render is safe.
import { createElement, useEffect, useRef, type ReactElement } from 'react';
import type { QuickActionsFunction, QuickActionsOptions } from '../types/quick-actions.js';
import { loadQuickActions, type LoadQuickActionsSettings } from './index.js';

// The same types as `quick-actions`, so a React host imports everything from one place.
export type * from './index.js';

export interface QuickActionsProps extends QuickActionsOptions, LoadQuickActionsSettings {}

const PROVIDERS = ['getUser', 'getConfig', 'track', 'logError'] as const;

/** The options `update` may change: everything but the providers, as one comparable string. */
function updatable(options: QuickActionsOptions): string {
  return JSON.stringify(options, (key, value: unknown) =>
    (PROVIDERS as readonly string[]).includes(key) ? undefined : value,
  );
}

export function QuickActions({ src, nonce, ...options }: QuickActionsProps): ReactElement {
  // The latest render's providers: the widget calls them through stable wrappers, so a host that
  // passes a new function on every render causes no update.
  const latest = useRef(options);
  latest.current = options;
  const widget = useRef<{ call: QuickActionsFunction; sent: string } | undefined>(undefined);
  const wanted = updatable(options);

  useEffect(() => {
    const providers: Partial<QuickActionsOptions> = {};
    for (const name of PROVIDERS) {
      // Only the providers the host gave: a missing one must stay missing (spec §7 errors).
      if (latest.current[name]) {
        (providers as Record<string, unknown>)[name] = (...args: never[]) =>
          (latest.current[name] as (...a: never[]) => unknown)(...args);
      }
    }
    const sent = updatable(latest.current);
    const call = loadQuickActions(
      { ...(JSON.parse(sent) as object), ...providers } as QuickActionsOptions,
      {
        src,
        nonce,
      },
    );
    widget.current = { call, sent };
    return () => {
      widget.current = undefined;
      call('destroy');
    };
  }, [src, nonce]);

  useEffect(() => {
    const current = widget.current;
    if (!current || current.sent === wanted) return;
    current.sent = wanted;
    current.call('update', JSON.parse(wanted) as QuickActionsOptions);
  }, [wanted]);

  return createElement('div', { id: 'quick-actions' });
}
