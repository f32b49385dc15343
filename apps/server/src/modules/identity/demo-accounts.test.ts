import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { ConfigError, testConfig } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { accountsWithPublishedPasswords, demoPasswordRefusal } from './demo-accounts.ts';
import { hashPassword } from './passwords.ts';

const embedded = { kind: 'pglite' } as const;
const realDatabase = { kind: 'postgres', url: 'postgres://db/shop', poolSize: 1 } as const;

describe('demoPasswordRefusal', () => {
  it('lets a loopback embedded shop keep its demo accounts', () => {
    expect(demoPasswordRefusal({ host: '127.0.0.1', database: embedded }, ['admin@tools-bd.local'])).toBeNull();
  });

  it('refuses a shop others can reach while an account has its published password, and names it', () => {
    const open = demoPasswordRefusal({ host: '0.0.0.0', database: embedded }, ['admin@tools-bd.local', 'customer@tools-bd.local']);
    expect(open).toMatch(/listens on 0\.0\.0\.0/);
    expect(open).toMatch(/the account admin@tools-bd\.local and the account customer@tools-bd\.local/);
    expect(demoPasswordRefusal({ host: '127.0.0.1', database: realDatabase }, ['customer@tools-bd.local'])).toMatch(
      /uses DATABASE_URL.*customer@tools-bd\.local/,
    );
    expect(demoPasswordRefusal({ host: '0.0.0.0', database: embedded }, [])).toBeNull();
  });
});

describe('start-up with the demo accounts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    // A loopback embedded shop creates them…
    const demo = await buildApp(testConfig({ demoAccounts: true }), { database });
    await demo.close();
  });
  afterAll(() => database.close());

  it('finds the accounts whose stored hash matches the published password', async () => {
    expect(await accountsWithPublishedPasswords(database.db)).toEqual(['admin@tools-bd.local', 'customer@tools-bd.local']);
  });

  it('…and the same shop opened to the network refuses to start until the passwords change', async () => {
    const opened = buildApp(testConfig({ host: '0.0.0.0' }), { database });
    await expect(opened).rejects.toThrow(ConfigError);
    await expect(buildApp(testConfig({ host: '0.0.0.0' }), { database })).rejects.toThrow(/admin@tools-bd\.local and the account customer@tools-bd\.local/);

    await database.db.update(users).set({ passwordHash: await hashPassword('a-private-password-now') }).where(eq(users.email, 'customer@tools-bd.local'));
    await expect(buildApp(testConfig({ host: '0.0.0.0' }), { database })).rejects.toThrow(/the account admin@tools-bd\.local still signs in/);

    await database.db.update(users).set({ passwordHash: await hashPassword('another-private-one') }).where(eq(users.email, 'admin@tools-bd.local'));
    const app = await buildApp(testConfig({ host: '0.0.0.0' }), { database });
    await app.close();
  });
});
