import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SERVER_TEXT_LENGTH } from '../../../core/errors/scrub-error';
import { readJsonBody, ResponseParseError } from '../../../core/request/request-errors';

async function parseFailure(body: string): Promise<ResponseParseError> {
  try {
    await readJsonBody(new Response(body, { status: 200 }), '/api/x');
  } catch (error) {
    return error as ResponseParseError;
  }
  throw new Error('no error');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readJsonBody: the parser’s error, kept or capped', () => {
  it('is kept as the cause when its message is short', async () => {
    const error = await parseFailure('{"Data": [');
    expect(error).toBeInstanceOf(ResponseParseError);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  // Engines quote the body in their message, some at length ("JSON Parse error: Unexpected
  // identifier "xxxx…""): the body is server text, capped where it enters an error.
  it('is replaced by a capped, scrubbed SyntaxError when its message quotes a long body', async () => {
    const quoted = `secure_id S-1 ${'x'.repeat(100_000)}`;
    vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new SyntaxError(`JSON Parse error: Unexpected identifier "${quoted}"`);
    });
    const error = await parseFailure(quoted);
    expect(error).toBeInstanceOf(ResponseParseError);
    const cause = error.cause as SyntaxError;
    expect(cause).toBeInstanceOf(SyntaxError);
    expect(cause.message.length).toBeLessThanOrEqual(MAX_SERVER_TEXT_LENGTH);
    expect(cause.message).toBe('JSON Parse error: Unexpected identifier "secure_id [redacted] …');
  });
});
