import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  INVITATION_TTL_DAYS,
  centsToDollars,
  companyMessages,
  dollarsToCents,
  type Company,
  type CompanyInvitation,
  type CompanyInvitationRequest,
  type InvitationPreview,
} from '@tools-bd/contract';
import { retryingTransaction } from '../../db/retry.ts';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema.ts';
import { HttpError, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { enqueueMail } from '../notifications/index.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { inCallersCompany, lockCompany, membersOf, membershipOf, toCompany } from './company-records.ts';
import { companyInvitationEmail } from './emails.ts';
import type { CompaniesDependencies } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only this hash is stored: a stolen database holds no usable invitation link. */
const hashInvitationToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const gone = () => new HttpError(410, companyMessages.invitationGone);

export function createInvitationsService({
  db,
  publicUrl,
  sendSoon,
  now = () => new Date(),
}: CompaniesDependencies & { now?: () => Date }) {
  return {
    /**
     * An owner invites a person by e-mail; the link works once, for INVITATION_TTL_DAYS. A new
     * invitation to the same address replaces the company's earlier unused ones (only the newest
     * link works). The e-mail is queued in the transaction that stores the invitation.
     */
    async invite(user: CurrentUser, request: CompanyInvitationRequest): Promise<CompanyInvitation> {
      const token = randomBytes(32).toString('base64url');
      const answer = await inCallersCompany(db, user.id, async (tx, company, role) => {
        if (role !== 'owner') throw forbidden(companyMessages.ownersOnly);
        const [existing] = await tx
          .select({ userId: companyMembers.userId })
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(and(eq(companyMembers.companyId, company.id), eq(users.email, request.email)))
          .limit(1);
        if (existing) throw conflict(companyMessages.alreadyMember);
        await tx
          .delete(companyInvitations)
          .where(
            and(
              eq(companyInvitations.companyId, company.id),
              eq(companyInvitations.email, request.email),
              isNull(companyInvitations.acceptedAt),
            ),
          );
        const [invitation] = await tx
          .insert(companyInvitations)
          .values({
            companyId: company.id,
            email: request.email,
            role: request.role,
            orderLimitCents: request.orderLimit == null ? null : dollarsToCents(request.orderLimit),
            tokenHash: hashInvitationToken(token),
            invitedBy: user.id,
            expiresAt: new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS),
          })
          .returning();
        if (!invitation) throw new Error('company_invitations insert returned no row');
        const link = `${publicUrl}/invitations/${encodeURIComponent(token)}`;
        // The invited address's own language when it has an account, else the shop's.
        const language = await recipientLanguage(tx, { email: request.email });
        await enqueueMail(
          tx,
          companyInvitationEmail(
            request.email,
            user.name,
            company.name,
            request.role,
            link,
            INVITATION_TTL_DAYS,
            language,
          ),
        );
        return {
          _id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          orderLimit: invitation.orderLimitCents === null ? null : centsToDollars(invitation.orderLimitCents),
          expiresAt: invitation.expiresAt.toISOString(),
        };
      });
      sendSoon();
      return answer;
    },

    /**
     * What the link's page shows before accepting: the company, the role and limit, the address
     * it was sent to. 404 for an unknown link, 410 once used or expired, as accepting answers.
     */
    async preview(token: string): Promise<InvitationPreview> {
      const [found] = await db
        .select({
          companyName: companies.name,
          role: companyInvitations.role,
          email: companyInvitations.email,
          orderLimitCents: companyInvitations.orderLimitCents,
          expiresAt: companyInvitations.expiresAt,
          acceptedAt: companyInvitations.acceptedAt,
        })
        .from(companyInvitations)
        .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
        .where(eq(companyInvitations.tokenHash, hashInvitationToken(token)))
        .limit(1);
      if (!found) throw notFound(companyMessages.invitationNotFound);
      if (found.acceptedAt || found.expiresAt <= now()) throw gone();
      return {
        companyName: found.companyName,
        role: found.role,
        email: found.email,
        orderLimit: found.orderLimitCents === null ? null : centsToDollars(found.orderLimitCents),
        expiresAt: found.expiresAt.toISOString(),
      };
    },

    /**
     * The invited person, signed in with the invited address, joins the company: 404 for an
     * unknown link, 403 for another address, 410 once used or expired, 409 for somebody already
     * in a company. The invitation is re-read under the company's lock, so two acceptances of one
     * link make one membership; the membership's key is the person, so neither do two links.
     */
    async accept(user: CurrentUser, token: string): Promise<Company> {
      const tokenHash = hashInvitationToken(token);
      const [found] = await db
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.tokenHash, tokenHash))
        .limit(1);
      if (!found) throw notFound(companyMessages.invitationNotFound);
      if (found.email !== user.email.toLowerCase()) throw forbidden(companyMessages.invitationOtherEmail);
      if (found.acceptedAt || found.expiresAt <= now()) throw gone();
      if (await membershipOf(db, user.id)) throw conflict(companyMessages.alreadyInCompany);
      return retryingTransaction(db, async (tx) => {
        const company = await lockCompany(tx, found.companyId);
        if (!company) throw notFound(companyMessages.invitationNotFound);
        const [invitation] = await tx
          .select()
          .from(companyInvitations)
          .where(eq(companyInvitations.id, found.id))
          .for('update');
        if (!invitation) throw notFound(companyMessages.invitationNotFound);
        if (invitation.acceptedAt || invitation.expiresAt <= now()) throw gone();
        const joined = await tx
          .insert(companyMembers)
          .values({
            userId: user.id,
            companyId: company.id,
            role: invitation.role,
            orderLimitCents: invitation.orderLimitCents,
          })
          .onConflictDoNothing({ target: companyMembers.userId })
          .returning({ userId: companyMembers.userId });
        if (joined.length === 0) throw conflict(companyMessages.alreadyInCompany);
        await tx
          .update(companyInvitations)
          .set({ acceptedAt: now(), acceptedBy: user.id })
          .where(eq(companyInvitations.id, invitation.id));
        return toCompany(company, await membersOf(tx, company.id));
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
