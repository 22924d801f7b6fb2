// The experiment call (spec §7) and the one check of the gate and e-sign switch (ADR-0041).
import { reportSafely } from '../errors/describe-error';
import { MAX_SERVER_TEXT_LENGTH, CUT_MARK, quoteServerText } from '../errors/scrub-error';
import type { RequestFn, RequestOptions } from '../request/request-options';
import { isJsonObject } from '../json';
import {
  isVariation as isFilled,
  type ExperimentKey,
  VARIATION_OFF,
  createExperimentStore,
  isExperimentOn,
} from './experiment-store';
import type { LocalStore } from '../storage/local-storage';

// spec §7 "Experiment": POST /api/foundation/user-account-management/v1/user-experiment; anything
// but { succeeded, result: { experimentName, variationName }, errors } is an Error (ADR-0043).

export const EXPERIMENT_PATH = '/api/foundation/user-account-management/v1/user-experiment';

// The server's `errors` quoted each and as a whole: a huge list is never stringified whole.
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
export function parseExperimentResponse(body: unknown, experimentName: string) {
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
  { experimentName, countryCode }: ExperimentKey,
  options: Pick<RequestOptions, 'timeoutMs' | 'signal'> = {},
): Promise<ReturnType<typeof parseExperimentResponse>> {
  if (!isFilled(experimentName) || !isFilled(countryCode)) {
    throw new Error('fetchExperiment needs a non-empty experimentName and countryCode.');
  }
  let body: unknown;
  try {
    const data = { experimentName, countryCode };
    body = await request(EXPERIMENT_PATH, { ...options, method: 'POST', data });
  } catch (cause) {
    throw new Error(`Experiment '${experimentName}': request failed.`, { cause });
  }
  return parseExperimentResponse(body, experimentName);
}

/** The experiment call's timeout: a hanging service must not hold the button or the popup. */
export const EXPERIMENT_TIMEOUT_MS = 5000;

export interface ExperimentCheck extends ExperimentKey {
  request: RequestFn;
  /** Told about every failure; a throw of its own is swallowed. */
  onError: (error: Error) => void;
  /** Where answers are kept; the browser's local storage unless given (`persist: false`). */
  localStore?: LocalStore | undefined;
  signal?: AbortSignal | undefined;
}

// spec §4 "Experiments": the store first (ADR-0045), else the server, whose answer is stored. A
// failure gives 'C' (off), reported and not stored. Never rejects.
export async function experimentIsOn(check: ExperimentCheck): Promise<boolean> {
  const { experimentName, countryCode, request, localStore, signal } = check;
  const key = { experimentName, countryCode };
  const store = createExperimentStore({ localStore });
  const stored = store.read(key);
  if (stored !== undefined) return isExperimentOn(stored);
  try {
    const options = { timeoutMs: EXPERIMENT_TIMEOUT_MS, signal };
    const { variationName } = await fetchExperiment(request, key, options);
    store.write(key, variationName);
    return isExperimentOn(variationName);
  } catch (error) {
    // A failing reporter must not turn a default into a rejection.
    reportSafely(check.onError, error instanceof Error ? error : new Error(String(error)));
    return isExperimentOn(VARIATION_OFF);
  }
}
