import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

// scripts/e2e-server.mjs starts a local OpenID Connect issuer (oidc-provider) and points the
// shop's OIDC_ISSUER at it: the same flow as Google, with a sign-in page that takes any e-mail.
test.describe('Google sign-in', () => {
  test("'With Google' signs a new person in through the identity provider and returns to the page they wanted", async ({
    page,
  }) => {
    const email = `google-${randomUUID().slice(0, 8)}@example.com`;
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    await page.goto('/dashboard/myOrders');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'With Google' }).click();

    // At the identity provider.
    await expect(page.getByRole('heading', { name: 'Sign in to the local test issuer' })).toBeVisible();
    expect(new URL(page.url()).origin).not.toBe(new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Grace Google');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back at the shop, signed in, on the page that asked for it.
    await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Grace Google')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    // The token never sat in an address: the callback carried a single-use code instead.
    expect(addresses.some((address) => address.includes('/auth/callback#code='))).toBe(true);
    expect(addresses.filter((address) => address.includes(token ?? 'no token'))).toEqual([]);

    // The account came with a verified e-mail.
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'E-mail address' }).getByText('Verified', { exact: true }),
    ).toBeVisible();
  });

  test('a Google account without a verified e-mail is refused with a way back', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'With Google' }).click();
    await page.getByLabel('Email').fill(`unverified-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your Google account has no verified e-mail address');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
