// Types for host pages of Quick Actions (docs/host-api.md), shipped as dist/quick-actions.d.ts.
// Put the file beside your code (or map it in tsconfig `paths`); it declares the global
// `QuickActions` function of the snippet and `window.quickActionsDebug`, and exports the option,
// event and detail types. The widget's own code is written against these types, so what is
// declared here is what the loader accepts.

/** Where the floating button sits. */
export type QuickActionsPosition = 'bottom-right' | 'bottom-left';

/** spec §2 "Design versions": the default depends on the device. */
export type QuickActionsDesign = 'mobile' | 'desktop' | 'desktop-v2';

/** spec §1 "Two themes exist". */
export type QuickActionsTheme = 'slate-v1' | 'slate-v4';

/** spec §1 "Locale bundles exist for": the locales the `locale` option accepts. */
export type QuickActionsLocale =
  | 'de'
  | 'de_AT'
  | 'de_DE'
  | 'en'
  | 'en_AU'
  | 'en_CA'
  | 'en_GB'
  | 'en_IE'
  | 'en_IN'
  | 'en_NG'
  | 'en_NZ'
  | 'en_SG'
  | 'en_US'
  | 'es'
  | 'es_AR'
  | 'es_CL'
  | 'es_ES'
  | 'es_MX'
  | 'es_US'
  | 'fr'
  | 'fr_CA'
  | 'fr_FR';

/** A locale written in the forms that name it: `fr_CA`, `fr-CA`, `FR-ca`, `fr_ca`, `EN`, … */
type QuickActionsLocaleSpellings<T extends string> = T extends `${infer Language}_${infer Country}`
  ? `${Language | Uppercase<Language>}${'_' | '-'}${Country | Lowercase<Country>}`
  : T | Uppercase<T>;

/**
 * What the `locale` option accepts: a supported locale as its bundle is named (`'fr_CA'`) or as
 * its BCP 47 tag (`'fr-CA'`), the language and the country each in either case.
 */
export type QuickActionsLocaleOption = QuickActionsLocaleSpellings<QuickActionsLocale>;

/** The palette: `'auto'` follows the device's `prefers-color-scheme`, live. Default `'light'`. */
export type QuickActionsColorScheme = 'light' | 'dark' | 'auto';

/** spec §3 "User (from the host app)". Only a signed-in user with a secure id sees the widget. */
export interface QuickActionsUser {
  secureId: string;
  loginId?: string;
  isSignedIn: boolean;
}

/** The host's configuration (spec §5). */
export interface QuickActionsConfig {
  /** Comma-separated region codes where e-sign is not offered, e.g. `'QC,NU'`. */
  unsupportedEsignRegions?: string;
}

/** spec §7 "submit a tracking event (section Quick Actions, component, action, extra)". */
export interface QuickActionsTrackEvent {
  section: 'Quick Actions';
  component: string;
  action: string;
  extra?: Record<string, string | number | boolean>;
}

/** spec §3 "Popup options": how far up the popup may grow, and the page's name. */
export interface QuickActionsPopupOptions {
  /** spec §2: e.g. `'All Contracts'` on /all/. */
  pageName?: string;
  /** A y coordinate in the viewport (CSS px) the popup may reach up to. */
  upToY?: number;
  upToIdBottom?: string;
  upToIdTop?: string;
  upToClassBottom?: string;
  upToClassTop?: string;
  upToSelectorBottom?: string;
  upToSelectorTop?: string;
}

/** What `QuickActions('update', options)` may change without a reload. */
export interface QuickActionsUpdateOptions extends QuickActionsPopupOptions {
  theme?: QuickActionsTheme;
  /** Default `'light'`; `'auto'` follows the device's `prefers-color-scheme`. */
  colorScheme?: QuickActionsColorScheme;
  design?: QuickActionsDesign;
  /**
   * `false`: no floating button; the host's own control opens the popup with `open`, `close` or
   * `toggle`. Default true.
   */
  launcher?: boolean;
  /**
   * `false`: the popup never opens by itself on the person's first use (it does 100 ms after the
   * button is first drawn otherwise); everything else is the same. Default true.
   */
  autoOpen?: boolean;
  /** Default `'bottom-right'`. */
  position?: QuickActionsPosition;
  /** px from the chosen corner; default `{ x: 24, y: 24 }` (a missing side keeps 24). */
  offset?: { x?: number; y?: number };
  /** Default 2147483000. The popup and its backdrop use at most this + 3. */
  zIndex?: number;
  /** `false`: nothing is written to the device, and what was written is removed. Default true. */
  persist?: boolean;
  /** `false`: no service worker is registered, and ours is unregistered. Default true. */
  serviceWorker?: boolean;
  /**
   * The widget's text and `lang` (the button's name too); by default the country's (spec §1),
   * which still decides the sections, targets and the upsell's legal content. Its tag (`'fr-CA'`)
   * is accepted too, in any case; another value is reported through `logError` and ignored.
   */
  locale?: QuickActionsLocaleOption | null;
}

/** `QuickActions('init', options)`: the providers and every option. */
export interface QuickActionsOptions extends QuickActionsUpdateOptions {
  /** The signed-in user, or anything else (null) for nobody; may return a Promise. */
  getUser: () => QuickActionsUser | null | undefined | Promise<QuickActionsUser | null | undefined>;
  /**
   * The host's configuration; may return a Promise. The widget asks for it when it opens.
   * Optional: without it there is no site configuration (`{}`: e-sign offered everywhere). One
   * that throws or rejects is reported through `logError`.
   */
  getConfig?: () => QuickActionsConfig | Promise<QuickActionsConfig>;
  track?: (event: QuickActionsTrackEvent) => void;
  /**
   * Errors of the widget, with their cause chain; never holds the user's secure id. Two kinds are
   * named for the host: a `MissingEndpointError` and a `DependencyError` (tell them by `name`).
   */
  logError?: (error: Error) => void;
  /** Same-origin URL of the icon definitions; default `/images/icons/definitions.json`. */
  iconsUrl?: string;
  /** The CA notary booking link (spec §2). */
  caNotaryUrl?: string;
}

/**
 * What `logError` gets when a call of docs/endpoints.md answers 404: once per endpoint per page
 * view, with the failed call's error as its `cause` (docs/endpoints.md "A missing endpoint").
 */
export interface MissingEndpointError extends Error {
  name: 'MissingEndpointError';
  /** The call as docs/endpoints.md heads it, e.g. `POST /api/…`. */
  readonly endpoint: string;
}

/** What `logError` gets when the widget needs a provider the host never gave (spec §8). */
export interface DependencyError extends Error {
  name: 'DependencyError';
}

/** What the person chose in the popup (the `action` event). */
export type QuickActionsActionId =
  'create' | 'sign' | 'notarize' | 'document' | 'hub' | 'upsell' | 'viewAll' | 'myAccount';

export interface QuickActionsActionDetail {
  id: QuickActionsActionId;
  /** Where it goes: a link's URL, or the form's URL of an editor document (absolute or path). */
  url: string;
}

/** The events of `QuickActions('on', name, handler)` and the detail each handler receives. */
export interface QuickActionsEventMap {
  /** The button is drawn. A handler added later is called at once. */
  ready: undefined;
  /** The popup opened. */
  open: undefined;
  /** The popup closed (after it had opened). */
  close: undefined;
  /** The person chose an action, a document, a hub, the upsell, View all or My Account. */
  action: QuickActionsActionDetail;
  /** The button went away: signed out, not eligible any more, or `destroy`. */
  hidden: undefined;
}

export type QuickActionsEventName = keyof QuickActionsEventMap;

export type QuickActionsHandler<K extends QuickActionsEventName> =
  QuickActionsEventMap[K] extends undefined
    ? () => void
    : (detail: QuickActionsEventMap[K]) => void;

/** The snippet's `window.QuickActions`: a queue stub, then the loader's function. */
export interface QuickActionsFunction {
  (command: 'init', options: QuickActionsOptions): void;
  (command: 'update', options: QuickActionsUpdateOptions): void;
  (command: 'refresh' | 'destroy' | 'open' | 'close' | 'toggle' | 'hide' | 'show'): void;
  /**
   * Subscribes `handler`; returns a function that unsubscribes it, once loader.js has arrived
   * (the snippet's queue stub returns nothing; `loadQuickActions`'s function always returns one).
   */
  <K extends QuickActionsEventName>(
    command: 'on',
    event: K,
    handler: QuickActionsHandler<K>,
  ): (() => void) | undefined;
  <K extends QuickActionsEventName>(
    command: 'off',
    event: K,
    handler: QuickActionsHandler<K>,
  ): void;
  /** The build's semver (e.g. `'0.3.0'`), once loader.js has arrived. */
  readonly version?: string;
  /** The snippet's queue of calls made before loader.js arrived. */
  q?: unknown;
}

declare global {
  interface Window {
    QuickActions: QuickActionsFunction;
    /** spec §9: `true` logs the widget's events to the console. */
    quickActionsDebug?: boolean;
  }
  var QuickActions: QuickActionsFunction;
}
