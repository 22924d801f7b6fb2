// spec §3 "Client error record: short description, full description, component id, sequential
// error id, visible flag, open flag"; spec §4 "An error record can be visible or dismissed
// (hidden), and open or closed."
import { createStore, type Store } from '../store';

export interface ClientErrorRecord {
  readonly id: number;
  readonly shortDescription: string;
  readonly fullDescription: string;
  readonly componentId: string;
  readonly visible: boolean;
  readonly open: boolean;
}

export interface ClientErrorEntry {
  readonly shortDescription: string;
  readonly fullDescription: string;
  readonly componentId: string;
}

/** All records, oldest first (a snapshot: the same array until something changes). */
export interface ClientErrorRegistry extends Store<readonly ClientErrorRecord[]> {
  /** Adds a visible, closed record with the next id (1, 2, 3 ...). */
  add(entry: ClientErrorEntry): ClientErrorRecord;
  /** Hides a record; it stays in the list so ids are never reused. */
  dismiss(id: number): void;
  toggleOpen(id: number): void;
}

export function createClientErrorRegistry(): ClientErrorRegistry {
  // No reporter for its listeners' errors (they are logged, core/store.ts): a failing panel
  // would feed the registry a record per render.
  const store = createStore<readonly ClientErrorRecord[]>([]);
  let nextId = 1;
  const commit = (next: readonly ClientErrorRecord[]): void => store.set(next);

  function update(id: number, change: (record: ClientErrorRecord) => ClientErrorRecord): void {
    let changed = false;
    const next = store.getSnapshot().map((record) => {
      if (record.id !== id) return record;
      const updated = change(record);
      changed = updated !== record;
      return updated;
    });
    if (changed) commit(next);
  }

  return {
    add(entry) {
      const record: ClientErrorRecord = {
        id: nextId,
        shortDescription: entry.shortDescription,
        fullDescription: entry.fullDescription,
        componentId: entry.componentId,
        visible: true,
        open: false,
      };
      nextId += 1;
      commit([...store.getSnapshot(), record]);
      return record;
    },
    dismiss(id) {
      update(id, (record) => (record.visible ? { ...record, visible: false } : record));
    },
    toggleOpen(id) {
      update(id, (record) => ({ ...record, open: !record.open }));
    },
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
  };
}
