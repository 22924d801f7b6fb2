// The worker's side of the one owner (core/owner/owner-machine.ts), in Cache Storage so a restarted
// worker still knows it.
import {
  mayKeepFor,
  NO_OWNER,
  ownerStep,
  parseOwnerState,
  type OwnerEvent,
  type OwnerState,
  type OwnerStep,
} from '../core/owner/owner-machine';

export interface WorkerOwnerDeps {
  /** The cache that holds the state (the worker's meta cache), and the state's key in it. */
  openCache: () => Promise<Cache>;
  key: string;
  /** Deletes personal entries: of everyone but `keep`, or of everyone (null). Never rejects. */
  purge: (keep: string | null) => Promise<void>;
}

export function createWorkerOwner(deps: WorkerOwnerDeps) {
  let state: Promise<OwnerState> | undefined;
  const load = async () => {
    try {
      const stored = await (await deps.openCache()).match(deps.key);
      return stored ? parseOwnerState(await stored.json()) : NO_OWNER;
    } catch {
      return NO_OWNER;
    }
  };
  const current = () => (state ??= load());
  /** One transition at a time, each from the state the previous one left. */
  const apply = (event: OwnerEvent): Promise<OwnerStep> => {
    const step = current().then((from) => ownerStep(from, event));
    state = step.then((next) => next.state);
    return step;
  };
  const save = async (next: OwnerState) => {
    try {
      await (await deps.openCache()).put(deps.key, new Response(JSON.stringify(next)));
    } catch {
      // Storage full or gone: memory still holds it for this life of the worker.
    }
  };

  return {
    /** Applies a page's announcement (null: nobody signed in there); false when refused. */
    async announce(client: string, user: string | null, liveClients: readonly string[]) {
      await apply({ type: 'live', clients: [...liveClients, client] });
      const step = await apply(
        user === null ? { type: 'signedOut', client } : { type: 'claim', client, user },
      );
      if (step.purge !== 'none') await deps.purge(step.purge === 'all' ? null : step.state.owner);
      await save(step.state);
      return step.accepted;
    },
    /** The person whose data `client` may read and keep now; undefined when none. */
    async keptFor(client: string): Promise<string | undefined> {
      const now = await current();
      return mayKeepFor(now, client) ? (now.owner ?? undefined) : undefined;
    },
  };
}
