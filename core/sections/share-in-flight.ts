// The suggestion and documents sections both need the FolderTile answer (the upsell is picked by
// the newest document's product code, spec §3): while one request is in flight, every caller
// shares it, so opening the popup costs one request, not two.
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
