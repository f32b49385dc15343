import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  categoryTreeSchema,
  suggestionListSchema,
  toolDetailSchema,
  toolListSchema,
  toolSchema,
  type Tool,
} from '@tools-bd/contract';
import { seedDemoData } from '../../../db/seed.ts';
import { categories, tools } from '../../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestApp } from '../../../../test/helpers.ts';
import { banglaWordsOf, wordsOfText } from './bangla-words.ts';

/** ড় as one code point (U+09DC) and as ড + nukta (U+09A1 U+09BC): the same letter to a reader. */
const HAMMER_PRECOMPOSED = 'হাতু\u09dcি';
const HAMMER_DECOMPOSED = 'হাতু\u09a1\u09bcি';

describe('Bangla words', () => {
  it('normalises both encodings of ড় to one and keeps vowel signs and hasanta inside the word', () => {
    expect(HAMMER_PRECOMPOSED).not.toBe(HAMMER_DECOMPOSED);
    expect(wordsOfText(HAMMER_PRECOMPOSED)).toEqual(wordsOfText(HAMMER_DECOMPOSED));
    expect(wordsOfText('ক্ল হাতুড়ি, 16 oz')).toEqual(['ক্ল', HAMMER_DECOMPOSED.normalize('NFC'), '16', 'oz']);
    // A zero-width joiner only chooses how a conjunct is drawn.
    expect(wordsOfText('র\u200d্যাক')).toEqual(['র্যাক']);
    expect(banglaWordsOf('Stanley 16 oz ক্ল হাতুড়ি')).toEqual(['ক্ল', HAMMER_DECOMPOSED.normalize('NFC')]);
    expect(banglaWordsOf(null)).toEqual([]);
  });
});

describe.each(testEngines)('Bangla product content and search on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: Awaited<ReturnType<typeof createAccount>>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    await seedDemoData(shop.app.db);
    admin = await createAccount(shop.app, { role: 'admin' });
  });
  afterAll(() => shop.close());

  async function search(q: string): Promise<Tool[]> {
    const response = await shop.app.inject(`/api/tools?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    return toolListSchema.parse(response.json());
  }
  const skus = (found: Tool[]) => found.map((tool) => tool.sku);
  const suggest = async (q: string) =>
    suggestionListSchema.parse((await shop.app.inject(`/api/search/suggest?q=${encodeURIComponent(q)}`)).json());

  it('answers nameBn (and the category nameBn) only where set; a product without answers as before', async () => {
    const [hammer] = await search('HT-HAM-16OZ');
    expect(hammer).toMatchObject({ name: 'Claw Hammer', nameBn: 'ক্ল হাতুড়ি'.normalize('NFC') });
    expect(hammer?.category).toEqual({ name: 'Hammers', slug: 'hammers', nameBn: 'হাতুড়ি'.normalize('NFC') });
    expect(hammer).not.toHaveProperty('descriptionBn');

    const plain = await shop.app.inject({
      method: 'POST',
      url: '/api/tools',
      headers: admin.authorization,
      payload: {
        name: 'Plain Mallet',
        description: 'Rubber head',
        price: 3,
        availableItem: 10,
        quentity: 10,
        minPurse: 1,
        img: '/images/tools/claw-hammer.svg',
      },
    });
    expect(plain.statusCode).toBe(201);
    const created = toolSchema.parse(plain.json());
    const fetched = await shop.app.inject(`/api/tools/${created._id}`);
    // No Bangla field at all: the same keys, in the same order, as before Bangla content existed.
    expect(Object.keys(JSON.parse(fetched.body) as object)).toEqual([
      '_id',
      'name',
      'img',
      'imgVariants',
      'description',
      'price',
      'availableItem',
      'minPurse',
      'sku',
      'packSize',
      'maxPerOrder',
      'priceBreaks',
      'vatRate',
      'weightGrams',
      'slug',
      'brand',
      'category',
    ]);
    await shop.app.inject({ method: 'DELETE', url: `/api/tools/${created._id}`, headers: admin.authorization });
  });

  it('finds hammers by হাতুড়ি typed in either encoding, by a Bangla prefix, and suggests them', async () => {
    for (const typed of [HAMMER_PRECOMPOSED, HAMMER_DECOMPOSED]) {
      const found = await search(typed);
      expect(skus(found), typed).toContain('HT-HAM-16OZ');
      // Only hammers (by their own Bangla name or their category's).
      expect(
        found.every((tool) => tool.category?.slug === 'hammers' || tool.nameBn?.includes('হাতুড়ি'.normalize('NFC'))),
      ).toBe(true);
      const suggestions = await suggest(typed);
      expect(suggestions[0]).toMatchObject({ type: 'category', slug: 'hammers' });
      expect(suggestions).toContainEqual(expect.objectContaining({ type: 'tool', sku: 'HT-HAM-16OZ' }));
    }
    expect(skus(await search('হাতু'))).toContain('HT-HAM-16OZ');
    expect(skus(await search('করাত'))).toEqual(expect.arrayContaining(['PT-CSAW-185', 'PT-JIG-650', 'HT-SAW-500']));
    expect(await suggest('জিগ')).toContainEqual(expect.objectContaining({ type: 'tool', name: 'Jigsaw' }));
    // Bangla and English words together: both must match.
    expect(skus(await search('stanley হাতুড়ি'))).toEqual(['HT-HAM-16OZ']);
    expect(await search('makita হাতুড়ি')).toEqual([]);
  });

  it('still finds SKUs, English names and typos from the same search box', async () => {
    expect(skus(await search('HT-HAM-16OZ'))[0]).toBe('HT-HAM-16OZ');
    expect(skus(await search('hamer'))).toContain('HT-HAM-16OZ');
    expect(skus(await search('claw hammer'))).toContain('HT-HAM-16OZ');
  });

  it('stores nameBn and descriptionBn NFC-normalised from the admin form, clears them with null, refuses too long', async () => {
    const [hammer] = await search('HT-HAM-16OZ');
    const patch = (payload: object) =>
      shop.app.inject({ method: 'PATCH', url: `/api/tools/${hammer!._id}`, headers: admin.authorization, payload });

    const changed = await patch({ nameBn: ` ${HAMMER_PRECOMPOSED} বড় `, descriptionBn: 'শক্ত হাতল' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      nameBn: `${HAMMER_PRECOMPOSED} বড়`.normalize('NFC'),
      descriptionBn: 'শক্ত হাতল',
    });
    const [row] = await shop.app.db.select().from(tools).where(eq(tools.id, hammer!._id));
    expect(row?.nameBn).toBe(`${HAMMER_DECOMPOSED} বড়`.normalize('NFC'));
    // The shop's answers and search follow at once.
    expect(skus(await search('হাতল'))).toEqual(['HT-HAM-16OZ']);
    const detail = toolDetailSchema.parse((await shop.app.inject('/api/tools/by-slug/claw-hammer')).json());
    expect(detail.descriptionBn).toBe('শক্ত হাতল');

    const tooLong = await patch({ nameBn: 'ক'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'Bangla name is too long' });
    const tooLongBn = await shop.app.inject({
      method: 'PATCH',
      url: `/api/tools/${hammer!._id}`,
      headers: { ...admin.authorization, 'accept-language': 'bn' },
      payload: { descriptionBn: 'ক'.repeat(2001) },
    });
    expect(tooLongBn.statusCode).toBe(400);
    expect(tooLongBn.json()).toEqual({ message: 'বাংলা বিবরণ বেশি লম্বা হয়ে গেছে' });

    const cleared = await patch({ nameBn: null, descriptionBn: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).not.toHaveProperty('nameBn');
    expect(cleared.json()).not.toHaveProperty('descriptionBn');
    expect(await search('হাতল')).toEqual([]);
    await patch({ nameBn: 'ক্ল হাতুড়ি' });
  });

  it('imports and exports name_bn and description_bn (NFC, empty removes), refusing a too long one', async () => {
    const importCsv = (text: string, dryRun: boolean) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/catalog/import?dryRun=${dryRun}`,
        headers: admin.authorization,
        payload: { text },
      });
    const csv = `sku,name,price,stock,description,img,name_bn,description_bn\nBN-CSV-1,Csv Hammer,5,10,From a sheet,/images/tools/claw-hammer.svg,${HAMMER_PRECOMPOSED} সিএসভি,"ভারী, শক্ত"`;
    const applied = await importCsv(csv, false);
    expect(applied.statusCode, applied.body).toBe(200);
    const [row] = await shop.app.db.select().from(tools).where(eq(tools.sku, 'BN-CSV-1'));
    expect(row).toMatchObject({ nameBn: `${HAMMER_DECOMPOSED} সিএসভি`.normalize('NFC'), descriptionBn: 'ভারী, শক্ত' });
    expect(skus(await search('সিএসভি'))).toEqual(['BN-CSV-1']);
    // The same text in the other encoding changes nothing.
    const again = await importCsv(`sku,name_bn\nBN-CSV-1,${HAMMER_DECOMPOSED} সিএসভি`, true);
    expect(again.json()).toMatchObject({ summary: { unchanged: 1 } });

    const exported = (
      await shop.app.inject({ method: 'GET', url: '/api/admin/catalog/export.csv', headers: admin.authorization })
    ).body;
    expect(exported).toContain(`,${`${HAMMER_DECOMPOSED} সিএসভি`.normalize('NFC')},"ভারী, শক্ত"\r\n`);

    const tooLong = await importCsv(`sku,name_bn\nBN-CSV-1,${'ক'.repeat(121)}`, true);
    expect(tooLong.json()).toMatchObject({ rows: [{ action: 'error', message: 'Bangla name is too long' }] });
    const cleared = await importCsv('sku,name_bn,description_bn\nBN-CSV-1,,', false);
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [after] = await shop.app.db.select().from(tools).where(eq(tools.sku, 'BN-CSV-1'));
    expect(after).toMatchObject({ nameBn: null, descriptionBn: null });
    await shop.app.inject({ method: 'DELETE', url: `/api/tools/${after!.id}`, headers: admin.authorization });
  });

  it('adds a product with Bangla content, and gives categories a Bangla name (admin) shown in the tree', async () => {
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/tools',
      headers: admin.authorization,
      payload: {
        name: 'Sledge Hammer',
        nameBn: `স্লেজ ${HAMMER_PRECOMPOSED}`,
        description: 'Heavy',
        descriptionBn: 'ভারী',
        price: 20,
        availableItem: 10,
        quentity: 10,
        minPurse: 1,
        img: '/images/tools/claw-hammer.svg',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const tool = toolSchema.parse(added.json());
    expect(tool.nameBn).toBe(`স্লেজ ${HAMMER_DECOMPOSED}`.normalize('NFC'));
    expect((await search('স্লেজ')).map((each) => each.name)).toEqual(['Sledge Hammer']);

    const category = await shop.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin.authorization,
      payload: { name: 'Mallets', nameBn: 'মুগুর' },
    });
    expect(category.statusCode, category.body).toBe(201);
    expect(category.json()).toMatchObject({ name: 'Mallets', nameBn: 'মুগুর', slug: 'mallets' });
    const renamed = await shop.app.inject({
      method: 'PATCH',
      url: '/api/categories/mallets',
      headers: admin.authorization,
      payload: { nameBn: 'কাঠের মুগুর' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Mallets', nameBn: 'কাঠের মুগুর' });
    const tree = categoryTreeSchema.parse((await shop.app.inject('/api/categories')).json());
    expect(tree.find((node) => node.slug === 'mallets')).toMatchObject({ nameBn: 'কাঠের মুগুর' });
    const cleared = await shop.app.inject({
      method: 'PATCH',
      url: '/api/categories/mallets',
      headers: admin.authorization,
      payload: { nameBn: null },
    });
    expect(cleared.json()).not.toHaveProperty('nameBn');
    const [row] = await shop.app.db.select().from(categories).where(eq(categories.slug, 'mallets'));
    expect(row?.nameBn).toBeNull();
    await shop.app.inject({ method: 'DELETE', url: `/api/tools/${tool._id}`, headers: admin.authorization });
    await shop.app.inject({ method: 'DELETE', url: '/api/categories/mallets', headers: admin.authorization });
  });
});
