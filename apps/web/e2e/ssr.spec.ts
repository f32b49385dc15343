import { expect, test, type Page } from '@playwright/test';
import { openLivePage, signUpNewCustomer } from './support.ts';

/** Console errors and warnings of the page (React reports hydration mismatches there). */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('server-rendered public pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page shows its tools, reviews and links, and browsing to /blogs works', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('Tools-BD — wholesale hand and power tools');
      await expect(page.getByRole('heading', { level: 1, name: 'Hello there' })).toBeVisible();
      const toolCards = page.getByTestId('tools-grid').getByRole('article');
      await expect(toolCards).toHaveCount(4);
      await expect(toolCards.first()).toContainText('Circular Saw');
      await expect(page.getByTestId('reviews-grid').getByRole('listitem').first()).toBeVisible();
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
      await expect(page).toHaveTitle('Blogs | Tools-BD');
    });

    test('the shop lists tools and a product page shows one, with its category path', async ({ page }) => {
      await page.goto('/shop');
      await expect(page).toHaveTitle('Shop | Tools-BD');
      await page.getByRole('link', { name: 'Claw Hammer' }).first().click();
      await expect(page).toHaveURL(/\/tools\/claw-hammer$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Claw Hammer' })).toBeVisible();
      await expect(page.getByText('HT-HAM-16OZ')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Hammers');
      await expect(page).toHaveTitle('Claw Hammer | Tools-BD');
    });

    test('a page that does not exist answers 404 with the not-found page', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
      const tool = await page.goto('/tools/no-such-tool');
      expect(tool?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This tool does not exist' })).toBeVisible();
    });
  });

  test('with JavaScript the page hydrates from the embedded data: no second fetch, no console errors', async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
    });
    await openLivePage(page, '/');
    // Hydrated: the cart button answers a click by adding to the (browser) cart.
    const firstCard = page.getByTestId('tools-grid').getByRole('article').first();
    await firstCard.getByRole('button', { name: /Add to cart/ }).click();
    await expect(firstCard.getByRole('status')).toHaveText(/added to your cart/);
    await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).not.toHaveAccessibleName('Cart, 0 items');
    // The tools and reviews came with the page.
    expect(apiCalls.filter((call) => call.startsWith('/api/tools?') || call === '/api/reviews')).toEqual([]);

    // Browsing on: the router takes over and names the new page in the tab.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveTitle('Portfolio | Tools-BD');
    await page.goBack();
    await expect(page).toHaveTitle('Tools-BD — wholesale hand and power tools');
    expect(problems).toEqual([]);
  });

  test('/blogs hydrates without a mismatch and the router takes over from it', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await openLivePage(page, '/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('tools-grid').getByRole('article')).toHaveCount(4);
    expect(problems).toEqual([]);
  });

  test('a product page hydrates from its embedded data, and a not-found one stays not found', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
    });
    await openLivePage(page, '/tools/claw-hammer');
    await expect(page.getByRole('heading', { level: 1, name: 'Claw Hammer' })).toBeVisible();
    // Hydrated: the quantity stepper answers (the server's markup alone would not).
    const quantity = page.getByRole('spinbutton');
    const before = Number(await quantity.inputValue());
    await page.getByRole('button', { name: /^Increase/ }).click();
    await expect(quantity).toHaveValue(String(before + 1));
    expect(apiCalls.filter((path) => path.startsWith('/api/tools/by-slug/'))).toEqual([]);

    await page.goto('/tools/no-such-tool');
    await expect(page.getByRole('heading', { name: 'This tool does not exist' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the shop' }).click();
    await expect(page).toHaveTitle('Shop | Tools-BD');
    expect(apiCalls.filter((path) => path.startsWith('/api/tools/by-slug/'))).toEqual([]);
    // Chromium reports the 404 status of the page itself; that one was asked for.
    expect(
      problems.filter(
        (problem) => !problem.startsWith('error: Failed to load resource: the server responded with a status of 404'),
      ),
    ).toEqual([]);
    expect(problems).toHaveLength(1);
  });

  test('a signed-in buyer loading a public page sees it rendered signed out, then their own navbar, with no mismatch', async ({
    page,
  }) => {
    const buyer = await signUpNewCustomer(page, 'Hydrating Buyer');
    const problems = collectConsoleProblems(page);
    await openLivePage(page, '/tools/claw-hammer');
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    // The server cannot know who is signed in: the page hydrates as rendered, then shows the account.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(buyer.name)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).not.toHaveAccessibleName('Cart, 0 items');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
