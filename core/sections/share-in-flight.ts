// The suggestion and documents sections both need the FolderTile answer (spec §3: the upsell
// follows the newest document): callers share the request in flight.
export function shareInFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    const current = (async () => run())().finally(() => {
      if (pending === current) pending = undefined;
    });
    pending = current;
    return current;
  };
}
