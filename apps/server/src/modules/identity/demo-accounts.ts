import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ConfigError, whyReachableByOthers, type Config } from '../../config.ts';
import { selectRows, type Database } from '../../db/client.ts';
import { verifyPassword } from './passwords.ts';

/** Written in the README too; only ever created in a fresh embedded shop that listens on loopback. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@tools-bd.local', name: 'Demo Admin', password: 'admin-demo-2026', role: 'admin' as const },
  { email: 'customer@tools-bd.local', name: 'Demo Customer', password: 'customer-demo-2026', role: 'user' as const },
];

/** The e-mails of demo accounts that still sign in with their published password (checked against the stored hash). */
export async function accountsWithPublishedPasswords(db: Database): Promise<string[]> {
  const rows = await selectRows<{ email: string; password_hash: string | null }>(
    db,
    sql`select email, password_hash from users where email in (${sql.join(
      DEMO_ACCOUNTS.map((account) => sql`${account.email}`),
      sql`, `,
    )})`,
  );
  const published = new Map(DEMO_ACCOUNTS.map((account) => [account.email, account.password]));
  const exposed: string[] = [];
  for (const row of rows) {
    const password = published.get(row.email);
    if (row.password_hash && password && (await verifyPassword(row.password_hash, password))) exposed.push(row.email);
  }
  return exposed.sort();
}

type Reachability = Pick<Config, 'host' | 'database' | 'trustProxy' | 'publicUrl'>;

/** A shop on a real database is a deployment, whatever address this one instance listens on; so is one behind a proxy or with a public address. */
export function reachableFromOtherMachines(config: Reachability): boolean {
  return whyReachableByOthers(config) !== null;
}

/**
 * Why this shop must not start, or null. Anybody can read the demo passwords in the README, so a
 * shop that other machines reach (any address beyond loopback, a real database, which means a
 * real deployment, a trusted proxy or a public PUBLIC_URL) must not keep an account that still uses one.
 */
export function demoPasswordRefusal(config: Reachability, exposedAccounts: readonly string[]): string | null {
  const where = whyReachableByOthers(config);
  if (exposedAccounts.length === 0 || !where) return null;
  return (
    `Refusing to start: this shop ${where}, and ${exposedAccounts.map((email) => `the account ${email}`).join(' and ')} ` +
    `still signs in with the demo password published in the README. Change its password (or delete the account) ` +
    `on a shop started with HOST=127.0.0.1 and without TRUST_PROXY or a public PUBLIC_URL, then start again.`
  );
}

/** ADMIN_EMAIL/ADMIN_PASSWORD make (or promote) the first admin; demo accounts fill an empty embedded shop. */
export async function ensureStartupAccounts(app: FastifyInstance): Promise<void> {
  const { admin, demoAccounts } = app.config;
  if (admin) {
    await app.identity.ensureAccount({
      email: admin.email,
      name: 'Administrator',
      password: admin.password,
      role: 'admin',
      emailVerified: true,
    });
    app.log.info({ email: admin.email }, 'admin account from ADMIN_EMAIL is ready');
  }
  // Checking a password hash costs ~50 ms: only a shop others can reach needs it.
  if (reachableFromOtherMachines(app.config)) {
    const refusal = demoPasswordRefusal(app.config, await accountsWithPublishedPasswords(app.db));
    if (refusal) throw new ConfigError(refusal);
  }
  if (!demoAccounts) return;
  const [users] = await selectRows<{ count: number }>(app.db, sql`select count(*)::int as count from users`);
  if ((users?.count ?? 0) > (admin ? 1 : 0)) return;
  for (const account of DEMO_ACCOUNTS) await app.identity.ensureAccount({ ...account, emailVerified: true });
  app.log.info(
    { accounts: DEMO_ACCOUNTS.map(({ email, password, role }) => `${role}: ${email} / ${password}`) },
    'demo accounts created (embedded database on loopback only)',
  );
}
