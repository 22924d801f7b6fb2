import { readDcsExp } from '../core/experiments/dcs-exp-cookie';
import { isVariation } from '../core/experiments/experiment-store';
import { isExperimentOn } from '../core/experiments/is-experiment-on';
import { joinKey } from '../core/storage/cache-key';
import { storedValue } from '../core/storage/local-storage';
import { GATE_EXPERIMENT } from '../core/experiments/experiment-names';

// spec §4: the experiment store answers from local storage (30 d), then the cookie
// dcsExp (memory is empty on a fresh page). Stage one of the loader only reads:
// 'off' ends everything without a request; no answer leaves the server request
// to stage two (ADR-0010). It reads the entries core/experiments writes, with the
// same parsers, without pulling the whole store into loader.js. Whether a stored answer is
// off is all stage one needs: a boolean costs it fewer bytes than 'on' | 'off' | undefined.
export function gateStoredOff(countryCode: string, cookieString: string): boolean {
  // Undefined until read: `= null` costs 1-2 B brotli in a file at its budget (ADR-0010).
  let text: string | null | undefined;
  try {
    // Reading `localStorage` itself throws in some private modes.
    // experimentStorageKey's key, spelled out: its object argument costs stage one bytes
    // (ADR-0010); tests/unit/loader/start-loader.test.ts checks they stay the same key.
    text = localStorage.getItem(
      joinKey('quickactions', 'experiment', countryCode, GATE_EXPERIMENT),
    );
  } catch {
    // No storage: the cookie may still answer.
  }
  const stored = storedValue(text, Date.now());
  const variation = isVariation(stored) ? stored : readDcsExp(cookieString).get(GATE_EXPERIMENT);
  // No stored answer is for stage two to ask.
  return variation !== undefined && !isExperimentOn(variation);
}
