import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  adminToolListSchema,
  catalogMessages,
  commonMessages,
  imageVariantsOf,
  orderSchema,
  toolListSchema,
  toolSchema,
  type AdminTool,
} from '@tools-bd/contract';
import { tools } from '../../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../../test/helpers.ts';
import { createTool, placeOrder } from '../../../../test/fixtures/orders.ts';
import { JPEG_START, multipart, TINY_PNG, WEBP_START, type FilePart } from '../../../../test/fixtures/images.ts';
import { sweepUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from './upload-sweeper.ts';

const validTool = {
  name: 'Bench Vice',
  description: 'Cast-iron 125 mm bench vice with a swivel base.',
  price: 64.99,
  availableItem: 50,
  quentity: 50,
  minPurse: 2,
  img: 'https://media.example.com/vice.png',
};

describe.each(testEngines)('admin catalogue API on $engine', ({ engine }) => {
  let shop: TestApp;
  let dataDir: string;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'toolsbd-admin-catalog-'));
    shop = await createTestApp(engine, { dataDir });
    [admin, customer] = await Promise.all([createAccount(shop.app, { role: 'admin' }), createAccount(shop.app)]);
  });
  afterAll(async () => {
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadedFiles = () => {
    try {
      return readdirSync(join(dataDir, 'uploads'));
    } catch {
      return [];
    }
  };

  const addTool = (account: TestAccount | null, payload: Record<string, unknown>) =>
    shop.app.inject({ method: 'POST', url: '/api/tools', headers: account?.authorization ?? {}, payload });

  const upload = (account: TestAccount | null, parts: FilePart[]) => {
    const body = multipart(parts);
    return shop.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, ...(account?.authorization ?? {}) },
      payload: body.payload,
    });
  };

  async function adminList(): Promise<AdminTool[]> {
    const response = await shop.app.inject({ url: '/api/admin/tools', headers: admin.authorization });
    expect(response.statusCode).toBe(200);
    return adminToolListSchema.parse(response.json());
  }

  async function shopList() {
    return toolListSchema.parse((await shop.app.inject('/api/tools')).json());
  }

  describe('who may call', () => {
    it('refuses every admin call to anonymous visitors (401) and customers (403), changing nothing', async () => {
      const tool = await createTool(shop.app.db, { name: 'Guarded Saw', priceCents: 2_000 });
      const before = await shopList();
      const png = multipart([{ fileName: 'a.png', contentType: 'image/png', data: TINY_PNG }]);
      const calls = [
        { method: 'GET' as const, url: '/api/admin/tools' },
        { method: 'POST' as const, url: '/api/tools', payload: validTool },
        { method: 'PATCH' as const, url: `/api/tools/${tool.id}`, payload: { price: 1 } },
        { method: 'DELETE' as const, url: `/api/tools/${tool.id}` },
        { method: 'POST' as const, url: '/api/uploads', payload: png.payload, headers: png.headers },
      ];
      for (const call of calls) {
        for (const [account, status] of [
          [null, 401],
          [customer, 403],
        ] as const) {
          const response = await shop.app.inject({
            ...call,
            headers: { ...(call.headers ?? {}), ...(account?.authorization ?? {}) },
          });
          expect(response.statusCode, `${call.method} ${call.url} as ${account ? 'customer' : 'anonymous'}`).toBe(
            status,
          );
          expect(response.json()).toEqual({ message: expect.any(String) });
        }
      }
      // A bad token is a 401 too, even with a body that would not validate.
      const forged = await addTool({ ...customer, authorization: { authorization: 'Bearer not-a-token' } }, {});
      expect(forged.statusCode).toBe(401);

      expect(await shopList()).toEqual(before);
      const [stored] = await shop.app.db.select().from(tools).where(eq(tools.id, tool.id));
      expect(stored?.priceCents).toBe(2_000);
      expect(uploadedFiles()).toEqual([]);
    });
  });

  describe('adding a product', () => {
    it('puts the product on sale with an exact price in cents and the listed quentity', async () => {
      await shopList(); // warm the shop's short list cache: the new product must still show at once
      const response = await addTool(admin, { ...validTool, name: '  Bench Vice  ', price: 0.29 });
      expect(response.statusCode).toBe(201);
      const created = toolSchema.parse(response.json());
      expect(created).toMatchObject({
        name: 'Bench Vice',
        price: 0.29,
        availableItem: 50,
        minPurse: 2,
        img: validTool.img,
      });

      const [stored] = await shop.app.db.select().from(tools).where(eq(tools.id, created._id));
      expect(stored).toMatchObject({
        priceCents: 29,
        listedQuantity: 50,
        availableQuantity: 50,
        minimumPurchase: 2,
        archivedAt: null,
      });

      expect((await shopList()).map((tool) => tool._id)).toContain(created._id);
      const page = await shop.app.inject(`/api/tools/${created._id}`);
      expect(toolSchema.parse(page.json()).price).toBe(0.29);
    });

    const invalid: [string, Record<string, unknown>, string][] = [
      ['no name', { name: undefined }, 'Product name is required'],
      ['a blank name', { name: '   ' }, 'Product name is required'],
      ['no description', { description: undefined }, 'Description is required'],
      ['no price', { price: undefined }, 'Price is required'],
      ['a price of 0', { price: 0 }, 'Price must be more than 0'],
      ['a negative price', { price: -5 }, 'Price must be more than 0'],
      ['a price in fractions of a cent', { price: 1.234 }, 'Price can have at most 2 decimals'],
      ['a price as text', { price: 'ten' }, 'Price must be a number'],
      ['no availableItem', { availableItem: undefined }, 'Available quantity is required'],
      ['a fractional availableItem', { availableItem: 10.5 }, 'Available quantity must be a whole number'],
      ['a negative availableItem', { availableItem: -1 }, 'Available quantity can not be negative'],
      ['no quentity', { quentity: undefined }, 'Quantity is required'],
      ['a fractional quentity', { quentity: 2.5 }, 'Quantity must be a whole number'],
      ['no minPurse', { minPurse: undefined }, 'Minimum order is required'],
      ['a minPurse of 0', { minPurse: 0 }, 'Minimum order must be at least 1'],
      ['a minPurse above availableItem', { minPurse: 51 }, 'Minimum order can not be more than the available quantity'],
      ['no img', { img: undefined }, 'Image is required'],
      ['an empty img', { img: '' }, 'Image is required'],
      ['a javascript: img', { img: 'javascript:alert(1)' }, catalogMessages.imgInvalid],
      ['an ftp img', { img: 'ftp://example.com/a.png' }, catalogMessages.imgInvalid],
      ['a plain-http img (blocked by the CSP)', { img: 'http://example.com/a.png' }, catalogMessages.imgInvalid],
      ['a protocol-relative img', { img: '//evil.example/a.png' }, catalogMessages.imgInvalid],
      ['a path outside the picture folders', { img: '/api/tools' }, catalogMessages.imgInvalid],
      ['a path climbing out of uploads', { img: '/uploads/../jwt-secret' }, catalogMessages.imgInvalid],
      ['an encoded climb out of uploads', { img: '/uploads/%2E%2e/api/tools' }, catalogMessages.imgInvalid],
      ['a weight of 0 g', { weightGrams: 0 }, catalogMessages.weightGrams],
      ['a weight in fractions of a gram', { weightGrams: 2.5 }, catalogMessages.weightGrams],
      ['a weight above a tonne', { weightGrams: 1_000_001 }, catalogMessages.weightGrams],
      ['a weight as text', { weightGrams: '500' }, catalogMessages.weightGrams],
    ];
    it.each(invalid)('refuses %s with a clear 400 and adds nothing', async (_label, change, message) => {
      const before = (await adminList()).length;
      const response = await addTool(admin, { ...validTool, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect((await adminList()).length).toBe(before);
    });

    it('weighs a new product 1,000 g unless told, and shows the weight in the list, by id and by slug', async () => {
      const unweighed = toolSchema.parse((await addTool(admin, { ...validTool, name: 'Unweighed Vice' })).json());
      expect(unweighed.weightGrams).toBe(1_000);
      const response = await addTool(admin, { ...validTool, name: 'Heavy Anvil', weightGrams: 48_500 });
      expect(response.statusCode).toBe(201);
      const anvil = toolSchema.parse(response.json());
      expect(anvil.weightGrams).toBe(48_500);
      const [stored] = await shop.app.db.select().from(tools).where(eq(tools.id, anvil._id));
      expect(stored?.weightGrams).toBe(48_500);
      expect((await shopList()).find((tool) => tool._id === anvil._id)?.weightGrams).toBe(48_500);
      expect(toolSchema.parse((await shop.app.inject(`/api/tools/${anvil._id}`)).json()).weightGrams).toBe(48_500);
      expect(toolSchema.parse((await shop.app.inject(`/api/tools/by-slug/${anvil.slug}`)).json()).weightGrams).toBe(
        48_500,
      );
      expect((await adminList()).find((tool) => tool._id === anvil._id)?.weightGrams).toBe(48_500);
    });

    it('accepts a site path of the demo pictures or of an upload', async () => {
      for (const img of [
        '/images/tools/circular-saw.svg',
        '/uploads/0123456789abcdef0123456789abcdef.png',
        'https://example.com/a.jpg',
      ]) {
        const response = await addTool(admin, { ...validTool, img });
        expect(response.statusCode, img).toBe(201);
      }
    });
  });

  describe('uploading a picture', () => {
    it('stores a PNG under DATA_DIR/uploads and serves it back with a long cache and nosniff', async () => {
      const response = await upload(admin, [{ fileName: 'vice photo.PNG', contentType: 'image/png', data: TINY_PNG }]);
      expect(response.statusCode).toBe(201);
      const { url } = response.json() as { url: string };
      // Named by its content and its size (1×1): the same picture is stored once.
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1x1\.png$/);
      expect(uploadedFiles()).toContain(url.slice('/uploads/'.length));

      const served = await shop.app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(served.headers['cache-control']).toMatch(/immutable/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

      // The uploaded address is accepted as the product's picture.
      const created = await addTool(admin, { ...validTool, img: url });
      expect(created.statusCode).toBe(201);
      expect(toolSchema.parse(created.json()).img).toBe(url);
    });

    it('recognises JPEG and WebP by content, whatever the file is called', async () => {
      const jpeg = await upload(admin, [
        { fileName: 'photo.txt', contentType: 'application/octet-stream', data: JPEG_START },
      ]);
      expect(jpeg.statusCode).toBe(201);
      expect((jpeg.json() as { url: string }).url).toMatch(/\.jpg$/);
      const webp = await upload(admin, [{ fileName: 'photo', contentType: 'text/plain', data: WEBP_START }]);
      expect(webp.statusCode).toBe(201);
      expect((webp.json() as { url: string }).url).toMatch(/\.webp$/);
    });

    it('refuses a file that is not a JPEG, PNG or WebP picture, however it is named, and stores nothing', async () => {
      const before = uploadedFiles();
      const impostors: FilePart[] = [
        { fileName: 'evil.png', contentType: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') },
        {
          fileName: 'animation.gif',
          contentType: 'image/gif',
          data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        },
        {
          fileName: 'drawing.svg',
          contentType: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
        { fileName: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) },
        { fileName: 'short.png', contentType: 'image/png', data: TINY_PNG.subarray(0, 8) },
      ];
      for (const impostor of impostors) {
        const response = await upload(admin, [impostor]);
        expect(response.statusCode, impostor.fileName).toBe(400);
        expect(response.json()).toEqual({ message: 'The file must be a JPEG, PNG or WebP image' });
      }
      expect(uploadedFiles()).toEqual(before);
    });

    it('refuses a picture above 5 MB (413) and a request without a file', async () => {
      const before = uploadedFiles();
      const huge = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const tooLarge = await upload(admin, [{ fileName: 'huge.png', contentType: 'image/png', data: huge }]);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ message: 'The image must be at most 5 MB' });

      const notMultipart = await shop.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: admin.authorization,
        payload: { url: 'x' },
      });
      expect(notMultipart.statusCode).toBe(415);
      expect(notMultipart.json()).toEqual({ message: 'Choose an image file to upload' });

      const empty = multipart([]);
      const noFile = await shop.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...empty.headers, ...admin.authorization },
        payload: empty.payload,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toEqual({ message: 'Choose an image file to upload' });
      expect(uploadedFiles()).toEqual(before);
    });

    it('refuses a body the parser cannot read (cut off, no boundary) with a 400, not a 500, and stores nothing', async () => {
      const before = uploadedFiles();
      const whole = multipart([{ fileName: 'a.png', contentType: 'image/png', data: TINY_PNG }]);
      const bodies = [
        { headers: whole.headers, payload: whole.payload.subarray(0, whole.payload.length - 30) },
        { headers: { 'content-type': 'multipart/form-data' }, payload: whole.payload },
        { headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-used' }, payload: whole.payload },
      ];
      for (const body of bodies) {
        const response = await shop.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...body.headers, ...admin.authorization },
          payload: body.payload,
        });
        expect(response.statusCode, body.headers['content-type']).toBe(400);
        expect(response.json()).toEqual({ message: catalogMessages.uploadMalformed });
      }
      expect(uploadedFiles()).toEqual(before);
    });

    it('serves only uploaded pictures: other files, unknown names and paths outside the folder are not served', async () => {
      writeFileSync(join(dataDir, 'private.txt'), 'owner-only secret');
      mkdirSync(join(dataDir, 'uploads'), { recursive: true });
      writeFileSync(join(dataDir, 'uploads', 'notes.txt'), 'not a picture');
      for (const path of [
        '/uploads/0123456789abcdef0123456789abcdef.png',
        '/uploads/notes.txt',
        '/uploads/.hidden.png',
      ]) {
        const response = await shop.app.inject(path);
        expect(response.statusCode, path).toBe(404);
      }
      // No folder listing either.
      expect((await shop.app.inject('/uploads/')).body).not.toContain('notes.txt');
      for (const path of ['/uploads/../private.txt', '/uploads/%2e%2e/private.txt', '/uploads/..%2fprivate.txt']) {
        const response = await shop.app.inject(path);
        // Exactly "not found": a 500 (or any other answer) would not prove the path was refused cleanly.
        expect(response.statusCode, path).toBe(404);
        expect(response.json(), path).toEqual({ message: commonMessages.notFound });
      }
    });
  });

  describe('deleting a product', () => {
    it('erases a product nobody ordered', async () => {
      const tool = await createTool(shop.app.db, { name: 'Unloved Rasp' });
      const response = await shop.app.inject({
        method: 'DELETE',
        url: `/api/tools/${tool.id}`,
        headers: admin.authorization,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1, archived: false });
      expect((await shop.app.inject(`/api/tools/${tool.id}`)).statusCode).toBe(404);
      expect((await adminList()).map((row) => row._id)).not.toContain(tool.id);
      expect(await shop.app.db.select().from(tools).where(eq(tools.id, tool.id))).toEqual([]);
    });

    it('archives a product with orders: gone from the shop, kept in the admin list and in its orders', async () => {
      const tool = await createTool(shop.app.db, { name: 'Popular Plane', priceCents: 3_000, availableQuantity: 20 });
      await shopList();
      const order = await placeOrder(shop.app, customer, { toolId: tool.id, cart: 2 });

      const response = await shop.app.inject({
        method: 'DELETE',
        url: `/api/tools/${tool.id}`,
        headers: admin.authorization,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, deletedCount: 0, archived: true });

      expect((await shopList()).map((row) => row._id)).not.toContain(tool.id);
      expect((await shop.app.inject(`/api/tools/${tool.id}`)).statusCode).toBe(404);
      const listed = (await adminList()).find((row) => row._id === tool.id);
      expect(listed).toMatchObject({ name: 'Popular Plane', archived: true, orderCount: 1 });

      const kept = await shop.app.inject({ url: `/api/orders/${order._id}`, headers: customer.authorization });
      expect(kept.statusCode).toBe(200);
      expect(orderSchema.parse(kept.json())).toMatchObject({ itemName: 'Popular Plane', price: 60, cart: 2 });

      // Nobody can order it any more, and a second delete changes nothing.
      const newOrder = await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer.authorization,
        payload: {
          customerName: 'C',
          email: customer.email,
          phone: '+880 1711-000000',
          address: '12 Test Road',
          district: 'Dhaka',
          toolId: tool.id,
          cart: 2,
        },
      });
      expect(newOrder.statusCode).toBe(404);
      const again = await shop.app.inject({
        method: 'DELETE',
        url: `/api/tools/${tool.id}`,
        headers: admin.authorization,
      });
      expect(again.json()).toEqual({ acknowledged: true, deletedCount: 0, archived: true });
    });

    it('answers 404 for an unknown product and 400 for a malformed id', async () => {
      const unknown = await shop.app.inject({
        method: 'DELETE',
        url: '/api/tools/7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4',
        headers: admin.authorization,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Tool not found' });
      const malformed = await shop.app.inject({
        method: 'DELETE',
        url: '/api/tools/not-an-id',
        headers: admin.authorization,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('cleaning up pictures no product uses', () => {
    it('removes, a day after upload, pictures of deleted products and of forms never saved; keeps the rest', async () => {
      // Five different pictures (names are content hashes), wide enough for a 160 px variant each.
      const uploadPng = async (red: number) => {
        const data = await sharp({
          create: { width: 200, height: 150, channels: 3, background: { r: red, g: 90, b: 40 } },
        })
          .png()
          .toBuffer();
        return (
          (await upload(admin, [{ fileName: 'p.png', contentType: 'image/png', data }])).json() as { url: string }
        ).url;
      };
      const [kept, ofDeleted, ofArchived, abandoned, fresh] = await Promise.all([
        uploadPng(10),
        uploadPng(60),
        uploadPng(110),
        uploadPng(160),
        uploadPng(210),
      ]);
      const productWith = async (img: string) =>
        toolSchema.parse((await addTool(admin, { ...validTool, img })).json())._id;
      await productWith(kept);
      const deleted = await productWith(ofDeleted);
      expect(
        (
          await shop.app.inject({ method: 'DELETE', url: `/api/tools/${deleted}`, headers: admin.authorization })
        ).json(),
      ).toMatchObject({ deletedCount: 1 });
      // An archived product still shows its picture with its orders.
      const archived = await productWith(ofArchived);
      await placeOrder(shop.app, customer, { toolId: archived, cart: validTool.minPurse });
      expect(
        (
          await shop.app.inject({ method: 'DELETE', url: `/api/tools/${archived}`, headers: admin.authorization })
        ).json(),
      ).toMatchObject({ archived: true });
      const notOurs = join(dataDir, 'uploads', 'notes.txt');
      writeFileSync(notOurs, 'left by someone');

      const fileName = (url: string) => url.slice('/uploads/'.length);
      // A picture's files: the original and its variants.
      const filesOf = (url: string) => [url, ...imageVariantsOf(url).map((variant) => variant.url)].map(fileName);
      expect(imageVariantsOf(kept)).toHaveLength(1);
      const old = new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS - 60_000);
      for (const url of [kept, ofDeleted, ofArchived, abandoned])
        for (const file of filesOf(url)) utimesSync(join(dataDir, 'uploads', file), old, old);
      utimesSync(notOurs, old, old);

      const removed = await sweepUnusedUploads(shop.app, shop.app.pictures);
      expect(removed.sort()).toEqual([ofDeleted, abandoned].flatMap(filesOf).sort());
      const left = uploadedFiles();
      for (const url of [kept, ofArchived, fresh]) for (const file of filesOf(url)) expect(left).toContain(file);
      expect(left).toContain('notes.txt');
      expect((await shop.app.inject(kept)).statusCode).toBe(200);
      expect((await shop.app.inject(ofDeleted)).statusCode).toBe(404);
    });
  });

  describe('editing a product', () => {
    const patch = (id: string, payload: Record<string, unknown>) =>
      shop.app.inject({ method: 'PATCH', url: `/api/tools/${id}`, headers: admin.authorization, payload });

    it('new orders pay the new price; orders already placed keep theirs', async () => {
      const tool = await createTool(shop.app.db, {
        name: 'Spirit Level',
        priceCents: 1_000,
        availableQuantity: 100,
        minimumPurchase: 1,
      });
      const before = await placeOrder(shop.app, customer, { toolId: tool.id, cart: 3 });
      expect(before.price).toBe(30);

      const response = await patch(tool.id, { price: 12.5 });
      expect(response.statusCode).toBe(200);
      expect(toolSchema.parse(response.json())).toMatchObject({ price: 12.5, availableItem: 97, minPurse: 1 });
      expect(toolSchema.parse((await shop.app.inject(`/api/tools/${tool.id}`)).json()).price).toBe(12.5);
      expect((await shopList()).find((row) => row._id === tool.id)?.price).toBe(12.5);

      const after = await placeOrder(shop.app, customer, { toolId: tool.id, cart: 3 });
      expect(after.price).toBe(37.5);
      const old = await shop.app.inject({ url: `/api/orders/${before._id}`, headers: customer.authorization });
      expect(orderSchema.parse(old.json()).price).toBe(30);
    });

    it('changes stock and minimum, keeping the minimum within the stock', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 40, minimumPurchase: 4 });
      const changed = await patch(tool.id, { availableItem: 25, minPurse: 5 });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ availableItem: 25, minPurse: 5 });

      const tooHigh = await patch(tool.id, { minPurse: 26 });
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.json()).toEqual({ message: 'Minimum order can not be more than the available quantity' });
      const stockBelowMinimum = await patch(tool.id, { availableItem: 3 });
      expect(stockBelowMinimum.statusCode).toBe(400);

      // A stock of 0 marks the product sold out whatever its minimum.
      const soldOut = await patch(tool.id, { availableItem: 0 });
      expect(soldOut.statusCode).toBe(200);
      expect(soldOut.json()).toMatchObject({ availableItem: 0, minPurse: 5 });
      // …and a price change alone is never blocked by the stock.
      expect((await patch(tool.id, { price: 9.99 })).statusCode).toBe(200);
    });

    it('changes the weight alone, and the shop shows it at once', async () => {
      const tool = await createTool(shop.app.db, { name: 'Sledge Hammer', priceCents: 4_000 });
      expect(toolSchema.parse((await shop.app.inject(`/api/tools/${tool.id}`)).json()).weightGrams).toBe(1_000);
      const response = await patch(tool.id, { weightGrams: 5_400 });
      expect(response.statusCode).toBe(200);
      expect(toolSchema.parse(response.json())).toMatchObject({ weightGrams: 5_400, price: 40 });
      expect(toolSchema.parse((await shop.app.inject(`/api/tools/${tool.id}`)).json()).weightGrams).toBe(5_400);
      expect((await shopList()).find((row) => row._id === tool.id)?.weightGrams).toBe(5_400);
    });

    it('refuses bad changes with a clear 4xx and changes nothing', async () => {
      const tool = await createTool(shop.app.db, { priceCents: 1_500, availableQuantity: 10, minimumPurchase: 2 });
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'Send at least one of price, availableItem, minPurse, sku, packSize, maxPerOrder or priceBreaks'],
        [{ price: 0 }, 'Price must be more than 0'],
        [{ price: 3.333 }, 'Price can have at most 2 decimals'],
        [{ availableItem: -2 }, 'Available quantity can not be negative'],
        [{ minPurse: 1.5 }, 'Minimum order must be a whole number'],
        [{ availableItem: 5, minPurse: 6 }, 'Minimum order can not be more than the available quantity'],
        [{ weightGrams: 0 }, catalogMessages.weightGrams],
        [{ weightGrams: null }, catalogMessages.weightGrams],
      ];
      for (const [payload, message] of cases) {
        const response = await patch(tool.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      const [stored] = await shop.app.db.select().from(tools).where(eq(tools.id, tool.id));
      expect(stored).toMatchObject({ priceCents: 1_500, availableQuantity: 10, minimumPurchase: 2 });

      expect((await patch('7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4', { price: 1 })).statusCode).toBe(404);
      await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, tool.id));
      const archived = await patch(tool.id, { price: 1 });
      expect(archived.statusCode).toBe(409);
      expect(archived.json()).toEqual({ message: 'This product is archived and can not be changed' });
    });
  });

  it('lists every product for the manage screen, archived ones flagged, and documents the calls', async () => {
    const list = await adminList();
    expect(list.some((row) => row.archived)).toBe(true);
    expect(list.some((row) => !row.archived)).toBe(true);
    const shopIds = new Set((await shopList()).map((row) => row._id));
    for (const row of list) expect(shopIds.has(row._id)).toBe(!row.archived);

    const docs = (await shop.app.inject('/api/docs/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/admin/tools', '/api/tools/{id}', '/api/uploads']),
    );
  });
});
