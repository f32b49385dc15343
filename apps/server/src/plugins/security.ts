import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';

/** Stripe's hosts, allowed only when Stripe is configured (Stripe.js and its card iframe). */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/**
 * Security headers on every answer: a Content-Security-Policy that allows only the shop's own
 * assets (plus Stripe's when configured), nosniff, a strict referrer policy, no framing.
 * CORS stays closed unless CORS_ORIGINS names the sites allowed to call the API.
 */
async function securityPlugin(app: FastifyInstance) {
  const stripe = Boolean(app.config.stripe);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? [STRIPE_SCRIPT] : [])],
        // Stripe Elements styles its own iframe host element inline.
        styleSrc: ["'self'", ...(stripe ? ["'unsafe-inline'"] : [])],
        // Product images may be given as https URLs by an admin.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? [STRIPE_API] : [])],
        frameSrc: stripe ? STRIPE_FRAMES : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Stripe's iframe does not send CORP headers; the shop embeds nothing else cross-origin.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Plain-HTTP development would be locked out by HSTS; production sits behind TLS (see README).
    strictTransportSecurity: app.config.env === 'production' && app.config.publicUrl.startsWith('https://'),
  });

  if (app.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: app.config.corsOrigins, credentials: false, maxAge: 600 });
  }
}

export default fp(securityPlugin, { name: 'security', dependencies: ['database'] });
