import { eq } from 'drizzle-orm';
import { profileMessages, type Profile, type ProfileForm, type UpdateResult } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { requireOwner, requireOwnerOrAdmin } from '../../plugins/authorization.ts';

export function createProfilesService(db: Database) {
  return {
    /** A person's profile: oneself, or anyone for admins. Fields not filled in yet are ''. */
    async getProfile(viewer: CurrentUser, email: string): Promise<Profile> {
      requireOwnerOrAdmin(viewer, { email });
      const [row] = await db
        .select({
          email: users.email,
          name: users.name,
          education: profiles.education,
          location: profiles.location,
          phone: profiles.phone,
          linkedin: profiles.linkedin,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.email, email))
        .limit(1);
      if (!row) throw notFound(profileMessages.profileNotFound);
      return {
        email: row.email,
        customerName: row.name,
        education: row.education ?? '',
        location: row.location ?? '',
        phone: row.phone ?? '',
        linkdin: row.linkedin ?? '',
      };
    },

    /** Saves one's own profile (admins included: nobody edits another person's profile). */
    async updateProfile(viewer: CurrentUser, email: string, form: ProfileForm): Promise<UpdateResult> {
      requireOwner(viewer, { email }, profileMessages.onlyOwnProfile);
      const values = { education: form.education, location: form.location, phone: form.phone, linkedin: form.linkdin };
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(profiles).where(eq(profiles.userId, viewer.id)).limit(1).for('update');
        if (!current) {
          // Two first saves at once: the second one updates what the first inserted.
          await tx
            .insert(profiles)
            .values({ userId: viewer.id, ...values })
            .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } });
          return { acknowledged: true, modifiedCount: 1 };
        }
        const unchanged =
          current.education === values.education &&
          current.location === values.location &&
          current.phone === values.phone &&
          current.linkedin === values.linkedin;
        if (unchanged) return { acknowledged: true, modifiedCount: 0 };
        await tx
          .update(profiles)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(profiles.userId, viewer.id));
        return { acknowledged: true, modifiedCount: 1 };
      });
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
