import { expect, test } from '@playwright/test';
import { openLivePage, payOrderThroughApi } from './support.ts';

test.describe('home page', () => {
  test('shows every section of the sketch with its texts, in order', async ({ page }) => {
    await openLivePage(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello there' })).toBeVisible();
    await expect(
      page.getByText("Choose our product to make easier your life.It's safe and long lasting."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

    const toolCards = page.getByTestId('tools-grid').getByRole('article');
    await expect(toolCards).toHaveCount(4);
    await expect(toolCards.first()).toContainText('Circular Saw');
    await expect(toolCards.first()).toContainText('45.99$');

    await expect(page.getByRole('heading', { name: 'Circular Saw', level: 2 })).toBeVisible();
    await expect(page.getByText('20 Reviews')).toBeVisible();
    await expect(page.getByText('$45.99')).toBeVisible();
    await expect(page.getByLabel('Size')).toHaveText(/SM\s*M\s*L\s*XL/);
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Customers Review' })).toBeVisible();
    await expect(page.getByTestId('reviews-grid').getByRole('listitem').first()).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Our Premium Membership Plan' })).toBeVisible();
    for (const benefit of [
      'Free Shipping',
      'Home Delivery',
      'Product warranty',
      'Personal license',
      'Customer Support',
      'Email support',
    ]) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('$149 / year')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Now' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Our Achivements' })).toBeVisible();
    for (const title of ['Profit Earned', 'Customer Visit', 'Total Sales', 'Successfully Shipped']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Providing reliable tech since 1992');
    await expect(footer).toContainText(String(new Date().getFullYear()));

    // The sections stand in the sketch's order.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = ['Our Tools', 'Circular Saw', 'Customers Review', 'Our Premium Membership Plan', 'Our Achivements'];
    expect(order.map((title) => headings.indexOf(title))).toEqual(
      [...order.map((title) => headings.indexOf(title))].sort((a, b) => a - b),
    );
  });

  test('an Order button leads to the purchase page of that tool', async ({ page }) => {
    await openLivePage(page, '/');
    const firstOrder = page
      .getByTestId('tools-grid')
      .getByRole('link', { name: /^Order / })
      .first();
    const href = await firstOrder.getAttribute('href');
    expect(href).toMatch(/^\/purchases\/[0-9a-f-]{36}$/);
    await firstOrder.click();
    // Signed out, the purchase page asks for a sign-in first and remembers where to return.
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path shows the not-found image', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('img', { name: 'Page not found' })).toBeVisible();
  });

  test('the tools grid has 1 column at 375 px and 4 at 1280 px', async ({ page }) => {
    const columns = async () => {
      const cards = page.getByTestId('tools-grid').getByRole('article');
      await expect(cards).toHaveCount(4);
      const lefts = await cards.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().left)),
      );
      return new Set(lefts).size;
    };
    await page.setViewportSize({ width: 375, height: 800 });
    await openLivePage(page, '/');
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await columns()).toBe(4);
  });
});

test('a review carrying markup shows on the home page as text and runs nothing', async ({ page, request }) => {
  // A customer orders a tool, pays and reviews it with markup, through the API as a script would.
  const email = `markup-${Date.now()}@example.com`;
  const password = 'journey-password';
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Markup Tester', email, password, confirmPassword: password },
  });
  expect(signup.status()).toBe(201);
  const auth = { authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  const [tool] = (await (await request.get('/api/tools?sort=oldest&limit=100')).json()) as {
    _id: string;
    minPurse: number;
  }[];
  const order = await request.post('/api/orders', {
    headers: auth,
    data: {
      toolId: tool!._id,
      cart: tool!.minPurse,
      customerName: 'Markup Tester',
      email,
      phone: '+880 1711-000000',
      address: '1 Test Road, Dhaka',
      district: 'Dhaka',
    },
  });
  expect(order.status()).toBe(201);
  const orderId = ((await order.json()) as { _id: string })._id;
  await payOrderThroughApi(request, auth.authorization.slice('Bearer '.length), orderId, {
    name: 'Markup Tester',
    email,
  });
  const markup = '<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"> Sturdy & sharp';
  const review = await request.post('/api/reviews', {
    headers: auth,
    data: { id: orderId, ratings: 5, review: markup },
  });
  expect(review.status()).toBe(201);

  await openLivePage(page, '/');
  const reviews = page.getByTestId('reviews-grid');
  await expect(reviews.getByText(markup, { exact: true })).toBeVisible();
  expect(await reviews.locator('script, img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
