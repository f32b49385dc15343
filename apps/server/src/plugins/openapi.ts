import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Collects every route's zod schema into one OpenAPI document at /api/docs/openapi.json. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tools-BD API', description: 'Wholesale hand-tools shop', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
