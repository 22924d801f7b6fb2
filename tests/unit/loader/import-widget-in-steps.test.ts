// loader/facade/import-widget-in-steps.ts: the framework chunk is evaluated in a task of its own,
// then the app chunk, with no extra round trip.
import { describe, expect, it, vi } from 'vitest';
import { importWidgetInSteps } from '../../../loader/facade/import-widget-in-steps';

const RUNTIME = 'https://host.example/quick-actions/widget-runtime-AAAA.js';
const LOCALE = 'https://host.example/quick-actions/load-locale-BBBB.js';
const WIDGET = 'https://host.example/quick-actions/widget-CCCC.js';

function page() {
  const log: string[] = [];
  const win = {
    scheduler: {
      yield: async () => {
        log.push('yield');
      },
    },
    setTimeout: vi.fn(),
    fetch: vi.fn(async (url: string) => {
      log.push(`fetch ${url}`);
      return {};
    }),
  };
  const load = vi.fn(async (url: string) => {
    log.push(`import ${url}`);
    return { url };
  });
  return { win, load, log };
}

describe('importing the widget in steps', () => {
  it('yields first, asks for every later file at once, imports one chunk per task, the entry last, then yields', async () => {
    const { win, load, log } = page();
    const module = await importWidgetInSteps<{ url: string }>(win, [RUNTIME, LOCALE], WIDGET, load);
    expect(module).toEqual({ url: WIDGET });
    expect(log).toEqual([
      'yield',
      `fetch ${LOCALE}`,
      `fetch ${WIDGET}`,
      `import ${RUNTIME}`,
      'yield',
      `import ${LOCALE}`,
      'yield',
      `import ${WIDGET}`,
      'yield',
    ]);
    expect(win.fetch).toHaveBeenCalledWith(WIDGET, { credentials: 'same-origin' });
  });

  it('a failed head start changes nothing; a failed import rejects (the facade reports it)', async () => {
    const { win, load } = page();
    win.fetch.mockRejectedValue(new TypeError('offline'));
    await expect(importWidgetInSteps(win, [RUNTIME], WIDGET, load)).resolves.toEqual({
      url: WIDGET,
    });
    const failing = vi.fn(async (url: string) => {
      if (url === RUNTIME) throw new TypeError('Failed to fetch dynamically imported module');
      return {};
    });
    await expect(importWidgetInSteps(win, [RUNTIME], WIDGET, failing)).rejects.toThrow(
      'dynamically imported',
    );
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('a page without fetch, or whose fetch throws, still gets the widget', async () => {
    const { load } = page();
    const hostile = {
      MessageChannel,
      setTimeout: vi.fn(),
      fetch: () => {
        throw new Error('patched by the host');
      },
    };
    await expect(importWidgetInSteps(hostile, [RUNTIME], WIDGET, load)).resolves.toEqual({
      url: WIDGET,
    });
    await expect(importWidgetInSteps({ setTimeout }, [], WIDGET, load)).resolves.toEqual({
      url: WIDGET,
    });
  });
});
