import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

/** Start: config -> app -> listen; SIGTERM/SIGINT finish in-flight requests, then close the database. */
async function main() {
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
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Tools-BD is open at ${config.publicUrl} (listening on ${address}, database: ${app.database.kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
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
