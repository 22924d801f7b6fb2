import { createExperimentStore } from '../../core/experiments/experiment-store';
import { createGetVariation } from '../../core/experiments/get-variation';
import { isExperimentOn } from '../../core/experiments/is-experiment-on';
import { request } from '../../core/request/request';
import { createLocalStore } from '../../core/storage/local-storage';
import { createSafeStorage } from '../../core/storage/safe-storage';
import { GATE_EXPERIMENT } from '../experiment-names';

// The experiment request must not hold the button back forever on a hanging API.
const GATE_TIMEOUT_MS = 5000;

// spec §2: shown only when "an experiment gate passes". The store answers first
// (memory → local storage → dcsExp cookie); the request goes out only when it has
// nothing. A failed request counts as 'C' (off) and is not stored (core/experiments).
// contract §1 `persist: false`: the answer is kept for this page view only.
// issue 13: `signal` aborts the request (destroy, or a newer evaluation).
export async function gatePasses(
  countryCode: string,
  onError: (error: Error) => void,
  persist = true,
  signal?: AbortSignal,
): Promise<boolean> {
  const memoryOnly = createLocalStore({ storage: createSafeStorage(() => undefined) });
  const getVariation = createGetVariation({
    store: createExperimentStore(persist ? {} : { localStore: memoryOnly }),
    request,
    onError,
    requestOptions: { timeoutMs: GATE_TIMEOUT_MS, signal },
  });
  return isExperimentOn(await getVariation({ experimentName: GATE_EXPERIMENT, countryCode }));
}
