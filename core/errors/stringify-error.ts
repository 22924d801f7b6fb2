// Anything thrown as text: nothing here may assume an Error, nor throw (hostile getters, cycles).

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

/** An Error for anything thrown: the value itself, or an Error with its text and it as the cause. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(stringifyError(error), { cause: error });
}
