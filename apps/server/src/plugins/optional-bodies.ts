import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * A route whose body has no required field (its OpenAPI schema lists none) takes a request
 * without a body, or with an empty JSON body, as `{}`, and answers it as it answers `{}`:
 * `POST /api/orders/{id}/refund` needs no `-d '{}'`. Fastify hands the validator `null` for a
 * missing body and refuses an empty JSON one; routes that need fields keep those answers.
 */
const onlyOptionalFields = new WeakMap<object, boolean>();

function bodyMayBeOmitted(schema: unknown): boolean {
  if (!(schema instanceof z.ZodType)) return false;
  let optional = onlyOptionalFields.get(schema);
  if (optional === undefined) {
    // The JSON Schema the OpenAPI document shows for this body, as a client sends it.
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    optional = json.type === 'object' && !json.required?.length;
    onlyOptionalFields.set(schema, optional);
  }
  return optional;
}

const fillMissingBody: preValidationHookHandler = (request, _reply, done) => {
  if (request.body === undefined) request.body = {};
  done();
};

async function optionalBodiesPlugin(app: FastifyInstance) {
  // Fastify's own JSON parser (prototype poisoning refused) for everything but the empty body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && bodyMayBeOmitted(request.routeOptions.schema?.body)) done(null, {});
    else parseJson(request, body as string, done);
  });
  app.addHook('onRoute', (route) => {
    if (!bodyMayBeOmitted(route.schema?.body)) return;
    const own = route.preValidation;
    route.preValidation = [fillMissingBody, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}

export default fp(optionalBodiesPlugin, { name: 'optional-bodies' });
