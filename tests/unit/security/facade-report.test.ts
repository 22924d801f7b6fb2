// @vitest-environment jsdom
// The facade (stage two of the loader) reports to the host's logError before the widget
// and its error logger exist — the gate experiment's failure, a widget chunk that did not load,
// a widget chunk whose mount threw. A server may echo the secure id in the gate's `errors`; the
// host must get it scrubbed (core/errors/scrub-error.ts), as everywhere else.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetModule } from '../../../core/host/widget-handoff';
import { errorCauseChain } from '../../../core/errors/describe-error';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import {
  createFacadeController,
  type FacadeController,
} from '../../../loader/facade/facade-controller';

const show = (controller: FacadeController) =>
  controller.show(
    document.getElementById('quick-actions')!,
    { secureId: 'S-1', isSignedIn: true },
    { country: 'US', region: '' },
    {},
    'https://host.example/quick-actions/',
  );

const texts = (error: unknown) =>
  JSON.stringify(
    (errorCauseChain(error) as Error[]).map((link) => [link.name, link.message, link.stack]),
  );

beforeEach(() => {
  document.body.innerHTML = '<div id="quick-actions"></div>';
  localStorage.clear();
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'dcsExp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the facade’s reports', () => {
  it('a gate answer that names the secure id reaches the host scrubbed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              succeeded: false,
              result: null,
              errors: ['No variation for secure id S-1', 'user S-1 is unknown'],
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const reported: unknown[] = [];
    const controller = createFacadeController(window, (error) => reported.push(error), {
      loadWidget: () => new Promise<WidgetModule>(() => {}),
      storage: createSafeStorage(),
    });
    await show(controller);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(Error);
    expect(texts(reported[0])).toContain('[redacted]');
    expect(texts(reported[0])).not.toContain('S-1');
  });

  it('so does a widget mount that throws, an Error or anything else', async () => {
    document.cookie = 'dcsExp=QuickActionsGate%3DN';
    localStorage.setItem('quickactions_seen', '1');
    // What the widget chunk's mount throws, one per attempt (a click retries a failed mount).
    const thrown: unknown[] = [
      new Error('outer', { cause: new Error('secure_id S-1 was refused') }),
      'a string naming S-1',
    ];
    const reported: unknown[] = [];
    const controller = createFacadeController(window, (error) => reported.push(error), {
      loadWidget: async () => ({
        mount() {
          throw thrown.shift();
        },
      }),
      storage: createSafeStorage(),
    });
    await show(controller);
    const button = document
      .querySelector('[data-quick-actions-root]')!
      .shadowRoot!.querySelector('button')!;
    button.dispatchEvent(new Event('pointerover'));
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    button.click();
    await vi.waitFor(() => expect(reported).toHaveLength(2));
    expect(thrown).toEqual([]);
    for (const error of reported) {
      expect(error).toBeInstanceOf(Error);
      expect(texts(error)).not.toContain('S-1');
    }
    expect((reported[0] as Error).message).toBe('outer');
  });
});
