import { vi } from 'vitest';
import type { RequestFn } from '../../../core/request/request-options';

/** A request to the experiment service that always answers `variationName` for `experimentName`. */
export function answeringVariation(experimentName: string, variationName: string) {
  return vi.fn<RequestFn>(() =>
    Promise.resolve({ succeeded: true, result: { experimentName, variationName }, errors: [] }),
  );
}
