import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { companyMessages } from '@tools-bd/contract';
import { companyInvitations, companyMembers, mailQueue, users } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { companyOf } from './index.ts';

const application = { name: 'Sylhet Steel Traders', phone: '01711000000', address: 'Zindabazar', district: 'Sylhet' };

describe.each(testEngines)('company members and invitations on $engine', ({ engine }) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestAccount | null, payload?: object) =>
    shop.app.inject({ method, url, headers: who ? who.authorization : {}, ...(payload ? { payload } : {}) });
  const idOf = async (account: TestAccount) =>
    (await shop.app.db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0]!.id;
  const companyWithOwner = async (name = application.name) => {
    const owner = await createAccount(shop.app, { name: 'Owner One' });
    const response = await call('POST', '/api/companies', owner, { ...application, name });
    expect(response.statusCode).toBe(201);
    return { owner, companyId: (response.json() as { _id: string })._id };
  };
  /** The token of the newest invitation e-mailed to `email`, read from its link as the invited person would. */
  const invitationToken = async (email: string) => {
    const [mail] = await shop.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, email))
      .orderBy(desc(mailQueue.createdAt))
      .limit(1);
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no invitation e-mail to ${email}`);
    return token;
  };
  const invite = async (
    owner: TestAccount,
    email: string,
    role: 'owner' | 'buyer' = 'buyer',
    orderLimit?: number | null,
  ) => {
    const response = await call('POST', '/api/companies/mine/invitations', owner, {
      email,
      role,
      ...(orderLimit !== undefined ? { orderLimit } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return invitationToken(email);
  };
  const accept = (token: string, who: TestAccount | null) => call('POST', `/api/invitations/${token}/accept`, who);
  const join = async (owner: TestAccount, role: 'owner' | 'buyer' = 'buyer', orderLimit?: number | null) => {
    const person = await createAccount(shop.app, { name: `New ${role}` });
    const response = await accept(await invite(owner, person.email, role, orderLimit), person);
    expect(response.statusCode, response.body).toBe(200);
    return person;
  };

  describe('POST /companies/mine/invitations and POST /invitations/{token}/accept', () => {
    it('e-mails a link valid 7 days, keeps only its hash, and the invited person joins with the role and limit', async () => {
      const { owner, companyId } = await companyWithOwner();
      const invited = await createAccount(shop.app, { name: 'Bina Buyer' });
      const before = Date.now();
      const response = await call('POST', '/api/companies/mine/invitations', owner, {
        email: invited.email.toUpperCase(),
        role: 'buyer',
        orderLimit: 1500.5,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        _id: expect.any(String),
        email: invited.email,
        role: 'buyer',
        orderLimit: 1500.5,
        expiresAt: expect.any(String),
      });
      const expiresIn = Date.parse(response.json().expiresAt) - before;
      expect(expiresIn).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
      expect(expiresIn).toBeLessThan(7 * 24 * 3600_000 + 60_000);

      const token = await invitationToken(invited.email);
      // The link's page shows the invitation before the person signs in.
      const preview = await call('GET', `/api/invitations/${token}`, null);
      expect([preview.statusCode, preview.json()]).toEqual([
        200,
        {
          companyName: 'Sylhet Steel Traders',
          role: 'buyer',
          email: invited.email,
          orderLimit: 1500.5,
          expiresAt: response.json().expiresAt,
        },
      ]);
      const [mail] = await shop.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, invited.email));
      expect(mail!.subject).toBe('Owner One invites you to Sylhet Steel Traders on Tools-BD');
      expect(mail!.textBody).toContain('expires in 7 days');
      const [stored] = await shop.app.db
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.companyId, companyId));
      expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored!.orderLimitCents).toBe(150_050);

      const accepted = await accept(token, invited);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ _id: companyId, name: 'Sylhet Steel Traders', status: 'pending' });
      expect(accepted.json().members).toEqual([
        { userId: await idOf(owner), email: owner.email, name: 'Owner One', role: 'owner', orderLimit: null },
        { userId: await idOf(invited), email: invited.email, name: 'Bina Buyer', role: 'buyer', orderLimit: 1500.5 },
      ]);
      expect((await call('GET', '/api/companies/mine', invited)).json()._id).toBe(companyId);

      // Used: 410, for the same person too, and for the link's page.
      const again = await accept(token, invited);
      expect([again.statusCode, again.json()]).toEqual([
        410,
        { message: 'This invitation has expired or was already used' },
      ]);
      const used = await call('GET', `/api/invitations/${token}`, null);
      expect([used.statusCode, used.json()]).toEqual([410, { message: companyMessages.invitationGone }]);
    });

    it('answers 404 to an unknown link, 403 to another e-mail, 410 after 7 days, 409 to somebody already in a company', async () => {
      const { owner } = await companyWithOwner();
      const invited = await createAccount(shop.app);
      const token = await invite(owner, invited.email);

      const unknown = await accept('no-such-token', invited);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Invitation not found' }]);
      const unknownPage = await call('GET', '/api/invitations/no-such-token', null);
      expect([unknownPage.statusCode, unknownPage.json()]).toEqual([404, { message: 'Invitation not found' }]);

      const stranger = await createAccount(shop.app);
      const wrongEmail = await accept(token, stranger);
      expect([wrongEmail.statusCode, wrongEmail.json()]).toEqual([
        403,
        { message: 'This invitation was sent to another e-mail address' },
      ]);
      expect(await companyOf(shop.app.db, await idOf(stranger))).toBeNull();
      expect((await accept(token, null)).statusCode).toBe(401);

      // The invited person already belongs to a company of their own.
      await call('POST', '/api/companies', invited, { ...application, name: 'Own Shop' });
      const member = await accept(token, invited);
      expect([member.statusCode, member.json()]).toEqual([409, { message: 'You already belong to a company' }]);

      const late = await createAccount(shop.app);
      const lateToken = await invite(owner, late.email);
      await shop.app.db
        .update(companyInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(companyInvitations.email, late.email));
      const expired = await accept(lateToken, late);
      expect([expired.statusCode, expired.json()]).toEqual([410, { message: companyMessages.invitationGone }]);
      const expiredPage = await call('GET', `/api/invitations/${lateToken}`, null);
      expect([expiredPage.statusCode, expiredPage.json()]).toEqual([410, { message: companyMessages.invitationGone }]);
      expect((await call('GET', '/api/companies/mine', late)).statusCode).toBe(404);
    });

    it('replaces an earlier unused invitation to the same address: only the newest link works', async () => {
      const { owner } = await companyWithOwner();
      const invited = await createAccount(shop.app);
      const first = await invite(owner, invited.email);
      const second = await invite(owner, invited.email, 'owner');
      expect((await accept(first, invited)).statusCode).toBe(404);
      const joined = await accept(second, invited);
      expect(joined.statusCode).toBe(200);
      expect(joined.json().members.find((one: { email: string }) => one.email === invited.email).role).toBe('owner');
    });

    it('lets only owners invite (403 for buyers, 404 without a company), and refuses a member (409) or a bad body (400)', async () => {
      const { owner } = await companyWithOwner();
      const buyer = await join(owner);
      const byBuyer = await call('POST', '/api/companies/mine/invitations', buyer, {
        email: 'someone@example.com',
        role: 'buyer',
      });
      expect([byBuyer.statusCode, byBuyer.json()]).toEqual([403, { message: "Only the company's owners can do that" }]);
      expect(
        (
          await call('POST', '/api/companies/mine/invitations', await createAccount(shop.app), {
            email: 'someone@example.com',
            role: 'buyer',
          })
        ).statusCode,
      ).toBe(404);
      const member = await call('POST', '/api/companies/mine/invitations', owner, {
        email: buyer.email,
        role: 'owner',
      });
      expect([member.statusCode, member.json()]).toEqual([
        409,
        { message: 'That person is already a member of your company' },
      ]);
      for (const [body, message] of [
        [{ email: 'x@example.com', role: 'boss' }, 'role must be owner or buyer'],
        [{ email: 'not-an-email', role: 'buyer' }, 'Input Valid Email'],
        [
          { email: 'x@example.com', role: 'buyer', orderLimit: 1.234 },
          'orderLimit must be an amount with at most two decimals, or null',
        ],
        [
          { email: 'x@example.com', role: 'buyer', orderLimit: -1 },
          'orderLimit must be an amount with at most two decimals, or null',
        ],
      ] as const) {
        const refused = await call('POST', '/api/companies/mine/invitations', owner, body);
        expect([refused.statusCode, refused.json()], JSON.stringify(body)).toEqual([400, { message }]);
      }
      expect(await shop.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, 'x@example.com'))).toEqual([]);
    });

    it('of two acceptances at once by one person, of invitations from two companies, one joins and the other answers 409', async () => {
      const first = await companyWithOwner('First Co');
      const second = await companyWithOwner('Second Co');
      const invited = await createAccount(shop.app);
      const tokens = [await invite(first.owner, invited.email), await invite(second.owner, invited.email)];
      const answers = await Promise.all([...tokens, tokens[0]!].map((token) => accept(token, invited)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.every((status) => status === 200 || status === 409 || status === 410)).toBe(true);
      expect(
        await shop.app.db
          .select()
          .from(companyMembers)
          .where(eq(companyMembers.userId, await idOf(invited))),
      ).toHaveLength(1);
    });
  });

  describe('members', () => {
    it('lists the people for every member, owners first', async () => {
      const { owner } = await companyWithOwner();
      const buyer = await join(owner, 'buyer', 250);
      const list = await call('GET', '/api/companies/mine/members', buyer);
      expect(list.statusCode).toBe(200);
      expect(
        list
          .json()
          .map((one: { email: string; role: string; orderLimit: number | null }) => [
            one.email,
            one.role,
            one.orderLimit,
          ]),
      ).toEqual([
        [owner.email, 'owner', null],
        [buyer.email, 'buyer', 250],
      ]);
      expect((await call('GET', '/api/companies/mine/members', await createAccount(shop.app))).statusCode).toBe(404);
    });

    it("lets owners change a member's role and order limit; buyers may not (403)", async () => {
      const { owner } = await companyWithOwner();
      const buyer = await join(owner);
      const buyerId = await idOf(buyer);
      const url = `/api/companies/mine/members/${buyerId}`;
      const limited = await call('PATCH', url, owner, { orderLimit: 999.99 });
      expect([limited.statusCode, limited.json()]).toEqual([
        200,
        { userId: buyerId, email: buyer.email, name: 'New buyer', role: 'buyer', orderLimit: 999.99 },
      ]);
      expect(
        (await shop.app.db.select().from(companyMembers).where(eq(companyMembers.userId, buyerId)))[0]!.orderLimitCents,
      ).toBe(99_999);
      expect((await call('PATCH', url, owner, { orderLimit: null })).json().orderLimit).toBeNull();

      const byBuyer = await call('PATCH', url, buyer, { orderLimit: 10_000_000 });
      expect([byBuyer.statusCode, byBuyer.json()]).toEqual([403, { message: companyMessages.ownersOnly }]);
      const stranger = await createAccount(shop.app);
      const notMember = await call('PATCH', `/api/companies/mine/members/${await idOf(stranger)}`, owner, {
        role: 'owner',
      });
      expect([notMember.statusCode, notMember.json()]).toEqual([
        404,
        { message: 'That person is not a member of your company' },
      ]);
      expect((await call('PATCH', '/api/companies/mine/members/not-a-uuid', owner, { role: 'owner' })).statusCode).toBe(
        400,
      );

      const promoted = await call('PATCH', url, owner, { role: 'owner' });
      expect(promoted.json().role).toBe('owner');
    });

    it('keeps the last owner: no demotion, no leaving (409), until another owner exists', async () => {
      const { owner } = await companyWithOwner();
      const ownerId = await idOf(owner);
      const buyer = await join(owner);
      const url = `/api/companies/mine/members/${ownerId}`;
      const demoted = await call('PATCH', url, owner, { role: 'buyer' });
      expect([demoted.statusCode, demoted.json()]).toEqual([409, { message: 'A company needs an owner' }]);
      const left = await call('DELETE', url, owner);
      expect([left.statusCode, left.json()]).toEqual([409, { message: 'A company needs an owner' }]);
      expect((await companyOfAnyStatus(ownerId))?.role).toBe('owner');

      await call('PATCH', `/api/companies/mine/members/${await idOf(buyer)}`, owner, { role: 'owner' });
      const nowDemoted = await call('PATCH', url, owner, { role: 'buyer' });
      expect([nowDemoted.statusCode, nowDemoted.json().role]).toEqual([200, 'buyer']);
      // The new last owner cannot step down either.
      expect(
        (await call('PATCH', `/api/companies/mine/members/${await idOf(buyer)}`, buyer, { role: 'buyer' })).statusCode,
      ).toBe(409);
    });

    it('of two owners demoting each other at once, one stays owner (a few companies at once, so a race would show)', async () => {
      const pairs = await Promise.all(
        [1, 2, 3, 4].map(async (n) => {
          const { owner, companyId } = await companyWithOwner(`Race ${n}`);
          const other = await join(owner, 'owner');
          return { owner, other, companyId, ownerId: await idOf(owner), otherId: await idOf(other) };
        }),
      );
      await Promise.all(
        pairs.flatMap(({ owner, other, ownerId, otherId }) => [
          call('PATCH', `/api/companies/mine/members/${otherId}`, owner, { role: 'buyer' }),
          call('PATCH', `/api/companies/mine/members/${ownerId}`, other, { role: 'buyer' }),
        ]),
      );
      for (const { companyId } of pairs) {
        const owners = await shop.app.db
          .select()
          .from(companyMembers)
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')));
        expect(owners).toHaveLength(1);
      }
    });

    it('lets an owner remove a buyer and a buyer leave, but not a buyer remove others (403)', async () => {
      const { owner } = await companyWithOwner();
      const first = await join(owner);
      const second = await join(owner);
      const refused = await call('DELETE', `/api/companies/mine/members/${await idOf(second)}`, first);
      expect([refused.statusCode, refused.json()]).toEqual([403, { message: companyMessages.ownersOnly }]);

      const removed = await call('DELETE', `/api/companies/mine/members/${await idOf(second)}`, owner);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().map((one: { email: string }) => one.email)).toEqual([owner.email, first.email]);
      expect((await call('GET', '/api/companies/mine', second)).statusCode).toBe(404);

      const leaving = await call('DELETE', `/api/companies/mine/members/${await idOf(first)}`, first);
      expect(leaving.statusCode).toBe(200);
      expect(
        (await call('GET', '/api/companies/mine/members', owner)).json().map((one: { email: string }) => one.email),
      ).toEqual([owner.email]);
      // Having left, the person may apply for a company of their own.
      expect((await call('POST', '/api/companies', first, { ...application, name: 'Fresh Start' })).statusCode).toBe(
        201,
      );
    });
  });

  /** The membership whatever the company's status (companyOf gives approved companies only). */
  async function companyOfAnyStatus(userId: string) {
    const [row] = await shop.app.db.select().from(companyMembers).where(eq(companyMembers.userId, userId));
    return row;
  }
});
