import { expect, test, type Page } from '@playwright/test';
import { openLivePage, payOrderThroughApi, signUpNewCustomer } from './support.ts';

/** The shop's result count line ("4 tools", "1 tool for “hamer”"). */
const resultCount = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('status').first();

test.describe('finding tools in the shop', () => {
  test('a typo in the navbar search still finds the tool; its page adds it to the cart', async ({ page }) => {
    await openLivePage(page, '/');
    const search = page.getByRole('combobox', { name: 'Search tools' });
    await search.fill('hamer');
    await search.press('Enter');

    await expect(page).toHaveURL(/\/shop\?q=hamer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “hamer”' })).toBeVisible();
    await expect(resultCount(page)).toContainText('for “hamer”');
    await page.getByTestId('shop-grid').getByRole('link', { name: 'Claw Hammer', exact: true }).click();

    await expect(page).toHaveURL(/\/tools\/claw-hammer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Claw Hammer' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Hammers' }),
    ).toHaveAttribute('href', '/shop/hammers');
    await expect(page.getByRole('link', { name: 'Order Claw Hammer' })).toHaveAttribute(
      'href',
      /^\/purchases\/[0-9a-f-]{36}$/,
    );

    // The smallest order is 20; one more step adds another 1.
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('20');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('21');
    await page.getByRole('button', { name: 'Add to cart: Claw Hammer' }).click();
    await expect(page.getByText('21 added to your cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 21 items' })).toBeVisible();
  });

  test("a customer's typo search on the shop page leads to the product, and Order to the purchase flow", async ({
    page,
  }) => {
    await signUpNewCustomer(page, 'Shop Customer');
    await openLivePage(page, '/shop');
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('srewdriver');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?q=srewdriver$/);
    await page.getByTestId('shop-grid').getByRole('link', { name: 'Precision Screwdriver Set', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Precision Screwdriver Set' })).toBeVisible();
    await page.getByRole('link', { name: 'Order Precision Screwdriver Set' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase Precision Screwdriver Set' })).toBeVisible();
    await page.getByLabel('Phone').fill('+880 1711-000000');
    await page.getByLabel('Address').fill('12 Test Road, Dhaka');
    await page.getByLabel('District').selectOption('Dhaka');
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
    await expect(page.getByRole('row').filter({ hasText: 'Precision Screwdriver Set' })).toBeVisible();
  });

  test('the navbar suggestions open with the keyboard', async ({ page }) => {
    await openLivePage(page, '/');
    const search = page.getByRole('combobox', { name: 'Search tools' });
    await search.pressSequentially('srewdriver');
    const option = page.getByRole('option', { name: /Precision Screwdriver Set/ });
    await expect(option).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    // Down to the screwdriver set, then open it.
    for (let step = 0; step < 8 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1)
      await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tools\/precision-screwdriver-set$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Precision Screwdriver Set' })).toBeVisible();
  });

  test('a category and filters live in the URL: back and forward restore them', async ({ page }) => {
    await openLivePage(page, '/');
    await page.getByRole('link', { name: 'Browse all tools' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    // Other journeys add products to the same shop, so counts are compared with what was shown, not fixed numbers.
    await expect(resultCount(page)).toHaveText(/^\d+ tools$/);
    const allCount = await resultCount(page).textContent();

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /^Power Tools/ })
      .click();
    await expect(page).toHaveURL(/\/shop\/power-tools$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Power Tools' })).toBeVisible();
    await expect(resultCount(page)).not.toHaveText(allCount ?? '');
    await expect(resultCount(page)).toHaveText(/^\d+ tools?$/);
    const categoryCount = await resultCount(page).textContent();

    await page.getByRole('combobox', { name: 'Brand' }).selectOption('makita');
    await expect(page).toHaveURL(/\/shop\/power-tools\?brand=makita$/);
    await expect(resultCount(page)).not.toHaveText(categoryCount ?? '');
    await expect(resultCount(page)).toHaveText(/^\d+ tools?$/);
    const brandCount = await resultCount(page).textContent();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('-price');
    await expect(page).toHaveURL(/\/shop\/power-tools\?brand=makita&sort=-price$/);
    const prices = page.getByTestId('shop-grid').getByRole('heading', { level: 3 });
    await expect(prices).toHaveText(['Cordless Drill Driver', 'Jigsaw']);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/power-tools\?brand=makita$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/power-tools$/);
    await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue('');
    await expect(resultCount(page)).toHaveText(categoryCount ?? '');
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(resultCount(page)).toHaveText(allCount ?? '');
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All tools' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/\/shop\/power-tools\?brand=makita$/);
    await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue('makita');
    await expect(resultCount(page)).toHaveText(brandCount ?? '');
  });

  test("a product page lists its paid buyers' reviews, with their average", async ({ page, request }) => {
    // A customer orders the spirit level, pays and reviews it, through the API as a script would.
    const email = `level-${Date.now()}@example.com`;
    const password = 'journey-password';
    const signup = await request.post('/api/auth/signup', {
      data: { name: 'Level Buyer', email, password, confirmPassword: password },
    });
    expect(signup.status()).toBe(201);
    const token = ((await signup.json()) as { token: string }).token;
    const level = (await (await request.get('/api/tools/by-slug/spirit-level-600-mm')).json()) as {
      _id: string;
      minPurse: number;
    };
    const order = await request.post('/api/orders', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        toolId: level._id,
        cart: level.minPurse,
        customerName: 'Level Buyer',
        email,
        phone: '+880 1711-000000',
        address: '1 Test Road, Dhaka',
        district: 'Dhaka',
      },
    });
    expect(order.status()).toBe(201);
    const orderId = ((await order.json()) as { _id: string })._id;
    await payOrderThroughApi(request, token, orderId, { name: 'Level Buyer', email });
    const review = await request.post('/api/reviews', {
      headers: { authorization: `Bearer ${token}` },
      data: { id: orderId, ratings: 4, review: 'True to the millimetre' },
    });
    expect(review.status()).toBe(201);

    await openLivePage(page, '/tools/spirit-level-600-mm');
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('True to the millimetre')).toBeVisible();
    await expect(reviews.getByRole('img', { name: '4 out of 5 stars' }).first()).toBeVisible();
    await expect(reviews).toContainText('1 review');
    // Another tool's page does not show it.
    await openLivePage(page, '/tools/claw-hammer');
    const hammerReviews = page.getByRole('region', { name: 'Reviews' });
    await expect(hammerReviews).toHaveAttribute('aria-busy', 'false');
    await expect(hammerReviews).not.toContainText('True to the millimetre');
  });

  test('an unknown product answers a not-found page', async ({ page }) => {
    await page.goto('/tools/no-such-tool');
    await expect(page.getByRole('heading', { level: 1, name: 'This tool does not exist' })).toBeVisible();
  });
});
