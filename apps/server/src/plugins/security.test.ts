import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

describe('security headers and CORS', () => {
  let shop: TestApp;
  let corsShop: TestApp;
  let stripeShop: TestApp;
  beforeAll(async () => {
    [shop, corsShop, stripeShop] = await Promise.all([
      createTestApp('pglite'),
      createTestApp('pglite', { corsOrigins: ['https://partner.example'] }),
      createTestApp('pglite', {
        stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' },
      }),
    ]);
  });
  afterAll(() => Promise.all([shop.close(), corsShop.close(), stripeShop.close()]));

  it('sends a CSP that allows only the shop itself, plus nosniff and a referrer policy, and no X-Powered-By', async () => {
    const response = await shop.app.inject('/api/tools');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('stripe');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("adds Stripe's hosts to the CSP only when Stripe is configured", async () => {
    const csp = String((await stripeShop.app.inject('/api/tools')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('keeps CORS closed by default', async () => {
    const response = await shop.app.inject({ url: '/api/tools', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await shop.app.inject({
      method: 'OPTIONS',
      url: '/api/orders',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens CORS only to the origins in CORS_ORIGINS', async () => {
    const allowed = await corsShop.app.inject({ url: '/api/tools', headers: { origin: 'https://partner.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await corsShop.app.inject({ url: '/api/tools', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses bodies over the size limit with 413 {message}', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers malformed JSON with 400 {message} and no stack trace', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message']);
    expect(String(body.message)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an over-long or undecodable address with 4xx {message}, without echoing it', async () => {
    const long = await shop.app.inject(`/api/tools/${'a'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'The address is too long' });
    const malformed = await shop.app.inject('/api/tools/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The address is malformed' });
  });
});
