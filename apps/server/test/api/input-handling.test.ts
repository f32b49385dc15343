import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../helpers.ts';

/**
 * How the API treats the shape and the characters of what it is sent, beyond each field's rule:
 * a parameter sent twice is refused rather than one copy silently winning (parameter pollution,
 * ASVS 5.1.1), and any Unicode text comes back exactly as it was saved (ASVS 5.3.2).
 */
describe.each(testEngines)('input handling on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [admin, customer] = await Promise.all([createAccount(shop.app, { role: 'admin' }), createAccount(shop.app)]);
  });
  afterAll(() => shop.close());

  it('refuses a query parameter sent twice with 400 {message}, whichever copy would have been valid', async () => {
    for (const query of ['page=1&page=2', 'limit=10&limit=1000', 'state=paid&state=unpaid']) {
      const response = await shop.app.inject({ url: `/api/order?${query}`, headers: admin.authorization });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json() as object)).toEqual(['message']);
    }
    expect(
      (await shop.app.inject({ url: '/api/order?page=1&limit=10', headers: admin.authorization })).statusCode,
    ).toBe(200);
  });

  it('keeps Bengali script, emoji, right-to-left marks and combining accents exactly as saved', async () => {
    const text = {
      education: 'বুয়েট, যন্ত্রকৌশল 🔧',
      location: 'ঢাকা ‏Dhaka‎ — Café (e\u0301)',
      phone: '+880 1711-223344',
      linkdin: 'https://www.linkedin.com/in/রহিম',
    };
    const url = `/api/profile/${encodeURIComponent(customer.email)}`;
    const saved = await shop.app.inject({ method: 'PUT', url, headers: customer.authorization, payload: text });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await shop.app.inject({ url, headers: customer.authorization });
    expect(read.headers['content-type']).toMatch(/charset=utf-8/);
    expect(read.json()).toMatchObject(text);
  });
});
