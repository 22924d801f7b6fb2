// Ties the experiment rules together (spec §4 "Experiments", §7 experiment call):
// the store answers first; only when it has nothing is the server asked; the
// answer is stored. A failure gives 'C' (spec §5: the variation that is not on)
// and is not stored, so the next page view asks again.
import type { RequestFn } from '../request/request-types';
import type { ExperimentStore } from './experiment-store';
import { fetchExperiment } from './fetch-experiment';
import type { ExperimentRequest, ExperimentRequestOptions } from './fetch-experiment';
import { VARIATION_OFF } from './is-experiment-on';

export interface GetVariationDeps {
  store: ExperimentStore;
  request: RequestFn;
  /** Told about failed requests; the caller reports them. Must not throw (guarded anyway). */
  onError?: (error: Error) => void;
  requestOptions?: ExperimentRequestOptions;
}

export type GetVariation = (experiment: ExperimentRequest) => Promise<string>;

/**
 * Returns a getter that never rejects. Concurrent calls for the same experiment
 * and country share one request. A forceVariationGuid (a QA override) skips the
 * stored answer so the forced variation is fetched, then stored.
 */
export function createGetVariation(deps: GetVariationDeps): GetVariation {
  const inFlight = new Map<string, Promise<string>>();

  const report = (error: unknown): void => {
    try {
      deps.onError?.(error instanceof Error ? error : new Error(String(error)));
    } catch {
      // A failing reporter must not turn a default into a rejection.
    }
  };

  const fetchAndStore = async (experiment: ExperimentRequest): Promise<string> => {
    let variationName: string;
    try {
      ({ variationName } = await fetchExperiment(deps.request, experiment, deps.requestOptions));
    } catch (error) {
      report(error);
      return VARIATION_OFF;
    }
    try {
      deps.store.write(experiment, variationName);
    } catch (error) {
      // The answer is still right for this page view.
      report(error);
    }
    return variationName;
  };

  return (experiment) => {
    const key = {
      experimentName: experiment.experimentName,
      countryCode: experiment.countryCode,
    };
    const forced = experiment.forceVariationGuid !== undefined;
    try {
      if (!forced) {
        const stored = deps.store.read(key);
        if (stored !== undefined) return Promise.resolve(stored);
      }
    } catch (error) {
      // A store that throws is a broken cache, not a reason to fail: ask the server.
      report(error);
    }

    const flightKey = JSON.stringify([
      key.experimentName,
      key.countryCode,
      experiment.forceVariationGuid ?? null,
    ]);
    const existing = inFlight.get(flightKey);
    if (existing) return existing;
    const pending = fetchAndStore(experiment).finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, pending);
    return pending;
  };
}
