// spec §4 "Experiments", §7: the store answers first, else the server, whose answer is stored. A
// failure gives 'C' (spec §5: off) and is not stored, so the next page view asks again.
import type { RequestFn } from '../request/request-options';
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

// A getter that never rejects; concurrent calls for one experiment and country share a request. A
// forceVariationGuid (a QA override) skips the stored answer, and what comes back is stored.
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
    const key = { experimentName: experiment.experimentName, countryCode: experiment.countryCode };
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
