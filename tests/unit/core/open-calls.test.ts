// core/open-calls.ts (ADR-0112): the facade makes the first open's calls as the widget would, and
// hands each answer on once; what is not handed on is aborted by a cancel.
import { describe, expect, it } from 'vitest';
import { DOCUMENTS_CALL, FOLDER_TILE_PATH } from '../../../core/documents';
import { DASHBOARDS_PATH, hubsCall } from '../../../core/hubs';
import { openCalls, startOpenCalls } from '../../../core/open-calls';
import type { RequestFn, RequestOptions } from '../../../core/request';

function recordingRequest() {
  const made: { url: string; options: RequestOptions }[] = [];
  const request: RequestFn = (url, options = {}) => {
    made.push({ url, options });
    return Promise.resolve({ url });
  };
  return { made, request };
}

const person = { secureId: 'S-CALLS-1', country: 'US', forWorker: true };

describe('the first open’s calls', () => {
  it('are the ones the country’s sections make (spec §2 "Country mix")', () => {
    expect(openCalls('US')).toEqual(['documents', 'hubs']);
    expect(openCalls('ca')).toEqual(['documents', 'hubs']);
    expect(openCalls('GB')).toEqual(['documents']);
    expect(openCalls('FR')).toEqual(['documents']);
  });

  it('are made at once with the widget’s own paths and options, and the consent’s mark', () => {
    const { made, request } = recordingRequest();
    startOpenCalls(request, person);
    expect(made.map(({ url }) => url)).toEqual([FOLDER_TILE_PATH, DASHBOARDS_PATH]);
    const [documents, hubs] = made.map(({ options }) => options);
    expect(documents).toMatchObject({ ...DOCUMENTS_CALL, forWorker: true });
    expect(hubs).toMatchObject({ ...hubsCall('S-CALLS-1'), forWorker: true });
    expect(documents!.signal).toBeInstanceOf(AbortSignal);
  });

  it('hands each answer on once; a second call of the path is made afresh', async () => {
    const { made, request } = recordingRequest();
    const { replay } = startOpenCalls(request, { ...person, forWorker: false });
    await expect(replay(FOLDER_TILE_PATH, { timeoutMs: 5 })).resolves.toEqual({
      url: FOLDER_TILE_PATH,
    });
    expect(made).toHaveLength(2);
    await replay(FOLDER_TILE_PATH, { timeoutMs: 5 });
    expect(made).toHaveLength(3);
    expect(made[2]!.options).toEqual({ timeoutMs: 5, forWorker: false });
  });

  it('an answer handed on is its taker’s: the taker’s signal aborts it, a cancel does not', () => {
    const { made, request } = recordingRequest();
    const { replay, cancel } = startOpenCalls(request, person);
    const taker = new AbortController();
    void replay(FOLDER_TILE_PATH, { signal: taker.signal });
    cancel();
    const [documents, hubs] = made.map(({ options }) => options.signal!);
    expect(documents!.aborted).toBe(false);
    expect(hubs!.aborted).toBe(true);
    taker.abort();
    expect(documents!.aborted).toBe(true);
  });

  it('a taker already aborted aborts the answer it takes', () => {
    const { made, request } = recordingRequest();
    const { replay } = startOpenCalls(request, person);
    void replay(DASHBOARDS_PATH, { signal: AbortSignal.abort() });
    expect(made[1]!.options.signal!.aborted).toBe(true);
  });

  it('a cancel forgets what it aborted: the path is then asked for afresh', async () => {
    const { made, request } = recordingRequest();
    const { replay, cancel } = startOpenCalls(request, person);
    cancel();
    await replay(FOLDER_TILE_PATH);
    expect(made).toHaveLength(3);
  });
});
