// Any thrown value as text, with its causes; nothing here assumes an Error or throws.

function describeObject(value: object): string {
  try {
    const json = JSON.stringify(value);
    if (json !== undefined) return json;
  } catch {
    // Cyclic or BigInt-holding values fall through to the tag.
  }
  return Object.prototype.toString.call(value);
}

/** `Name: message` for errors (just the name when the message is empty), text for the rest. */
export function stringifyError(value: unknown): string {
  try {
    if (value instanceof Error) {
      const name = typeof value.name === 'string' && value.name !== '' ? value.name : 'Error';
      const message = typeof value.message === 'string' ? value.message : String(value.message);
      return message === '' ? name : `${name}: ${message}`;
    }
    if (typeof value === 'string') return value;
    if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
    if (typeof value === 'object' && value !== null) return describeObject(value);
    return String(value);
  } catch {
    return '[unprintable error]';
  }
}

/** Calls a reporter whose own failure must not reach its caller (a section, a hub, a track). */
export function reportSafely<T>(report: ((error: T) => void) | undefined, error: T): void {
  try {
    report?.(error);
  } catch {
    // Nothing is left to tell.
  }
}

/** An Error for anything thrown: the value itself, or an Error with its text and it as the cause. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(stringifyError(error), { cause: error });
}

/** Causes beyond this depth are dropped: the report is truncated long before anyway. */
const MAX_CHAIN_LENGTH = 20;

// spec §8: "Unhandled UI errors are sent to the error logger, including their cause chain": only
// Errors are followed (a string cause is the last entry), and a cause seen before ends it.
export function errorCauseChain(error: unknown): unknown[] {
  const chain: unknown[] = [error];
  let current = error;
  while (chain.length < MAX_CHAIN_LENGTH && current instanceof Error) {
    let cause: unknown;
    try {
      cause = current.cause;
    } catch {
      break;
    }
    if (cause === undefined || chain.includes(cause)) break;
    chain.push(cause);
    current = cause;
  }
  return chain;
}

const CAUSE_SEPARATOR = '\nCaused by: ';

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

// An error and its causes, before scrubbing and cutting (`reportText`): `Name: message` and each
// stack (else the description), joined by `Caused by: `.
export function describeError(error: unknown): { description: string; stackTrace: string } {
  const chain = errorCauseChain(error);
  return {
    description: chain.map(stringifyError).join(CAUSE_SEPARATOR),
    stackTrace: chain.map(stackOf).join(CAUSE_SEPARATOR),
  };
}
