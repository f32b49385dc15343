import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { counterKey, createMemoryRateLimiter, stateOf, type RateLimiter, type RateLimitRule } from './rate-limiter.ts';

/** INCR and start the window on the first attempt, atomically; answers [count, remaining ms]. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

/** One attempt back, never below zero; an emptied counter goes away. */
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count <= 1 then
  redis.call('DEL', KEYS[1])
  return {0, 0}
end
count = redis.call('DECR', KEYS[1])
return {count, redis.call('PTTL', KEYS[1])}
`;

export interface RedisRateLimiterOptions {
  /** Prepended to every key (tests use one per run). */
  keyPrefix?: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Counters in Redis, shared by every instance of the shop. If Redis cannot be reached the
 * attempt is counted in this process instead (and logged), so sign-in keeps working.
 */
export function createRedisRateLimiter(url: string, options: RedisRateLimiterOptions = {}): RateLimiter {
  const prefix = options.keyPrefix ?? 'tools-bd:rate:';
  const redis = new Redis(url, {
    // Fail fast instead of queueing: a login must not hang because Redis is away.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    lazyConnect: false,
  });
  // Connection errors are reported per call below; an unhandled 'error' event would crash the process.
  redis.on('error', () => {});
  // Attempts made while the first connection is still being set up wait for it (never longer than
  // its timeout): without this the first attempts after a start would be counted in this process
  // only, where another instance never sees them.
  let connecting = true;
  const firstConnection = new Promise<void>((resolve) => {
    const settle = () => {
      connecting = false;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(settle, 2_000);
    timer.unref();
    redis.once('ready', settle);
    redis.once('error', settle);
    redis.once('end', settle);
  });
  const fallback = createMemoryRateLimiter();
  let warned = false;

  async function withFallback<T>(work: () => Promise<T>, orElse: () => Promise<T>): Promise<T> {
    if (connecting) await firstConnection;
    try {
      const result = await work();
      warned = false;
      return result;
    } catch (error) {
      if (!warned) options.log?.warn({ err: error }, 'rate limiter: Redis unavailable, counting in this process');
      warned = true;
      return orElse();
    }
  }

  const run = async (script: string, rule: RateLimitRule, key: string): Promise<[number, number]> => {
    const answer = (await redis.eval(
      script,
      1,
      `${prefix}${counterKey(rule, key)}`,
      String(rule.windowSeconds * 1000),
    )) as [number, number];
    return [Number(answer[0]), Number(answer[1])];
  };

  return {
    kind: 'redis',
    hit: (rule, key) =>
      withFallback(
        async () => {
          const [count, remainingMs] = await run(HIT_SCRIPT, rule, key);
          return stateOf(rule, count, remainingMs, true);
        },
        () => fallback.hit(rule, key),
      ),
    peek: (rule, key) =>
      withFallback(
        async () => {
          const [count, remainingMs] = await run(PEEK_SCRIPT, rule, key);
          return stateOf(rule, count, Math.max(remainingMs, 0), false);
        },
        () => fallback.peek(rule, key),
      ),
    undo: (rule, key) =>
      withFallback(
        async () => {
          await run(UNDO_SCRIPT, rule, key);
        },
        () => fallback.undo(rule, key),
      ),
    reset: (rule, key) =>
      withFallback(
        async () => {
          await redis.del(`${prefix}${counterKey(rule, key)}`);
          await fallback.reset(rule, key);
        },
        () => fallback.reset(rule, key),
      ),
    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
