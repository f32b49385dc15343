import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { migratedDatabaseDump } from '../../../test/helpers.ts';

/**
 * No token or link from an e-mail is ever written to the log. The shop runs with its
 * real logger (info level, outbox mailer) into a buffer, and every e-mailed secret is looked for.
 */
describe('the log never holds e-mailed links or tokens', () => {
  let app: FastifyInstance;
  let outboxDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    outboxDir = mkdtempSync(join(tmpdir(), 'tools-bd-log-outbox-'));
    app = await buildApp(
      testConfig({
        logLevel: 'info',
        mail: { from: 'Tools-BD <no-reply@tools-bd.local>', outboxDir },
        database: { kind: 'pglite', loadDataDir: await migratedDatabaseDump() },
      }),
      {
        logStream: { write: (line) => lines.push(line) },
      },
    );
  });
  afterAll(async () => {
    await app?.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('logs the recipient and the outbox file of verification and reset mails, and no token', async () => {
    const email = `logged-${Date.now()}@example.com`;
    const password = 'quiet-logs-2026';
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Log Reader', email, password, confirmPassword: password },
    });
    expect(signup.statusCode).toBe(201);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode,
    ).toBe(202);
    await app.identity.settle();

    const outboxLines = lines
      .map((line) => JSON.parse(line) as { to?: string; file?: string })
      .filter((entry) => entry.to === email);
    expect(outboxLines).toHaveLength(2);
    const secrets = outboxLines.map((entry) => {
      const stored = JSON.parse(readFileSync(entry.file ?? '', 'utf8')) as { text: string };
      const token = /\?token=([\w-]+)/.exec(stored.text)?.[1];
      expect(token).toMatch(/^[\w-]{43}$/);
      return token ?? '';
    });
    // The pages the links open are requested too; their query (the token) stays out of the log.
    for (const token of secrets) await app.inject({ url: `/verify-email?token=${token}` });
    await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: secrets[0] } });

    const log = lines.join('');
    for (const secret of [...secrets, signup.json().token as string, password]) expect(log).not.toContain(secret);
    expect(log).not.toContain('?token=');
  });
});
