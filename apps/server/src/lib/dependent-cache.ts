/**
 * Answers kept for a short time under a key, each remembering which records it was built from
 * (its dependencies, e.g. the ids of the tools on a page). A change to one record drops only the
 * answers built from it: an order for one tool leaves every other page and tool cached.
 *
 * Requests for a key that arrive while it loads share that one load. A load that was running
 * when one of its records changed (or when the cache was cleared) is answered but not kept: it
 * may have read the old data. Several instances each keep their own copy, so the time to live
 * bounds how stale another instance's change can look here.
 */
export interface DependentCache<T> {
  get(key: string, load: () => Promise<Loaded<T>>): Promise<T>;
  /** Drops every answer built from this record. */
  invalidate(dependency: string): void;
  /** Drops everything (a change whose effect on answers can not be traced to records). */
  clear(): void;
  readonly size: number;
}

export interface Loaded<T> {
  value: T;
  dependsOn: readonly string[];
}

interface Entry<T> {
  value: T;
  expiresAt: number;
  dependsOn: readonly string[];
  bytes: number;
}

export interface DependentCacheOptions<T> {
  timeToLiveMilliseconds: number;
  maxEntries: number;
  /**
   * With `sizeOf`: at most this many bytes of answers kept. A process's memory never gives back
   * what it grew to, so the cache's peak (a thousand 36 kB pages) would stay for good.
   */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
}

/** Beyond this many remembered invalidations the bookkeeping restarts (and in-flight loads are not kept). */
const MAX_REMEMBERED_INVALIDATIONS = 100_000;

export function createDependentCache<T>(options: DependentCacheOptions<T>): DependentCache<T> {
  const entries = new Map<string, Entry<T>>();
  const maxBytes = options.maxBytes ?? Infinity;
  let bytes = 0;
  const keysByDependency = new Map<string, Set<string>>();
  const loading = new Map<string, Promise<T>>();
  // A counter of changes: a load keeps its answer only if none of its records changed after it began.
  let epoch = 0;
  let clearedAt = 0;
  const invalidatedAt = new Map<string, number>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const dependency of entry.dependsOn) {
      const keys = keysByDependency.get(dependency);
      keys?.delete(key);
      if (keys?.size === 0) keysByDependency.delete(dependency);
    }
  }

  function store(key: string, loaded: Loaded<T>, startedAt: number) {
    if (clearedAt > startedAt) return;
    if (loaded.dependsOn.some((dependency) => (invalidatedAt.get(dependency) ?? 0) > startedAt)) return;
    remove(key);
    const size = options.sizeOf?.(loaded.value) ?? 0;
    if (size > maxBytes) return;
    const now = Date.now();
    // Maps iterate in insertion order: the first key is the oldest answer, and (one time to live
    // for all) the first to expire. Expired answers go now, not when someone asks for them again.
    for (const [oldest, entry] of entries) {
      if (entry.expiresAt > now && entries.size < options.maxEntries && bytes + size <= maxBytes) break;
      remove(oldest);
    }
    entries.set(key, {
      value: loaded.value,
      expiresAt: now + options.timeToLiveMilliseconds,
      dependsOn: loaded.dependsOn,
      bytes: size,
    });
    bytes += size;
    for (const dependency of loaded.dependsOn) {
      let keys = keysByDependency.get(dependency);
      if (!keys) keysByDependency.set(dependency, (keys = new Set()));
      keys.add(key);
    }
  }

  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return Promise.resolve(entry.value);
      if (entry) remove(key);
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = epoch;
      const promise = load().then((loaded) => {
        store(key, loaded, startedAt);
        return loaded.value;
      });
      loading.set(key, promise);
      const done = () => loading.get(key) === promise && loading.delete(key);
      promise.then(done, done);
      return promise;
    },
    invalidate(dependency) {
      epoch += 1;
      if (invalidatedAt.size >= MAX_REMEMBERED_INVALIDATIONS) {
        invalidatedAt.clear();
        clearedAt = epoch;
      }
      invalidatedAt.set(dependency, epoch);
      for (const key of [...(keysByDependency.get(dependency) ?? [])]) remove(key);
      // Loads under way may carry the old record; later requests start their own.
      loading.clear();
    },
    clear() {
      epoch += 1;
      clearedAt = epoch;
      invalidatedAt.clear();
      entries.clear();
      bytes = 0;
      keysByDependency.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
