import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

export type { RateLimiter, RateLimitRule, RateLimitState } from './rate-limiter.ts';
export { createMemoryRateLimiter } from './rate-limiter.ts';
export { createRedisRateLimiter } from './redis-rate-limiter.ts';
export { clientAddressKey } from './client-address.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempt counters shared by every module (Redis when REDIS_URL is set, else in memory). */
    rateLimiter: RateLimiter;
  }
}

/**
 * The Redis keys of one shop: every instance of a shop shares its JWT secret and its database,
 * so they share this prefix; another shop (or a test run on its own scratch database) using the
 * same Redis never mixes its counts with this one's.
 */
export function redisKeyPrefix(config: Pick<Config, 'jwt' | 'database'>): string {
  const database =
    config.database.kind === 'postgres' ? new URL(config.database.url).pathname : (config.database.dataDir ?? 'memory');
  const shop = createHash('sha256').update(`${config.jwt.secret}\0${database}`).digest('base64url').slice(0, 16);
  return `tools-bd:rate:${shop}:`;
}

async function rateLimitPlugin(app: FastifyInstance) {
  const limiter = app.config.redisUrl
    ? createRedisRateLimiter(app.config.redisUrl, { keyPrefix: redisKeyPrefix(app.config), log: app.log })
    : createMemoryRateLimiter();
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', () => limiter.close());
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['database'] });
