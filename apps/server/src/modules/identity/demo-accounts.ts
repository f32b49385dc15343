import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { selectRows } from '../../db/client.ts';

/** Written in the README too; only ever created in a fresh embedded shop. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@tools-bd.local', name: 'Demo Admin', password: 'admin-demo-2026', role: 'admin' as const },
  { email: 'customer@tools-bd.local', name: 'Demo Customer', password: 'customer-demo-2026', role: 'user' as const },
];

/** ADMIN_EMAIL/ADMIN_PASSWORD make (or promote) the first admin; demo accounts fill an empty embedded shop. */
export async function ensureStartupAccounts(app: FastifyInstance): Promise<void> {
  const { admin, seedDemoData } = app.config;
  if (admin) {
    await app.identity.ensureAccount({ email: admin.email, name: 'Administrator', password: admin.password, role: 'admin', emailVerified: true });
    app.log.info({ email: admin.email }, 'admin account from ADMIN_EMAIL is ready');
  }
  if (!seedDemoData) return;
  const [users] = await selectRows<{ count: number }>(app.db, sql`select count(*)::int as count from users`);
  if ((users?.count ?? 0) > (admin ? 1 : 0)) return;
  for (const account of DEMO_ACCOUNTS) await app.identity.ensureAccount({ ...account, emailVerified: true });
  app.log.info(
    { accounts: DEMO_ACCOUNTS.map(({ email, password, role }) => `${role}: ${email} / ${password}`) },
    'demo accounts created (embedded database only)',
  );
}
