import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** Stripe's hosts, allowed only when Stripe is configured (Stripe.js and its card iframe). */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** The Content-Security-Policy: only the shop's own assets, plus Stripe's when configured. */
function contentSecurityPolicy(stripe: boolean): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? [STRIPE_SCRIPT] : [])],
    // Stripe Elements styles its own iframe host element inline.
    'style-src': ["'self'", ...(stripe ? ["'unsafe-inline'"] : [])],
    // Product images may be given as https URLs by an admin.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? [STRIPE_API] : [])],
    'frame-src': stripe ? STRIPE_FRAMES : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Severs window references between the shop's pages and other sites' windows (see below). */
const OPENER_POLICY = 'cross-origin-opener-policy';

/**
 * A public, server-rendered page (home, shop, category, product, blogs, portfolio, not found) goes
 * out without the opener policy. Those pages are the shop's front door from search results and
 * shared links, and their documents hold nothing private; but a page sent with `same-origin`
 * must start in a browsing context group of its own, which on a phone means a fresh renderer
 * process, whose start Lighthouse counts as blocking time. Every other document (sign-in, account,
 * checkout, admin) and every API answer keeps it. See docs/decisions/013-public-pages-without-the-opener-policy.md.
 */
export function sendWithoutOpenerPolicy(reply: FastifyReply): void {
  reply.removeHeader(OPENER_POLICY);
}

/**
 * Security headers on every answer, computed once at start (a per-request header middleware
 * halved the catalogue's throughput): the CSP, nosniff, a strict referrer policy, no framing,
 * and HSTS when the shop is served over https. CORS stays closed unless CORS_ORIGINS names
 * the sites allowed to call the API.
 */
async function securityPlugin(app: FastifyInstance) {
  const headers: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy(Boolean(app.config.stripe))],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
    [OPENER_POLICY, 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['x-dns-prefetch-control', 'off'],
    ['x-permitted-cross-domain-policies', 'none'],
  ];
  // Plain-HTTP development would be locked out by HSTS; production sits behind TLS (see README).
  if (app.config.publicUrl.startsWith('https://'))
    headers.push(['strict-transport-security', 'max-age=31536000; includeSubDomains']);

  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });

  if (app.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: app.config.corsOrigins, credentials: false, maxAge: 600 });
  }
}

export default fp(securityPlugin, { name: 'security', dependencies: ['database'] });
