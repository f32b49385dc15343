import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminCategorySchema, adminCategoryTreeSchema, categoryTreeSchema, toolListSchema } from '@tools-bd/contract';
import { seedDemoData } from '../../../db/seed.ts';
import { categories, tools } from '../../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../../test/helpers.ts';
import { placeOrder } from '../../../../test/fixtures/orders.ts';

describe.each(testEngines)('admin catalogue management on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    await seedDemoData(shop.app.db);
    [admin, customer] = await Promise.all([createAccount(shop.app, { role: 'admin' }), createAccount(shop.app)]);
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

  async function storedTool(sku: string) {
    const [row] = await shop.app.db.select().from(tools).where(eq(tools.sku, sku));
    return row;
  }

  describe('categories', () => {
    const publicTree = async () => categoryTreeSchema.parse((await shop.app.inject('/api/categories')).json());

    it('adds a category (slug from the name, last of its siblings) and shows it in the public tree at once', async () => {
      await publicTree(); // cached now
      const response = await call('POST', '/api/categories', { name: 'Garden Tools' });
      expect(response.statusCode, response.body).toBe(201);
      const garden = adminCategorySchema.parse(response.json());
      expect(garden).toMatchObject({
        name: 'Garden Tools',
        slug: 'garden-tools',
        parent: null,
        products: 0,
        children: [],
      });
      const child = await call('POST', '/api/categories', { name: 'Shovels', parent: 'garden-tools' });
      expect(child.statusCode).toBe(201);
      expect(child.json()).toMatchObject({ slug: 'shovels', parent: 'garden-tools' });
      const tree = await publicTree();
      expect(tree.find((node) => node.slug === 'garden-tools')?.children.map((each) => each.slug)).toEqual(['shovels']);
      const adminTree = adminCategoryTreeSchema.parse((await call('GET', '/api/admin/categories')).json());
      expect(adminTree.at(-1)?.slug).toBe('garden-tools');
      expect(
        adminTree.find((node) => node.slug === 'hand-tools')?.children.find((each) => each.slug === 'hammers'),
      ).toMatchObject({ products: 1, onSale: 1 });
    });

    it('refuses a taken slug (409), bad input and a third level (400), leaving the tree as it was', async () => {
      const before = (await call('GET', '/api/admin/categories')).json();
      const taken = await call('POST', '/api/categories', { name: 'Hammers again', slug: 'hammers' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: 'Another category already has this slug' });
      for (const [payload, message] of [
        [{ name: '' }, 'Category name is required'],
        [{ name: 'x'.repeat(121) }, 'Category name is too long'],
        [
          { name: 'Ok', slug: 'Bad Slug' },
          'Slug must be lower-case letters and digits joined by single dashes, like hand-tools',
        ],
        [{ name: 'Deep', parent: 'hammers' }, 'Categories have two levels: the parent must be a top-level category'],
        [{ name: 'Lost', parent: 'no-such-parent' }, 'The parent category does not exist'],
        [{ name: 'Ok', sortOrder: -1 }, 'Sort order must be a whole number from 0 to 1000000'],
        [{ name: '***' }, 'Slug must be lower-case letters and digits joined by single dashes, like hand-tools'],
      ] as const) {
        const response = await call('POST', '/api/categories', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      expect((await call('GET', '/api/admin/categories')).json()).toEqual(before);
    });

    it('renames (search finds products by the new name), moves, reorders; refuses cycles and three levels', async () => {
      const renamed = await call('PATCH', '/api/categories/hammers', { name: 'Mallets and Hammers' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Mallets and Hammers', slug: 'hammers' });
      const found = toolListSchema.parse((await shop.app.inject('/api/tools?q=mallets')).json());
      expect(found.map((tool) => tool.name)).toContain('Claw Hammer');

      const moved = await call('PATCH', '/api/categories/hammers', { parent: 'measuring', sortOrder: 7 });
      expect(moved.json()).toMatchObject({ parent: 'measuring', sortOrder: 7 });
      const tree = await publicTree();
      expect(tree.find((node) => node.slug === 'measuring')?.children.map((each) => each.slug)).toContain('hammers');
      const byId = await call('PATCH', `/api/categories/${moved.json().id}`, { parent: 'hand-tools', name: 'Hammers' });
      expect(byId.json()).toMatchObject({ parent: 'hand-tools', name: 'Hammers' });

      for (const [ref, payload, status, message] of [
        ['hand-tools', { parent: 'power-tools' }, 400, 'A category with sub-categories can not become a sub-category'],
        ['garden-tools', { parent: 'garden-tools' }, 400, 'A category can not be its own parent'],
        ['levels', { parent: 'hammers' }, 400, 'Categories have two levels: the parent must be a top-level category'],
        ['levels', { slug: 'hammers' }, 409, 'Another category already has this slug'],
        ['levels', {}, 400, 'Send at least one of name, slug, parent or sortOrder'],
        ['no-such-category', { name: 'X' }, 404, 'Category not found'],
      ] as const) {
        const response = await call('PATCH', `/api/categories/${ref}`, payload);
        expect(response.statusCode, `${ref} ${JSON.stringify(payload)}`).toBe(status);
        expect(response.json()).toEqual({ message });
      }
      const [levels] = await shop.app.db.select().from(categories).where(eq(categories.slug, 'levels'));
      expect(levels?.parentId).not.toBeNull();
    });

    it('refuses to remove a category with products (archived ones too) or sub-categories with 409 {message}; removes an empty one', async () => {
      const used = await call('DELETE', '/api/categories/hammers');
      expect(used.statusCode).toBe(409);
      expect(used.json()).toEqual({
        message: 'This category holds 1 product (archived ones included): move them to another category first',
      });
      const parent = await call('DELETE', '/api/categories/garden-tools');
      expect(parent.statusCode).toBe(409);
      expect(parent.json()).toEqual({ message: 'This category has 1 sub-category: move or remove them first' });

      // A product with orders is archived, not erased: it still holds its category.
      const tape = (await storedTool('MS-TAPE-8M'))!;
      await placeOrder(shop.app, customer, { toolId: tape.id, cart: tape.minimumPurchase });
      expect((await call('DELETE', `/api/tools/${tape.id}`)).json()).toMatchObject({ archived: true });
      expect((await call('DELETE', '/api/categories/tape-measures')).statusCode).toBe(409);

      expect((await call('DELETE', '/api/categories/shovels', undefined, customer)).statusCode).toBe(403);
      const removed = await call('DELETE', '/api/categories/shovels');
      expect(removed.statusCode).toBe(200);
      expect((await call('DELETE', '/api/categories/garden-tools')).statusCode).toBe(200);
      expect((await call('DELETE', '/api/categories/garden-tools')).statusCode).toBe(404);
      expect((await publicTree()).some((node) => node.slug === 'garden-tools')).toBe(false);
    });
  });
});
