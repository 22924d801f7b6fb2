// The package's main entry, `quick-actions` (docs/host-api.md "The package"): the snippet as a
// function, for a host whose build installs the package instead of pasting the snippet. It only
// queues commands and adds `loader.js`; everything else is the loader's, exactly as with the
// snippet. Nothing here may throw into the host page, and on a server (no `window`) it does
// nothing, so a server render never touches the DOM.
import type { QuickActionsFunction, QuickActionsOptions } from '../types/quick-actions.js';

export interface LoadQuickActionsSettings {
  /** Where the host deploys `dist/`; default `/quick-actions/loader.js`. */
  src?: string;
  /** The page's CSP nonce, set on the script element (`'strict-dynamic'` then trusts its chunks). */
  nonce?: string;
}

type Queue = QuickActionsFunction & { q?: unknown[] };
type QueueWindow = Window & { QuickActions?: Queue };

// The marker of the script element this package added: a second call adds none.
const MARK = 'data-quick-actions-loader';
const doNothing = Object.assign(() => undefined, { version: undefined }) as QuickActionsFunction;

/** The snippet's stub, if the page has no `QuickActions` yet: queues calls until the loader runs. */
function queueOf(win: QueueWindow): Queue {
  win.QuickActions ??= function stub(...args: unknown[]) {
    ((stub as Queue).q ??= []).push(args);
  } as Queue;
  return win.QuickActions;
}

function addLoader(doc: Document, src: string, nonce: string | undefined): void {
  if (doc.querySelector(`script[${MARK}]`)) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  script.setAttribute(MARK, '');
  doc.head.append(script);
}

/**
 * Queues `init` with `options` and adds `loader.js` once the page has loaded (at once if it has).
 * Returns a function that always calls the page's current `QuickActions` (the stub until the
 * loader replaces it), so a kept reference keeps working.
 */
export function loadQuickActions(
  options: QuickActionsOptions,
  { src = '/quick-actions/loader.js', nonce }: LoadQuickActionsSettings = {},
): QuickActionsFunction {
  if (typeof window === 'undefined' || typeof document === 'undefined') return doNothing;
  const win = window as QueueWindow;
  const call = ((...args: unknown[]) =>
    (queueOf(win) as (...a: unknown[]) => void)(...args)) as QuickActionsFunction;
  Object.defineProperty(call, 'version', { get: () => win.QuickActions?.version });
  call('init', options);
  // After the page's load, like the snippet's async script in the page's markup: the loader does
  // nothing during the host's load anyway (ADR-0011), and its request does not compete with it.
  if (document.readyState === 'complete') addLoader(document, src, nonce);
  else win.addEventListener('load', () => addLoader(document, src, nonce), { once: true });
  return call;
}
