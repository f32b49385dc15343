import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One structured line per request: method, path, status, time. No headers, bodies or query
 * strings, so tokens, passwords and card data never reach the log.
 */
async function requestLogPlugin(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level](
      { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}

export default fp(requestLogPlugin, { name: 'request-log' });
