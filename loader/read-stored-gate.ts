import { readDcsExp } from '../core/experiments/dcs-exp-cookie';
import { experimentStorageKey, isVariation } from '../core/experiments/experiment-store';
import { isExperimentOn } from '../core/experiments/is-experiment-on';
import { storedValue } from '../core/storage/local-storage';
import { GATE_EXPERIMENT } from './experiment-names';

// spec §4: the experiment store answers from local storage (30 d), then the cookie
// dcsExp (memory is empty on a fresh page). Stage one of the loader only reads:
// 'off' ends everything without a request; no answer leaves the server request
// to stage two (issue 3). It reads the entries core/experiments writes, with the
// same parsers, without pulling the whole store into loader.js.
export function readStoredGate(
  countryCode: string,
  cookieString: string,
): 'on' | 'off' | undefined {
  let text: string | null = null;
  try {
    // Reading `localStorage` itself throws in some private modes.
    text = localStorage.getItem(
      experimentStorageKey({ experimentName: GATE_EXPERIMENT, countryCode }),
    );
  } catch {
    // No storage: the cookie may still answer.
  }
  const stored = storedValue(text, Date.now());
  const variation = isVariation(stored) ? stored : readDcsExp(cookieString).get(GATE_EXPERIMENT);
  if (variation === undefined) return undefined;
  return isExperimentOn(variation) ? 'on' : 'off';
}
