import { readDcsExp } from '../core/experiments/dcs-exp-cookie';
import { isVariation } from '../core/experiments/experiment-store';
import { isExperimentOn } from '../core/experiments/is-experiment-on';
import { joinKey } from '../core/storage/cache-key';
import { readLocalItem, storedValue } from '../core/storage/local-storage';
import { GATE_EXPERIMENT } from '../core/experiments/experiment-names';

// spec §4: the experiment store answers from local storage, then the cookie dcsExp. Stage one only
// reads, with core/experiments' parsers but not its store: 'off' ends everything without a
// request; no answer leaves the request to stage two (ADR-0010). A boolean costs loader.js fewer
// bytes than 'on' | 'off' | undefined.
export function gateStoredOff(countryCode: string, cookieString: string): boolean {
  // experimentStorageKey's key, spelled out: its object argument costs stage one bytes
  // (ADR-0010); tests/unit/loader/start-loader.test.ts checks they stay the same key. No
  // storage: the cookie may still answer.
  const text = readLocalItem(joinKey('quickactions', 'experiment', countryCode, GATE_EXPERIMENT));
  const stored = storedValue(text, Date.now());
  const variation = isVariation(stored) ? stored : readDcsExp(cookieString).get(GATE_EXPERIMENT);
  // No stored answer is for stage two to ask.
  return variation !== undefined && !isExperimentOn(variation);
}
