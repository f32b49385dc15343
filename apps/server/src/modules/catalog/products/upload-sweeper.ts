import type { FastifyInstance } from 'fastify';
import { imageVariantsOf } from '@tools-bd/contract';
import { tools } from '../../../db/schema.ts';
import type { PictureStorage } from '../../../providers/storage/index.ts';
import { UPLOADED_FILE_NAME } from './uploads.ts';

/** A picture nobody uses is kept this long after its upload (a product form may still be open). */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** The stored pictures products point at, with their variants; archived products included (their orders show them). */
async function keysInUse(app: FastifyInstance, pictures: PictureStorage): Promise<Set<string>> {
  const rows = await app.db.select({ imageUrl: tools.imageUrl }).from(tools);
  const keys = new Set<string>();
  for (const { imageUrl } of rows) {
    // Pictures are found by their name, whichever address (folder or bucket) saved them.
    for (const url of [imageUrl, ...imageVariantsOf(imageUrl).map((variant) => variant.url)]) {
      if (url.startsWith(pictures.publicBase) || url.startsWith('/uploads/'))
        keys.add(url.slice(url.lastIndexOf('/') + 1));
    }
  }
  return keys;
}

/**
 * Removes stored pictures that no product uses and that were uploaded before the grace period:
 * pictures of deleted products, and pictures of a product form that was never saved. Several
 * instances sweeping one folder or bucket is harmless (each removes only what no product uses).
 */
export async function sweepUnusedUploads(
  app: FastifyInstance,
  pictures: PictureStorage,
  now = new Date(),
): Promise<string[]> {
  const inUse = await keysInUse(app, pictures);
  const uploadedBefore = now.getTime() - UNUSED_UPLOAD_GRACE_MS;
  const removed: string[] = [];
  for await (const object of pictures.objects.list()) {
    if (!UPLOADED_FILE_NAME.test(object.key) || inUse.has(object.key)) continue;
    if (object.lastModified.getTime() >= uploadedBefore) continue;
    await pictures.objects.remove(object.key);
    removed.push(object.key);
  }
  if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed uploaded pictures no product uses');
  return removed;
}

/** Sweeps once the shop is ready and then every 6 hours, without keeping the process alive; a failed sweep is logged. */
export function scheduleUploadSweeps(app: FastifyInstance, pictures: PictureStorage): void {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepUnusedUploads(app, pictures)
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
