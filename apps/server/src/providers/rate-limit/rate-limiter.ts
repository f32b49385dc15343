import { createHash } from 'node:crypto';

/** "At most `max` attempts per `windowSeconds`", counted per key (an e-mail, a client address…). */
export interface RateLimitRule {
  /** Names the counter, so one key can be counted by several rules. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitState {
  /** Attempts counted in the current window. */
  count: number;
  /** True once the key may not try again in this window. */
  limited: boolean;
  /** Seconds until the window ends (0 when nothing is counted). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts in fixed windows that start with the first attempt. The in-memory
 * implementation suits one instance; the Redis one lets several instances share the counts.
 */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Counts one attempt; `limited` is true when this attempt is over the limit. */
  hit(rule: RateLimitRule, key: string): Promise<RateLimitState>;
  /** Whether the key has used up its attempts, without counting one. */
  peek(rule: RateLimitRule, key: string): Promise<RateLimitState>;
  /** Takes back one counted attempt (one that turned out to be allowed, e.g. a successful sign-in). */
  undo(rule: RateLimitRule, key: string): Promise<void>;
  /** Forgets the key's attempts (e.g. after a successful sign-in). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys are hashed: e-mail addresses never sit in the counter store as they are. */
export function counterKey(rule: RateLimitRule, key: string): string {
  return `${rule.name}:${createHash('sha256').update(key.toLowerCase()).digest('base64url')}`;
}

export function stateOf(rule: RateLimitRule, count: number, remainingMs: number, counting: boolean): RateLimitState {
  const limited = counting ? count > rule.max : count >= rule.max;
  return { count, limited, retryAfterSeconds: count > 0 ? Math.max(1, Math.ceil(remainingMs / 1000)) : 0 };
}

interface Window {
  count: number;
  endsAt: number;
}

/** One process's counters; expired windows are swept as new ones arrive. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  let hitsSinceSweep = 0;

  const sweep = () => {
    const time = now();
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  };
  const current = (key: string): Window | undefined => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  return {
    kind: 'memory',
    async hit(rule, key) {
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep();
      }
      const id = counterKey(rule, key);
      const window = current(id) ?? { count: 0, endsAt: now() + rule.windowSeconds * 1000 };
      window.count += 1;
      windows.set(id, window);
      return stateOf(rule, window.count, window.endsAt - now(), true);
    },
    async peek(rule, key) {
      const window = current(counterKey(rule, key));
      return window ? stateOf(rule, window.count, window.endsAt - now(), false) : stateOf(rule, 0, 0, false);
    },
    async undo(rule, key) {
      const id = counterKey(rule, key);
      const window = current(id);
      if (!window) return;
      window.count -= 1;
      if (window.count <= 0) windows.delete(id);
    },
    async reset(rule, key) {
      windows.delete(counterKey(rule, key));
    },
    async close() {
      windows.clear();
    },
  };
}
