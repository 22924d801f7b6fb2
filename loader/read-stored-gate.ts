import { readCookie } from '../core/cookie';
import {
  DCS_EXP_COOKIE,
  isVariation,
  isExperimentOn,
  GATE_EXPERIMENT,
} from '../core/experiments/experiment-store';
import { joinKey, readLocalItem, storedValue } from '../core/storage/local-storage';

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
  // The dcsExp cookie holds `name=variation` pairs read by the cookie's own rules (parseDcsExp):
  // the cookie reader reads the gate's out of it, no parser of its own in loader.js; an empty
  // variation is none.
  const variation = isVariation(stored)
    ? stored
    : readCookie(readCookie(cookieString, DCS_EXP_COOKIE) ?? '', GATE_EXPERIMENT) || undefined;
  return variation !== undefined && !isExperimentOn(variation);
}
