import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../helpers.ts';
import { testPostgresUrl as postgresUrl } from '../services.ts';

/**
 * `npm start` builds before it runs. Several instances started from one installation at the same
 * moment (or a restart beside a running one) must never take away files another is starting from:
 * both come up, every time. On PostgreSQL, which several instances share.
 */
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  port: number;
  log: () => string;
}

async function npmStart(databaseUrl: string): Promise<Started> {
  const port = await freePort();
  // `npm start` is `node scripts/start.mjs`: run it directly so the test stops the very process tree it started.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'start-together-test-secret-0123456789abcdef',
      ALLOW_TEST_PAYMENTS: 'true',
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, port, log: () => log };
}

async function upWithin(started: Started, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) return false;
    try {
      if ((await fetch(`http://127.0.0.1:${started.port}/api/health`)).ok) return true;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
}

describe.skipIf(!postgresUrl)('two instances started from one installation at the same moment', () => {
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await createScratchPostgresDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('both come up, five times in a row, whether the server bundle is there or not', async () => {
    for (let round = 1; round <= 5; round += 1) {
      // Odd rounds start as a fresh installation does, with no server bundle: both build it at once.
      if (round % 2 === 1) rmSync(`${repositoryRoot}apps/server/dist`, { recursive: true, force: true });
      const pair = await Promise.all([npmStart(database.url), npmStart(database.url)]);
      try {
        // The first round may build the web app (once, for both) on a fresh clone.
        const up = await Promise.all(pair.map((started) => upWithin(started, round === 1 ? 300_000 : 90_000)));
        expect(up, `round ${round}:\n${pair.map((started) => started.log()).join('\n---\n')}`).toEqual([true, true]);
      } finally {
        await Promise.all(pair.map(stop));
      }
    }
  }, 900_000);
});
