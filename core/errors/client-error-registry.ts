// spec §3 "Client error record"; spec §4 "An error record can be visible or dismissed (hidden), and
// open or closed."
import { createStore, type Store } from '../store';

export interface ClientErrorEntry {
  readonly shortDescription: string;
  readonly fullDescription: string;
  readonly componentId: string;
}

export interface ClientErrorRecord extends ClientErrorEntry {
  readonly id: number;
  readonly visible: boolean;
  readonly open: boolean;
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
  const records = store.getSnapshot;
  function update(id: number, change: (record: ClientErrorRecord) => ClientErrorRecord): void {
    const next = records().map((record) => (record.id === id ? change(record) : record));
    if (next.some((record, index) => record !== records()[index])) store.set(next);
  }
  return {
    add(entry) {
      const record = { ...entry, id: records().length + 1, visible: true, open: false };
      store.set([...records(), record]);
      return record;
    },
    dismiss(id) {
      update(id, (record) => (record.visible ? { ...record, visible: false } : record));
    },
    toggleOpen(id) {
      update(id, (record) => ({ ...record, open: !record.open }));
    },
    getSnapshot: records,
    subscribe: store.subscribe,
  };
}
