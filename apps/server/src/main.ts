import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { makeDataDirPrivate, PRIVATE_UMASK } from './db/private-data-dir.ts';
import { controlSocketPath, startControlSocket, type ControlSocket } from './db/backup/control-socket.ts';
import { createBackup } from './db/backup/snapshot.ts';

/** Start: config -> app -> listen; SIGTERM/SIGINT finish in-flight requests, then close the database. */
async function main() {
  // Before anything is written: the JWT secret (loadConfig), the database, the outbox, uploads.
  process.umask(PRIVATE_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  // A shop on PostgreSQL may never write DATA_DIR (nor be allowed to create it).
  const tightened =
    config.database.kind === 'pglite' || existsSync(config.dataDir) ? makeDataDirPrivate(config.dataDir) : 0;

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // Refusals found while opening the database (another process owns DATA_DIR, a demo password
    // on a reachable shop) are messages for the operator, not crashes.
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  if (tightened) {
    app.log.warn(
      { dataDir: config.dataDir, entries: tightened },
      'DATA_DIR was readable by other users of this machine: its files and folders are now for this user only',
    );
  }
  // The catalogue's lists and searches are answered from memory: read it before the first visitor.
  await app.catalog
    .warm()
    .catch((error: unknown) =>
      app.log.warn({ err: error }, 'catalogue not read at start; the first request will read it'),
    );
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Tools-BD is open at ${config.publicUrl} (listening on ${address}, database: ${app.database.kind})`);

  // `npm run backup` asks the running embedded shop for its snapshot (it owns the database folder).
  let controlSocket: ControlSocket | undefined;
  const { dumpDataDir } = app.database;
  if (config.database.kind === 'pglite' && config.database.dataDir && dumpDataDir) {
    controlSocket = await startControlSocket(
      controlSocketPath(config.database.dataDir),
      () => createBackup(dumpDataDir, config.dataDir),
      app.log,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    await controlSocket?.close();
    await app.close();
    clearTimeout(forceExit);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Tools-BD could not start:', error);
  process.exit(1);
});
