// `quick-actions/react` (docs/host-api.md "The package"): the widget as a React 18/19 or
// preact/compat component. Written with createElement, so it needs no JSX runtime of the host's;
// it reads no `window` while rendering, so a server render is safe.
import { createElement, useEffect, useRef, type ReactElement } from 'react';
import type {
  QuickActionsActionDetail,
  QuickActionsEventName,
  QuickActionsOptions,
} from '../types/quick-actions.js';
import {
  loadQuickActions,
  type LoadedQuickActions,
  type LoadQuickActionsSettings,
} from './index.js';
import { queueOf } from './queue.js';

// The same types as `quick-actions`, so a React host imports everything from one place.
export type * from './index.js';

/** The widget's events as props; the latest render's handler is called. */
export interface QuickActionsEventProps {
  /** The button is drawn (again after a new person, `design` or `persist`). */
  onReady?: () => void;
  /** The popup opened. */
  onOpen?: () => void;
  /** The popup closed. */
  onClose?: () => void;
  /** The person chose an action, a document, a hub, the upsell, View all or My Account. */
  onAction?: (detail: QuickActionsActionDetail) => void;
  /** The button went away: signed out, not eligible, or the component unmounted. */
  onHidden?: () => void;
}

export interface QuickActionsProps
  extends QuickActionsOptions, LoadQuickActionsSettings, QuickActionsEventProps {}

const COMMANDS = ['open', 'close', 'toggle', 'hide', 'show'] as const;

/** What `useQuickActions()` returns: the commands for a host's own controls. */
export type QuickActionsControls = Record<(typeof COMMANDS)[number], () => void>;

const PROVIDERS = ['getUser', 'getConfig', 'track', 'logError'] as const;
const EVENTS: Record<keyof QuickActionsEventProps, QuickActionsEventName> = {
  onReady: 'ready',
  onOpen: 'open',
  onClose: 'close',
  onAction: 'action',
  onHidden: 'hidden',
};

/** What `update` may change, all but providers and handlers, as one comparable string. */
function updatable(options: QuickActionsOptions): string {
  return JSON.stringify(options, (key, value: unknown) =>
    (PROVIDERS as readonly string[]).includes(key) ? undefined : value,
  );
}

export function QuickActions({ src, nonce, ...options }: QuickActionsProps): ReactElement {
  // The latest render's providers and handlers, called through stable wrappers: a new function
  // each render causes no update.
  const latest = useRef(options);
  latest.current = options;
  const widget = useRef<{ call: LoadedQuickActions; sent: string } | undefined>(undefined);
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
      { src, nonce },
    );
    // Every event, so a handler a later render adds is heard; `destroy` drops them.
    for (const [prop, event] of Object.entries(EVENTS)) {
      call('on', event, ((detail: QuickActionsActionDetail) =>
        (
          latest.current[prop as keyof QuickActionsEventProps] as
            ((detail: QuickActionsActionDetail) => void) | undefined
        )?.(detail)) as never);
    }
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

/** Sends `command` to the page's `QuickActions` (the snippet's queue if it has none yet). */
const send = (command: (typeof COMMANDS)[number]) => () => {
  if (typeof window === 'undefined') return;
  try {
    queueOf(window)(command);
  } catch {
    // Nothing is thrown into the host; the loader reports its own failures.
  }
};

// One object for every caller: stable across renders, so it may sit in a hook's dependencies.
const CONTROLS = Object.fromEntries(
  COMMANDS.map((command) => [command, send(command)]),
) as QuickActionsControls;

/** The commands for the host's own controls, through the page's queue (they wait for the widget). */
export function useQuickActions(): QuickActionsControls {
  return CONTROLS;
}
