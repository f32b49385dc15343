import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export function createUsersService(db: Database) {
  return {
    async isAdmin(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.role, 'admin')))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
