// spec §4: "The experiment store reads from memory first, then local storage (30 days), then a
// cookie named dcsExp." The cookie is the server's, only read. Keyed by name and country, as the
// request carries a country (spec §3/§7); the cookie has names only and answers for any country.
import { joinKey } from '../storage/cache-key';
import { defaultLocalStore } from '../storage/local-storage';
import type { LocalStore } from '../storage/local-storage';
import { readDcsExp, readDocumentCookie } from './dcs-exp-cookie';

/** spec §4: experiments live 30 days in local storage. */
export const EXPERIMENT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface ExperimentKey {
  experimentName: string;
  countryCode: string;
}

export interface ExperimentStore {
  /** The variation from memory, then local storage, then the dcsExp cookie; undefined when none has it. */
  read(key: ExperimentKey): string | undefined;
  /** Saves to memory and local storage (30 days). Never throws. */
  write(key: ExperimentKey, variation: string): void;
}

export interface ExperimentStoreOptions {
  localStore?: LocalStore;
  /** Returns the document's cookie string; defaults to `document.cookie`. */
  readCookie?: () => string;
}

// Literal domain and module, never blank: stage one reads this key without cacheKey's check and
// its error text (its byte budget: ADR-0010).
export const experimentStorageKey = ({ experimentName, countryCode }: ExperimentKey): string =>
  joinKey('quickactions', 'experiment', countryCode, experimentName);

export const isVariation = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

export function createExperimentStore(options: ExperimentStoreOptions = {}): ExperimentStore {
  const localStore = options.localStore ?? defaultLocalStore();
  const readCookie = options.readCookie ?? readDocumentCookie;
  const memory = new Map<string, string>();

  return {
    read(key) {
      const id = experimentStorageKey(key);
      const remembered = memory.get(id);
      if (remembered !== undefined) return remembered;

      const stored = localStore.get(id);
      if (isVariation(stored)) {
        memory.set(id, stored);
        return stored;
      }
      // Something else under our key (tampered, older format): it cannot answer.
      if (stored !== undefined) localStore.remove(id);

      let fromCookie: string | undefined;
      try {
        fromCookie = readDcsExp(readCookie()).get(key.experimentName);
      } catch {
        fromCookie = undefined;
      }
      if (fromCookie !== undefined) memory.set(id, fromCookie);
      return fromCookie;
    },
    write(key, variation) {
      const id = experimentStorageKey(key);
      memory.set(id, variation);
      localStore.set(id, variation, EXPERIMENT_LIFETIME_MS);
    },
  };
}
