// An in-memory Cache Storage for the worker's modules (Node has Request/Response, not caches).
// Keys compare by URL, as the Cache API does for our GET entries; bodies are kept as bytes so
// every match() gives a fresh, readable Response.

interface Stored {
  body: ArrayBuffer;
  init: ResponseInit;
}

const urlOf = (request: RequestInfo | URL): string =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

export class FakeCache {
  readonly entries = new Map<string, Stored>();
  puts = 0;

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const stored = this.entries.get(urlOf(request));
    return stored ? new Response(stored.body.slice(0), stored.init) : undefined;
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.puts += 1;
    const init = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
    };
    this.entries.set(urlOf(request), { body: await response.arrayBuffer(), init });
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  /** The body text under a URL, for assertions. */
  async text(url: string): Promise<string | undefined> {
    return (await this.match(url))?.text();
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
}

/** The fakes where the worker's code expects the DOM types. */
export const asCache = (cache: FakeCache): Cache => cache as unknown as Cache;
export const asCacheStorage = (storage: FakeCacheStorage): CacheStorage =>
  storage as unknown as CacheStorage;

/** 64 hex digits, like the SHA-256 user cache ids the widget announces. */
export const USER_A = 'a'.repeat(64);
export const USER_B = 'b'.repeat(64);
