// What the loader hands the widget chunk (ADR-0010). Types only: no bytes for the loader.
import type { CountryRegion } from '../locale/parse-loc-value';
import type { Design } from '../visibility';
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
  /** The page's event bus (event-bus.ts), made by the facade. */
  events: EventBus<WidgetEvents>;
  /**
   * What was clicked or focused when the host last asked to open the popup (with its own
   * launcher, inside it), if anything: a click on it is no outside click, and without our
   * launcher focus returns to it (widget/use-popup-behaviour.ts).
   */
  opener(): Element | null;
  /**
   * The facade of the deploy that replaced this page's, for files of ours it no longer has (a
   * locale's bundles): undefined when there is none (ADR-0103). Rejects when it could not be
   * asked. A facade of an earlier deploy may not give it.
   */
  currentDeploy?(): Promise<{ w(): Promise<WidgetModule> } | undefined>;
}

export interface MountedWidget {
  /** Opens the popup if it is closed (first use, or the host's `open`). */
  open(): void;
  /** Closes the popup if it is open or opening (the host's `close`). */
  close(): void;
  /** The host's `update` of the options that change without a redraw (ADR-0020). */
  update(options: Record<string, unknown>): void;
  unmount(): void;
}

/** A locale chain's text as the widget's own bundles give it (locales/load-locale.ts). */
export interface LoadedLocale {
  readonly messages: Readonly<Record<string, string>>;
  readonly loaded: boolean;
  readonly errored: boolean;
  readonly failed: readonly string[];
}

export interface WidgetModule {
  mount(handoff: WidgetHandoff): MountedWidget;
  /** This deploy's bundles, for a widget of an earlier deploy (ADR-0103). */
  loadMessages?(chain: readonly string[]): Promise<LoadedLocale>;
}
