import { describe, expect, it, vi } from 'vitest';
import {
  createExperimentStore,
  type ExperimentStore,
} from '../../../core/experiments/experiment-store';
import { createGetVariation } from '../../../core/experiments/fetch-experiment';
import type { RequestFn } from '../../../core/request/request-options';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { mapStorage } from '../storage/storage-fakes';
import { answeringVariation } from '../support/experiment-service';

const GATE_US = { experimentName: 'QAGate', countryCode: 'US' };

const answer = (variationName: string) => answeringVariation('QAGate', variationName);

function freshStore(cookie = ''): ExperimentStore {
  const localStore = createLocalStore({ storage: createSafeStorage(() => mapStorage()) });
  return createExperimentStore({ localStore, readCookie: () => cookie });
}

describe('createGetVariation', () => {
  it('answers from the store without a request', async () => {
    const store = freshStore('dcsExp=QAGate%3DN');
    const request = answer('C');
    await expect(createGetVariation({ store, request })(GATE_US)).resolves.toBe('N');
    expect(request).not.toHaveBeenCalled();
  });

  it('fetches when the store has nothing, stores the answer, and does not ask again', async () => {
    const store = freshStore();
    const request = answer('N');
    const getVariation = createGetVariation({ store, request });
    await expect(getVariation(GATE_US)).resolves.toBe('N');
    expect(store.read(GATE_US)).toBe('N');
    await expect(getVariation(GATE_US)).resolves.toBe('N');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("defaults to 'C' on failure, reports it, stores nothing, and retries next time", async () => {
    const store = freshStore();
    const request = vi.fn<RequestFn>(() => Promise.reject(new Error('503')));
    const onError = vi.fn();
    const getVariation = createGetVariation({ store, request, onError });
    await expect(getVariation(GATE_US)).resolves.toBe('C');
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    expect(store.read(GATE_US)).toBeUndefined();
    await getVariation(GATE_US);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("defaults to 'C' for a response that does not fit", async () => {
    const request = vi.fn<RequestFn>(() => Promise.resolve({ succeeded: false, errors: ['nope'] }));
    await expect(createGetVariation({ store: freshStore(), request })(GATE_US)).resolves.toBe('C');
  });

  it('shares one request between concurrent calls', async () => {
    const request = answer('N');
    const getVariation = createGetVariation({ store: freshStore(), request });
    const [a, b] = await Promise.all([getVariation(GATE_US), getVariation(GATE_US)]);
    expect([a, b]).toEqual(['N', 'N']);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('does not share a request between different forced variations', async () => {
    const request = answer('N');
    const getVariation = createGetVariation({ store: freshStore(), request });
    await Promise.all([
      getVariation({ ...GATE_US, forceVariationGuid: 'guid-1' }),
      getVariation({ ...GATE_US, forceVariationGuid: 'guid-2' }),
    ]);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('skips the stored answer for a forced variation and stores what comes back', async () => {
    const store = freshStore();
    store.write(GATE_US, 'C');
    const request = answer('N');
    const forced = { ...GATE_US, forceVariationGuid: 'guid-1' };
    await expect(createGetVariation({ store, request })(forced)).resolves.toBe('N');
    expect(request.mock.calls[0]?.[1]?.data).toMatchObject({ forceVariationGuid: 'guid-1' });
    expect(store.read(GATE_US)).toBe('N');
  });

  it('still answers when the store or the error reporter throws', async () => {
    const broken: ExperimentStore = {
      read: () => {
        throw new Error('read');
      },
      write: () => {
        throw new Error('write');
      },
    };
    const onError = vi.fn(() => {
      throw new Error('reporter');
    });
    await expect(
      createGetVariation({ store: broken, request: answer('N'), onError })(GATE_US),
    ).resolves.toBe('N');
    expect(onError).toHaveBeenCalledTimes(2);
    const failing = vi.fn<RequestFn>(() => Promise.reject(new Error('down')));
    await expect(
      createGetVariation({ store: broken, request: failing, onError })(GATE_US),
    ).resolves.toBe('C');
  });
});
