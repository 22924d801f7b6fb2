// @vitest-environment jsdom
// Found by tests/browser/csp-credentials.test.ts (ADR-0046): the documents list is filtered by
// country (spec §5), so the page-side cache is per country as well as per user. Without that, a
// visitor seen in the US and then in Canada within the 10 s freshness (spec §9) was shown the
// US list in Canada — a US-only document included — and no fetch corrected it.
import { describe, expect, it } from 'vitest';
import {
  advance,
  click,
  mountWidget,
  openPopup,
  documentTitles,
} from '../widget/support/widget-harness';

// demo/fixtures/README.md: user A's two documents per country.
const US = ['Last Will and Testament', 'Online notarization – Power of Attorney'];
const CA = ['Residential Tenancy Agreement – Ontario', 'Bill of Sale – 2019 Honda Civic'];

describe('the documents cache is per country (spec §5)', () => {
  it('a US list cached a moment ago is not shown in Canada; the CA list is fetched', async () => {
    const us = await mountWidget({ country: 'US' });
    await openPopup(us);
    expect(documentTitles(us)).toEqual(US);
    await us.unmount();
    await advance(9_999); // still fresh (spec §9: 10,000 ms)

    const ca = await mountWidget({ country: 'CA' });
    ca.network.set('tiles', { delayMs: 1_000 });
    await click(ca.button);
    await advance(500); // spec §4: shown after 500 ms while the fetch is slower
    // Nothing cached for CA: the default state, never the US documents.
    expect(documentTitles(ca)).toEqual([]);
    expect(ca.network.count('tiles')).toBe(1);
    await advance(1_000);
    expect(documentTitles(ca)).toEqual(CA);
  });

  it('each country keeps its own cache', async () => {
    const ca = await mountWidget({ country: 'CA' });
    await openPopup(ca);
    expect(documentTitles(ca)).toEqual(CA);
    await ca.unmount();
    await advance(10_000);

    const again = await mountWidget({ country: 'CA' });
    again.network.set('tiles', { hang: true });
    await click(again.button);
    await advance(500);
    expect(documentTitles(again)).toEqual(CA);
  });
});
