import type { FacadeEvent } from '../../core/facade';
import {
  applyPlacement,
  type EventBus,
  type MountedWidget,
  parsePlacement,
  type WidgetEvents,
  type WidgetModule,
} from '../../core/host';
import { languageForCountry } from '../../core/locale';
import type { SafeStorage } from '../../core/storage';
import { buttonLabel } from './button-label';
import type { Shown } from './evaluation';
import { drawFacadeButton } from './facade-button';

// spec §4 "On first ever use (tracked by a seen-flag in local storage) the popup
// opens by itself after 100 ms."
const FIRST_USE_OPEN_DELAY_MS = 100;
export const SEEN_FLAG_KEY = 'quickactions_seen';

export interface DrawnButtonDeps {
  send(event: FacadeEvent): void;
  loadWidget(): Promise<WidgetModule>;
  storage: SafeStorage;
  events: EventBus<WidgetEvents>;
  report(error: unknown): void;
}

/** The button as drawn, and the widget behind it: the machine's ButtonEffects, and more. */
export type DrawnButton = ReturnType<typeof drawButton>;

const langOf = ({ country, region }: Shown['context']['place']) =>
  `${languageForCountry(country, region)}-${country}`;

export function drawButton(
  win: Window,
  { container, context, persist }: Shown,
  { send, loadWidget, storage, events, report }: DrawnButtonDeps,
) {
  const { place, options } = context;
  // Served countries all have a regional bundle (en_US, en_CA, fr_CA, en_GB). Drawn in the
  // theme's look, the one the widget keeps (ADR-0035).
  const lang = langOf(place);
  const label = buttonLabel(languageForCountry(place.country, place.region));
  const facade = drawFacadeButton(container, label, lang, options.theme);
  // The host's position, offset, zIndex and colorScheme, on the shadow host. The theme files'
  // dark blocks and the button's (facade-button.ts) match 'dark' and 'auto' only: any other value
  // gets the light palette, the default (the widget reports it, core/host/color-scheme.ts).
  const onHost = (options: Record<string, unknown>) => {
    applyPlacement(facade.root, parsePlacement(options));
    facade.root.dataset.colorScheme =
      typeof options.colorScheme === 'string' ? options.colorScheme : '';
  };
  onHost(options);
  const { button, setIcon } = facade;
  let latest = context;
  let removed = false;
  let module: WidgetModule | undefined;
  let widget: MountedWidget | undefined;
  let timer: number | undefined;

  // No import on idle: the widget's evaluation is a long task; the worker precaches it (ADR-0012).
  const intent = () => send({ type: 'intent' });
  const open = () => send({ type: 'open' });
  const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of intentEvents) button.addEventListener(type, intent, { passive: true });
  button.addEventListener('click', open);
  const stopListening = () => {
    for (const type of intentEvents) button.removeEventListener(type, intent);
    button.removeEventListener('click', open);
  };
  // A chunk that did not load (offline, a deploy race), or a mount that threw (an option getter).
  const failed = (error: unknown) => {
    report(error);
    if (!removed) send({ type: 'failed' });
  };
  const mount = (openOnMount: boolean) => {
    const { shadowRoot } = facade;
    const handoff = { shadowRoot, button, setIcon, context: latest, providers: latest.options };
    try {
      widget = module!.mount({ ...handoff, openOnMount, events });
    } catch (error) {
      return failed(error);
    }
    // The widget handles the button from now on.
    stopListening();
  };

  return {
    /** The same person, language, `persist`, design and element: the answer keeps this button. */
    keeps: ({ context: next, ...answer }: Shown) =>
      next.user.secureId === context.user.secureId &&
      langOf(next.place) === lang &&
      // `persist` (update): the widget must then stop writing; `design`: another layout.
      answer.persist === persist &&
      next.design === context.design &&
      // A single-page host (or hydration) replaced #quick-actions (facade-button.ts isFor).
      facade.isFor(answer.container),
    /** The options that change without a redraw (ADR-0020); a later mount gets them too. */
    update({ context: next }: Shown) {
      const { options } = (latest = next);
      onHost(options);
      facade.setTheme(options.theme);
      widget?.update(options);
    },
    // Without `persist` nothing tells a first visit from the hundredth, and opening by itself on
    // every page would be hostile: no auto-open (docs/rules.md §4 "First use").
    firstUse() {
      if (!persist || storage.get(SEEN_FLAG_KEY)) return;
      storage.set(SEEN_FLAG_KEY, '1');
      intent();
      timer = win.setTimeout(open, FIRST_USE_OPEN_DELAY_MS);
    },
    load() {
      loadWidget().then((loaded) => {
        module = loaded;
        if (!removed) send({ type: 'loaded' });
      }, failed);
    },
    mount: () => mount(false),
    mountOpen: () => mount(true),
    spin: () => setIcon('refresh'),
    bolt: () => setIcon('bolt'),
    openWidget: () => widget?.open(),
    closeWidget: () => widget?.close(),
    /** The button, the widget, and every listener and timer they added. */
    remove() {
      removed = true;
      stopListening();
      win.clearTimeout(timer);
      try {
        widget?.unmount();
      } catch (error) {
        report(error);
      }
      facade.root.remove();
    },
  };
}
