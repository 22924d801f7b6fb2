// A person's experiment answers, as stage one and the widget read them.
import { decodeText as decode, readCookie } from '../cookie';
import { joinKey, defaultLocalStore, type LocalStore } from '../storage/local-storage';

// spec §9 lists the experiments only as redacted tokens; these are our names for them
// (docs/rules.md §9 "Experiment names"): the gate (spec §2) and e-sign in CA and GB (spec §5).
export const GATE_EXPERIMENT = 'QuickActionsGate';
export const ESIGN_EXPERIMENT_CA = 'QuickActionsEsignCA';
export const ESIGN_EXPERIMENT_GB = 'QuickActionsEsignGB';

// spec §5: "An experiment is on when its variation equals "N". The other variation is "C"."
export const VARIATION_OFF = 'C';

export function isExperimentOn(variation: string | null | undefined): boolean {
  return variation === 'N';
}

// spec §4: "a cookie named dcsExp. The cookie is read as semicolon-separated name=variation
// pairs", URL-encoded (a raw ';' would end it) and each pair read as core/cookie.ts reads a cookie,
// as loader/read-stored-gate.ts does (docs/rules.md §4 "Experiment store"). Never throws.
export const DCS_EXP_COOKIE = 'dcsExp';

export function parseDcsExp(value: string): ReadonlyMap<string, string> {
  const variations = new Map<string, string>();
  const named = new Set<string>();
  for (const pair of value.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const raw = pair.slice(0, separator).trim();
    const name = decode(raw);
    if (!name || named.has(name)) continue;
    named.add(name);
    const variation = readCookie(pair, raw);
    if (variation) variations.set(name, variation);
  }
  return variations;
}

/** Finds the dcsExp cookie in a `document.cookie` string and parses it. */
export function readDcsExp(cookieString: string): ReadonlyMap<string, string> {
  return parseDcsExp(readCookie(cookieString, DCS_EXP_COOKIE) ?? '');
}

/** `document.cookie`, or '' where there is no document or reading it throws (sandboxed frames). */
export function readDocumentCookie(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

export interface ExperimentKey {
  experimentName: string;
  countryCode: string;
}

// Literal domain and module, never blank: stage one reads it without cacheKey (ADR-0010).
export const experimentStorageKey = ({ experimentName, countryCode }: ExperimentKey): string =>
  joinKey('quickactions', 'experiment', countryCode, experimentName);

export const isVariation = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

// spec §4: "The experiment store reads from memory first, then local storage (30 days), then a
// cookie named dcsExp": the memory is the safe storage's (ADR-0043), the cookie only read and for
// any country, the rest keyed by name and country. Never throws.
export function createExperimentStore({
  localStore = defaultLocalStore(),
  readCookie = readDocumentCookie,
}: { localStore?: LocalStore; readCookie?: () => string } = {}) {
  return {
    read(key: ExperimentKey): string | undefined {
      const id = experimentStorageKey(key);
      const stored = localStore.get(id);
      if (isVariation(stored)) return stored;
      // Something else under our key (tampered, older format): it cannot answer.
      if (stored !== undefined) localStore.remove(id);
      try {
        return readDcsExp(readCookie()).get(key.experimentName);
      } catch {
        // A cookie that cannot be read answers nothing.
        return undefined;
      }
    },
    /** Keeps `variation` for the local store's default 30 days. */
    write(key: ExperimentKey, variation: string): void {
      localStore.set(experimentStorageKey(key), variation);
    },
  };
}
