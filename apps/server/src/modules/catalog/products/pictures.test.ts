import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolSchema } from '@tools-bd/contract';
import type { Config } from '../../../config.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../../test/helpers.ts';
import { multipart } from '../../../../test/fixtures/images.ts';
import { startS3StandIn, type S3StandIn } from '../../../../test/doubles/s3-stand-in.ts';
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from './upload-sweeper.ts';
import { backfillPictureVariants } from './picture-backfill.ts';
import { createTool } from '../../../../test/fixtures/orders.ts';

// Uploaded pictures as buyers get them: immutable objects under content-hashed names with WebP
// variants, in the instance's folder or in an S3-compatible bucket (a real S3 server here).

const photo = (width: number, height: number, red = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 30 } } })
    .jpeg()
    .toBuffer();

const storages = [{ storage: 'folder' as const }, { storage: 'bucket' as const }];

describe.each(testEngines)('product pictures on $engine', ({ engine }) => {
  describe.each(storages)('stored in a $storage', ({ storage }) => {
    let s3: S3StandIn | undefined;
    let dataDirs: string[] = [];
    let shops: TestApp[] = [];
    let admin: TestAccount;

    const configFor = (dataDir: string): Partial<Config> => ({
      dataDir,
      storage: { uploadsDir: join(dataDir, 'uploads'), s3: s3?.settings },
    });

    beforeAll(async () => {
      if (storage === 'bucket') s3 = await startS3StandIn();
      dataDirs = [mkdtempSync(join(tmpdir(), 'toolsbd-pictures-')), mkdtempSync(join(tmpdir(), 'toolsbd-pictures-'))];
      // One shop, or two sharing the bucket (each with a disk of its own).
      shops = [await createTestApp(engine, configFor(dataDirs[0]!))];
      admin = await createAccount(shops[0]!.app, { role: 'admin' });
    });
    afterAll(async () => {
      await Promise.all(shops.map((shop) => shop.close()));
      await s3?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    const upload = async (data: Buffer) => {
      const body = multipart([{ fileName: 'photo.jpg', contentType: 'image/jpeg', data }]);
      const response = await shops[0]!.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...body.headers, ...admin.authorization },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { url: string }).url;
    };

    it('stores a photo under its content hash and size, with WebP variants 160, 480 and 960 px wide', async () => {
      const bytes = await photo(1200, 800);
      const url = await upload(bytes);
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1200x800\.jpg$/);
      // The same picture again is the same object.
      expect(await upload(bytes)).toBe(url);

      const created = await shops[0]!.app.inject({
        method: 'POST',
        url: '/api/tools',
        headers: admin.authorization,
        payload: {
          name: `Framing Square ${storage}`,
          description: 'Steel framing square.',
          price: 12,
          availableItem: 10,
          quentity: 10,
          minPurse: 1,
          img: url,
        },
      });
      expect(created.statusCode).toBe(201);
      const tool = toolSchema.parse(created.json());
      const hash = url.slice('/uploads/'.length, '/uploads/'.length + 32);
      expect(tool.imgVariants).toEqual(
        [160, 480, 960].map((width) => ({ width, url: `/uploads/${hash}-${width}.webp` })),
      );
      const byId = toolSchema.parse((await shops[0]!.app.inject(`/api/tools/${tool._id}`)).json());
      expect(byId.imgVariants).toEqual(tool.imgVariants);

      for (const variant of tool.imgVariants) {
        const served = await shops[0]!.app.inject(variant.url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const size = await sharp(served.rawPayload).metadata();
        expect(size.format).toBe('webp');
        expect(size.width).toBe(variant.width);
        expect(size.height).toBe(Math.round((variant.width * 800) / 1200));
      }
      const original = await shops[0]!.app.inject(url);
      expect(original.statusCode).toBe(200);
      expect(original.rawPayload.equals(bytes)).toBe(true);
    });

    it('never upscales: a 300 px picture gets only the 160 px variant', async () => {
      const url = await upload(await photo(300, 300, 90));
      expect(url).toMatch(/-300x300\.jpg$/);
      const small = await shops[0]!.app.inject(url.replace(/-300x300\.jpg$/, '-160.webp'));
      expect(small.statusCode).toBe(200);
      expect((await shops[0]!.app.inject(url.replace(/-300x300\.jpg$/, '-480.webp'))).statusCode).toBe(404);
    });

    it('answers 404 for a picture that is not there, and for names that are not pictures', async () => {
      for (const path of ['/uploads/0123456789abcdef0123456789abcdef-10x10.png', '/uploads/notes.txt']) {
        expect((await shops[0]!.app.inject(path)).statusCode, path).toBe(404);
      }
    });

    it.runIf(storage === 'bucket')('serves a picture uploaded through one instance from another', async () => {
      shops.push(await createTestApp(engine, configFor(dataDirs[1]!)));
      const url = await upload(await photo(500, 400, 30));
      const elsewhere = await shops[1]!.app.inject(url);
      expect(elsewhere.statusCode).toBe(200);
      expect((await shops[1]!.app.inject(url.replace(/-500x400\.jpg$/, '-480.webp'))).statusCode).toBe(200);
    });

    it('backfills pictures uploaded before variants existed (into the bucket, when there is one), once', async () => {
      const shop = shops[0]!.app;
      const legacyName = 'abcdef0123456789abcdef0123456789.jpg';
      mkdirSync(join(dataDirs[0]!, 'uploads'), { recursive: true });
      writeFileSync(join(dataDirs[0]!, 'uploads', legacyName), await photo(1000, 500, 70));
      const legacy = await createTool(shop.db, {
        name: `Old Photo Saw ${storage}`,
        imageUrl: `/uploads/${legacyName}`,
      });
      const drawing = await createTool(shop.db, {
        name: `Drawn Saw ${storage}`,
        imageUrl: '/images/tools/hand-saw.svg',
      });
      const missing = await createTool(shop.db, {
        name: `Lost Photo Saw ${storage}`,
        imageUrl: '/uploads/00000000000000000000000000000000.png',
      });

      const report = await backfillPictureVariants(shop);
      expect(report.updated).toBeGreaterThanOrEqual(1);
      expect(report.missing).toContain('/uploads/00000000000000000000000000000000.png');
      const after = toolSchema.parse((await shop.inject(`/api/tools/${legacy.id}`)).json());
      expect(after.img).toMatch(/^\/uploads\/[0-9a-f]{32}-1000x500\.jpg$/);
      expect(after.imgVariants.map((variant) => variant.width)).toEqual([160, 480, 960]);
      for (const url of [after.img, ...after.imgVariants.map((variant) => variant.url)]) {
        expect((await shop.inject(url)).statusCode, url).toBe(200);
        expect(await shop.pictures.objects.get(url.slice('/uploads/'.length)), url).not.toBeNull();
      }
      expect(toolSchema.parse((await shop.inject(`/api/tools/${drawing.id}`)).json()).imgVariants).toEqual([]);
      expect(toolSchema.parse((await shop.inject(`/api/tools/${missing.id}`)).json()).img).toBe(
        '/uploads/00000000000000000000000000000000.png',
      );

      const again = await backfillPictureVariants(shop);
      expect(again.updated).toBe(0);
    });

    it('sweeps a picture no product uses, with its variants, once its grace period is over', async () => {
      const url = await upload(await photo(640, 480, 250));
      const later = new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000);
      const removed = await sweepUnusedUploads(shops[0]!.app, shops[0]!.app.pictures, later);
      const name = url.slice('/uploads/'.length);
      expect(removed).toEqual(expect.arrayContaining([name, name.replace(/-640x480\.jpg$/, '-160.webp')]));
      // Pictures products use stay, with their variants.
      expect(removed.some((key) => key.endsWith('-1200x800.jpg'))).toBe(false);
      expect((await shops[0]!.app.inject(url)).statusCode).toBe(404);
    });
  });

  it('names pictures by the bucket’s public address when it has one', async () => {
    const s3 = await startS3StandIn();
    const dataDir = mkdtempSync(join(tmpdir(), 'toolsbd-pictures-'));
    const shop = await createTestApp(engine, {
      dataDir,
      storage: {
        uploadsDir: join(dataDir, 'uploads'),
        s3: { ...s3.settings, publicUrl: 'https://pictures.localhost/shop' },
      },
    });
    try {
      const admin = await createAccount(shop.app, { role: 'admin' });
      const body = multipart([{ fileName: 'p.jpg', contentType: 'image/jpeg', data: await photo(200, 100) }]);
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...body.headers, ...admin.authorization },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(201);
      const { url } = response.json() as { url: string };
      expect(url).toMatch(/^https:\/\/pictures\.localhost\/shop\/[0-9a-f]{32}-200x100\.jpg$/);
      // The object is in the bucket under its name.
      const key = url.slice(url.lastIndexOf('/') + 1);
      expect((await shop.app.pictures.objects.get(key))?.contentType).toBe('image/jpeg');
    } finally {
      await shop.close();
      await s3.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
