import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

/**
 * What a password may be: every character counts (no truncation, ASVS 2.1.3), any printable
 * Unicode is allowed, spaces and emoji included (2.1.4), and no composition rule asks for
 * capitals, digits or symbols (2.1.9).
 */
describe('passwords as people type them', () => {
  let shop: TestApp;
  let counter = 0;

  beforeAll(async () => {
    shop = await createTestApp('pglite');
  });
  afterAll(() => shop.close());

  const signUp = (email: string, password: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Karim', email, password, confirmPassword: password },
    });
  const signIn = (email: string, password: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: `10.88.0.${(counter += 1)}`,
    });

  it('checks every character of a long password: the first 72 (where bcrypt would stop) do not sign in', async () => {
    const password = `${'correct horse battery staple '.repeat(3)}tail-that-matters`;
    expect(password.length).toBeGreaterThan(72);
    expect((await signUp('long.password@example.com', password)).statusCode).toBe(201);
    expect((await signIn('long.password@example.com', password.slice(0, 72))).statusCode).toBe(401);
    expect((await signIn('long.password@example.com', `${password.slice(0, -1)}X`)).statusCode).toBe(401);
    expect((await signIn('long.password@example.com', password)).statusCode).toBe(200);
  });

  it.each([
    ['spaces and lower case only', 'four words with spaces'],
    ['Bengali script', 'আমার গোপন পাসওয়ার্ড'],
    ['emoji', '🔧🔨🪚 toolbox 🧰'],
    ['combining accents', 'cre\u0300me bru\u0302le\u0301e'],
    ['symbols only', '!@#$%^&*()_+{}'],
  ])('accepts %s, and signs in with exactly it', async (_label, password) => {
    const email = `unicode${(counter += 1)}@example.com`;
    const created = await signUp(email, password);
    expect(created.statusCode, created.body).toBe(201);
    expect((await signIn(email, password)).statusCode).toBe(200);
  });
});
