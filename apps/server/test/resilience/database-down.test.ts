import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { createScratchPostgresDatabase } from '../helpers.ts';
import { TcpProxy } from '../tcp-proxy.ts';
import { seedDemoData } from '../../src/db/seed.ts';
import type { FastifyInstance } from 'fastify';
import { testPostgresUrl as postgresUrl } from '../services.ts';

describe.skipIf(!postgresUrl)('PostgreSQL goes away and comes back', () => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    const target = new URL(scratch.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.open();
    const viaProxy = new URL(scratch.url);
    viaProxy.port = String(port);
    app = await buildApp(testConfig({ database: { kind: 'postgres', url: viaProxy.toString(), poolSize: 5 } }));
    await seedDemoData(app.db);
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.cut();
    await drop?.();
  });

  it('answers 503 quickly while the database is unreachable, and recovers without a restart', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/tools')).statusCode).toBe(200);

    await proxy.cut();
    app.catalog.invalidate();

    const started = Date.now();
    const health = await app.inject('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toHaveProperty('message');
    const tools = await app.inject('/api/tools');
    expect(tools.statusCode).toBe(503);
    expect(Object.keys(tools.json())).toEqual(['message']);
    expect(Date.now() - started).toBeLessThan(6_000);

    await proxy.open();
    let recovered = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt++) {
      recovered = (await app.inject('/api/health')).statusCode;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(200);
    expect((await app.inject('/api/tools')).statusCode).toBe(200);
  });
});
