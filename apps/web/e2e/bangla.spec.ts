import { expect, test } from '@playwright/test';
import { openLivePage } from './support.ts';

test.describe('Bangla', () => {
  test('switching to বাংলা on the home page opens /bn: Bangla heading and navigation, prices in Bengali digits, and the choice is remembered', async ({
    page,
    context,
  }) => {
    await openLivePage(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello there' })).toBeVisible();
    await page.getByRole('link', { name: 'এই পাতা বাংলায়' }).click();

    await expect(page).toHaveURL(/\/bn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'স্বাগতম' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    await expect(nav.getByRole('link', { name: 'দোকান' })).toHaveAttribute('href', '/bn/shop');
    await expect(nav.getByRole('link', { name: 'হোম' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'আমাদের যন্ত্রপাতি' })).toBeVisible();
    // Bengali digits and Intl's bn-BD currency style: the first tool costs 45.99 dollars.
    await expect(page.getByTestId('tools-grid').getByRole('article').first()).toContainText('৪৫.৯৯');
    await expect(page.getByTestId('tools-grid').getByRole('article').first()).not.toContainText('45.99');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')).toMatchObject({
      value: 'bn',
      sameSite: 'Lax',
    });

    // The way back is a link to the English twin.
    await expect(page.getByRole('link', { name: 'This page in English' })).toHaveAttribute('href', '/');
  });

  test('links on a Bangla page stay in Bangla after hydration', async ({ page }) => {
    await openLivePage(page, '/bn');
    await page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByRole('link', { name: 'দোকান' }).click();
    await expect(page).toHaveURL(/\/bn\/shop$/);
    await expect(page.getByRole('link', { name: 'This page in English' })).toHaveAttribute('href', '/shop');
    // Drawn in the browser, the shop and the blog wait for their own Bangla texts: Bangla from the first frame on.
    await expect(page.getByRole('heading', { level: 1, name: 'দোকান' })).toBeVisible();
    await page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByRole('link', { name: 'ব্লগ' }).click();
    await expect(page).toHaveURL(/\/bn\/blogs$/);
    await expect(page.locator('#rendering-and-keys h2')).toContainText('রেন্ডার');
  });

  test('a Bangla search finds the hammer by its Bangla name, shown in Bangla, with its English twin one click away', async ({
    page,
  }) => {
    await openLivePage(page, '/bn/shop');
    const search = page.getByRole('search').first().getByRole('combobox');
    // ড় typed as ড + nukta: the same letter as the one-code-point form the name was saved with.
    await search.fill('হাতু\u09a1\u09bcি');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/bn\/shop\?q=/);
    const hammer = page.getByRole('article').filter({ hasText: 'ক্ল হাতুড়ি' });
    await expect(hammer.getByRole('heading', { name: 'ক্ল হাতুড়ি' })).toBeVisible();
    await hammer.getByRole('link', { name: 'ক্ল হাতুড়ি', exact: true }).click();
    await expect(page).toHaveURL(/\/bn\/tools\/claw-hammer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ক্ল হাতুড়ি' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'This page in English' })).toHaveAttribute(
      'href',
      '/tools/claw-hammer',
    );
  });
});
