import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDependentCache } from './dependent-cache.ts';

const answer = (text: string) => async () => ({ value: text, dependsOn: [text] });

describe('dependent cache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps at most maxBytes of answers, dropping the oldest first', async () => {
    const cache = createDependentCache<string>({
      timeToLiveMilliseconds: 60_000,
      maxEntries: 100,
      maxBytes: 10,
      sizeOf: (value) => value.length,
    });
    await cache.get('a', answer('aaaa'));
    await cache.get('b', answer('bbbb'));
    expect(cache.size).toBe(2);
    await cache.get('c', answer('cccc'));
    // 12 bytes would not fit: the oldest went.
    expect(cache.size).toBe(2);
    const reload = vi.fn(answer('aaaa'));
    await cache.get('a', reload);
    expect(reload).toHaveBeenCalledOnce();
    // An answer larger than the whole budget is answered, not kept.
    await cache.get('huge', answer('x'.repeat(11)));
    expect(cache.size).toBe(2);
  });

  it('drops expired answers when it stores a new one, not only when they are asked for again', async () => {
    vi.useFakeTimers();
    const cache = createDependentCache<string>({ timeToLiveMilliseconds: 1_000, maxEntries: 100 });
    await cache.get('a', answer('a'));
    await cache.get('b', answer('b'));
    vi.advanceTimersByTime(1_500);
    await cache.get('c', answer('c'));
    expect(cache.size).toBe(1);
  });

  it('still drops only the answers built from a changed record', async () => {
    const cache = createDependentCache<string>({
      timeToLiveMilliseconds: 60_000,
      maxEntries: 100,
      maxBytes: 100,
      sizeOf: (value) => value.length,
    });
    await cache.get('a', answer('a'));
    await cache.get('b', answer('b'));
    cache.invalidate('a');
    expect(cache.size).toBe(1);
    const kept = vi.fn(answer('b'));
    await cache.get('b', kept);
    expect(kept).not.toHaveBeenCalled();
  });
});
