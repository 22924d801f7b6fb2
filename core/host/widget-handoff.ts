// What the facade hands the widget: the host's options parsed (colour scheme, placement, config)
// and the handoff itself.
import { callProvider, type HostProviders, type HostUser } from './host-providers';
import type { CountryRegion } from '../locale';
import type { Design } from '../visibility';
import type { RequestFn } from '../request/request-options';
import type { EventBus, WidgetEvents } from './host-events';
import type { LoadedMessages } from '../../types/format';

// The host's `colorScheme` (docs/host-api.md "Options"): 'light' (the default), 'dark', or 'auto',
// which follows the device's prefers-color-scheme live. The palettes are the theme files'
// (themes/README.md), asked for by the shadow host's `data-color-scheme` attribute, which the
// facade sets to the raw value (loader/facade/drawn-button.ts). This parser is the widget's: it
// reports a value the palettes do not match.

export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;

export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/**
 * Reads `colorScheme` from the host's options. Missing is 'light'; any other value is handed to
 * `report` (an Error naming the allowed values) and is 'light' too. Never throws on odd values.
 */
export function parseColorScheme(
  { colorScheme }: Record<string, unknown>,
  report: (error: Error) => void = () => {},
): ColorScheme {
  if ((COLOR_SCHEMES as readonly unknown[]).includes(colorScheme))
    return colorScheme as ColorScheme;
  if (colorScheme !== undefined) {
    // Only a string is quoted: another value's toString could throw.
    const seen =
      typeof colorScheme === 'string'
        ? JSON.stringify(colorScheme.slice(0, 40))
        : typeof colorScheme;
    report(
      new Error(`Unsupported colorScheme ${seen}: use 'light', 'dark' or 'auto'; 'light' applies`),
    );
  }
  return 'light';
}

// The host options `position`, `offset` and `zIndex` (ADR-0021): an odd value gives the default.
// They reach the stylesheets as custom properties on the shadow host, set through the CSSOM,
// which `style-src 'self'` allows.

export const DEFAULT_OFFSET_PX = 24;
export const DEFAULT_Z_INDEX = 2147483000;
/** The popup, the tooltip and the toasts sit up to 3 layers above the given z-index. */
export const MAX_Z_INDEX = 2147483647 - 3;
/** An offset beyond this is no corner any more. */
export const MAX_OFFSET_PX = 10_000;

export interface Placement {
  side: 'left' | 'right';
  x: number;
  y: number;
  zIndex: number;
}

const offsetOf = (value: unknown): number =>
  typeof value === 'number' && value >= 0 && value <= MAX_OFFSET_PX ? value : DEFAULT_OFFSET_PX;

/** Reads `position`, `offset` and `zIndex` from the host's options. Never throws on odd values. */
export function parsePlacement(options: Record<string, unknown>): Placement {
  const { position, offset, zIndex } = options;
  const { x, y } = Object(offset) as Record<string, unknown>;
  return {
    side: position === 'bottom-left' ? 'left' : 'right',
    x: offsetOf(x),
    y: offsetOf(y),
    zIndex:
      Number.isInteger(zIndex) && (zIndex as number) >= 0 && (zIndex as number) <= MAX_Z_INDEX
        ? (zIndex as number)
        : DEFAULT_Z_INDEX,
  };
}

/** The custom properties the stylesheets read (facade-button.ts, widget/styles/widget.css). */
export function placementProperties(placement: Placement): Record<string, string> {
  const corner = `${placement.x}px`;
  return {
    '--qa-left': placement.side === 'left' ? corner : 'auto',
    '--qa-right': placement.side === 'right' ? corner : 'auto',
    '--qa-bottom': `${placement.y}px`,
    '--qa-z': String(placement.zIndex),
  };
}

export function applyPlacement(element: HTMLElement, placement: Placement): void {
  for (const [name, value] of Object.entries(placementProperties(placement))) {
    element.style.setProperty(name, value);
  }
}

// The host's getConfig: spec §5 `unsupportedEsignRegions`, comma-separated region codes; the
// rest of the config is ignored.
export interface HostConfig {
  unsupportedEsignRegions: string[];
}

export function parseHostConfig(value: unknown): HostConfig {
  const raw = (Object(value) as Record<string, unknown>).unsupportedEsignRegions;
  const regions =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((region) => region.trim().toUpperCase())
          .filter(Boolean)
      : [];
  return { unsupportedEsignRegions: regions };
}

/**
 * The host's configuration when the popup needs it. A host that gave no getConfig has no site
 * configuration, `{}` (docs/rules.md §8 "Missing dependency"); one it gave that throws or
 * rejects, or another value in its place, is reported and reads as none.
 */
export function readHostConfig(
  providers: HostProviders,
  report: (error: unknown) => void,
): Promise<HostConfig> {
  if (providers.getConfig == null) return Promise.resolve(parseHostConfig({}));
  return callProvider(providers, 'getConfig').then(parseHostConfig, (error: unknown) => {
    report(error);
    return parseHostConfig(undefined);
  });
}

// The host's consent options `persist` and `serviceWorker` (docs/host-api.md), read here and, for
// its bytes, in stage one (ADR-0106). Only `false` withholds: `keepInWorker` needs both.
export function parseConsent(options: Readonly<Record<string, unknown>>) {
  const keepOnDevice = options.persist !== false;
  return { keepOnDevice, keepInWorker: keepOnDevice && options.serviceWorker !== false } as const;
}
export type Consent = ReturnType<typeof parseConsent>;

// What the loader hands the widget chunk (ADR-0010). Types only: no bytes for the loader.

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
  // The facade's parse, and its hash of the secure id (ADR-0106); an earlier deploy's gives neither.
  consent?: Consent;
  userId?: string;
}

export interface WidgetHandoff {
  shadowRoot: ShadowRoot;
  button: HTMLButtonElement;
  setIcon(icon: ButtonIcon): void;
  context: WidgetContext;
  providers: HostProviders;
  /** The widget is ready to open (ADR-0108); an earlier deploy's facade says `openOnMount`. */
  ready?(): void;
  /** A facade of an earlier deploy: the person clicked before the chunk, or first use. */
  openOnMount?: boolean;
  /** The page's event bus (`createEventBus`), made by the facade. */
  events: EventBus<WidgetEvents>;
  /** The facade's `announceUser` (core/worker.ts, ADR-0106); an earlier deploy's gives none. */
  announce?(user: string): Promise<boolean> | undefined;
  /**
   * What was clicked or focused when the host last asked to open the popup (with its own
   * launcher, inside it), if anything: a click on it is no outside click, and without our
   * launcher focus returns to it (widget/use-popup-behaviour.ts).
   */
  opener(): Element | null;
  /** The facade of the deploy that replaced this page's, or undefined (ADR-0103). May reject. */
  currentDeploy?(): Promise<{ w(): Promise<WidgetModule> } | undefined>;
}

/** The first open's head start, imported at the first intent (widget/early-open.ts, ADR-0105). */
export interface EarlyModule {
  /** Starts the first open's calls, once per person and country; `replay`: the facade's calls;
   * `root`: the button's shadow root, which takes the theme's stylesheet. */
  startEarly(context: WidgetContext, win?: Window, replay?: RequestFn, root?: ShadowRoot): void;
  /** The open was cancelled, the button went, or the widget mounted closed: nothing is kept. */
  cancelEarly(): void;
}

export interface MountedWidget {
  /** Opens the popup if it is closed (first use, or the host's `open`). */
  open(): void;
  /** Closes the popup if it is open or opening (the host's `close`). */
  close(): void;
  /** A click on the button (or the host's `toggle`): the person's input, rendered at once. */
  toggle(): void;
  /** The host's `update` of the options that change without a redraw (ADR-0020), and consent. */
  update(options: Record<string, unknown>, consent?: Consent): void;
  unmount(): void;
}

export interface WidgetModule {
  mount(handoff: WidgetHandoff): MountedWidget;
  /** This deploy's bundles (locales/load-locale.ts), for an earlier deploy's widget (ADR-0103). */
  loadMessages?(chain: readonly string[]): Promise<LoadedMessages>;
}
