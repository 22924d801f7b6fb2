// @vitest-environment jsdom
// The widget's reports name a missing endpoint once per page view (core/reporting/report-error.ts):
// the host's logError hears of a 404 from a call of docs/endpoints.md once, however often it
// recurs (every open asks for the documents again).
import { describe, expect, it } from 'vitest';
import type { MissingEndpointError } from '../../../core/reporting';
import { FOLDER_TILE_PATH } from '../../../core/documents';
import { HttpError, type RequestFn } from '../../../core/request';
import { createReporter } from '../../../widget/model/create-reporter';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createReporter', () => {
  it('hands logError one MissingEndpointError per endpoint, and other errors every time', async () => {
    const logged: Error[] = [];
    const request: RequestFn = async () => null;
    const { report } = createReporter({
      request,
      providers: { logError: (error) => logged.push(error) },
      secureId: 'S-1',
    });
    const notFound = () => new HttpError(FOLDER_TILE_PATH, new Response('', { status: 404 }));
    report(notFound());
    report(notFound());
    report(new Error('something else'));
    report(new Error('something else'));
    await flush();
    expect(logged.map((error) => error.name)).toEqual(['MissingEndpointError', 'Error', 'Error']);
    expect((logged[0] as MissingEndpointError).endpoint).toBe(`GET ${FOLDER_TILE_PATH}`);
  });
});
