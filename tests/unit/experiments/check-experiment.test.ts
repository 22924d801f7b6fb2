// The one experiment check the facade's gate and the widget's e-sign switch share.
import { describe, expect, it, vi } from 'vitest';
import { EXPERIMENT_TIMEOUT_MS, experimentIsOn } from '../../../core/experiments/fetch-experiment';
import { experimentStorageKey } from '../../../core/experiments/experiment-store';
import type { RequestFn } from '../../../core/request/request-options';
import { createLocalStore } from '../../../core/storage/local-storage';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import { mapStorage } from '../storage/storage-fakes';
import { answeringVariation } from '../support/experiment-service';

const GATE_US = { experimentName: 'QAGate', countryCode: 'US' };

describe('experimentIsOn', () => {
  it('asks with the experiment timeout and the caller’s signal, and keeps the answer where told', async () => {
    const request = answeringVariation('QAEsign', 'N');
    const storage = mapStorage();
    const localStore = createLocalStore({ storage: createSafeStorage(() => storage) });
    const signal = new AbortController().signal;
    const check = {
      experimentName: 'QAEsign',
      countryCode: 'CA',
      request,
      onError: vi.fn(),
      localStore,
      signal,
    };
    await expect(experimentIsOn(check)).resolves.toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toMatchObject({ timeoutMs: EXPERIMENT_TIMEOUT_MS, signal });
    expect(EXPERIMENT_TIMEOUT_MS).toBe(5000);
    // Stored in the given store: a second check asks nothing.
    await expect(experimentIsOn(check)).resolves.toBe(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a failed call is off, and reported', async () => {
    const onError = vi.fn();
    const request = vi.fn<RequestFn>(() => Promise.reject(new Error('down')));
    const localStore = createLocalStore({ storage: createSafeStorage(() => mapStorage()) });
    await expect(
      experimentIsOn({
        experimentName: 'QAEsign',
        countryCode: 'GB',
        request,
        onError,
        localStore,
      }),
    ).resolves.toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('answers from the store without a request', async () => {
    const localStore = createLocalStore({ storage: createSafeStorage(() => mapStorage()) });
    localStore.set(experimentStorageKey(GATE_US), 'N');
    const request = answeringVariation('QAGate', 'C');
    const check = { ...GATE_US, request, onError: vi.fn(), localStore };
    await expect(experimentIsOn(check)).resolves.toBe(true);
    expect(request).not.toHaveBeenCalled();
  });

  it('stores nothing after a failure, so the next check asks again', async () => {
    const localStore = createLocalStore({ storage: createSafeStorage(() => mapStorage()) });
    const request = vi.fn<RequestFn>(() => Promise.reject(new Error('503')));
    const check = { ...GATE_US, request, onError: vi.fn(), localStore };
    await expect(experimentIsOn(check)).resolves.toBe(false);
    await expect(experimentIsOn(check)).resolves.toBe(false);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('is off for a response that does not fit', async () => {
    const request = vi.fn<RequestFn>(() => Promise.resolve({ succeeded: false, errors: ['nope'] }));
    const localStore = createLocalStore({ storage: createSafeStorage(() => mapStorage()) });
    const onError = vi.fn();
    await expect(experimentIsOn({ ...GATE_US, request, onError, localStore })).resolves.toBe(false);
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });

  it('still answers when the error reporter throws', async () => {
    const onError = vi.fn(() => {
      throw new Error('reporter');
    });
    const localStore = createLocalStore({ storage: createSafeStorage(() => mapStorage()) });
    const failing = vi.fn<RequestFn>(() => Promise.reject(new Error('down')));
    await expect(
      experimentIsOn({ ...GATE_US, onError, localStore, request: failing }),
    ).resolves.toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
