// spec §7: "A 204 response gives null." Any other successful body must be JSON: a malformed one
// raises ResponseParseError instead of handing the caller garbage.
import { quoteServerText } from '../errors/server-text';
import { ResponseParseError } from './request-errors';

/**
 * The parser's error, kept as the cause. Its message may quote the body (engines differ in how
 * much): server text is capped where it enters an error (ADR-0048), so a long one is replaced by a
 * SyntaxError with the message scrubbed and cut (core/errors/server-text.ts).
 */
function parserError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const quoted = quoteServerText(error.message);
  return quoted === error.message ? error : new SyntaxError(quoted);
}

/**
 * Parses a successful response. 204 and an empty (or whitespace-only) body give null: there is
 * nothing to parse, which is not the same as a corrupt body. Read failures of the body stream
 * propagate unchanged so the caller can classify them (abort vs network).
 */
export async function readJsonBody(response: Response, url: string): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ResponseParseError(url, response.status, { cause: parserError(error) });
  }
}
