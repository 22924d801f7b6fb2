// `quick-actions` (docs/host-api.md "The package"): the snippet as a function. It only queues
// commands and adds `loader.js`, as the snippet does; a failure goes to the host's `logError`, never
// into the page, and on a server (no `window`) it does nothing.
import type {
  QuickActionsEventName,
  QuickActionsFunction,
  QuickActionsHandler,
  QuickActionsOptions,
} from '../types/quick-actions.js';
import { queueOf } from './queue.js';

export type * from '../types/quick-actions.js';

export interface LoadQuickActionsSettings {
  /** Where the host deploys `dist/`; default `/quick-actions/loader.js`. */
  src?: string;
  /** The page's CSP nonce, set on the script element (`'strict-dynamic'` then trusts its chunks). */
  nonce?: string;
}

/** The page's `QuickActions`, whose `on` returns an unsubscribe (an `off`, queued if need be). */
export type LoadedQuickActions = (<K extends QuickActionsEventName>(
  command: 'on',
  event: K,
  handler: QuickActionsHandler<K>,
) => () => void) &
  QuickActionsFunction;

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
    isScriptURL(value: unknown): boolean;
  };
  [SHARED_POLICY]?: ScriptUrlPolicy;
}

// Marks the script element this package added: a second call adds none.
const MARK = 'data-quick-actions-loader';
// The page's one `quick-actions` policy, left for the facade (loader/facade/trusted-script-url.ts):
// a CSP without 'allow-duplicates' refuses a second policy of the name (ADR-0091).
const SHARED_POLICY = Symbol.for('quick-actions.trusted-types-policy');
// A server's: every command does nothing; `on` returns an unsubscribe that does nothing too.
const doNothing = Object.assign(
  (command: unknown) => (command === 'on' ? () => undefined : undefined),
  { version: undefined },
) as unknown as LoadedQuickActions;
// Pages whose refusal of our policy was reported: once per page, whatever mounts again.
const refused = new WeakSet<object>();

function report(options: QuickActionsOptions, error: unknown): void {
  try {
    options.logError?.(error instanceof Error ? error : new Error(String(error)));
  } catch {
    // The host's own logger failed; there is nowhere left to report to.
  }
}

// `src` as a TrustedScriptURL from the page's `quick-actions` policy (ADR-0050, ADR-0091), which
// passes only the first loader's folder (a shared one must answer the same URL); throws if refused.
function trustedScriptUrl(win: Window & TrustedTypesWindow, src: string): unknown {
  const factory = win.trustedTypes;
  if (!factory?.createPolicy) return src;
  const existing = win[SHARED_POLICY];
  try {
    const url = existing?.createScriptURL(src);
    if (factory.isScriptURL(url) && String(url) === src) return url;
  } catch {
    // Not one of its URLs: ours below.
  }
  const folder = new URL('.', new URL(src, document.baseURI)).href;
  const policy = factory.createPolicy('quick-actions', {
    createScriptURL(input) {
      if (new URL(input, document.baseURI).href.startsWith(folder)) return input;
      throw new TypeError(`Not a Quick Actions script: ${input}`);
    },
  });
  // Not enumerable, so no page script listing the window's keys meets it.
  Object.defineProperty(win, SHARED_POLICY, { value: policy, configurable: true });
  return policy.createScriptURL(src);
}

function addLoader(win: Window, src: string, nonce: string | undefined): void {
  const doc = win.document;
  if (doc.querySelector(`script[${MARK}]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  let url: unknown = src;
  let cause: unknown;
  try {
    url = trustedScriptUrl(win, src);
  } catch (error) {
    // A CSP that lists other policy names but requires none still takes the string.
    cause = error;
  }
  try {
    script.src = url as string;
  } catch (error) {
    if (refused.has(win)) return;
    refused.add(win);
    // ES2020 has no Error options: the cause is set as ES2022 would set it.
    throw Object.assign(
      new Error(
        `Quick Actions is not loaded: the page's Trusted Types refused ${src}. Allow our policy ` +
          'with `trusted-types quick-actions` in its Content-Security-Policy (docs/host-api.md)',
      ),
      { cause: cause ?? error },
    );
  }
  if (nonce) script.nonce = nonce;
  script.setAttribute(MARK, '');
  doc.head.append(script);
}

// Queues `init` and adds `loader.js` once the page has loaded; the function returned calls the
// page's current `QuickActions`, so a kept reference keeps working.
export function loadQuickActions(
  options: QuickActionsOptions,
  { src = '/quick-actions/loader.js', nonce }: LoadQuickActionsSettings = {},
): LoadedQuickActions {
  if (typeof window === 'undefined' || typeof document === 'undefined') return doNothing;
  const win = window;
  const call = ((...args: unknown[]) => {
    try {
      (queueOf(win) as (...a: unknown[]) => unknown)(...args);
      if (args[0] === 'on')
        return () => (call as (...a: unknown[]) => void)('off', args[1], args[2]);
    } catch (error) {
      report(options, error);
    }
  }) as LoadedQuickActions;
  Object.defineProperty(call, 'version', { get: () => win.QuickActions?.version });
  call('init', options);
  const add = () => {
    try {
      addLoader(win, src, nonce);
    } catch (error) {
      report(options, error);
    }
  };
  // After the page's load, like the snippet: the loader waits for it anyway (ADR-0011).
  if (document.readyState === 'complete') add();
  else win.addEventListener('load', add, { once: true });
  return call;
}
