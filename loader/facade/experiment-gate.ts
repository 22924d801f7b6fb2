import { createExperimentStore } from '../../core/experiments/experiment-store';
import { createGetVariation } from '../../core/experiments/get-variation';
import { isExperimentOn } from '../../core/experiments/is-experiment-on';
import { request } from '../../core/request/request';
import { GATE_EXPERIMENT } from '../experiment-names';

// The experiment request must not hold the button back forever on a hanging API.
const GATE_TIMEOUT_MS = 5000;

// spec §2: shown only when "an experiment gate passes". The store answers first
// (memory → local storage → dcsExp cookie); the request goes out only when it has
// nothing. A failed request counts as 'C' (off) and is not stored (core/experiments).
export async function gatePasses(
  countryCode: string,
  onError: (error: Error) => void,
): Promise<boolean> {
  const getVariation = createGetVariation({
    store: createExperimentStore(),
    request,
    onError,
    requestOptions: { timeoutMs: GATE_TIMEOUT_MS },
  });
  return isExperimentOn(await getVariation({ experimentName: GATE_EXPERIMENT, countryCode }));
}
