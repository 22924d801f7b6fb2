// Updates (ADR-0054): the new worker takes over at once, so activation keeps the previous deploy's
// precache too, for pages that still need its lazy chunks.

/** What the meta cache remembers about precache keys across activations. */
export interface DeployRecord {
  current: string[];
  previous: string[];
}

const sameKeys = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/** Parses what the meta cache held; anything malformed counts as no history. */
export function parseDeployRecord(text: string | undefined): DeployRecord {
  try {
    const value = JSON.parse(text ?? '') as Partial<Record<keyof DeployRecord, unknown>>;
    const list = (item: unknown) =>
      Array.isArray(item) && item.every((key) => typeof key === 'string') ? (item as string[]) : [];
    return { current: list(value.current), previous: list(value.previous) };
  } catch {
    return { current: [], previous: [] };
  }
}

// After activating `keys`; the same keys again (a host's worker updated) keep the older previous.
export function nextDeployRecord(record: DeployRecord, keys: readonly string[]): DeployRecord {
  const current = [...keys].sort();
  if (sameKeys(record.current, current)) return { current, previous: record.previous };
  return { current, previous: record.current };
}

export interface KeepDeploysDeps {
  precache: Cache;
  meta: Cache;
  /** The meta cache key of the record. */
  recordKey: string;
}

/** Deletes precache entries of neither the current nor the previous deploy; stores the record. */
export async function keepTwoDeploys(
  deps: KeepDeploysDeps,
  keys: readonly string[],
): Promise<void> {
  const stored = await deps.meta.match(deps.recordKey);
  const record = nextDeployRecord(parseDeployRecord(await stored?.text()), keys);
  const keep = new Set([...record.current, ...record.previous]);
  for (const request of await deps.precache.keys()) {
    if (!keep.has(request.url)) await deps.precache.delete(request);
  }
  await deps.meta.put(deps.recordKey, new Response(JSON.stringify(record)));
}

/** A file of ours the current manifest does not list: from the kept precache, else the network. */
export async function serveKeptFile(
  request: Request,
  precache: () => Promise<Cache | undefined>,
  fetchFn: (request: Request) => Promise<Response>,
): Promise<Response> {
  try {
    const kept = await (await precache())?.match(request);
    if (kept) return kept;
  } catch {
    // Storage gone: the network is all there is.
  }
  return fetchFn(request);
}
