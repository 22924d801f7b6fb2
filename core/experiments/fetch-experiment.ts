// spec §7 "Experiment": POST /api/foundation/user-account-management/v1/user-experiment with
// { experimentName, countryCode, productCode?, buyOptionName?, forceVariationGuid? }, answered
// { succeeded, result: { experimentName, variationName }, errors }. Anything else is an Error.
import { MAX_SERVER_TEXT_LENGTH } from '../errors/scrub-error';
import { CUT_MARK, quoteServerText } from '../errors/scrub-error';
import type { RequestFn, RequestOptions } from '../request/request-options';
import { isJsonObject } from '../json';
import { isVariation as isFilled } from './experiment-store';

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
