import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commonMessages, identityMessages, orderMessages, orderMessagesFor } from '@tools-bd/contract';
import { bangla } from '@tools-bd/contract/i18n';
import { tools, users } from '../../src/db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../helpers.ts';
import { createTool, orderFormFor } from '../fixtures/orders.ts';

// The API answers `{message}` in the language Accept-Language asks for, else in the shop's
// default; English answers keep the contract's exact texts.
describe.each(testEngines)('the API in English and Bangla on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;
  let toolId: string;
  let packedToolId: string;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin' });
    customer = await createAccount(shop.app);
    toolId = (await createTool(shop.app.db, { minimumPurchase: 10 })).id;
    packedToolId = (await createTool(shop.app.db, { minimumPurchase: 12 })).id;
    await shop.app.db.update(tools).set({ packSize: 12 }).where(eq(tools.id, packedToolId));
  });
  afterAll(() => shop.close());

  const order = (cart: number, headers: Record<string, string> = {}, id = toolId) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...customer.authorization, ...headers },
      payload: { ...orderFormFor(customer), toolId: id, cart },
    });
  const setDefault = (defaultLanguage: string) =>
    shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.authorization,
      payload: { defaultLanguage },
    });

  it('answers a quantity below the minimum in Bangla when asked, in exact English otherwise', async () => {
    for (const header of ['bn', 'bn-BD', 'en;q=0.4, bn;q=0.9', 'fr, bn;q=0.2']) {
      const response = await order(2, { 'accept-language': header });
      expect(response.statusCode, header).toBe(400);
      expect(response.json(), header).toEqual({ message: bangla.orders.orderMessages.followMinimumQuantity });
    }
    for (const headers of <Record<string, string>[]>[
      {},
      { 'accept-language': 'en' },
      { 'accept-language': 'en-GB,bn;q=0.5' },
      { 'accept-language': 'fr' },
      { 'accept-language': '*' },
    ]) {
      const response = await order(2, headers);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe(JSON.stringify({ message: orderMessages.followMinimumQuantity }));
    }
  });

  it('prints the parameters of a message function in Bangla', async () => {
    const response = await order(13, { 'accept-language': 'bn' }, packedToolId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: bangla.orders.orderMessagesFor.packSize(12) });
    expect(response.json().message).toContain('১২');
    expect((await order(13, {}, packedToolId)).json()).toEqual({ message: orderMessagesFor.packSize(12) });
  });

  it("translates validation, sign-in and confirmation messages too, and leaves the framework's own as they are", async () => {
    const invalid = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...admin.authorization, 'accept-language': 'bn' },
      payload: { defaultLanguage: 'fr' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: bangla.settings.settingsMessages.defaultLanguage });

    const anonymous = await shop.app.inject({ url: '/api/auth/me', headers: { 'accept-language': 'bn' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: bangla.common.commonMessages.unauthenticated });
    expect((await shop.app.inject({ url: '/api/auth/me' })).json()).toEqual({
      message: commonMessages.unauthenticated,
    });

    const badJson = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...customer.authorization, 'content-type': 'application/json', ...headers },
        payload: '{"cart":',
      });
    const english = await badJson({});
    const bengali = await badJson({ 'accept-language': 'bn' });
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json()).toEqual(english.json());

    const signOut = await createAccount(shop.app);
    const signedOut = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...signOut.authorization, 'accept-language': 'bn-BD' },
    });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ message: bangla.identity.identityMessages.signedOut });
  });

  it("follows the shop's default language when the request asks for neither", async () => {
    expect((await setDefault('bn')).statusCode).toBe(200);
    try {
      for (const headers of <Record<string, string>[]>[{}, { 'accept-language': 'fr' }, { 'accept-language': 'bn' }]) {
        expect((await order(2, headers)).json()).toEqual({
          message: bangla.orders.orderMessages.followMinimumQuantity,
        });
      }
      expect((await order(2, { 'accept-language': 'en-US' })).json()).toEqual({
        message: orderMessages.followMinimumQuantity,
      });
    } finally {
      expect((await setDefault('en')).statusCode).toBe(200);
    }
    expect((await order(2)).json()).toEqual({ message: orderMessages.followMinimumQuantity });
  });
});

describe.each(testEngines)("the signed-in account's language on $engine", ({ engine }) => {
  let shop: TestApp;
  let person: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    person = await createAccount(shop.app);
  });
  afterAll(() => shop.close());

  const me = () => shop.app.inject({ url: '/api/auth/me', headers: person.authorization });
  const patch = (payload: unknown, headers: Record<string, string> = person.authorization) =>
    shop.app.inject({ method: 'PATCH', url: '/api/auth/me', headers, payload: payload as object });
  const stored = async () =>
    (await shop.app.db.select({ language: users.language }).from(users).where(eq(users.email, person.email)))[0]
      ?.language;

  it('has no language until the person chooses one', async () => {
    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: person.email,
      name: expect.any(String),
      role: 'user',
      emailVerified: false,
      language: null,
    });
  });

  it('saves bn and en and answers with the same body as GET /api/auth/me', async () => {
    for (const language of ['bn', 'en', 'bn']) {
      const saved = await patch({ language });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ email: person.email, language });
      expect((await me()).json()).toEqual(saved.json());
      expect(await stored()).toBe(language);
    }
  });

  it.each([
    [{ language: 'fr' }],
    [{ language: 'BN' }],
    [{ language: null }],
    [{ language: ['bn'] }],
    [{}],
    [{ language: 'en', role: 'admin' }],
  ])('refuses %j with 400 and keeps the saved language', async (payload) => {
    const before = await stored();
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    if ('role' in payload) expect(response.json().message).toMatch(/role/);
    else expect(response.json()).toEqual({ message: identityMessages.languageInvalid });
    expect(await stored()).toBe(before);
  });

  it('asks for a sign-in first', async () => {
    const response = await patch({ language: 'bn' }, {});
    expect(response.statusCode).toBe(401);
  });
});
