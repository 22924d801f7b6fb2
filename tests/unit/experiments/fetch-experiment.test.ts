import { describe, expect, it, vi } from 'vitest';
import { MAX_SERVER_TEXT_LENGTH } from '../../../core/errors/scrub-error';
import {
  fetchExperiment,
  parseExperimentResponse,
} from '../../../core/experiments/fetch-experiment';
import type { RequestFn } from '../../../core/request/request-options';

const ok = (variationName = 'N', experimentName = 'QAGate') => ({
  succeeded: true,
  result: { experimentName, variationName },
  errors: [],
});

const answering = (body: unknown) => vi.fn<RequestFn>(() => Promise.resolve(body));

describe('fetchExperiment', () => {
  it('POSTs the spec path with only the given fields', async () => {
    const request = answering(ok());
    await fetchExperiment(request, { experimentName: 'QAGate', countryCode: 'US' });
    expect(request).toHaveBeenCalledTimes(1);
    const [url, options] = request.mock.calls[0] ?? [];
    expect(url).toBe('/api/foundation/user-account-management/v1/user-experiment');
    expect(options?.method).toBe('POST');
    expect(options?.data).toStrictEqual({ experimentName: 'QAGate', countryCode: 'US' });
  });

  it('passes request options such as a timeout through', async () => {
    const request = answering(ok());
    await fetchExperiment(
      request,
      { experimentName: 'QAGate', countryCode: 'US' },
      { timeoutMs: 3000 },
    );
    expect(request.mock.calls[0]?.[1]?.timeoutMs).toBe(3000);
  });

  it('resolves with the parsed result', async () => {
    await expect(
      fetchExperiment(answering(ok('C')), { experimentName: 'QAGate', countryCode: 'US' }),
    ).resolves.toStrictEqual({ experimentName: 'QAGate', variationName: 'C' });
  });

  it('rejects with a clear Error carrying the cause when the request fails', async () => {
    const cause = new Error('network down');
    const request = vi.fn<RequestFn>(() => Promise.reject(cause));
    const failure = fetchExperiment(request, { experimentName: 'QAGate', countryCode: 'US' });
    await expect(failure).rejects.toThrow("Experiment 'QAGate': request failed.");
    await expect(failure).rejects.toHaveProperty('cause', cause);
  });

  it.each([
    ['', 'US'],
    ['  ', 'US'],
    ['QAGate', ''],
  ])(
    'rejects experimentName %j / countryCode %j without a request',
    async (experimentName, countryCode) => {
      const request = answering(ok());
      await expect(fetchExperiment(request, { experimentName, countryCode })).rejects.toThrow(
        'fetchExperiment needs a non-empty experimentName and countryCode.',
      );
      expect(request).not.toHaveBeenCalled();
    },
  );
});

describe('parseExperimentResponse', () => {
  it('accepts a response without errors, or with null errors', () => {
    expect(
      parseExperimentResponse(
        { succeeded: true, result: { experimentName: 'A', variationName: 'N' } },
        'A',
      ),
    ).toStrictEqual({ experimentName: 'A', variationName: 'N' });
    expect(
      parseExperimentResponse(
        { succeeded: true, result: { experimentName: 'A', variationName: 'C' }, errors: null },
        'A',
      ).variationName,
    ).toBe('C');
  });

  it('reports the server errors when succeeded is false', () => {
    expect(() =>
      parseExperimentResponse(
        { succeeded: false, result: null, errors: ['Experiment not found', { code: 7 }] },
        'QAGate',
      ),
    ).toThrow(`Experiment 'QAGate': request did not succeed (Experiment not found; {"code":7}).`);
  });

  // Server text is capped where it enters an error: uncapped, 60,000 spaces in one error text
  // make a 5.8 s task of the report.
  it('caps the server errors it quotes, as a whole', () => {
    const message = (errors: unknown[]) => {
      try {
        parseExperimentResponse({ succeeded: false, result: null, errors }, 'QAGate');
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('no error');
    };
    const limit =
      `Experiment 'QAGate': request did not succeed ().`.length + MAX_SERVER_TEXT_LENGTH;
    expect(message([`${' '.repeat(60_000)}x`]).length).toBeLessThanOrEqual(limit);
    expect(message(Array.from({ length: 100_000 }, () => 'Experiment not found')).length).toBe(
      limit,
    );
    expect(message([{ detail: 'y'.repeat(60_000) }]).length).toBeLessThanOrEqual(limit);
    expect(message(['No variation for secure id S-1'])).toBe(
      `Experiment 'QAGate': request did not succeed (No variation for secure id [redacted]).`,
    );
  });

  it('caps the name of another experiment it quotes', () => {
    expect(() => parseExperimentResponse(ok('N', 'Other'.repeat(20_000)), 'QAGate')).toThrow(
      new Error(`Experiment 'QAGate': response is for experiment '…'.`),
    );
  });

  it.each([
    ['null (HTTP 204)', null],
    ['a string', 'N'],
    ['an array', [ok()]],
    ['no succeeded', { result: { experimentName: 'QAGate', variationName: 'N' } }],
    ['a string succeeded', { ...ok(), succeeded: 'true' }],
    ['errors that are not a list', { ...ok(), errors: 'none' }],
    ['a null result', { ...ok(), result: null }],
    ['an array result', { ...ok(), result: ['QAGate', 'N'] }],
    ['an empty variationName', ok('')],
    ['a blank variationName', ok('  ')],
    [
      'a numeric variationName',
      { ...ok(), result: { experimentName: 'QAGate', variationName: 1 } },
    ],
    ['no experimentName', { ...ok(), result: { variationName: 'N' } }],
    ['another experiment', ok('N', 'OtherGate')],
    ['a differently cased experiment', ok('N', 'qagate')],
  ])('rejects a response with %s', (_label, body) => {
    expect(() => parseExperimentResponse(body, 'QAGate')).toThrow(/^Experiment 'QAGate': /);
  });

  it('makes fetchExperiment reject for a body that does not fit', async () => {
    await expect(
      fetchExperiment(answering({ succeeded: true }), {
        experimentName: 'QAGate',
        countryCode: 'US',
      }),
    ).rejects.toThrow(`Experiment 'QAGate': response has no "result" object.`);
  });
});
