import pg from 'pg';
import { Redis } from 'ioredis';

// The production paths (PostgreSQL, Redis) are tested against real servers named by
// TEST_DATABASE_URL and TEST_REDIS_URL. On a developer's machine a missing server only skips
// those suites. In CI (CI=true) a missing or silent server fails them instead: a green run
// must mean the production paths ran, not that they were quietly left out.

const inCi = process.env.CI === 'true';
const PROBE_TIMEOUT_MS = 5_000;

async function probePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => {});
  }
}

async function probeRedis(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: PROBE_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The rejection of connect() only says "Connection is closed"; the socket's error says why.
  let socketError: Error | undefined;
  redis.on('error', (error: Error) => {
    socketError = error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw socketError ?? error;
  } finally {
    redis.disconnect();
  }
}

/** The URL in `variable`, or undefined (suites skip) outside CI; in CI it must be set and answer. */
async function serviceUrl(
  variable: string,
  service: string,
  probe: (url: string) => Promise<void>,
): Promise<string | undefined> {
  const url = process.env[variable] || undefined;
  if (!inCi) return url;
  if (!url)
    throw new Error(
      `CI=true but ${variable} is not set: the ${service} tests must run in CI (.ci/run starts ${service} and sets it).`,
    );
  try {
    await probe(url);
  } catch (error) {
    throw new Error(`CI=true but ${service} at ${variable}=${url} does not answer: ${(error as Error).message}`);
  }
  return url;
}

/** The test PostgreSQL server (scratch databases are created on it); undefined means skip. */
export const testPostgresUrl = await serviceUrl('TEST_DATABASE_URL', 'PostgreSQL', probePostgres);
/** The test Redis server; undefined means skip. */
export const testRedisUrl = await serviceUrl('TEST_REDIS_URL', 'Redis', probeRedis);

/** The servers whose suites skip in this run (never in CI); global-setup.ts says so in one line. */
export const missingServices = [
  ...(testPostgresUrl ? [] : [{ name: 'PostgreSQL', variable: 'TEST_DATABASE_URL' }]),
  ...(testRedisUrl ? [] : [{ name: 'Redis', variable: 'TEST_REDIS_URL' }]),
];
