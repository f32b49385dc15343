import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE, commonMessages, type Language } from '@tools-bd/contract';
import { HttpError } from '../lib/http-errors.ts';
import { requestedLanguage, translateMessage } from '../lib/i18n.ts';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Codes the pg driver and PGlite use when the database cannot be reached. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError); the driver's own error is its `cause`.
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
    if (typeof message === 'string' && /connection terminated|timeout exceeded when trying to connect/i.test(message))
      return true;
    current = cause;
  }
  return false;
}

/**
 * The language of a request's messages: what its Accept-Language asks for, else the shop's
 * default. An answer about the database being away does not wait for the database to say it.
 */
async function messageLanguage(app: FastifyInstance, request: FastifyRequest, statusCode: number): Promise<Language> {
  const asked = requestedLanguage(request.headers['accept-language']);
  if (asked) return asked;
  if (statusCode >= 500 || !app.hasDecorator('settings')) return DEFAULT_LANGUAGE;
  try {
    return (await app.settings.current()).defaultLanguage;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const carriesMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * Every error leaves as `{message}` with a meaningful status: 4xx for what the client can fix,
 * 503 when the database is away, 500 (logged, never with a stack trace) for the rest. Every
 * `{message}` (errors and confirmations) is in the request's language; the contract's English
 * texts are what services throw and what an English answer keeps, byte for byte.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!carriesMessage(payload)) return done(null, payload);
    messageLanguage(app, request, reply.statusCode).then(
      (language) =>
        done(null, language === 'en' ? payload : { ...payload, message: translateMessage(payload.message, language) }),
      () => done(null, payload),
    );
  });

  // No id, slug or email this shop keeps holds a control character (PostgreSQL cannot even store
  // a NUL in text), so a path naming one is answered 404 here, before a route looks it up.
  app.addHook('onRequest', async (request, reply) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (params && Object.values(params).some((value) => typeof value === 'string' && CONTROL_CHARACTER.test(value))) {
      return reply.code(404).send({ message: commonMessages.notFound });
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.details, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message ?? 'Invalid request' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: commonMessages.serviceUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type…).
      return reply.code(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: commonMessages.internal });
  });
}

export default fp(errorsPlugin, { name: 'errors' });

/**
 * Errors Fastify raises before any route runs (an undecodable URL, a path segment over the
 * length limit): the same `{message}` shape, without echoing the address back.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({ message: status === 414 ? 'The address is too long' : 'The address is malformed' });
}
