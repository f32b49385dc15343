import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors.ts';
import securityPlugin from './plugins/security.ts';
import requestLogPlugin from './plugins/request-log.ts';
import authenticationPlugin from './plugins/authentication.ts';
import authorizationPlugin from './plugins/authorization.ts';
import openapiPlugin from './plugins/openapi.ts';
import optionalBodiesPlugin from './plugins/optional-bodies.ts';
import webPlugin from './plugins/web.ts';
import rateLimitPlugin from './providers/rate-limit/index.ts';
import mailPlugin from './providers/mail/index.ts';
import smsPlugin from './providers/sms/index.ts';
import storagePlugin from './providers/storage/index.ts';
import couriersPlugin from './providers/couriers/index.ts';
import healthModule from './modules/health/index.ts';
import catalogModule from './modules/catalog/index.ts';
import reviewsModule from './modules/reviews/index.ts';
import usersModule from './modules/users/index.ts';
import identityModule from './modules/identity/index.ts';
import profilesModule from './modules/profiles/index.ts';
import ordersModule from './modules/orders/index.ts';
import paymentsModule, { sslcommerzPlugin as sslcommerzModule } from './modules/payments/index.ts';
import cartModule from './modules/cart/index.ts';
import settingsModule from './modules/settings/index.ts';
import shippingModule from './modules/shipping/index.ts';
import invoicesModule from './modules/invoices/index.ts';
import notificationsModule from './modules/notifications/index.ts';
import pagesModule from './modules/pages/index.ts';
import reportsModule from './modules/reports/index.ts';
import companiesModule from './modules/companies/index.ts';
import accountsModule from './modules/accounts/index.ts';
import pricingModule from './modules/pricing/index.ts';
import deliveryModule from './modules/delivery/index.ts';
import quotesModule from './modules/quotes/index.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';

const SEED_LOCK_ID = 724_302;

export interface BuildOptions {
  /** An already open database (tests share one between apps); otherwise one is opened from config. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The whole shop as one Fastify instance; `main.ts` listens with it, tests `inject` into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request (plugins/request-log.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Fastify's 10 s default counts wall time per plugin: several embedded databases starting at
    // once on a busy 2-core machine pass it without anything being stuck.
    pluginTimeout: 60_000,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  if (!options.database) app.addHook('onClose', () => database.close());
  await migrate(database);
  // Instances starting together take turns, so the demo data is seeded once.
  if (config.seedDemoData) await database.withAdvisoryLock(SEED_LOCK_ID, () => seedDemoData(database.db, app.log));

  // Before any route: it sees each route's body schema as it is added.
  await app.register(optionalBodiesPlugin);
  await app.register(databasePlugin, { config, database });
  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(securityPlugin);
  await app.register(authenticationPlugin);
  // Before any route (the docs route too): it refuses routes that declare no access rule.
  await app.register(authorizationPlugin);
  await app.register(openapiPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(smsPlugin);
  await app.register(storagePlugin);
  await app.register(couriersPlugin);
  await app.register(notificationsModule);

  await app.register(healthModule);
  await app.register(catalogModule);
  await app.register(reviewsModule);
  await app.register(usersModule);
  await app.register(identityModule);
  await app.register(profilesModule);
  await app.register(ordersModule);
  await app.register(paymentsModule);
  await app.register(cartModule);
  await app.register(settingsModule);
  await app.register(shippingModule);
  await app.register(invoicesModule);
  await app.register(pagesModule);
  await app.register(reportsModule);
  await app.register(companiesModule);
  await app.register(pricingModule);
  await app.register(deliveryModule);
  await app.register(quotesModule);
  await app.register(sslcommerzModule);
  await app.register(accountsModule);

  await app.register(webPlugin);
  return app;
}
