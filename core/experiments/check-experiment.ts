// One experiment's answer for one country, as the facade's gate (spec §2) and the widget's e-sign
// switch (spec §5) both ask it (ADR-0041).
import type { RequestFn } from '../request/request-options';
import type { LocalStore } from '../storage/local-storage';
import { createExperimentStore } from './experiment-store';
import { createGetVariation } from './get-variation';
import { isExperimentOn } from './is-experiment-on';

/** The experiment call's timeout: a hanging service must not hold the button or the popup. */
export const EXPERIMENT_TIMEOUT_MS = 5000;

export interface ExperimentCheck {
  experimentName: string;
  countryCode: string;
  request: RequestFn;
  onError: (error: Error) => void;
  /** Where answers are kept; the browser's local storage unless given (`persist: false`). */
  localStore?: LocalStore | undefined;
  signal?: AbortSignal | undefined;
}

export async function experimentIsOn(check: ExperimentCheck): Promise<boolean> {
  const { experimentName, countryCode, request, onError, localStore, signal } = check;
  const getVariation = createGetVariation({
    store: createExperimentStore(localStore ? { localStore } : {}),
    request,
    onError,
    requestOptions: { timeoutMs: EXPERIMENT_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  });
  return isExperimentOn(await getVariation({ experimentName, countryCode }));
}
