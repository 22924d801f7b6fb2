// core/owner/owner-machine.ts, transition by transition: who the device's personal data belongs
// to, what must be purged, and which pages may keep anything (ADR-0025).
import { describe, expect, it } from 'vitest';
import {
  mayKeepFor,
  NO_OWNER,
  ownerStep,
  parseOwnerState,
  type OwnerEvent,
  type OwnerState,
} from '../../../core/owner/owner-machine';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const claim = (client: string, user: string): OwnerEvent => ({ type: 'claim', client, user });
const run = (events: OwnerEvent[], from: OwnerState = NO_OWNER) =>
  events.reduce((state, event) => ownerStep(state, event).state, from);

describe('the owner machine', () => {
  it('nobody → claim: the claimant owns the device; nothing to keep from before is kept', () => {
    const step = ownerStep(NO_OWNER, claim('tab1', A));
    expect(step).toEqual({
      state: { owner: A, clients: { tab1: A }, displaced: [] },
      purge: 'others',
      accepted: true,
    });
    expect(mayKeepFor(step.state, 'tab1')).toBe(true);
  });

  it('owner → claim by the same person from another page: attributed, nothing purged', () => {
    const step = ownerStep(run([claim('tab1', A)]), claim('tab2', A));
    expect(step.purge).toBe('none');
    expect(step.accepted).toBe(true);
    expect(step.state.clients).toEqual({ tab1: A, tab2: A });
    expect(mayKeepFor(step.state, 'tab2')).toBe(true);
  });

  it('owner → claim by another person: the others purged, every other page displaced', () => {
    const step = ownerStep(run([claim('tab1', A), claim('tab2', A)]), claim('tab3', B));
    expect(step.purge).toBe('others');
    expect(step.state).toEqual({ owner: B, clients: { tab3: B }, displaced: ['tab1', 'tab2'] });
    expect(mayKeepFor(step.state, 'tab1')).toBe(false);
    expect(mayKeepFor(step.state, 'tab3')).toBe(true);
  });

  it('a page whose own person changes (a single-page sign-in) is not displaced', () => {
    const step = ownerStep(run([claim('tab1', A)]), claim('tab1', B));
    expect(step.state).toEqual({ owner: B, clients: { tab1: B }, displaced: [] });
  });

  it('displaced → claim (the stale tab claims again, for anyone): refused, nothing changes', () => {
    const before = run([claim('tab1', A), claim('tab2', B)]);
    for (const user of [A, B]) {
      const step = ownerStep(before, claim('tab1', user));
      expect(step).toEqual({ state: before, purge: 'none', accepted: false });
    }
  });

  it('signedOut: everything purged, the owner gone, every other page displaced', () => {
    const step = ownerStep(run([claim('tab1', A), claim('tab2', A)]), {
      type: 'signedOut',
      client: 'tab3',
    });
    expect(step).toEqual({
      state: { owner: null, clients: {}, displaced: ['tab1', 'tab2'] },
      purge: 'all',
      accepted: true,
    });
    // The page that signed out may sign in again.
    expect(ownerStep(step.state, claim('tab3', B)).accepted).toBe(true);
  });

  it('signedOut on the owner’s own page does not displace it', () => {
    const state = run([claim('tab1', A), { type: 'signedOut', client: 'tab1' }]);
    expect(state.displaced).toEqual([]);
  });

  it('live: pages that are gone are forgotten, attributed or displaced', () => {
    const before = run([claim('tab1', A), claim('tab2', A), claim('tab3', B), claim('tab4', B)]);
    const step = ownerStep(before, { type: 'live', clients: ['tab2', 'tab4'] });
    expect(step.state).toEqual({ owner: B, clients: { tab4: B }, displaced: ['tab2'] });
    expect(step.purge).toBe('none');
  });

  it('nobody may keep anything before a claim, or for a page that never claimed', () => {
    expect(mayKeepFor(NO_OWNER, 'tab1')).toBe(false);
    expect(mayKeepFor(run([claim('tab1', A)]), 'tab2')).toBe(false);
  });

  it('parses the stored state; anything malformed reads as nobody’s', () => {
    const state = run([claim('tab1', A), claim('tab2', B)]);
    expect(parseOwnerState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    for (const bad of [
      null,
      42,
      'x',
      { owner: 1, clients: {}, displaced: [] },
      { owner: A, clients: { tab1: 2 }, displaced: [] },
      { owner: A, clients: {}, displaced: 'tab1' },
      { owner: A, clients: {}, displaced: [3] },
    ]) {
      expect(parseOwnerState(bad)).toEqual(NO_OWNER);
    }
  });
});
