import { describe, expect, it, vi } from 'vitest';
import {
  keepTwoDeploys,
  nextDeployRecord,
  parseDeployRecord,
  serveKeptFile,
} from '../../../sw/deploys';
import { FakeCache, asCache } from './fake-caches';

const BASE = 'https://host.example/quick-actions/';
const RECORD = `${BASE}__quick-actions__/deploys`;
const v1 = [`${BASE}widget-AAAAAAAA.js`, `${BASE}loader.js?__WB_REVISION__=1`];
const v2 = [`${BASE}widget-BBBBBBBB.js`, `${BASE}loader.js?__WB_REVISION__=2`];
const v3 = [`${BASE}widget-CCCCCCCC.js`, `${BASE}loader.js?__WB_REVISION__=3`];

async function precacheWith(...generations: string[][]) {
  const precache = new FakeCache();
  for (const url of generations.flat()) await precache.put(url, new Response(url));
  return precache;
}

/** A worker that activated with `first`; `deploy` precaches a later generation and activates. */
async function firstDeploy(first: string[]) {
  const precache = await precacheWith(first);
  const deps = { precache: asCache(precache), meta: asCache(new FakeCache()), recordKey: RECORD };
  await keepTwoDeploys(deps, first);
  return {
    deps,
    async deploy(generation: string[]) {
      for (const url of generation) await precache.put(url, new Response(url));
      await keepTwoDeploys(deps, generation);
    },
    /** The precached URLs, sorted. */
    kept: () => [...precache.entries.keys()].sort(),
  };
}

describe('the deploy record', () => {
  it('reads malformed history as none', () => {
    expect(parseDeployRecord(undefined)).toEqual({ current: [], previous: [] });
    expect(parseDeployRecord('{"current": [1], "previous": "x"}')).toEqual({
      current: [],
      previous: [],
    });
    expect(parseDeployRecord('not json')).toEqual({ current: [], previous: [] });
  });

  it('a new deploy makes the current one previous; the same keys again keep the older one', () => {
    const afterV2 = nextDeployRecord({ current: [...v1].sort(), previous: [] }, v2);
    expect(afterV2).toEqual({ current: [...v2].sort(), previous: [...v1].sort() });
    expect(nextDeployRecord(afterV2, [...v2].reverse())).toEqual(afterV2);
  });
});

describe('keeping two deploys: the old version keeps serving what it precached', () => {
  it('keeps the current and the previous deploy, drops anything older', async () => {
    const { deploy, kept } = await firstDeploy(v1);
    await deploy(v2);
    expect(kept()).toEqual([...v1, ...v2].sort());
    await deploy(v3);
    expect(kept()).toEqual([...v2, ...v3].sort());
  });

  it('a host’s worker re-activating with our same files does not drop the previous deploy', async () => {
    const { deps, deploy, kept } = await firstDeploy(v1);
    await deploy(v2);
    await keepTwoDeploys(deps, v2);
    expect(kept()).toEqual([...v1, ...v2].sort());
  });

  it('a file the current manifest does not list: from the kept precache, else the network', async () => {
    const precache = await precacheWith(v1);
    const network = vi.fn(async () => new Response('from the network'));
    const kept = await serveKeptFile(new Request(v1[0]!), async () => asCache(precache), network);
    expect(await kept.text()).toBe(v1[0]);
    expect(network).not.toHaveBeenCalled();
    const missing = await serveKeptFile(
      new Request(v3[0]!),
      async () => asCache(precache),
      network,
    );
    expect(await missing.text()).toBe('from the network');
    const broken = await serveKeptFile(
      new Request(v1[0]!),
      () => Promise.reject(new Error('gone')),
      network,
    );
    expect(await broken.text()).toBe('from the network');
  });
});
