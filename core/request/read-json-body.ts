// spec §7: "A 204 response gives null." Any other successful body must be JSON: a malformed one
// raises ResponseParseError instead of handing the caller garbage.
import { ResponseParseError } from './request-errors';

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
    throw new ResponseParseError(url, response.status, { cause: error });
  }
}
