import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonMessages } from '@tools-bd/contract';

const PING_TIMEOUT_MILLISECONDS = 2_000;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Answers 200 while the database answers, 503 otherwise',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MILLISECONDS).unref(),
          ),
        ]);
        return { status: 'ok' as const, database: app.database.kind };
      } catch {
        return reply.code(503).send({ message: commonMessages.serviceUnavailable });
      }
    },
  );
};

export default healthRoutes;
