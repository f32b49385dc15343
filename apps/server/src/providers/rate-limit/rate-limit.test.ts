import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { testRedisUrl } from '../../../test/services.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, redisKeyPrefix, type RateLimiter } from './index.ts';

const rule = { name: 'test', max: 3, windowSeconds: 60 };

const redisUrl = testRedisUrl;
/** Memory always; Redis for real when TEST_REDIS_URL is set, as CI must (a key prefix of its own per run). */
const implementations: { kind: string; make: () => RateLimiter }[] = [
  { kind: 'memory', make: () => createMemoryRateLimiter() },
  ...(redisUrl
    ? [{ kind: 'redis', make: () => createRedisRateLimiter(redisUrl, { keyPrefix: `tools-bd-test:${randomUUID()}:` }) }]
    : []),
];

describe.each(implementations)('$kind rate limiter', ({ make }) => {
  const limiter = make();
  afterAll(() => limiter.close());
  const key = () => `someone-${randomUUID()}@example.com`;

  it('allows `max` attempts in a window and refuses the next, with the time left', async () => {
    const who = key();
    const states = [];
    for (let attempt = 0; attempt < 4; attempt += 1) states.push(await limiter.hit(rule, who));
    expect(states.map((state) => state.limited)).toEqual([false, false, false, true]);
    expect(states.map((state) => state.count)).toEqual([1, 2, 3, 4]);
    expect(states[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(states[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('peeks without counting: limited once `max` attempts are used', async () => {
    const who = key();
    expect(await limiter.peek(rule, who)).toEqual({ count: 0, limited: false, retryAfterSeconds: 0 });
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.hit(rule, who);
    expect((await limiter.peek(rule, who)).limited).toBe(true);
    expect((await limiter.peek(rule, who)).count).toBe(3);
  });

  it('keeps keys and rules apart, and ignores the case of a key', async () => {
    const who = key();
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.hit(rule, who);
    expect((await limiter.hit(rule, who.toUpperCase())).limited).toBe(true);
    expect((await limiter.hit(rule, key())).limited).toBe(false);
    expect((await limiter.hit({ ...rule, name: 'other' }, who)).limited).toBe(false);
  });

  it('undo takes one attempt back; reset forgets them all', async () => {
    const who = key();
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.hit(rule, who);
    await limiter.undo(rule, who);
    expect((await limiter.hit(rule, who)).limited).toBe(false);
    expect((await limiter.hit(rule, who)).limited).toBe(true);
    await limiter.reset(rule, who);
    expect(await limiter.peek(rule, who)).toMatchObject({ count: 0, limited: false });
    await limiter.undo(rule, who);
    expect((await limiter.peek(rule, who)).count).toBe(0);
  });

  it('starts over when the window has passed', async () => {
    const short = { name: 'short', max: 1, windowSeconds: 1 };
    const who = key();
    await limiter.hit(short, who);
    expect((await limiter.hit(short, who)).limited).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.hit(short, who)).limited).toBe(false);
  });

  it('counts parallel attempts exactly', async () => {
    const who = key();
    const states = await Promise.all(Array.from({ length: 10 }, () => limiter.hit({ ...rule, max: 5 }, who)));
    expect(states.filter((state) => !state.limited)).toHaveLength(5);
  });
});

describe.runIf(redisUrl)('Redis rate limiter just started', () => {
  it('counts its very first attempts in Redis, where other instances see them', async () => {
    const keyPrefix = `tools-bd-test:${randomUUID()}:`;
    const who = `someone-${randomUUID()}@example.com`;
    const starting = createRedisRateLimiter(redisUrl as string, { keyPrefix });
    const other = createRedisRateLimiter(redisUrl as string, { keyPrefix });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) await starting.hit(rule, who);
      expect((await other.peek(rule, who)).count).toBe(3);
    } finally {
      await Promise.all([starting.close(), other.close()]);
    }
  });
});

describe('Redis rate limiter without Redis', () => {
  it('keeps counting in the process instead of failing sign-ins', async () => {
    const limiter = createRedisRateLimiter('redis://127.0.0.1:1', { keyPrefix: 'unreachable:' });
    try {
      const states = [];
      for (let attempt = 0; attempt < 4; attempt += 1) states.push((await limiter.hit(rule, 'someone')).limited);
      expect(states).toEqual([false, false, false, true]);
    } finally {
      await limiter.close();
    }
  });
});

describe('Redis key prefix', () => {
  const postgres = (url: string, secret = 'shop-secret-that-is-long-enough-0123456789') =>
    redisKeyPrefix({ jwt: { secret, ttlSeconds: 60 }, database: { kind: 'postgres', url, poolSize: 1 } });

  it('is shared by the instances of one shop and differs between shops on the same Redis', () => {
    expect(postgres('postgres://app@db-1:5432/toolsbd')).toBe(postgres('postgres://app@db-2.internal:6432/toolsbd'));
    expect(postgres('postgres://app@db-1:5432/toolsbd')).not.toBe(postgres('postgres://app@db-1:5432/staging'));
    expect(postgres('postgres://app@db-1:5432/toolsbd')).not.toBe(
      postgres('postgres://app@db-1:5432/toolsbd', 'another-shop-secret-that-is-long-enough-0123'),
    );
    expect(redisKeyPrefix(testConfig())).toMatch(/^tools-bd:rate:[\w-]{16}:$/);
  });
});
