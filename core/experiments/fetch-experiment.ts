// Asking the experiment service (spec §7): the call, the store in front of it, and the check the
// widget makes.
import { MAX_SERVER_TEXT_LENGTH, CUT_MARK, quoteServerText } from '../errors/scrub-error';
import type { RequestFn, RequestOptions } from '../request/request-options';
import { isJsonObject } from '../json';
import {
  isVariation as isFilled,
  type ExperimentStore,
  VARIATION_OFF,
  createExperimentStore,
  isExperimentOn,
} from './experiment-store';
import type { LocalStore } from '../storage/local-storage';

// spec §7 "Experiment": POST /api/foundation/user-account-management/v1/user-experiment with
// { experimentName, countryCode, productCode?, buyOptionName?, forceVariationGuid? }, answered
// { succeeded, result: { experimentName, variationName }, errors }. Anything else is an Error.

export const EXPERIMENT_PATH = '/api/foundation/user-account-management/v1/user-experiment';

/** spec §3 "Experiment" request. */
export interface ExperimentRequest {
  experimentName: string;
  countryCode: string;
  productCode?: string;
  buyOptionName?: string;
  forceVariationGuid?: string;
}

/** spec §3 "Experiment" response result. */
export interface ExperimentResult {
  experimentName: string;
  variationName: string;
}

export type ExperimentRequestOptions = Pick<
  RequestOptions,
  'retries' | 'retryDelayMs' | 'timeoutMs' | 'signal'
>;

// The server's `errors` for the message, quoted as server text (`quoteServerText`) each and as a
// whole, so a huge list is never stringified whole.
function describeErrors(errors: unknown): string {
  if (!Array.isArray(errors) || errors.length === 0) return 'no errors given';
  const described: string[] = [];
  let length = 0;
  for (const error of errors as unknown[]) {
    if (length > MAX_SERVER_TEXT_LENGTH) {
      described.push(CUT_MARK);
      break;
    }
    const text = quoteServerText(typeof error === 'string' ? error : (JSON.stringify(error) ?? ''));
    described.push(text);
    length += text.length + 2;
  }
  return quoteServerText(described.join('; '));
}

/** Parses the response body for the experiment that was asked for; throws an Error when it does not fit. */
export function parseExperimentResponse(body: unknown, experimentName: string): ExperimentResult {
  const fail = (reason: string): never => {
    throw new Error(`Experiment '${experimentName}': ${reason}.`);
  };
  if (!isJsonObject(body)) return fail('response is not an object');
  const { succeeded, result, errors } = body;
  if (typeof succeeded !== 'boolean') return fail('response has no boolean "succeeded"');
  if (errors !== undefined && errors !== null && !Array.isArray(errors)) {
    return fail('response "errors" is not a list');
  }
  if (!succeeded) return fail(`request did not succeed (${describeErrors(errors)})`);
  if (!isJsonObject(result)) return fail('response has no "result" object');
  if (!isFilled(result.experimentName) || !isFilled(result.variationName)) {
    return fail('response "result" needs a non-empty experimentName and variationName');
  }
  // Answering for another experiment would store that answer under our name.
  if (result.experimentName !== experimentName) {
    return fail(`response is for experiment '${quoteServerText(result.experimentName)}'`);
  }
  return { experimentName: result.experimentName, variationName: result.variationName };
}

/** Rejects with an Error on bad input, a failed request, or a response that does not fit. */
export async function fetchExperiment(
  request: RequestFn,
  experiment: ExperimentRequest,
  options: ExperimentRequestOptions = {},
): Promise<ExperimentResult> {
  const { experimentName, countryCode } = experiment;
  if (!isFilled(experimentName) || !isFilled(countryCode)) {
    throw new Error('fetchExperiment needs a non-empty experimentName and countryCode.');
  }
  const data: Record<string, string> = { experimentName, countryCode };
  // Optional fields are left out when not given, not sent as null.
  for (const field of ['productCode', 'buyOptionName', 'forceVariationGuid'] as const) {
    const value = experiment[field];
    if (value !== undefined) data[field] = value;
  }

  let body: unknown;
  try {
    body = await request(EXPERIMENT_PATH, { ...options, method: 'POST', data });
  } catch (cause) {
    throw new Error(`Experiment '${experimentName}': request failed.`, { cause });
  }
  return parseExperimentResponse(body, experimentName);
}

// spec §4 "Experiments", §7: the store answers first, else the server, whose answer is stored. A
// failure gives 'C' (spec §5: off) and is not stored, so the next page view asks again.

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

// One experiment's answer for one country, as the facade's gate (spec §2) and the widget's e-sign
// switch (spec §5) both ask it (ADR-0041).

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
