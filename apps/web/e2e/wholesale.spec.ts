import { expect, test, type Page } from '@playwright/test';
import { openLivePage, signUpNewCustomer } from './support.ts';

interface ToolOnSale {
  _id: string;
  name: string;
  sku: string;
  minPurse: number;
  packSize: number;
}

/** The tools on sale in the home page's order (oldest first), so the first ones are the home page's cards. */
async function toolsOnSale(page: Page): Promise<ToolOnSale[]> {
  return (await (await page.request.get('/api/tools?sort=oldest&limit=100')).json()) as ToolOnSale[];
}

/** The smallest quantity of a tool anyone may order: the minimum, in whole packs. */
const smallestOrder = (tool: ToolOnSale) => Math.ceil(tool.minPurse / tool.packSize) * tool.packSize;

async function enterCard(page: Page, number: string) {
  const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
}

test.describe('wholesale ordering', () => {
  test('a visitor adds a tool, signs up (the cart comes along), adds one more and one by SKU, checks out, pays, and sees the lines', async ({
    page,
  }) => {
    const tools = await toolsOnSale(page);
    const [first, second] = tools;
    // A tool with packs, ordered by SKU through quick order.
    const byQuickOrder = tools.find((tool) => tool.packSize > 1 && tool._id !== first?._id && tool._id !== second?._id);
    if (!first || !second || !byQuickOrder) throw new Error('the demo catalogue needs two tools and one sold in packs');

    // As a visitor: the cart lives in this browser.
    await openLivePage(page, '/');
    await page.getByRole('button', { name: `Add to cart: ${first.name}` }).click();
    await expect(page.getByText(`${smallestOrder(first)} added to your cart`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Cart, ${smallestOrder(first)} items` })).toBeVisible();

    // Signing up merges it into the account's cart.
    await signUpNewCustomer(page, 'Wholesale Customer');
    await expect(page.getByRole('link', { name: `Cart, ${smallestOrder(first)} items` })).toBeVisible();
    await page.getByRole('button', { name: `Add to cart: ${second.name}` }).click();
    await expect(page.getByText(`${smallestOrder(second)} added to your cart`)).toBeVisible();

    // Quick order: preview, then add.
    await page.goto('/quick-order');
    await page
      .getByLabel('SKU and quantity lines')
      .fill(`sku;quantity\n${byQuickOrder.sku.toLowerCase()};${smallestOrder(byQuickOrder)}\nNO-SUCH-SKU;5`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'NO-SUCH-SKU' })).toContainText('Unknown SKU');
    await expect(page.getByText('1 row of 2 can be added.')).toBeVisible();
    await page.getByRole('button', { name: 'Add 1 row to cart' }).click();

    // The cart: three lines, then checkout.
    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    const units = smallestOrder(first) + smallestOrder(second) + smallestOrder(byQuickOrder);
    await expect(page.getByText(`Subtotal (${units} items)`)).toBeVisible();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
    await page.getByLabel('Phone').fill('+880 1711-000000');
    await page.getByLabel('Address').fill('12 Test Road, Dhaka');
    await page.getByLabel('District').selectOption('Dhaka');
    await page.getByRole('button', { name: 'Place order' }).click();

    // My Orders: one order of three lines, with Pay.
    await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
    const row = page.getByRole('row').filter({ hasText: `${first.name} + 2 more` });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await row.getByRole('link', { name: /^Pay/ }).click();

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Congrats, Your payment is compelete')).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Orders' }).click();

    const paid = page.getByRole('row').filter({ hasText: `${first.name} + 2 more` });
    await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
    await paid.getByText('3 lines').click();
    for (const tool of [first, second, byQuickOrder]) await expect(paid.getByText(tool.sku)).toBeVisible();
  });
});
