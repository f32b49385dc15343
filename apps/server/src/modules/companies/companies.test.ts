import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyMessages } from '@tools-bd/contract';
import { bangla } from '@tools-bd/contract/i18n';
import { companies, companyMembers, mailQueue, users } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { companyOf } from './index.ts';

const application = {
  name: 'Karim Hardware',
  bin: '0012345678901',
  phone: '+880 1711-000000',
  address: '12 Nawabpur Road',
  district: 'Dhaka',
};

describe.each(testEngines)('companies API on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin' });
  });
  afterAll(() => shop.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: TestAccount | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    shop.app.inject({
      method,
      url,
      headers: { ...(who ? who.authorization : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const idOf = async (account: TestAccount) =>
    (await shop.app.db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0]!.id;
  const apply = async (who: TestAccount, overrides: object = {}) => {
    const response = await call('POST', '/api/companies', who, { ...application, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { _id: string };
  };
  const mailsTo = (email: string) => shop.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, email));

  describe('POST /companies', () => {
    it('makes a pending company with the applicant as its only owner, answered as the issue shows it', async () => {
      const person = await createAccount(shop.app, { name: 'Karim Uddin' });
      const response = await call('POST', '/api/companies', person, {
        ...application,
        district: 'cumilla',
        bin: '0012345678-901',
        tradeLicense: 'TRAD/DNCC/123',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        _id: expect.any(String),
        name: 'Karim Hardware',
        bin: '0012345678901',
        phone: '+880 1711-000000',
        address: '12 Nawabpur Road',
        district: 'Cumilla',
        tradeLicense: 'TRAD/DNCC/123',
        status: 'pending',
        priceListId: null,
        requirePoNumber: false,
        paymentTerms: 'prepaid',
        creditLimit: 0,
        balance: 0,
        available: 0,
        onAccount: { available: 0, overdueBlocked: false },
        members: [
          { userId: await idOf(person), email: person.email, name: 'Karim Uddin', role: 'owner', orderLimit: null },
        ],
      });
      const mine = await call('GET', '/api/companies/mine', person);
      expect([mine.statusCode, mine.json()]).toEqual([200, response.json()]);
      // A pending company gives no company features.
      expect(await companyOf(shop.app.db, await idOf(person))).toBeNull();
    });

    it('answers 409 to a second application and keeps one company', async () => {
      const person = await createAccount(shop.app);
      await apply(person);
      const again = await call('POST', '/api/companies', person, { ...application, name: 'Second Shop' });
      expect([again.statusCode, again.json()]).toEqual([409, { message: 'You already belong to a company' }]);
      expect(
        await shop.app.db
          .select()
          .from(companies)
          .where(eq(companies.applicantId, await idOf(person))),
      ).toHaveLength(1);
    });

    it('of two applications at once, one makes the company and the other answers 409, leaving nothing behind', async () => {
      const person = await createAccount(shop.app);
      const answers = await Promise.all(
        [1, 2, 3].map((n) => call('POST', '/api/companies', person, { ...application, name: `Race ${n}` })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      for (const answer of answers.filter((one) => one.statusCode === 409))
        expect(answer.json()).toEqual({ message: companyMessages.alreadyInCompany });
      const userId = await idOf(person);
      expect(await shop.app.db.select().from(companyMembers).where(eq(companyMembers.userId, userId))).toHaveLength(1);
      expect(await shop.app.db.select().from(companies).where(eq(companies.applicantId, userId))).toHaveLength(1);
    });

    it.each([
      [{ bin: '123456789012' }, 'BIN must be 13 digits'],
      [{ bin: '12345678901234' }, 'BIN must be 13 digits'],
      [{ bin: '00123456789AB' }, 'BIN must be 13 digits'],
      [{ district: 'Chittagong' }, 'Choose a district'],
      [{ district: 'Dhaka North' }, 'Choose a district'],
      [{ district: undefined }, 'Choose a district'],
      [{ district: 7 }, 'Choose a district'],
      [{ phone: undefined }, 'Phone is required'],
      [{ phone: 'call me' }, 'Input a valid phone number'],
      [{ address: '  ' }, 'Address is required'],
      [{ name: undefined }, 'Company name is required'],
      [{ name: 'x'.repeat(121) }, 'Company name is too long'],
    ])('answers 400 to %j and changes nothing', async (change, message) => {
      const person = await createAccount(shop.app);
      const response = await call('POST', '/api/companies', person, { ...application, ...change });
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
      expect(
        await shop.app.db
          .select()
          .from(companyMembers)
          .where(eq(companyMembers.userId, await idOf(person))),
      ).toEqual([]);
    });

    it('takes every district in its official spelling and no bin at all', async () => {
      for (const district of ['Chattogram', 'Barishal', 'Jashore', 'Bogura', "Cox's Bazar"]) {
        const person = await createAccount(shop.app);
        const { bin: _bin, ...withoutBin } = application;
        const response = await call('POST', '/api/companies', person, { ...withoutBin, district });
        expect(response.statusCode, district).toBe(201);
        expect(response.json()).toMatchObject({ district, bin: null, tradeLicense: null });
      }
    });

    it('wants a signed-in person (401)', async () => {
      expect((await call('POST', '/api/companies', null, application)).statusCode).toBe(401);
    });

    it('answers in Bangla for Accept-Language: bn', async () => {
      const person = await createAccount(shop.app);
      const badBin = await call(
        'POST',
        '/api/companies',
        person,
        { ...application, bin: '12' },
        { 'accept-language': 'bn' },
      );
      expect([badBin.statusCode, badBin.json()]).toEqual([
        400,
        { message: bangla.companies.companyMessages.binInvalid },
      ]);
      expect(badBin.json().message).toBe('BIN অবশ্যই ১৩ অঙ্কের হতে হবে');
      await apply(person);
      const again = await call('POST', '/api/companies', person, application, { 'accept-language': 'bn' });
      expect([again.statusCode, again.json()]).toEqual([409, { message: 'আপনি ইতিমধ্যে একটি প্রতিষ্ঠানের সদস্য' }]);
      const none = await call('GET', '/api/companies/mine', await createAccount(shop.app), undefined, {
        'accept-language': 'bn',
      });
      expect([none.statusCode, none.json()]).toEqual([404, { message: bangla.companies.companyMessages.noCompany }]);
    });
  });

  describe('GET and PATCH /companies/mine', () => {
    it('answers 404 to somebody without a company, 401 to nobody', async () => {
      const person = await createAccount(shop.app);
      const response = await call('GET', '/api/companies/mine', person);
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'You do not belong to a company' }]);
      expect((await call('PATCH', '/api/companies/mine', person, { name: 'X' })).statusCode).toBe(404);
      expect((await call('GET', '/api/companies/mine', null)).statusCode).toBe(401);
    });

    it('lets the owner change any subset and requirePoNumber; the answer and GET agree', async () => {
      const owner = await createAccount(shop.app);
      await apply(owner);
      const changed = await call('PATCH', '/api/companies/mine', owner, {
        requirePoNumber: true,
        district: 'bogura',
        bin: null,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        ...application,
        district: 'Bogura',
        bin: null,
        requirePoNumber: true,
        status: 'pending',
      });
      expect((await call('GET', '/api/companies/mine', owner)).json()).toEqual(changed.json());
      expect((await call('PATCH', '/api/companies/mine', owner, {})).json()).toEqual(changed.json());
      const refused = await call('PATCH', '/api/companies/mine', owner, { bin: '1', name: 'Changed' });
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: 'BIN must be 13 digits' }]);
      const badFlag = await call('PATCH', '/api/companies/mine', owner, { requirePoNumber: 'yes' });
      expect([badFlag.statusCode, badFlag.json()]).toEqual([400, { message: 'requirePoNumber must be true or false' }]);
      expect((await call('GET', '/api/companies/mine', owner)).json()).toMatchObject({ name: 'Karim Hardware' });
    });

    it('refuses a buyer (403) and changes nothing', async () => {
      const owner = await createAccount(shop.app);
      const company = await apply(owner);
      const buyer = await createAccount(shop.app);
      await shop.app.db
        .insert(companyMembers)
        .values({ userId: await idOf(buyer), companyId: company._id, role: 'buyer' });
      const mine = await call('GET', '/api/companies/mine', buyer);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().members).toHaveLength(2);
      const response = await call('PATCH', '/api/companies/mine', buyer, { name: 'Taken Over' });
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { message: "Only the company's owners can do that" },
      ]);
      expect((await call('GET', '/api/companies/mine', owner)).json().name).toBe('Karim Hardware');
    });
  });

  describe('admins', () => {
    it('list companies newest first, a page at a time, with X-Total-Count, filtered by status and q', async () => {
      const solo = await createTestApp(engine);
      try {
        const soloAdmin = await createAccount(solo.app, { role: 'admin' });
        const list = (query: string, who: TestAccount = soloAdmin) =>
          solo.app.inject({ url: `/api/admin/companies${query}`, headers: who.authorization });
        const made: string[] = [];
        const applicants: TestAccount[] = [];
        for (const name of ['Alpha Traders', 'Beta Tools', 'Gamma 100% Steel', 'Delta Hardware', 'Epsilon Supply']) {
          const person = await createAccount(solo.app);
          applicants.push(person);
          const response = await solo.app.inject({
            method: 'POST',
            url: '/api/companies',
            headers: person.authorization,
            payload: { ...application, name, bin: null },
          });
          made.push((response.json() as { _id: string })._id);
          // Distinct creation times: the list is ordered by them.
          await solo.app.db
            .update(companies)
            .set({ createdAt: new Date(Date.UTC(2026, 0, made.length)) })
            .where(eq(companies.id, made.at(-1)!));
        }
        await solo.app.db
          .update(companies)
          .set({ status: 'approved', bin: '1111111111111' })
          .where(eq(companies.id, made[1]!));

        const all = await list('');
        expect(all.statusCode).toBe(200);
        expect(all.headers['x-total-count']).toBe('5');
        expect(all.json().map((row: { name: string }) => row.name)).toEqual([
          'Epsilon Supply',
          'Delta Hardware',
          'Gamma 100% Steel',
          'Beta Tools',
          'Alpha Traders',
        ]);
        expect(all.json()[0]).toEqual({
          _id: made[4],
          name: 'Epsilon Supply',
          bin: null,
          phone: application.phone,
          address: application.address,
          district: 'Dhaka',
          tradeLicense: null,
          status: 'pending',
          priceListId: null,
          requirePoNumber: false,
          paymentTerms: 'prepaid',
          creditLimit: 0,
          note: null,
          createdAt: '2026-01-05T00:00:00.000Z',
          memberCount: 1,
        });

        const second = await list('?limit=2&page=2');
        expect(second.headers['x-total-count']).toBe('5');
        expect(second.json().map((row: { name: string }) => row.name)).toEqual(['Gamma 100% Steel', 'Beta Tools']);
        expect((await list('?limit=2&page=9')).json()).toEqual([]);

        const approved = await list('?status=approved');
        expect([approved.headers['x-total-count'], approved.json().map((row: { name: string }) => row.name)]).toEqual([
          '1',
          ['Beta Tools'],
        ]);
        expect((await list('?status=pending')).headers['x-total-count']).toBe('4');
        expect((await list('?q=delta')).json().map((row: { name: string }) => row.name)).toEqual(['Delta Hardware']);
        expect((await list('?q=100%25')).json().map((row: { name: string }) => row.name)).toEqual(['Gamma 100% Steel']);
        expect((await list('?q=1111111111111')).json().map((row: { name: string }) => row.name)).toEqual([
          'Beta Tools',
        ]);
        expect(
          (await list(`?q=${encodeURIComponent(applicants[0]!.email.toUpperCase())}`))
            .json()
            .map((row: { name: string }) => row.name),
        ).toEqual(['Alpha Traders']);
        expect((await list('?q=alpha&status=approved')).json()).toEqual([]);

        for (const [query, message] of [
          ['?status=open', 'status must be pending, approved, rejected or suspended'],
          ['?page=0', 'page must be a whole number from 1 to 10000'],
          ['?limit=101', 'limit must be a whole number from 1 to 100'],
        ] as const) {
          const refused = await list(query);
          expect([refused.statusCode, refused.json()], query).toEqual([400, { message }]);
        }
        expect((await list('', applicants[0])).statusCode).toBe(403);
        expect((await solo.app.inject({ url: '/api/admin/companies' })).statusCode).toBe(401);
      } finally {
        await solo.close();
      }
    });

    it('approve (the applicant is e-mailed), set a price list and a note, suspend and reject; customers may not', async () => {
      const owner = await createAccount(shop.app, { name: 'Rahim' });
      const company = await apply(owner);
      const url = `/api/admin/companies/${company._id}`;
      const ownerId = await idOf(owner);

      const detail = await call('GET', url, admin);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        _id: company._id,
        status: 'pending',
        note: null,
        members: [{ email: owner.email, role: 'owner' }],
      });

      const list = await call('POST', '/api/admin/price-lists', admin, { name: 'Dealers', discountPercent: 10 });
      const priceListId = (list.json() as { _id: string })._id;
      const approved = await call('PATCH', url, admin, {
        status: 'approved',
        priceListId,
        note: 'Checked the trade licence',
        requirePoNumber: true,
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        status: 'approved',
        priceListId,
        note: 'Checked the trade licence',
        requirePoNumber: true,
      });
      const mails = await mailsTo(owner.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Your trade account for Karim Hardware is approved');
      expect(await companyOf(shop.app.db, ownerId)).toEqual({
        companyId: company._id,
        role: 'owner',
        orderLimitCents: null,
        priceListId,
        requirePoNumber: true,
        paymentTerms: 'prepaid',
      });
      // The note stays with the admins.
      expect((await call('GET', '/api/companies/mine', owner)).json()).not.toHaveProperty('note');

      // Saying it again sends nothing more.
      await call('PATCH', url, admin, { status: 'approved' });
      expect(await mailsTo(owner.email)).toHaveLength(1);

      const suspended = await call('PATCH', url, admin, { status: 'suspended', priceListId: null, note: null });
      expect(suspended.json()).toMatchObject({ status: 'suspended', priceListId: null, note: null });
      expect(await mailsTo(owner.email)).toHaveLength(1);
      // A suspended company's members are plain customers.
      expect(await companyOf(shop.app.db, ownerId)).toBeNull();

      await call('PATCH', url, admin, { status: 'rejected' });
      const afterRejection = await mailsTo(owner.email);
      expect(afterRejection).toHaveLength(2);
      expect(afterRejection.map((mail) => mail.subject)).toContain('Your trade account application for Karim Hardware');

      expect((await call('PATCH', url, owner, { status: 'approved' })).statusCode).toBe(403);
      expect((await call('GET', url, owner)).statusCode).toBe(403);
      expect((await call('GET', '/api/companies/mine', owner)).json().status).toBe('rejected');
    });

    it('answer 404 for an unknown company and 400 for a bad change, changing nothing', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      expect([
        (await call('GET', `/api/admin/companies/${missing}`, admin)).statusCode,
        (await call('PATCH', `/api/admin/companies/${missing}`, admin, { status: 'approved' })).json(),
      ]).toEqual([404, { message: 'Company not found' }]);
      const owner = await createAccount(shop.app);
      const company = await apply(owner);
      for (const [change, message] of [
        [{ status: 'pending' }, 'status must be approved, rejected or suspended'],
        [{ priceListId: 'list-1' }, 'priceListId must be a price list id or null'],
        [{ note: 'x'.repeat(1001) }, 'Note is too long'],
        [{ status: 'approved', district: 'Nowhere' }, 'Choose a district'],
      ] as const) {
        const refused = await call('PATCH', `/api/admin/companies/${company._id}`, admin, change);
        expect([refused.statusCode, refused.json()], JSON.stringify(change)).toEqual([400, { message }]);
      }
      expect((await call('GET', `/api/admin/companies/${company._id}`, admin)).json().status).toBe('pending');
    });
  });

  describe('companyOf', () => {
    it("gives an approved company's members their role, limit, price list and PO rule, and nobody else anything", async () => {
      const owner = await createAccount(shop.app);
      const company = await apply(owner);
      const buyer = await createAccount(shop.app);
      const buyerId = await idOf(buyer);
      await shop.app.db
        .insert(companyMembers)
        .values({ userId: buyerId, companyId: company._id, role: 'buyer', orderLimitCents: 150_050 });
      expect(await companyOf(shop.app.db, buyerId)).toBeNull();
      await call('PATCH', `/api/admin/companies/${company._id}`, admin, { status: 'approved' });
      expect(await companyOf(shop.app.db, buyerId)).toEqual({
        companyId: company._id,
        role: 'buyer',
        orderLimitCents: 150_050,
        priceListId: null,
        requirePoNumber: false,
        paymentTerms: 'prepaid',
      });
      expect(await companyOf(shop.app.db, await idOf(await createAccount(shop.app)))).toBeNull();
      await call('PATCH', `/api/admin/companies/${company._id}`, admin, { status: 'suspended' });
      expect(await companyOf(shop.app.db, buyerId)).toBeNull();
    });
  });
});
