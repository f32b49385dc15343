import { expect, test, type Page } from '@playwright/test';
import { openLivePage, payOrderThroughApi, signUpNewCustomer } from './support.ts';

interface ToolOnSale {
  _id: string;
  name: string;
  minPurse: number;
  availableItem: number;
}

async function toolOnSale(page: Page, id: string): Promise<ToolOnSale> {
  return (await (await page.request.get(`/api/tools/${id}`)).json()) as ToolOnSale;
}

async function fillOrderForm(page: Page) {
  await page.getByLabel('Phone').fill('+880 1711-000000');
  await page.getByLabel('Address').fill('12 Test Road, Dhaka');
  await page.getByLabel('District').selectOption('Dhaka');
}

test.describe('ordering', () => {
  test('order from the home page within the quantity rules, cancel one order, pay and review another, see the review at home', async ({
    page,
  }) => {
    const customer = await signUpNewCustomer(page, 'Ordering Customer');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    // Order from a tool card on the home page: the fourth, whose tool no other journey orders, so
    // its stock moves with this journey's orders alone (journeys run in parallel, and most of them
    // order the first tool).
    const orderLinks = page.getByTestId('tools-grid').getByRole('link', { name: /^Order / });
    const firstHref = (await orderLinks.nth(3).getAttribute('href')) ?? '';
    const secondHref = (await orderLinks.nth(1).getAttribute('href')) ?? '';
    await orderLinks.nth(3).click();
    await expect(page).toHaveURL(firstHref);
    const first = await toolOnSale(page, firstHref.split('/').pop() ?? '');
    await expect(page.getByRole('heading', { level: 1, name: `Purchase ${first.name}` })).toBeVisible();

    // The spinner starts at the minimum; − is blocked there.
    const quantity = page.getByLabel('Quantity', { exact: true });
    const purchase = page.getByRole('button', { name: 'Purchase' });
    await expect(quantity).toHaveValue(String(first.minPurse));
    await expect(page.getByText('Item you selected is Avialable')).toBeVisible();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByText('Follow the minimum order')).toBeVisible();
    await expect(quantity).toHaveValue(String(first.minPurse));

    // Typing below the minimum or above the stock disables Purchase.
    await quantity.fill(String(first.minPurse - 1));
    await expect(page.getByText('Follow the minimum quantity')).toBeVisible();
    await expect(purchase).toBeDisabled();
    await quantity.fill(String(first.availableItem + 1));
    await expect(page.getByText('You can not select more then available')).toBeVisible();
    await expect(purchase).toBeDisabled();

    // + is blocked at the stock.
    await quantity.fill(String(first.availableItem));
    await expect(page.getByText('Item you selected is Avialable')).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You can not select more then available' })).toBeVisible();
    await expect(quantity).toHaveValue(String(first.availableItem));

    // Order one more than the minimum; the total is unit price × quantity.
    const cart = first.minPurse + 1;
    await quantity.fill(String(cart));
    await expect(purchase).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await expect(page.getByLabel('Name')).toHaveValue(customer.name);
    await fillOrderForm(page);
    await purchase.click();
    await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
    const firstRow = page.getByRole('row').filter({ hasText: first.name });
    await expect(firstRow).toBeVisible();
    await expect(firstRow.getByRole('cell', { name: String(cart), exact: true })).toBeVisible();
    await expect(firstRow.getByText('Pending')).toBeVisible();
    await expect(firstRow.getByRole('link', { name: /^Pay/ })).toHaveAttribute(
      'href',
      /\/dashboard\/payment\/[0-9a-f-]{36}$/,
    );
    expect((await toolOnSale(page, first._id)).availableItem).toBeLessThanOrEqual(first.availableItem - cart);

    // A second order, of the second tool on the home page.
    await openLivePage(page, '/');
    await page
      .getByTestId('tools-grid')
      .getByRole('link', { name: /^Order / })
      .nth(1)
      .click();
    await expect(page).toHaveURL(secondHref);
    const second = await toolOnSale(page, secondHref.split('/').pop() ?? '');
    await fillOrderForm(page);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
    const secondRow = page.getByRole('row').filter({ hasText: second.name });
    await expect(secondRow.getByRole('link', { name: /^Pay/ })).toBeVisible();

    // Cancel the first order: confirm, then 'Deleted!'.
    const stockBeforeCancel = (await toolOnSale(page, first._id)).availableItem;
    await firstRow.getByRole('button', { name: /^Cancel/ }).click();
    // A cancelled order stays in My Orders with its status, and cannot be cancelled again.
    await expect(firstRow.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(firstRow.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    expect(dialogs).toEqual([expect.stringContaining(first.name), 'Deleted!']);
    expect((await toolOnSale(page, first._id)).availableItem).toBeGreaterThanOrEqual(stockBeforeCancel + cart);
    await expect(secondRow).toBeVisible();

    // Only a paid order can be reviewed: pay the remaining one (the payment screens have their own journey).
    const secondOrderId =
      ((await secondRow.getByRole('link', { name: /^Pay/ }).getAttribute('href')) ?? '').split('/').pop() ?? '';
    const token = (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
    await payOrderThroughApi(page.request, token, secondOrderId, { name: customer.name, email: customer.email });

    // Review the remaining order from the dashboard's Review page.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Review' }).click();
    await expect(page).toHaveURL(/\/dashboard\/review$/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: second.name }) });
    await expect(card).toHaveCount(1);
    const reviewText = `Ordered by ${customer.email}: sturdy and well finished.`;
    await card.locator('label', { hasText: '5 stars' }).click();
    await expect(card.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await card.getByLabel('Your review').fill(reviewText);
    await card.getByRole('button', { name: 'Post review' }).click();
    await expect(card.getByText(reviewText)).toBeVisible();
    await expect(card.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Post review' })).toHaveCount(0);

    // The home page's 'Customers Review' shows it.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByRole('heading', { name: 'Customers Review' })).toBeVisible();
    const homeReview = page.getByTestId('reviews-grid').getByRole('listitem').filter({ hasText: reviewText });
    await expect(homeReview).toBeVisible();
    await expect(homeReview.getByRole('heading', { name: second.name })).toBeVisible();
  });

  test('My Orders reads as cards on a phone', async ({ page }) => {
    await signUpNewCustomer(page, 'Phone Customer');
    await page
      .getByTestId('tools-grid')
      .getByRole('link', { name: /^Order / })
      .first()
      .click();
    await fillOrderForm(page);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('link', { name: /^Pay/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
