import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, isNull } from 'drizzle-orm';
import {
  adminToolListSchema,
  catalogImportResultSchema,
  toolListSchema,
  type AdminTool,
  type CatalogImportResult,
  catalogMessages,
  settingsMessages,
} from '@tools-bd/contract';
import { seedDemoData } from '../../../db/seed.ts';
import { categories, tools } from '../../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../../test/helpers.ts';
import { placeOrder } from '../../../../test/fixtures/orders.ts';

const VAT_RATE_MESSAGE = settingsMessages.vatRate;

describe.each(testEngines)('admin catalogue management on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    await seedDemoData(shop.app.db);
    [admin, customer] = await Promise.all([createAccount(shop.app, { role: 'admin' }), createAccount(shop.app)]);
    // An archived product (deleting one with orders archives it), whose SKU an import must refuse.
    const [tape] = await shop.app.db.select().from(tools).where(eq(tools.sku, 'MS-TAPE-8M'));
    await placeOrder(shop.app, customer, { toolId: tape!.id, cart: tape!.minimumPurchase });
    expect(
      (await shop.app.inject({ method: 'DELETE', url: `/api/tools/${tape!.id}`, headers: admin.authorization })).json(),
    ).toMatchObject({ archived: true });
  });
  afterAll(() => shop.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    account: TestAccount | null = admin,
  ) =>
    shop.app.inject({
      method,
      url,
      headers: account?.authorization ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function adminList(query: string): Promise<{ tools: AdminTool[]; total: number; link: string | undefined }> {
    const response = await call('GET', `/api/admin/tools${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return {
      tools: adminToolListSchema.parse(response.json()),
      total: Number(response.headers['x-total-count']),
      link: response.headers.link as string | undefined,
    };
  }
  const names = (list: AdminTool[]) => list.map((tool) => tool.name);

  async function importCsv(text: string, dryRun: boolean) {
    return call('POST', `/api/admin/catalog/import?dryRun=${dryRun}`, { text });
  }
  async function dryRun(text: string): Promise<CatalogImportResult> {
    const response = await importCsv(text, true);
    expect(response.statusCode, response.body).toBe(200);
    return catalogImportResultSchema.parse(response.json());
  }
  async function exportCsv(): Promise<string> {
    const response = await call('GET', '/api/admin/catalog/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    return response.body;
  }
  async function storedTool(sku: string) {
    const [row] = await shop.app.db.select().from(tools).where(eq(tools.sku, sku));
    return row;
  }

  describe('CSV import and export', () => {
    const header = 'sku,name,category,brand,price,stock,minPurse,packSize,maxPerOrder,priceBreaks,description,img';
    const exportHeader =
      'sku,name,category,brand,price,stock,minPurse,packSize,maxPerOrder,priceBreaks,vatRate,description,img,weight_grams,name_bn,description_bn';

    it('exports the catalogue on sale with a BOM, and the export imported back changes nothing', async () => {
      const csv = await exportCsv();
      expect(csv.startsWith(`\uFEFF${exportHeader}\r\n`)).toBe(true);
      expect(csv).toContain('HT-HAM-16OZ,Claw Hammer,hammers,Stanley,12.99,600,20,1,,,15,');
      // The seed's descriptions hold commas: quoted.
      expect(csv).toContain('"1,400 W corded circular saw');
      const result = await dryRun(csv);
      expect(result.summary).toMatchObject({ create: 0, update: 0, error: 0 });
      expect(result.rows.every((row) => row.action === 'unchanged')).toBe(true);
      const applied = await importCsv(csv, false);
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toMatchObject({ applied: true, summary: { create: 0, update: 0, error: 0 } });
    });

    it('dry run: each row create / update (with the changed columns) / unchanged / error with the reason; nothing written', async () => {
      const before = await exportCsv();
      const text = [
        header,
        'NEW-CSV-001,Import Mallet,hammers,Acme Tools,19.50,120,6,6,600,48:18.00|144:17.00,"Rubber mallet, 32 oz",/images/tools/claw-hammer.svg',
        'HT-HAM-16OZ,Claw Hammer,hammers,Stanley,13.49,600,20,1,,,"16 oz drop-forged steel head with a curved claw for pulling nails, on a fibreglass shaft with an anti-vibration rubber grip. Magnetic nail starter on the top face.",/images/tools/claw-hammer.svg',
        'NEW-CSV-002,Lost Tool,no-such-category,,5,10,1,1,,,A tool,/images/tools/claw-hammer.svg',
        'NEW-CSV-003,Odd Packs,hammers,,5,10,4,3,,,A tool,/images/tools/claw-hammer.svg',
        'NEW-CSV-003,Odd Packs again,hammers,,5,10,3,3,,,A tool,/images/tools/claw-hammer.svg',
        'NEW-CSV-004,Cheap breaks,hammers,,5,100,1,1,,10:6.00,A tool,/images/tools/claw-hammer.svg',
        'NEW-CSV-005,No price,hammers,,abc,10,1,1,,,A tool,/images/tools/claw-hammer.svg',
        'NEW-CSV-006,Insecure image,hammers,,5,10,1,1,,,A tool,http://example.com/a.png',
        'bad sku!,Bad,hammers,,5,10,1,1,,,A tool,/images/tools/claw-hammer.svg',
        'NEW-CSV-007,Too few cells',
      ].join('\n');
      const result = await dryRun(text);
      const byLine = Object.fromEntries(result.rows.map((row) => [row.line, row]));
      expect(byLine[2]).toMatchObject({ sku: 'NEW-CSV-001', action: 'create', message: null });
      expect(byLine[3]).toMatchObject({ sku: 'HT-HAM-16OZ', action: 'update', changes: ['price'] });
      expect(byLine[4]).toMatchObject({ action: 'error', message: 'Unknown category "no-such-category"' });
      expect(byLine[5]).toMatchObject({ action: 'error', message: 'The same SKU is on line 6' });
      expect(byLine[6]).toMatchObject({ action: 'error', message: 'The same SKU is on line 5' });
      expect(byLine[7]).toMatchObject({
        action: 'error',
        message: 'Each price break price must be below the one before it, the first below the base price',
      });
      expect(byLine[8]).toMatchObject({ action: 'error', message: 'price must be a number' });
      expect(byLine[9]).toMatchObject({
        action: 'error',
        message: 'Image must be a secure web address (https://) or an uploaded picture',
      });
      expect(byLine[10]).toMatchObject({ action: 'error', message: 'SKU must be 3 to 32 letters, digits or dashes' });
      expect(byLine[11]).toMatchObject({ action: 'error', message: 'Expected 12 cells, found 2' });
      expect(result.summary).toEqual({ create: 1, update: 1, unchanged: 0, error: 8 });
      expect(result.applied).toBe(false);
      expect(await exportCsv()).toBe(before);

      // Applying the same rows: 400 with the rows, and still nothing written (one transaction).
      const refused = await importCsv(text, false);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: '8 rows have errors: nothing was imported',
        rows: expect.any(Array),
      });
      expect(await exportCsv()).toBe(before);
      expect(await storedTool('NEW-CSV-001')).toBeUndefined();
    });

    it('applies creates and updates in one go; the new product is on sale in its category with its brand and rules', async () => {
      const text = [
        'SKU,Name,Category,Brand,Price,Stock,MinPurse,PackSize,MaxPerOrder,PriceBreaks,Description,Img',
        'new-csv-101,Import Mallet,Hammers,Acme Tools,19.50,120,12,6,600,48:18.00|144:17.00,"Rubber mallet, 32 oz ""soft""",/images/tools/claw-hammer.svg',
        'HT-HAM-16OZ,Claw Hammer,hammers,Stanley,13.49,600,20,1,,,"16 oz drop-forged steel head with a curved claw for pulling nails, on a fibreglass shaft with an anti-vibration rubber grip. Magnetic nail starter on the top face.",/images/tools/claw-hammer.svg',
      ].join('\r\n');
      const response = await importCsv(text, false);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        applied: true,
        summary: { create: 1, update: 1, unchanged: 0, error: 0 },
      });
      const listed = await adminList('?category=hammers&sort=name');
      expect(names(listed.tools)).toEqual(['Claw Hammer', 'Import Mallet']);
      const mallet = listed.tools.find((tool) => tool.name === 'Import Mallet');
      expect(mallet).toMatchObject({
        sku: 'NEW-CSV-101',
        price: 19.5,
        availableItem: 120,
        minPurse: 12,
        packSize: 6,
        maxPerOrder: 600,
        priceBreaks: [
          { minQuantity: 48, price: 18 },
          { minQuantity: 144, price: 17 },
        ],
        description: 'Rubber mallet, 32 oz "soft"',
        brand: { name: 'Acme Tools', slug: 'acme-tools' },
        category: { name: 'Hammers', slug: 'hammers' },
        quentity: 120,
      });
      // The shop sees both changes at once (its cached pages were dropped).
      const shopTools = toolListSchema.parse((await shop.app.inject('/api/tools?category=hammers')).json());
      expect(shopTools.find((tool) => tool.sku === 'HT-HAM-16OZ')?.price).toBe(13.49);
      expect(shopTools.some((tool) => tool.sku === 'NEW-CSV-101')).toBe(true);
    });

    it('neutralises formula cells in the export and reads them back exactly (CSV escaping round trip)', async () => {
      const [hammers] = await shop.app.db.select().from(categories).where(eq(categories.slug, 'hammers'));
      const tricky = [
        { sku: 'FORMULA-1', name: '=HYPERLINK("http://evil")', description: '+1 line\nsecond line, with comma' },
        { sku: '-LEADING-DASH', name: '@SUM(A1)', description: "'already quoted" },
        { sku: 'FORMULA-3', name: "'=not a formula", description: '\tTabbed, "quoted"' },
      ];
      await shop.app.db.insert(tools).values(
        tricky.map((tool) => ({
          ...tool,
          imageUrl: '/images/tools/claw-hammer.svg',
          priceCents: 500,
          availableQuantity: 10,
          categoryId: hammers!.id,
        })),
      );
      const exported = await exportCsv();
      const lineOf = (sku: string) => exported.slice(exported.indexOf(`\r\n${sku},`) + 2).split(',/images/')[0];
      expect(lineOf('FORMULA-1')).toBe(
        `FORMULA-1,"'=HYPERLINK(""http://evil"")",hammers,,5.00,10,1,1,,,15,"'+1 line\nsecond line, with comma"`,
      );
      expect(exported).toContain(`\r\n'-LEADING-DASH,'@SUM(A1),hammers,`);
      expect(lineOf("'-LEADING-DASH")).toBe(`'-LEADING-DASH,'@SUM(A1),hammers,,5.00,10,1,1,,,15,'already quoted`);
      expect(lineOf('FORMULA-3')).toBe(`FORMULA-3,''=not a formula,hammers,,5.00,10,1,1,,,15,"'\tTabbed, ""quoted"""`);

      const again = await dryRun(exported);
      expect(again.summary).toMatchObject({ create: 0, update: 0, error: 0 });
      // Read back as a new catalogue (SKUs renamed), the values are the stored ones exactly.
      const renamed = exported.replace(
        /\r\n'?(FORMULA-1|-LEADING-DASH|FORMULA-3),/g,
        (_match, sku: string) => `\r\nCOPY${sku},`,
      );
      const applied = await importCsv(renamed, false);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().summary.create).toBe(3);
      for (const tool of tricky)
        expect(await storedTool(`COPY${tool.sku}`)).toMatchObject({
          name: tool.name,
          description: tool.description.trim(),
        });
    });

    it('streams a catalogue larger than one read batch whole, once each, in SKU order', async () => {
      await shop.app.db.insert(tools).values(
        Array.from({ length: 1_150 }, (_, index) => ({
          sku: `BULK-${String(index).padStart(5, '0')}`,
          name: `Bulk Tool ${index}`,
          imageUrl: '/images/tools/claw-hammer.svg',
          priceCents: 100 + index,
          availableQuantity: 10,
        })),
      );
      const lines = (await exportCsv()).split('\r\n').slice(1, -1);
      const skus = lines.map((line) => line.split(',')[0]!.replace(/^'/, ''));
      expect(skus.filter((sku) => sku.startsWith('BULK-'))).toHaveLength(1_150);
      expect(new Set(skus).size).toBe(skus.length);
      const stored = await shop.app.db
        .select({ sku: tools.sku })
        .from(tools)
        .where(isNull(tools.archivedAt))
        .orderBy(asc(tools.sku));
      expect(skus).toEqual(stored.map((row) => row.sku));
      expect(lines.find((line) => line.startsWith('BULK-00042,'))).toBe(
        'BULK-00042,Bulk Tool 42,,,1.42,10,1,1,,,15,,/images/tools/claw-hammer.svg,1000,,',
      );
    });

    it('refuses structure problems and limits with 400 {message}, and unknown callers with 401/403', async () => {
      const cases: [string, string][] = [
        ['', 'Paste CSV text or choose a CSV file'],
        ['name,price\nX,1', 'The first line must be a header naming the columns, sku among them'],
        [
          'sku,colour\nX,red',
          'Unknown column "colour"; the columns are sku, name, category, brand, price, stock, minPurse, packSize, maxPerOrder, priceBreaks, vatRate, description, img, weight_grams, name_bn, description_bn',
        ],
        ['sku,sku\nA,B', 'The column "sku" appears twice'],
        ['sku,name', 'The CSV has a header but no rows'],
        ['sku,name\nABC,"unclosed', 'A quoted cell is not closed'],
        [
          `sku,stock\n${Array.from({ length: 5001 }, (_, index) => `S-${index},1`).join('\n')}`,
          'The CSV may hold at most 5,000 rows',
        ],
        [`sku,name\nABC,${'x'.repeat(2_000_001)}`, 'The CSV may hold at most 2,000,000 characters'],
      ];
      for (const [text, message] of cases) {
        const response = await importCsv(text, true);
        expect(response.statusCode, message).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      const badFlag = await call('POST', '/api/admin/catalog/import?dryRun=maybe', { text: 'sku\nA' });
      expect(badFlag.statusCode).toBe(400);
      expect((await call('POST', '/api/admin/catalog/import', { text: 'sku\nABC' }, customer)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/catalog/export.csv', undefined, null)).statusCode).toBe(401);
    });

    it('carries weight_grams both ways: an older CSV without it adds products at 1,000 g and keeps weights; a bad weight is refused', async () => {
      const [hammer] = await shop.app.db
        .update(tools)
        .set({ weightGrams: 650 })
        .where(eq(tools.sku, 'HT-HAM-16OZ'))
        .returning();
      const exported = await exportCsv();
      // The demo hammer's Bangla name follows in name_bn.
      expect(exported).toContain(`,/images/tools/claw-hammer.svg,650,${'ক্ল হাতুড়ি'.normalize('NFC')},\r\n`);
      expect((await dryRun(exported)).summary).toMatchObject({ create: 0, update: 0, error: 0 });

      const older =
        'sku,name,price,stock,description,img\nOLD-CSV-1,Old sheet tool,10,5,From an older sheet,/images/tools/claw-hammer.svg\nHT-HAM-16OZ,Claw Hammer,13.49,600,Unchanged weight,/images/tools/claw-hammer.svg';
      expect((await importCsv(older, false)).statusCode).toBe(200);
      expect(await storedTool('OLD-CSV-1')).toMatchObject({ weightGrams: 1_000 });
      expect(await storedTool('HT-HAM-16OZ')).toMatchObject({ weightGrams: 650, description: 'Unchanged weight' });

      const weighed = await importCsv('sku,weight_grams\nHT-HAM-16OZ,2500\nOLD-CSV-1,1000', false);
      expect(weighed.statusCode, weighed.body).toBe(200);
      expect(
        weighed.json().rows.map((row: { action: string; changes: string[] }) => [row.action, row.changes]),
      ).toEqual([
        ['update', ['weight_grams']],
        ['unchanged', []],
      ]);
      expect(await storedTool('HT-HAM-16OZ')).toMatchObject({ weightGrams: 2_500, priceCents: hammer!.priceCents });
      const shown = toolListSchema
        .parse((await shop.app.inject('/api/tools?category=hammers')).json())
        .find((tool) => tool.sku === 'HT-HAM-16OZ');
      expect(shown?.weightGrams).toBe(2_500);

      const refused = await dryRun('sku,weight_grams\nHT-HAM-16OZ,0\nOLD-CSV-1,1.5\nBULK-00001,1000001\nBULK-00002,');
      expect(refused.rows.map((row) => row.message)).toEqual([
        catalogMessages.weightGrams,
        'weight_grams must be a number',
        catalogMessages.weightGrams,
        'weight_grams must be a number',
      ]);
    });

    it('updates only the columns a partial CSV names, reads the VAT rate (shop default when left out); an archived product is refused', async () => {
      const response = await importCsv('sku,stock\nHT-HAM-16OZ,640', false);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().rows[0]).toMatchObject({ action: 'update', changes: ['stock'] });
      expect(await storedTool('HT-HAM-16OZ')).toMatchObject({ availableQuantity: 640, priceCents: 1349 });
      // Several kinds of columns in one batched update: uuid, text, jsonb, null → number.
      const many = await importCsv(
        'sku,category,brand,priceBreaks,maxPerOrder,description\nPT-CSAW-185,hand-saws,Acme Tools,50:40.00,100,Re-described\nPT-DRL-18V,hand-saws,Acme Tools,50:80.00,100,Re-described',
        false,
      );
      expect(many.statusCode, many.body).toBe(200);
      expect(many.json().rows[0].changes).toEqual(['category', 'brand', 'priceBreaks', 'maxPerOrder', 'description']);
      const [saw] = adminToolListSchema.parse((await call('GET', '/api/admin/tools?q=PT-CSAW-185')).json());
      expect(saw).toMatchObject({
        category: { slug: 'hand-saws' },
        brand: { name: 'Acme Tools' },
        priceBreaks: [{ minQuantity: 50, price: 40 }],
        maxPerOrder: 100,
        description: 'Re-described',
        price: 45.99,
      });
      const missing = await dryRun('sku,stock\nBRAND-NEW-9,5');
      expect(missing.rows[0]).toMatchObject({ action: 'error', message: 'name is required for a new product' });
      const vat = await importCsv(
        'sku,name,price,stock,description,img,vatRate\nVAT-75,Reduced rate tool,10,5,Taxed at 7.5 %,/images/tools/claw-hammer.svg,7.5\nVAT-DEF,Default rate tool,10,5,Shop default,/images/tools/claw-hammer.svg,',
        true,
      );
      expect(vat.json().rows[1]).toMatchObject({ action: 'error', message: 'vatRate must be a number' });
      const applied = await importCsv(
        'sku,name,price,stock,description,img,vatRate\nVAT-75,Reduced rate tool,10,5,Taxed at 7.5 %,/images/tools/claw-hammer.svg,7.5\nVAT-8,Odd rate tool,10,5,Odd,/images/tools/claw-hammer.svg,8',
        false,
      );
      expect(applied.statusCode).toBe(400);
      expect(applied.json().rows[1]).toMatchObject({ action: 'error', message: VAT_RATE_MESSAGE });
      expect(
        await importCsv(
          'sku,name,price,stock,description,img,vatRate\nVAT-75,Reduced rate tool,10,5,Taxed at 7.5 %,/images/tools/claw-hammer.svg,7.5',
          false,
        ),
      ).toMatchObject({ statusCode: 200 });
      expect(await storedTool('VAT-75')).toMatchObject({ vatRateBasisPoints: 750 });
      expect(await exportCsv()).toContain(',7.5,Taxed at 7.5 %,');
      await importCsv(
        'sku,name,price,stock,description,img\nVAT-DEF,Default rate tool,10,5,Shop default,/images/tools/claw-hammer.svg',
        false,
      );
      expect(await storedTool('VAT-DEF')).toMatchObject({ vatRateBasisPoints: 1500 });
      // An imported SKU shaped like a generated one moves the sequence past it.
      expect(
        (
          await importCsv(
            'sku,name,price,stock,description,img\nTBD-000500,Numbered tool,10,5,Numbered,/images/tools/claw-hammer.svg',
            false,
          )
        ).statusCode,
      ).toBe(200);
      const added = await call('POST', '/api/tools', {
        name: 'No SKU given',
        description: 'Gets one',
        price: 3,
        availableItem: 5,
        quentity: 5,
        minPurse: 1,
        img: '/images/tools/claw-hammer.svg',
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().sku).toBe('TBD-000501');
      const archived = await dryRun('sku,stock\nMS-TAPE-8M,5');
      expect(archived.rows[0]).toMatchObject({
        action: 'error',
        message: 'This SKU belongs to an archived product, which can not be changed',
      });
    });
  });
});
