import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, publicSettingsSchema, settingsUpdateSchema, shopSettingsSchema } from '@tools-bd/contract';

/** The shop's settings: admins read and change them; buyers and pages read the public part. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.settings;

  app.get(
    '/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        operationId: 'getPublicSettings',
        summary: "Enabled payment methods, currency, bank transfer text and the shop's public identity",
        response: { 200: publicSettingsSchema },
      },
    },
    async () => service.forPublic(),
  );

  app.get(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        operationId: 'getSettings',
        summary: 'Every shop setting (admins only)',
        response: { 200: shopSettingsSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => service.forAdmin(),
  );

  app.put(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        operationId: 'updateSettings',
        summary: 'Change any subset of the shop settings (admins only; the currency only before the first order)',
        body: settingsUpdateSchema,
        response: { 200: shopSettingsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request) => service.update(request.body),
  );
};

export default settingsRoutes;
