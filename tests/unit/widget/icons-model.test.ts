// @vitest-environment jsdom
// widget/model/icons-model.ts: each icon's URL is resolved once per set of definitions, not on
// every render of every part that shows it (two URL parses per icon per render).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIconsModel } from '../../../widget/model/icons-model';
import { createFakeNetwork } from './support/fake-network';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Counts `new URL(...)` from here on. */
function countUrlParses() {
  const parses = { count: 0 };
  const RealURL = URL;
  vi.stubGlobal(
    'URL',
    class extends RealURL {
      constructor(url: string | URL, base?: string | URL) {
        super(url, base);
        parses.count += 1;
      }
    },
  );
  return parses;
}

describe('the icons model', () => {
  it('resolves each name once per set of definitions', async () => {
    const network = createFakeNetwork('S-1');
    const icons = createIconsModel({
      request: network.request,
      currentOrigin: 'http://localhost:3000',
      iconsUrl: undefined,
      report: () => undefined,
      startLoading: (load) => load(),
    });
    await vi.waitFor(() => expect(icons.getSnapshot().url('sign')).toMatch(/sign/));
    const first = icons.getSnapshot().url('sign');
    const parses = countUrlParses();
    expect(icons.getSnapshot().url('sign')).toBe(first);
    expect(icons.getSnapshot().url('sign')).toBe(first);
    expect(parses.count).toBe(0);
    // Another name is resolved, once.
    icons.getSnapshot().url('notarize');
    const afterOne = parses.count;
    expect(afterOne).toBeGreaterThan(0);
    icons.getSnapshot().url('notarize');
    expect(parses.count).toBe(afterOne);
  });
});
