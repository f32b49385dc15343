import { and, asc, eq } from 'drizzle-orm';
import { usersMessages, type UpdateResult, type UserSummary, type UserUpdate } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';

/** A row of the admin's user list. */
const summaryColumns = { email: users.email, role: users.role, name: users.name, codTrusted: users.codTrusted };

export function createUsersService(db: Database) {
  return {
    async isAdmin(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'admin')))
        .limit(1);
      return Boolean(row);
    },

    /** Everyone with an account, oldest first (the admin's user list). */
    async listUsers(): Promise<UserSummary[]> {
      return db.select(summaryColumns).from(users).orderBy(asc(users.createdAt), asc(users.email));
    },

    /** PATCH /user/admin/{email}: whether this customer's cash on delivery orders are confirmed at once. Answers the user's row; 404 when unknown. */
    async updateUser(email: string, update: UserUpdate): Promise<UserSummary> {
      const [row] = await db
        .update(users)
        .set({ codTrusted: update.codTrusted })
        .where(eq(users.email, email.toLowerCase()))
        .returning(summaryColumns);
      if (!row) throw notFound(usersMessages.userNotFound);
      return row;
    },

    /** Make Admin: modifiedCount 1 when the person became admin, 0 when they already were. */
    async makeAdmin(email: string): Promise<UpdateResult> {
      const [user] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1);
      if (!user) throw notFound(usersMessages.userNotFound);
      const changed = await db
        .update(users)
        .set({ role: 'admin' })
        .where(and(eq(users.id, user.id), eq(users.role, 'user')))
        .returning({ id: users.id });
      return { acknowledged: true, modifiedCount: changed.length };
    },

    /**
     * Takes admin rights away; never from the last admin (409). The admin rows are locked first,
     * so two admins demoting each other at the same time cannot leave the shop without one.
     */
    async removeAdmin(email: string): Promise<UpdateResult> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(eq(users.email, email.toLowerCase()))
          .limit(1);
        if (!user) throw notFound(usersMessages.userNotFound);
        if (user.role !== 'admin') return { acknowledged: true, modifiedCount: 0 };
        const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
        if (!admins.some((admin) => admin.id === user.id)) return { acknowledged: true, modifiedCount: 0 };
        if (admins.length <= 1) throw conflict(usersMessages.lastAdmin);
        const changed = await tx
          .update(users)
          .set({ role: 'user' })
          .where(eq(users.id, user.id))
          .returning({ id: users.id });
        return { acknowledged: true, modifiedCount: changed.length };
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
