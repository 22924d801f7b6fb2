import { reportSafely } from './errors/describe-error';
import { isJsonObject } from './json';
import type { RequestFn } from './request/request-options';
import { WIDGET_ICON_PARAM } from './request/request-headers';
import { parseUrl } from './url';

// spec §3: icon definitions are "a map of icon name to a record with a path field"; spec §8: a
// failed load is reported as 'Unable to retrieve icon definitions'; placeholders show (ADR-0036).

export const DEFAULT_ICONS_URL = '/images/icons/definitions.json';
export const ICON_DEFINITIONS_ERROR = 'Unable to retrieve icon definitions';
/** Shown while definitions load, or without one; built in, as the definitions may have failed. */
export const PLACEHOLDER_ICON = 'placeholder';
export const ICONS_TIMEOUT_MS = 10_000;

/** Icon name → path (relative to the definitions file, or a same-origin absolute path). */
export type IconDefinitions = ReadonlyMap<string, string>;

const ICON_NAME = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_PATH_LENGTH = 500;
// `bolt.svg`, `sub/bolt.svg`, `/images/bolt.svg`: no scheme, host, backslash or control character.
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
// eslint-disable-next-line no-control-regex -- control characters are what it rejects
const UNSAFE_PATH = /[\\\u0000-\u001f\u007f]|^\/\//;

function isIconPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path !== '' &&
    path.length <= MAX_PATH_LENGTH &&
    !SCHEME.test(path) &&
    !UNSAFE_PATH.test(path)
  );
}

/** Keeps the entries that fit `{ [name]: { path } }`; throws only when the body is not an object. */
export function parseIconDefinitions(body: unknown): Map<string, string> {
  if (!isJsonObject(body)) throw new Error('Icon definitions are not an object');
  const definitions = new Map<string, string>();
  for (const [name, record] of Object.entries(body)) {
    const { path } = Object(record) as Record<string, unknown>;
    if (ICON_NAME.test(name) && isIconPath(path)) definitions.set(name, path);
  }
  return definitions;
}

// The icon's absolute URL against the definitions file's; undefined (the placeholder) without a
// definition or off the definitions' origin.
export function iconUrl(
  name: string,
  definitions: IconDefinitions,
  base: string,
): string | undefined {
  if (name === PLACEHOLDER_ICON) return undefined;
  const path = definitions.get(name);
  if (path === undefined) return undefined;
  const baseUrl = parseUrl(base);
  const url = baseUrl && parseUrl(path, baseUrl);
  if (!url || url.origin !== baseUrl?.origin) return undefined;
  // Marked as the widget's, so the worker serves it and never the host's own icons (ADR-0053).
  url.searchParams.set(WIDGET_ICON_PARAM, '1');
  return url.href;
}

/** The host's `iconsUrl` as an absolute URL when it is same-origin http(s); else undefined. */
export function acceptedIconsUrl(iconsUrl: unknown, currentOrigin: string): string | undefined {
  if (typeof iconsUrl !== 'string' || iconsUrl.trim() === '' || iconsUrl.length > 2048) {
    return undefined;
  }
  const origin = parseUrl(currentOrigin);
  const url = origin && parseUrl(iconsUrl.trim(), origin);
  return url && url.origin === origin?.origin ? url.href : undefined;
}

export interface IconDefinitionsLoaderOptions {
  request: RequestFn;
  currentOrigin: string; // location.origin
  iconsUrl?: unknown; // the host's `init({ iconsUrl })`
  /** Told about the failure (spec §8) and about an iconsUrl that was not accepted. Must not throw. */
  report: (error: Error) => void;
}

export function createIconDefinitionsLoader(options: IconDefinitionsLoaderOptions) {
  // The reporter failing must not turn a placeholder into a crash.
  const report = (error: Error) => reportSafely(options.report, error);
  const accepted = acceptedIconsUrl(options.iconsUrl, options.currentOrigin);
  // The default made absolute; relative when the origin is unusable.
  const definitionsUrl =
    accepted ?? acceptedIconsUrl(DEFAULT_ICONS_URL, options.currentOrigin) ?? DEFAULT_ICONS_URL;
  if (options.iconsUrl !== undefined && options.iconsUrl !== null && accepted === undefined) {
    report(new Error('iconsUrl must be a same-origin URL; the default is used'));
  }
  let loading: Promise<IconDefinitions> | undefined;
  const fetchDefinitions = async (): Promise<IconDefinitions> => {
    try {
      const body = await options.request(definitionsUrl, { timeoutMs: ICONS_TIMEOUT_MS });
      return parseIconDefinitions(body);
    } catch (cause) {
      report(new Error(ICON_DEFINITIONS_ERROR, { cause }));
      return new Map();
    }
  };
  return {
    /** Absolute: the base for iconUrl(). */
    definitionsUrl,
    /** Fetches once, failure included (an empty map). Never rejects. */
    load() {
      loading ??= fetchDefinitions();
      return loading;
    },
  };
}
