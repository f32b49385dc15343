import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userListSchema } from '@tools-bd/contract';
import { users } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';

describe.each(testEngines)('users API on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin', name: 'Ada Admin' });
    customer = await createAccount(shop.app, { name: 'Carl Customer' });
  });
  afterAll(() => shop.close());

  const roleOf = async (email: string) =>
    (await shop.app.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
  const makeAdmin = (email: string, headers: Record<string, string> = admin.authorization) =>
    shop.app.inject({ method: 'PUT', url: `/api/user/admin/${encodeURIComponent(email)}`, headers });
  const removeAdmin = (email: string, headers: Record<string, string> = admin.authorization) =>
    shop.app.inject({ method: 'DELETE', url: `/api/user/admin/${encodeURIComponent(email)}`, headers });

  describe('GET /user', () => {
    it('lists everyone as {email, role, name, codTrusted} for an admin, and nothing more', async () => {
      const response = await shop.app.inject({ url: '/api/user', headers: admin.authorization });
      expect(response.statusCode).toBe(200);
      const list = userListSchema.parse(response.json());
      expect(list).toEqual(
        expect.arrayContaining([
          { email: admin.email, role: 'admin', name: 'Ada Admin', codTrusted: false },
          { email: customer.email, role: 'user', name: 'Carl Customer', codTrusted: false },
        ]),
      );
      for (const row of response.json() as object[])
        expect(Object.keys(row).sort()).toEqual(['codTrusted', 'email', 'name', 'role']);
      expect(response.body).not.toMatch(/password|argon2|token/i);
    });

    it('refuses customers (403) and strangers (401)', async () => {
      const asCustomer = await shop.app.inject({ url: '/api/user', headers: customer.authorization });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toEqual({ message: expect.any(String) });
      expect((await shop.app.inject({ url: '/api/user' })).statusCode).toBe(401);
      expect(
        (await shop.app.inject({ url: '/api/user', headers: { authorization: 'Bearer nonsense' } })).statusCode,
      ).toBe(401);
    });
  });

  describe('PUT /user/admin/{email}', () => {
    it('makes a customer admin: modifiedCount 1, then 0 when asked again', async () => {
      const person = await createAccount(shop.app);
      const first = await makeAdmin(person.email);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await roleOf(person.email)).toBe('admin');
      // The new admin's own token now passes the admin check and the admin calls.
      expect(
        (await shop.app.inject({ url: `/api/admin/${person.email}`, headers: person.authorization })).json(),
      ).toEqual({ admin: true });
      expect((await shop.app.inject({ url: '/api/user', headers: person.authorization })).statusCode).toBe(200);

      expect((await makeAdmin(person.email)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    });

    it('answers 404 for an unknown e-mail and 400 for a malformed one', async () => {
      const unknown = await makeAdmin('nobody-here@example.com');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'User not found' });
      const malformed = await makeAdmin('not-an-email');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'Input Valid Email' });
    });

    it('refuses customers (403, nobody changes) and strangers (401)', async () => {
      const person = await createAccount(shop.app);
      const bySelf = await makeAdmin(person.email, person.authorization);
      expect(bySelf.statusCode).toBe(403);
      expect((await makeAdmin(customer.email, customer.authorization)).statusCode).toBe(403);
      expect((await makeAdmin(person.email, {})).statusCode).toBe(401);
      expect(await roleOf(person.email)).toBe('user');
      expect(await roleOf(customer.email)).toBe('user');
    });
  });

  describe('PATCH /user/admin/{email}', () => {
    const update = (email: string, payload: unknown, headers: Record<string, string> = admin.authorization) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/user/admin/${encodeURIComponent(email)}`,
        headers,
        payload: payload as object,
      });
    const trustedOf = async (email: string) =>
      (await shop.app.db.select({ codTrusted: users.codTrusted }).from(users).where(eq(users.email, email)))[0]
        ?.codTrusted;

    it("marks a customer trusted for cash on delivery and back, answering the user's row; the list shows it", async () => {
      const person = await createAccount(shop.app, { name: 'Tara Trusted' });
      const on = await update(person.email, { codTrusted: true });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ email: person.email, role: 'user', name: 'Tara Trusted', codTrusted: true });
      expect(await trustedOf(person.email)).toBe(true);
      const list = userListSchema.parse(
        (await shop.app.inject({ url: '/api/user', headers: admin.authorization })).json(),
      );
      expect(list.find((row) => row.email === person.email)).toEqual({
        email: person.email,
        role: 'user',
        name: 'Tara Trusted',
        codTrusted: true,
      });
      expect((await update(person.email.toUpperCase(), { codTrusted: false })).json()).toMatchObject({
        email: person.email,
        codTrusted: false,
      });
      expect(await trustedOf(person.email)).toBe(false);
      // Make Admin is unchanged beside it.
      expect((await makeAdmin(person.email)).json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    });

    it('answers 404 for an unknown e-mail, 400 for a bad body, 403 for customers and 401 for strangers, changing nothing', async () => {
      const unknown = await update('nobody-here@example.com', { codTrusted: true });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'User not found' });
      for (const bad of [{}, { codTrusted: 'yes' }, { codTrusted: null }]) {
        const refused = await update(customer.email, bad);
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
        expect(refused.json()).toEqual({ message: 'codTrusted must be true or false' });
      }
      expect((await update(customer.email, { codTrusted: true }, customer.authorization)).statusCode).toBe(403);
      expect((await update(customer.email, { codTrusted: true }, {})).statusCode).toBe(401);
      expect(await trustedOf(customer.email)).toBe(false);
    });
  });

  describe('DELETE /user/admin/{email}', () => {
    it('takes admin rights away, but never from the last admin', async () => {
      const other = await createAccount(shop.app, { role: 'admin' });
      const removed = await removeAdmin(other.email);
      expect(removed.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await roleOf(other.email)).toBe('user');
      expect((await shop.app.inject({ url: '/api/user', headers: other.authorization })).statusCode).toBe(403);
      expect((await removeAdmin(customer.email)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
      expect((await removeAdmin('nobody-here@example.com')).statusCode).toBe(404);
      expect((await removeAdmin(admin.email, customer.authorization)).statusCode).toBe(403);
    });

    it('answers 409 to the last admin removing themselves, who stays admin', async () => {
      const solo = await createTestApp(engine);
      try {
        const only = await createAccount(solo.app, { role: 'admin' });
        const response = await solo.app.inject({
          method: 'DELETE',
          url: `/api/user/admin/${only.email}`,
          headers: only.authorization,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          message: 'The shop needs at least one admin: make someone else admin first',
        });
        expect(
          (await solo.app.inject({ url: `/api/admin/${only.email}`, headers: only.authorization })).json(),
        ).toEqual({ admin: true });
      } finally {
        await solo.close();
      }
    });

    it('two admins removing each other at the same time leave one admin', async () => {
      const solo = await createTestApp(engine);
      try {
        const first = await createAccount(solo.app, { role: 'admin' });
        const second = await createAccount(solo.app, { role: 'admin' });
        const answers = await Promise.all([
          solo.app.inject({ method: 'DELETE', url: `/api/user/admin/${second.email}`, headers: first.authorization }),
          solo.app.inject({ method: 'DELETE', url: `/api/user/admin/${first.email}`, headers: second.authorization }),
        ]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual(expect.arrayContaining([200]));
        const roles = await solo.app.db.select({ role: users.role }).from(users).where(eq(users.role, 'admin'));
        expect(roles).toHaveLength(1);
      } finally {
        await solo.close();
      }
    });
  });
});
