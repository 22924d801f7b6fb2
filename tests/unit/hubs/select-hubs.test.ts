import { describe, expect, it, vi } from 'vitest';
import { ESTATE_VAULT_URL } from '../../../core/actions';
import { parseCachedHubs, selectHubs } from '../../../core/hubs/hub-item';

const ORIGIN = 'https://www.example.com';
const ESTATE_VAULT = {
  titleKey: 'hub.estateVault',
  url: ESTATE_VAULT_URL,
  newTab: false,
  icon: 'hub-estate-vault',
};

describe('selectHubs (spec §9 "the latest started project hub plus the Estate Vault")', () => {
  it('lists the last dashboard, then Estate Vault', () => {
    expect(
      selectHubs(
        [
          { title: 'Rental Property', href: '/post-purchase-dashboard/RESLSE' },
          { title: 'Sales & Loans', href: '/post-purchase-dashboard/BOS' },
          { title: 'Business Planning', href: '/post-purchase-dashboard/BUSPLN' },
        ],
        ORIGIN,
      ),
    ).toEqual([
      {
        title: 'Business Planning',
        url: '/post-purchase-dashboard/BUSPLN',
        newTab: false,
        icon: 'hub-business-planning',
      },
      ESTATE_VAULT,
    ]);
  });

  it('lists only Estate Vault when there are no dashboards', () => {
    expect(selectHubs([], ORIGIN)).toEqual([ESTATE_VAULT]);
  });

  it('does not list Estate Vault twice, by title or by link', () => {
    expect(selectHubs([{ title: 'estate  vault', href: '/somewhere' }], ORIGIN)).toEqual([
      ESTATE_VAULT,
    ]);
    expect(selectHubs([{ title: 'My Vault', href: '/estatedashboard' }], ORIGIN)).toEqual([
      ESTATE_VAULT,
    ]);
  });

  it('leaves out a last dashboard whose link is unsafe', () => {
    expect(selectHubs([{ title: 'Freelance', href: 'javascript:alert(1)' }], ORIGIN)).toEqual([
      ESTATE_VAULT,
    ]);
  });

  it('opens a dashboard on another host in a new tab', () => {
    const [hub] = selectHubs([{ title: 'Freelance', href: 'https://hub.example.org/f' }], ORIGIN);
    expect(hub).toMatchObject({ url: 'https://hub.example.org/f', newTab: true });
  });

  it('reports a hub without an icon and shows it with the placeholder', () => {
    const onError = vi.fn();
    const [hub] = selectHubs([{ title: 'Pet Care', href: '/pets' }], ORIGIN, onError);
    expect(hub).toMatchObject({ title: 'Pet Care', icon: 'placeholder' });
    expect(onError).toHaveBeenCalledWith(new Error('No icon found for hub with title "Pet Care"'));
  });

  it('does not throw when the reporter throws', () => {
    const onError = () => {
      throw new Error('reporter down');
    };
    expect(() => selectHubs([{ title: 'Pet Care', href: '/pets' }], ORIGIN, onError)).not.toThrow();
  });
});

describe('parseCachedHubs', () => {
  it('reads back what selectHubs made, through JSON', () => {
    const hubs = selectHubs(
      [{ title: 'Sales & Loans', href: '/post-purchase-dashboard/BOS' }],
      ORIGIN,
    );
    expect(parseCachedHubs(JSON.parse(JSON.stringify(hubs)), ORIGIN)).toEqual(hubs);
  });

  it.each([
    ['not a list', {}],
    ['three hubs', [ESTATE_VAULT, ESTATE_VAULT, ESTATE_VAULT]],
    ['an unsafe url', [{ title: 'x', url: 'javascript:alert(1)', icon: 'hub-freelance' }]],
    ['an unknown icon', [{ title: 'x', url: '/x', icon: 'skull' }]],
    ['no title', [{ url: '/x', icon: 'hub-freelance' }]],
  ])('drops an entry with %s', (_label, data) => {
    expect(parseCachedHubs(data, ORIGIN)).toBeUndefined();
  });
});
