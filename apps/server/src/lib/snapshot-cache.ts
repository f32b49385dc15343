/**
 * A value read from the database and kept for a short time, rebuilt by one query for all the
 * requests that arrive while it is stale. `invalidate()` drops it at once, and a rebuild that
 * began before an invalidation is not kept (it may have read the old data).
 *
 * Several instances each keep their own copy: the time to live bounds how stale another
 * instance's change can look here.
 */
export interface SnapshotCache<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function createSnapshotCache<T>(load: () => Promise<T>, timeToLiveMilliseconds: number): SnapshotCache<T> {
  let current: { value: T; expiresAt: number } | null = null;
  let rebuilding: Promise<T> | null = null;
  let generation = 0;

  return {
    get(): Promise<T> {
      if (current && current.expiresAt > Date.now()) return Promise.resolve(current.value);
      if (rebuilding) return rebuilding;
      const startedAt = generation;
      const pending = load().then((value) => {
        if (generation === startedAt) current = { value, expiresAt: Date.now() + timeToLiveMilliseconds };
        return value;
      });
      rebuilding = pending;
      pending.then(
        () => rebuilding === pending && (rebuilding = null),
        () => rebuilding === pending && (rebuilding = null),
      );
      return pending;
    },
    invalidate(): void {
      generation += 1;
      current = null;
      rebuilding = null;
    },
  };
}
