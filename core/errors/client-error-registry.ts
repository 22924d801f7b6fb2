// spec §3 "Client error record: short description, full description, component id, sequential
// error id, visible flag, open flag"; spec §4 "An error record can be visible or dismissed
// (hidden), and open or closed."

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

export interface ClientErrorRegistry {
  /** Adds a visible, closed record with the next id (1, 2, 3 ...). */
  add(entry: ClientErrorEntry): ClientErrorRecord;
  /** Hides a record; it stays in the list so ids are never reused. */
  dismiss(id: number): void;
  toggleOpen(id: number): void;
  /** All records, oldest first. The same array is returned until something changes. */
  list(): readonly ClientErrorRecord[];
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createClientErrorRegistry(): ClientErrorRegistry {
  let records: readonly ClientErrorRecord[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  function commit(next: readonly ClientErrorRecord[]): void {
    records = next;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // One broken subscriber must not stop the others or the caller.
      }
    }
  }

  function update(id: number, change: (record: ClientErrorRecord) => ClientErrorRecord): void {
    let changed = false;
    const next = records.map((record) => {
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
      commit([...records, record]);
      return record;
    },
    dismiss(id) {
      update(id, (record) => (record.visible ? { ...record, visible: false } : record));
    },
    toggleOpen(id) {
      update(id, (record) => ({ ...record, open: !record.open }));
    },
    list: () => records,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
