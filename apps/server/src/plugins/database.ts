import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
  }
}

/** Shares the config and the open database with every module; closes the database last. */
async function databasePlugin(app: FastifyInstance, options: { config: Config; database: DatabaseHandle }) {
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  // Each request first hands over the embedded database's waiting answers: the statements of
  // orders under way go on between requests instead of once per turn of the event loop.
  const { takeReplies } = options.database;
  if (takeReplies)
    app.addHook('onRequest', (_request, _reply, done) => {
      takeReplies();
      done();
    });
}

export default fp(databasePlugin, { name: 'database' });
