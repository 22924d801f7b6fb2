// A typed host page, as a host team writes it against the shipped declarations (ADR-0005):
// dist/quick-actions.d.ts (mapped here as 'quick-actions') and dist/format.d.ts (mapped as
// 'quick-actions/format'). tests/unit/types/host-types.test.ts compiles it with `tsc --strict`:
// every line must compile, and every `@ts-expect-error` line must be an error, so the overloads
// reject what the loader would report at run time.
import type {
  QuickActionsActionDetail,
  QuickActionsEventName,
  QuickActionsOptions,
  QuickActionsUpdateOptions,
} from 'quick-actions';
import { currencyToWords, formatDate, numberToWords, type DateInput } from 'quick-actions/format';
import { displayFile, download, postTo } from 'quick-actions/navigation';

// The snippet (docs/host-api.md), in TypeScript: the stub is the global function's type too.
window.QuickActions =
  window.QuickActions ||
  function (...args: unknown[]) {
    const stub = window.QuickActions as { q?: unknown[] };
    (stub.q = stub.q || []).push(args);
  };

const options: QuickActionsOptions = {
  getUser: async () => ({ secureId: 'S-1', loginId: 'jane@example.com', isSignedIn: true }),
  getConfig: () => ({ unsupportedEsignRegions: 'QC,NU' }),
  track: (event) => console.info(event.section, event.component, event.action, event.extra),
  logError: (error) => console.error(error.message, error.cause),
  pageName: 'All Contracts',
  position: 'bottom-left',
  offset: { x: 16, y: 96 },
  zIndex: 1000,
  theme: 'slate-v4',
  design: 'desktop-v2',
};
QuickActions('init', options);
QuickActions('refresh');
QuickActions('open');
QuickActions('close');

// A single-page host's route change, and a consent tool.
const route: QuickActionsUpdateOptions = { pageName: 'Estate Vault', upToIdBottom: 'site-header' };
window.QuickActions('update', route);
QuickActions('update', { persist: false, serviceWorker: false });

// Events: the detail is typed per event.
const onAction = (detail: QuickActionsActionDetail): void => {
  const kind:
    'create' | 'sign' | 'notarize' | 'document' | 'hub' | 'upsell' | 'viewAll' | 'myAccount' =
    detail.id;
  console.info(kind, new URL(detail.url, location.href).pathname);
};
QuickActions('on', 'action', onAction);
QuickActions('on', 'ready', () => console.info('button drawn'));
QuickActions('on', 'hidden', () => console.info('no button'));
QuickActions('off', 'action', onAction);
// `on` returns a function that unsubscribes, once loader.js has arrived (the stub returns none).
const unsubscribe: (() => void) | undefined = QuickActions('on', 'open', () => {});
unsubscribe?.();
const names: QuickActionsEventName[] = ['ready', 'open', 'close', 'action', 'hidden'];
console.info(names);

// The version, once loader.js has arrived.
const version: string | undefined = QuickActions.version;
console.info(version?.split('.').map(Number));

// Debug logging (spec §9).
window.quickActionsDebug = true;

// dist/format.js, the formatting helpers.
const words: string = numberToWords(71, 'fr_CA');
const ordinal: string = numberToWords(21, 'es_MX', { ordinal: true, gender: 'feminine' });
const money: string = currencyToWords(1234.56, 'de_DE', 'EUR');
const day: DateInput = '2024-01-05';
const date: string = formatDate(day, 'en_US', 'long', { timeZone: 'America/Toronto' });
console.info(words, ordinal, money, date);

// The navigation helpers (dist/navigation.js).
document.querySelector('#receipt')?.addEventListener('click', () => {
  download('receipt.txt', 'Paid in full', 'text/plain');
  displayFile(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
  postTo('/mydocuments/editor/1/open.aspx', { wdid: '1', format: 'html' }, '_blank');
});

// The host's own launcher, and a page where the widget should not float.
QuickActions('update', { launcher: false });
document.querySelector('#help')?.addEventListener('click', () => QuickActions('toggle'));
QuickActions('hide');
QuickActions('show');

// What the types refuse.
// @ts-expect-error an unknown command
QuickActions('reveal');
// @ts-expect-error init needs getUser
QuickActions('init', { getConfig: () => ({}) });
// @ts-expect-error only bottom-right or bottom-left
QuickActions('update', { position: 'top-left' });
// @ts-expect-error the providers are init's, not update's
QuickActions('update', { getUser: () => null });
// @ts-expect-error an unknown event
QuickActions('on', 'opened', () => {});
// @ts-expect-error the action handler gets { id, url }, not a string
QuickActions('on', 'action', (detail: string) => console.info(detail));
// @ts-expect-error the version is read-only
QuickActions.version = '9.9.9';
// @ts-expect-error numberToWords takes a number
numberToWords('71', 'en');
// @ts-expect-error a form's fields are strings
postTo('/x', { wdid: 1 });
