import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { ConfigError, testConfig } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { accountsWithPublishedPasswords, demoPasswordRefusal } from './demo-accounts.ts';
import { hashPassword } from './passwords.ts';
import { migratedDatabaseDump } from '../../../test/helpers.ts';

const embedded = { kind: 'pglite' } as const;
const realDatabase = { kind: 'postgres', url: 'postgres://db/shop', poolSize: 1 } as const;
const local = { trustProxy: false, publicUrl: 'http://localhost:3000' } as const;

describe('demoPasswordRefusal', () => {
  it('lets a loopback embedded shop keep its demo accounts', () => {
    expect(
      demoPasswordRefusal({ host: '127.0.0.1', database: embedded, ...local }, ['admin@tools-bd.local']),
    ).toBeNull();
  });

  it('refuses a shop others can reach while an account has its published password, and names it', () => {
    const open = demoPasswordRefusal({ host: '0.0.0.0', database: embedded, ...local }, [
      'admin@tools-bd.local',
      'customer@tools-bd.local',
    ]);
    expect(open).toMatch(/listens on 0\.0\.0\.0/);
    expect(open).toMatch(/the account admin@tools-bd\.local and the account customer@tools-bd\.local/);
    expect(
      demoPasswordRefusal({ host: '127.0.0.1', database: realDatabase, ...local }, ['customer@tools-bd.local']),
    ).toMatch(/uses DATABASE_URL.*customer@tools-bd\.local/);
    expect(demoPasswordRefusal({ host: '0.0.0.0', database: embedded, ...local }, [])).toBeNull();
  });

  it('counts a loopback shop behind a trusted proxy, or with a public PUBLIC_URL, as reachable by others', () => {
    const loopback = { host: '127.0.0.1', database: embedded };
    expect(demoPasswordRefusal({ ...loopback, ...local, trustProxy: ['127.0.0.1'] }, ['admin@tools-bd.local'])).toMatch(
      /this shop trusts a proxy in front of it \(TRUST_PROXY=127\.0\.0\.1\), and the account admin@tools-bd\.local still signs in/,
    );
    expect(
      demoPasswordRefusal({ ...loopback, ...local, publicUrl: 'https://shop.example.com' }, ['admin@tools-bd.local']),
    ).toMatch(
      /this shop has the public address https:\/\/shop\.example\.com \(PUBLIC_URL\), and the account admin@tools-bd\.local/,
    );
    for (const publicUrl of ['http://localhost:3000', 'http://127.0.0.1:4173', 'http://[::1]:3000']) {
      expect(demoPasswordRefusal({ ...loopback, ...local, publicUrl }, ['admin@tools-bd.local']), publicUrl).toBeNull();
    }
  });
});

describe('start-up with the demo accounts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', loadDataDir: await migratedDatabaseDump() });
    // A loopback embedded shop creates them…
    const demo = await buildApp(testConfig({ demoAccounts: true }), { database });
    await demo.close();
  });
  afterAll(() => database.close());

  it('finds the accounts whose stored hash matches the published password', async () => {
    expect(await accountsWithPublishedPasswords(database.db)).toEqual([
      'admin@tools-bd.local',
      'customer@tools-bd.local',
    ]);
  });

  it('…and the same shop opened to the network refuses to start until the passwords change', async () => {
    const opened = buildApp(testConfig({ host: '0.0.0.0' }), { database });
    await expect(opened).rejects.toThrow(ConfigError);
    await expect(buildApp(testConfig({ host: '0.0.0.0' }), { database })).rejects.toThrow(
      /admin@tools-bd\.local and the account customer@tools-bd\.local/,
    );
    await expect(buildApp(testConfig({ trustProxy: ['127.0.0.1'] }), { database })).rejects.toThrow(
      /TRUST_PROXY=127\.0\.0\.1\), and the account admin@tools-bd\.local/,
    );
    await expect(buildApp(testConfig({ publicUrl: 'https://shop.example.com' }), { database })).rejects.toThrow(
      /PUBLIC_URL\), and the account admin@tools-bd\.local/,
    );

    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-private-password-now') })
      .where(eq(users.email, 'customer@tools-bd.local'));
    await expect(buildApp(testConfig({ host: '0.0.0.0' }), { database })).rejects.toThrow(
      /the account admin@tools-bd\.local still signs in/,
    );

    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('another-private-one') })
      .where(eq(users.email, 'admin@tools-bd.local'));
    const app = await buildApp(testConfig({ host: '0.0.0.0' }), { database });
    await app.close();
  });
});
