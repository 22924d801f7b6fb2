// spec §8: "Unhandled UI errors are sent to the error logger, including their cause chain."

/** Causes beyond this depth are dropped: the report is truncated long before anyway. */
const MAX_CHAIN_LENGTH = 20;

function readCause(value: unknown): unknown {
  if (!(value instanceof Error)) return undefined;
  try {
    return value.cause;
  } catch {
    return undefined;
  }
}

// The error followed by its `cause`, the cause's cause and so on. Only Errors are followed (a
// string cause ends the chain as its last entry), and a cause already seen ends it too, so an
// error that is its own (indirect) cause cannot loop.
export function errorCauseChain(error: unknown): unknown[] {
  const chain: unknown[] = [error];
  const seen = new Set<unknown>([error]);
  let current = error;
  while (chain.length < MAX_CHAIN_LENGTH) {
    const cause = readCause(current);
    if (cause === undefined || seen.has(cause)) break;
    chain.push(cause);
    seen.add(cause);
    current = cause;
  }
  return chain;
}
