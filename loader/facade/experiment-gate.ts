import { experimentIsOn, GATE_EXPERIMENT } from '../../core/experiments';
import { request } from '../../core/request';
import { createLocalStore, createSafeStorage } from '../../core/storage';

// spec §2: shown only when "an experiment gate passes". The store answers first
// (memory → local storage → dcsExp cookie); the request goes out only when it has
// nothing. A failed request counts as 'C' (off) and is not stored (core/experiments).
// `persist: false`: the answer is kept for this page view only.
// `signal` aborts the request (destroy, or a newer evaluation: ADR-0024).
export async function gatePasses(
  countryCode: string,
  onError: (error: Error) => void,
  persist = true,
  signal?: AbortSignal,
): Promise<boolean> {
  return experimentIsOn({
    experimentName: GATE_EXPERIMENT,
    countryCode,
    request,
    onError,
    signal,
    localStore: persist
      ? undefined
      : createLocalStore({ storage: createSafeStorage(() => undefined) }),
  });
}
