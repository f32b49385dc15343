import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, logIn } from './support.ts';

/** Accepts every confirm and alert, remembering what they said. */
function answerDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

test.describe('admin catalogue: categories, CSV import, the paged product list', () => {
  test('adds a category, imports products into it (dry run, then apply), finds them filtered by it; a used category cannot be removed', async ({
    page,
  }) => {
    const dialogs = answerDialogs(page);
    const id = randomUUID().slice(0, 6);
    const categoryName = `Journey Clamps ${id}`;
    const slug = `journey-clamps-${id}`;
    const sku = `JRN-${id.toUpperCase()}`;
    const productName = `Journey Bar Clamp ${id}`;

    await logIn(page, DEMO_ADMIN);
    await page.goto('/dashboard/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const addForm = page.getByRole('form', { name: 'Add a category' });
    await addForm.getByLabel('Name').fill(categoryName);
    await addForm.getByLabel('Parent').selectOption('hand-tools');
    await addForm.getByRole('button', { name: 'Add category' }).click();
    await expect(addForm.getByText(`Category added: ${categoryName}`)).toBeVisible();
    const category = page.getByRole('listitem', { name: categoryName, exact: true });
    await expect(category).toContainText('0 products');

    // Import: paste the CSV, check it, then apply.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Import / Export' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import / export products' })).toBeVisible();
    const csv = [
      'sku,name,category,brand,price,stock,minPurse,packSize,description,img',
      `${sku},${productName},${slug},Bessey,24.90,60,2,2,"Bar clamp, 300 mm",/images/tools/claw-hammer.svg`,
      `${sku}-B,Broken Clamp,no-such-category,,5,10,1,1,Broken,/images/tools/claw-hammer.svg`,
    ].join('\n');
    await page.getByLabel('CSV text').fill(csv);
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    const rows = page.getByRole('table', { name: 'Each row of the CSV and what the import does with it' });
    await expect(rows.getByRole('row').filter({ hasText: sku }).first()).toContainText('New');
    await expect(rows.getByRole('row').filter({ hasText: `${sku}-B` })).toContainText(
      'Unknown category "no-such-category"',
    );
    await expect(page.getByText('Dry run: 1 new, 0 to update, 0 unchanged, 1 with errors.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();

    // Fix the file: drop the bad row, check again, apply.
    await page.getByLabel('CSV text').fill(csv.split('\n').slice(0, 2).join('\n'));
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await expect(page.getByText('Dry run: 1 new, 0 to update, 0 unchanged, 0 with errors.')).toBeVisible();
    await page.getByRole('button', { name: 'Apply 1 changes' }).click();
    await expect(page.getByText('Imported: 1 new, 0 updated.')).toBeVisible();

    // The admin list, filtered by the new category (kept in the URL).
    await page.goto('/dashboard/manageProduct');
    await page.getByLabel('Category').selectOption(slug);
    await expect(page).toHaveURL(new RegExp(`[?&]category=${slug}`));
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByRole('row')).toHaveCount(2); // header + the one product
    const product = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: productName }) });
    await expect(product).toContainText(sku);
    await expect(product).toContainText('24.90$');
    await expect(product).toContainText(categoryName);
    await expect(page.getByText('Page 1 of 1 · 1 product')).toBeVisible();
    // Back and forward keep the filter.
    await page.getByLabel('Stock').selectOption('out');
    await expect(page.getByText('No products match these filters')).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Stock')).toHaveValue('');
    await expect(table.getByRole('rowheader', { name: productName })).toBeVisible();

    // The category now holds a product: removing it is refused with the reason.
    await page.goto('/dashboard/categories');
    const used = page.getByRole('listitem', { name: categoryName, exact: true });
    await expect(used).toContainText('1 product');
    await used.getByRole('button', { name: `Remove ${categoryName}` }).click();
    await expect(used.getByRole('alert')).toHaveText(
      'This category holds 1 product (archived ones included): move them to another category first',
    );
    expect(dialogs).toContain(`Remove the category ${categoryName}?`);
    await expect(used).toBeVisible();
  });
});
