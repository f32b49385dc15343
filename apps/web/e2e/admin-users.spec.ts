import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, logIn, signUpNewCustomer } from './support.ts';

test.describe('Make Admin', () => {
  test('an admin makes a customer admin, who then gets the admin menu', async ({ browser }) => {
    // A customer of this journey only, so other journeys keep their roles.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    const customer = await signUpNewCustomer(customerPage, 'Future Admin');

    const adminContext = await browser.newContext();
    const page = await adminContext.newPage();
    await logIn(page, DEMO_ADMIN);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Make Admin' }).click();
    await expect(page).toHaveURL(/\/dashboard\/allUser$/);

    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row.getByText('Customer')).toBeVisible();
    // Admins have no Make Admin button.
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: DEMO_ADMIN.email })
        .getByRole('button', { name: /Make Admin/ }),
    ).toHaveCount(0);

    await row.getByRole('button', { name: /Make Admin/ }).click();
    await expect(page.getByText('Admin added sucessfully!')).toBeVisible();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);

    // The new admin sees the admin menu and may open the user list.
    await customerPage.goto('/dashboard');
    await expect(
      customerPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Make Admin' }),
    ).toBeVisible();
    await customerPage.goto('/dashboard/allUser');
    await expect(customerPage.getByRole('heading', { name: 'All Users' })).toBeVisible();

    await customerContext.close();
    await adminContext.close();
  });

  test('a customer cannot open the user list', async ({ page }) => {
    await signUpNewCustomer(page);
    await page.goto('/dashboard/allUser');
    await expect(page).toHaveURL(/\/login$/);
  });
});
