// loader/facade/import-widget-in-steps.ts: the framework chunk is evaluated in a task of its own,
// then the app chunk, with one request per file, and a file a deploy removed named as gone.
import { describe, expect, it, vi } from 'vitest';
import { FileGoneError, importWidgetInSteps } from '../../../loader/facade/import-widget-in-steps';

const RUNTIME = 'https://host.example/quick-actions/widget-runtime-AAAA.js';
const EARLY = 'https://host.example/quick-actions/early-open-BBBB.js';
const WIDGET = 'https://host.example/quick-actions/widget-CCCC.js';

const answer = (status: number, log: string[], url: string) => ({
  status,
  text: async () => '',
  arrayBuffer: async () => {
    log.push(`read ${url}`);
    return new ArrayBuffer(0);
  },
});

function page(status: (url: string) => number = () => 200) {
  const log: string[] = [];
  const win = {
    scheduler: {
      yield: async () => {
        log.push('yield');
      },
    },
    setTimeout: vi.fn(),
    fetch: vi.fn(async (url: string, _init?: RequestInit) => {
      log.push(`fetch ${url}`);
      return answer(status(url), log, url);
    }),
  };
  const load = vi.fn(async (url: string) => {
    log.push(`import ${url}`);
    return { url };
  });
  return { win, load, log };
}

describe('importing the widget in steps', () => {
  it('yields first, imports the framework as it fetches the rest, then one import per task', async () => {
    const { win, load, log } = page();
    const module = await importWidgetInSteps<{ url: string }>(win, [RUNTIME, EARLY], WIDGET, load);
    expect(module).toEqual({ url: WIDGET });
    expect(log.filter((line) => !line.startsWith('read'))).toEqual([
      'yield',
      `fetch ${EARLY}`,
      `fetch ${WIDGET}`,
      `import ${RUNTIME}`,
      'yield',
      `import ${EARLY}`,
      'yield',
      `import ${WIDGET}`,
      'yield',
    ]);
    // Each later import comes after its own file was read whole.
    for (const url of [EARLY, WIDGET]) {
      expect(log.indexOf(`read ${url}`)).toBeLessThan(log.indexOf(`import ${url}`));
    }
    expect(win.fetch).toHaveBeenCalledWith(WIDGET, {
      credentials: 'same-origin',
      signal: undefined,
    });
  });

  it('the framework’s import failing when the later files are gone: gone, and nothing more imported', async () => {
    const { win } = page(() => 404);
    const load = vi.fn(async (url: string) => {
      throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    });
    await expect(importWidgetInSteps(win, [RUNTIME, EARLY], WIDGET, load)).rejects.toBeInstanceOf(
      FileGoneError,
    );
    expect(load.mock.calls.map(([url]) => url)).toEqual([RUNTIME]);
  });

  it('an import waits for its own file’s fetch: a stalled file is one request, not two', async () => {
    const { win, load } = page();
    let release: () => void = () => {};
    win.fetch.mockImplementationOnce(async (url) => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer(200, [], url);
    });
    const loading = importWidgetInSteps(win, [RUNTIME], WIDGET, load);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load.mock.calls.map(([url]) => url)).toEqual([RUNTIME]);
    release();
    await loading;
    expect(load.mock.calls.map(([url]) => url)).toEqual([RUNTIME, WIDGET]);
    expect(win.fetch).toHaveBeenCalledTimes(1);
  });

  it('a later file that answers 404 or 410 is gone: it is not imported, the error names it', async () => {
    for (const status of [404, 410]) {
      const { win, load } = page((url) => (url === WIDGET ? status : 200));
      const failing = importWidgetInSteps(win, [RUNTIME], WIDGET, load);
      await expect(failing).rejects.toBeInstanceOf(FileGoneError);
      await expect(failing).rejects.toMatchObject({ url: WIDGET, status });
      expect(load.mock.calls.map(([url]) => url)).toEqual([RUNTIME]);
    }
  });

  it('a fetch that fails otherwise leaves it to the import, which reports what it meets', async () => {
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
