import { describe, expect, it, vi } from 'vitest';
import {
  NAVIGATIONS_TO_NETWORK,
  declareStaticRoutes,
  othersToNetwork,
  type RouterRule,
} from '../../../sw/static-routes';

describe('static routes: host requests never wake the worker', () => {
  it('declares navigations and everything outside our paths as network', async () => {
    const addRoutes = vi.fn(async (_rules: RouterRule | RouterRule[]) => {});
    expect(await declareStaticRoutes({ addRoutes }, '/quick-actions/')).toBe('all');
    expect(addRoutes).toHaveBeenCalledTimes(1);
    const rules = addRoutes.mock.calls[0]?.[0];
    expect(rules).toEqual([NAVIGATIONS_TO_NETWORK, othersToNetwork('/quick-actions/')]);
    expect(othersToNetwork('/quick-actions/')).toEqual({
      condition: {
        not: {
          or: [
            { urlPattern: { pathname: '/quick-actions/*' } },
            { urlPattern: { pathname: '/ItemTileService/api/FolderTile' } },
            {
              urlPattern: {
                pathname: '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles',
              },
            },
            { urlPattern: { pathname: '/images/icons/*' } },
          ],
        },
      },
      source: 'network',
    });
  });

  it('a browser without `not`/`or`: navigations only', async () => {
    const addRoutes = vi.fn(async (rules: RouterRule | RouterRule[]) => {
      if (Array.isArray(rules)) throw new TypeError('unknown condition');
    });
    expect(await declareStaticRoutes({ addRoutes }, '/quick-actions/')).toBe('navigations');
    expect(addRoutes).toHaveBeenLastCalledWith(NAVIGATIONS_TO_NETWORK);
  });

  it('a browser without the API, or refusing everything: the fetch handler alone', async () => {
    expect(await declareStaticRoutes({}, '/quick-actions/')).toBe('none');
    const refuse = vi.fn(() => Promise.reject(new TypeError('no')));
    expect(await declareStaticRoutes({ addRoutes: refuse }, '/quick-actions/')).toBe('none');
  });
});
