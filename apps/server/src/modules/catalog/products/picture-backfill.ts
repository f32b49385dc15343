import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { imageSizeOf } from '@tools-bd/contract';
import { tools } from '../../../db/schema.ts';
import { UPLOADS_URL_PREFIX } from '../../../providers/storage/index.ts';
import { detectImageKind, storeUploadedImage, UPLOADED_FILE_NAME } from './uploads.ts';

export interface BackfillReport {
  /** Products whose picture now has its variants (and, moving to a bucket, its new address). */
  updated: number;
  /** Products whose picture already had them. */
  unchanged: number;
  /** Addresses of pictures that were found nowhere (neither in the storage nor in DATA_DIR/uploads). */
  missing: string[];
}

/**
 * `npm run images:backfill`: gives every uploaded picture a product uses its WebP variants and
 * its content-hashed, sized name; with a bucket configured, it also moves pictures still in
 * DATA_DIR/uploads into the bucket. Each product's address is swapped only if nobody changed it
 * meanwhile; running it again changes nothing.
 */
export async function backfillPictureVariants(app: FastifyInstance): Promise<BackfillReport> {
  const { pictures } = app;
  const rows = await app.db.select({ id: tools.id, imageUrl: tools.imageUrl }).from(tools);
  const report: BackfillReport = { updated: 0, unchanged: 0, missing: [] };
  for (const { id, imageUrl } of rows) {
    const ours = imageUrl.startsWith(pictures.publicBase) || imageUrl.startsWith(UPLOADS_URL_PREFIX);
    const name = imageUrl.slice(imageUrl.lastIndexOf('/') + 1);
    if (!ours || !UPLOADED_FILE_NAME.test(name)) continue;
    // Read once: it answers both whether the picture is already in place and what to store.
    const stored = await pictures.objects.get(name);
    if (stored && imageSizeOf(imageUrl) && imageUrl.startsWith(pictures.publicBase)) {
      report.unchanged += 1;
      continue;
    }
    const bytes = stored?.bytes ?? (await readFile(join(app.config.storage.uploadsDir, name)).catch(() => null));
    const kind = bytes && detectImageKind(bytes);
    if (!bytes || !kind) {
      report.missing.push(imageUrl);
      continue;
    }
    const url = await storeUploadedImage(pictures, bytes, kind);
    if (url === imageUrl) {
      report.unchanged += 1;
      continue;
    }
    await app.db
      .update(tools)
      .set({ imageUrl: url })
      .where(and(eq(tools.id, id), eq(tools.imageUrl, imageUrl)));
    report.updated += 1;
  }
  if (report.updated > 0) app.catalog.invalidate();
  return report;
}
