import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AccessRule } from './authorization.ts';

/**
 * What the document says about who may call an operation, from the route's declared rule
 * (plugins/authorization.ts), so the document cannot drift from what the server enforces.
 * `security: []` marks a public operation explicitly; `x-access` keeps user/owner/admin apart.
 */
function accessDocumentation(access: AccessRule) {
  return { security: access === 'public' ? [] : [{ bearer: [] }], 'x-access': access };
}

const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  return { url, schema: access ? { ...schema, ...accessDocumentation(access) } : schema };
};

interface OpenApiPaths {
  paths?: Record<
    string,
    Record<
      string,
      { requestBody?: { required?: boolean; content?: Record<string, { schema?: { required?: string[] } }> } }
    >
  >;
}

/** Collects every route's zod schema into one OpenAPI document at /api/docs/openapi.json. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tools-BD API',
        description:
          'Wholesale hand-tools shop. Errors answer `{ "message": "…" }`. Signed-in calls send `Authorization: Bearer <token>` ' +
          '(from sign-up, login or PUT /user/{email}); `x-access` on each operation says who may call it: public, user, ' +
          'owner (the signed-in person, on their own resource; admins too where the summary says so) or admin.',
        version: '1.0.0',
      },
      // Relative: the document is served by the shop it describes, whatever its address.
      servers: [{ url: '/', description: 'The shop serving this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
    // A body without required fields may be left out (plugins/optional-bodies.ts): say so.
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      for (const operations of Object.values((document as OpenApiPaths).paths ?? {})) {
        for (const operation of Object.values(operations)) {
          const body = operation.requestBody;
          if (body?.content?.['application/json']?.schema && !body.content['application/json'].schema.required?.length)
            body.required = false;
        }
      }
      return document;
    },
  });
  app.get('/api/docs/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['authorization'] });
