// What the loader hands the lazily imported widget chunk (ADR-0010): the button it
// drew, the shadow root they share, the facts it resolved, and the host's providers.
// Types only: both sides import it without adding bytes to the loader.
import type { CountryRegion } from '../locale/parse-loc-value';
import type { Design } from '../visibility/design';
import type { EventBus } from './event-bus';
import type { WidgetEvents } from './host-events';
import type { HostProviders } from './host-providers';
import type { HostUser } from './host-user';

export type ButtonIcon = 'bolt' | 'refresh' | 'arrow';

export interface WidgetContext {
  user: HostUser;
  /** Resolved by the loader (spec §1 order); the widget derives the locale from it. */
  place: CountryRegion;
  design: Design;
  isMobileDevice: boolean;
  /** Raw `init` options (theme, pageName, iconsUrl, popup options): the widget parses them. */
  options: Record<string, unknown>;
  /** Absolute URL of the folder loader.js came from; chunks, locales and themes live there. */
  baseUrl: string;
}

export interface WidgetHandoff {
  shadowRoot: ShadowRoot;
  button: HTMLButtonElement;
  setIcon(icon: ButtonIcon): void;
  context: WidgetContext;
  providers: HostProviders;
  /** The person clicked before the chunk arrived, or first use asked to auto-open. */
  openOnMount: boolean;
  /**
   * The page's event bus (core/host/host-events.ts), made by the facade: the widget emits `open`,
   * `close`, `action`, its section states and errors on it; the host's handlers and the debug log
   * listen (spec §9).
   */
  events: EventBus<WidgetEvents>;
}

export interface MountedWidget {
  /** Opens the popup if it is closed (first use, or the host's `open`). */
  open(): void;
  /** Closes the popup if it is open or opening (the host's `close`). */
  close(): void;
  /**
   * The host's `update` (ADR-0020): the options that change without a redraw — `theme`, `pageName`
   * and the `upTo*` popup options (the facade redraws for `design` and `persist`).
   */
  update(options: Record<string, unknown>): void;
  unmount(): void;
}

export interface WidgetModule {
  mount(handoff: WidgetHandoff): MountedWidget;
}
