// The secure id never reaches a log (ADR-0048), the host's logError included, which gets "an
// Error, with its cause chain" (docs/host-api.md "Providers"): a server may echo the id into a
// message. The logger scrubs its record (error-report-record.ts); this scrubs the host's chain.
import { errorCauseChain } from './error-cause-chain';
import { scrubSecrets } from './scrub-secrets';
import { stringifyError } from './stringify-error';

/** A string property of an Error; undefined when absent, not a string, or its getter throws. */
function readText(error: Error, key: 'name' | 'message' | 'stack'): string | undefined {
  try {
    const text: unknown = error[key];
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

function textsOf(value: unknown): string[] {
  if (!(value instanceof Error)) return [stringifyError(value)];
  return (['name', 'message', 'stack'] as const)
    .map((key) => readText(value, key))
    .filter((text): text is string => text !== undefined);
}

function scrubbedCopy(value: unknown, secrets: readonly string[], cause: unknown): Error {
  const scrub = (text: string): string => scrubSecrets(text, secrets);
  const options = cause === undefined ? undefined : { cause };
  if (!(value instanceof Error)) return new Error(scrub(stringifyError(value)), options);
  const copy = new Error(scrub(readText(value, 'message') ?? ''), options);
  copy.name = scrub(readText(value, 'name') ?? 'Error');
  const stack = readText(value, 'stack');
  if (stack !== undefined) copy.stack = scrub(stack);
  return copy;
}

/** `error` itself when no text of its chain holds a secret, else a scrubbed copy of the chain. */
export function scrubError(error: Error, secrets: readonly string[]): Error {
  const chain = errorCauseChain(error);
  const leaks = chain.some((value) =>
    textsOf(value).some((text) => scrubSecrets(text, secrets) !== text),
  );
  if (!leaks) return error;
  // Built from the root cause up, so each copy carries the next one as its cause.
  let cause: unknown;
  for (const value of [...chain].reverse()) cause = scrubbedCopy(value, secrets, cause);
  return cause as Error;
}
