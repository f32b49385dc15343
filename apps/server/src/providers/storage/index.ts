import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export type { ObjectStorage, StoredObjectInfo } from './object-storage.ts';
export type { S3Settings } from './s3-storage.ts';
export { createLocalStorage } from './local-storage.ts';
export { createS3Storage } from './s3-storage.ts';

/** Where the shop serves stored pictures itself (the folder, or a bucket without a public address). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The stored pictures and the addresses browsers fetch them at. */
export interface PictureStorage {
  objects: ObjectStorage;
  /** `/uploads/` (served by the shop) or S3_PUBLIC_URL with a trailing slash. */
  publicBase: string;
  /** The folder, when the pictures are on this instance's disk (served as static files). */
  localDirectory?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    pictures: PictureStorage;
  }
}

export async function createPictureStorage(config: FastifyInstance['config']['storage']): Promise<PictureStorage> {
  if (config.s3) {
    return {
      objects: await createS3Storage(config.s3),
      publicBase: config.s3.publicUrl ? `${config.s3.publicUrl}/` : UPLOADS_URL_PREFIX,
    };
  }
  return {
    objects: createLocalStorage(config.uploadsDir),
    publicBase: UPLOADS_URL_PREFIX,
    localDirectory: config.uploadsDir,
  };
}

async function storagePlugin(app: FastifyInstance) {
  const pictures = await createPictureStorage(app.config.storage);
  app.decorate('pictures', pictures);
  app.addHook('onClose', () => pictures.objects.close());
}

export default fp(storagePlugin, { name: 'storage' });
