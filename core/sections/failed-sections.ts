// ADR-0100: whether any section has nothing to show after a failed fetch; Refresh fetches again.
import { createStore, type Store, type StoreOptions } from '../store';
import type { LiveOutcome, SectionSnapshot } from './section-store';

/** What the rule needs of a section store (section-store.ts). */
export interface RetryableSection {
  getSnapshot(): Pick<SectionSnapshot<unknown>, 'failed'>;
  subscribe(listener: () => void): () => void;
  goLive(options?: { force?: boolean }): Promise<LiveOutcome>;
}

export interface FailedSections extends Store<boolean> {
  /** Fetches again every section that failed with nothing to show; the others are left alone. */
  retry(): void;
  /** Stops listening to the sections (widget destroy). */
  dispose(): void;
}

export function createFailedSections(
  sections: readonly RetryableSection[],
  options: StoreOptions = {},
): FailedSections {
  const anyFailed = () => sections.some((section) => section.getSnapshot().failed);
  const store = createStore<boolean>(anyFailed(), options);
  const stops = sections.map((section) =>
    section.subscribe(() => store.set(anyFailed(), undefined)),
  );
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    retry() {
      for (const section of sections) {
        if (section.getSnapshot().failed) void section.goLive({ force: true });
      }
    },
    dispose() {
      stops.forEach((stop) => stop());
      store.clear();
    },
  };
}
