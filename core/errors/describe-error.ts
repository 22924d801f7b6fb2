// Full text of an error and its cause chain, before scrubbing and truncation.
import { errorCauseChain } from './error-cause-chain';
import { stringifyError } from './stringify-error';

export const CAUSE_SEPARATOR = '\nCaused by: ';

function stackOf(value: unknown): string {
  if (value instanceof Error) {
    try {
      if (typeof value.stack === 'string' && value.stack !== '') return value.stack;
    } catch {
      // A throwing `stack` getter falls back to the plain description.
    }
  }
  return stringifyError(value);
}

export interface ErrorDescription {
  /** `Name: message`, then `Caused by: Name: message` for each cause. */
  readonly description: string;
  /** Each stack in the chain (or its description when it has none), joined the same way. */
  readonly stackTrace: string;
}

export function describeError(error: unknown): ErrorDescription {
  const chain = errorCauseChain(error);
  return {
    description: chain.map(stringifyError).join(CAUSE_SEPARATOR),
    stackTrace: chain.map(stackOf).join(CAUSE_SEPARATOR),
  };
}
