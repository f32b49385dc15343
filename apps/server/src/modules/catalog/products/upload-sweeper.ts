import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tools } from '../../../db/schema.ts';
import { removeUnusedUploads, UPLOADS_URL_PREFIX } from './uploads.ts';

/** A picture nobody uses is kept this long after its upload (a product form may still be open). */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** The uploaded pictures products point at, archived products included (their orders show them). */
async function uploadsInUse(app: FastifyInstance): Promise<Set<string>> {
  const rows = await app.db
    .select({ imageUrl: tools.imageUrl })
    .from(tools)
    .where(like(tools.imageUrl, `${UPLOADS_URL_PREFIX}%`));
  return new Set(rows.map((row) => row.imageUrl));
}

/** One sweep of the uploads folder; answers the names it removed. */
export async function sweepUnusedUploads(app: FastifyInstance, directory: string, now = new Date()): Promise<string[]> {
  const removed = await removeUnusedUploads(
    directory,
    await uploadsInUse(app),
    new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS),
  );
  if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed uploaded pictures no product uses');
  return removed;
}

/**
 * Sweeps once the shop is ready and then every 6 hours, without keeping the process alive. A
 * failed sweep is logged and tried again next time; several instances sweeping the same shared
 * folder is harmless (each removes only what no product uses).
 */
export function scheduleUploadSweeps(app: FastifyInstance, directory: string): void {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepUnusedUploads(app, directory)
      .then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error }, 'sweeping unused uploads failed'),
      )
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
