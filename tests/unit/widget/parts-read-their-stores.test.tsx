// @vitest-environment jsdom
// No long task of ours (ADR-0028): each part of the popup reads the stores it shows, so a change
// that arrives once the popup is drawn (the icon definitions, the host's config for the actions)
// renders the parts that show it and no other. Preact renders a whole update in one task: when
// the popup's content read those stores, every part was rendered again at once (widget/popup-parts.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as DocumentsModule from '../../../widget/components/documents-section';
import type * as SuggestionModule from '../../../widget/components/suggestion-section';
import { createFakeNetwork } from './support/fake-network';
import {
  advance,
  click,
  mountWidget,
  openPopup,
  unmountAll,
  waitForPopup,
} from './support/widget-harness';

const { renders, counted } = vi.hoisted(() => {
  const renders = { suggestion: 0, documents: 0 };
  /** `component`, counting its renders under `name`. */
  const counted =
    <P,>(name: keyof typeof renders, component: (props: P) => unknown) =>
    (props: P) => {
      renders[name]++;
      return component(props);
    };
  return { renders, counted };
});

// Counts the renders of two sections that show no action and no icon of the actions list.
vi.mock('../../../widget/components/suggestion-section', async (importOriginal) => {
  const original = await importOriginal<typeof SuggestionModule>();
  return { ...original, SuggestionSection: counted('suggestion', original.SuggestionSection) };
});
vi.mock('../../../widget/components/documents-section', async (importOriginal) => {
  const original = await importOriginal<typeof DocumentsModule>();
  return { ...original, DocumentsSection: counted('documents', original.DocumentsSection) };
});

afterEach(unmountAll);

const LATE_MS = 2_000;

describe('a change renders only the parts that show it', () => {
  it('the icon definitions arriving after the popup opened render no upsell again', async () => {
    // Fetched as the widget mounts (widget/model/icons-model.ts).
    const network = createFakeNetwork('S-1');
    network.set('icons', { delayMs: LATE_MS });
    const host = await mountWidget({ network });
    await openPopup(host);
    const link = host.view.getByRole('link', { name: 'Sign Documents' });
    expect(link.querySelector('img')).toBeNull();
    const before = renders.suggestion;
    expect(before).toBeGreaterThan(0);

    await advance(LATE_MS);
    // The icons arrived and the actions show them...
    expect(link.querySelector('img')).not.toBeNull();
    // ...and the upsell, which shows no icon, was not rendered again.
    expect(renders.suggestion).toBe(before);
  });

  it("the host's config arriving after the popup opened renders no documents again", async () => {
    const host = await mountWidget({
      // spec §5: e-sign is off in the unsupported regions of the host's config.
      region: 'TX',
      config: new Promise((resolve) =>
        setTimeout(() => resolve({ unsupportedEsignRegions: 'TX' }), LATE_MS),
      ),
    });
    // spec §4: the popup waits 500 ms at most for what it shows.
    await click(host.button);
    await advance(500);
    await waitForPopup(host);
    expect(host.view.queryByRole('link', { name: 'Sign Documents' })).not.toBeNull();
    const before = renders.documents;
    expect(before).toBeGreaterThan(0);

    await advance(LATE_MS);
    expect(host.view.queryByRole('link', { name: 'Sign Documents' })).toBeNull();
    expect(renders.documents).toBe(before);
  });
});
