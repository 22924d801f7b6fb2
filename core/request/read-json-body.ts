// spec §7: "A 204 response gives null." Any other successful body must be JSON.
import { quoteServerText } from '../errors/server-text';
import { ResponseParseError } from './request-errors';

/** The parser's error as the cause; its message may quote the body, so it is server text. */
function parserError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const quoted = quoteServerText(error.message);
  return quoted === error.message ? error : new SyntaxError(quoted);
}

// 204 and a blank body give null (nothing to parse is no corrupt body). A failed read of the body
// propagates unchanged, for the caller to classify (abort or network).
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
