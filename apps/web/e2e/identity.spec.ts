import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { logIn, signUpNewCustomer } from './support.ts';

/** Without SMTP_URL the shop writes each e-mail to DATA_DIR/outbox (scripts/e2e-server.mjs sets DATA_DIR). */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const outboxDir = process.env.E2E_DATA_DIR
  ? join(process.env.E2E_DATA_DIR, 'outbox')
  : join(root, '.e2e-data', process.env.E2E_PORT ?? '3210', 'outbox');

interface StoredMail {
  to: { address: string }[];
  subject: string;
  text: string;
}

/** The newest link to `path` in an e-mail to `to`, as the person would click it. */
async function linkFromMail(to: string, path: string): Promise<URL> {
  let found: URL | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(outboxDir)
          .filter((file) => file.endsWith('.json'))
          .sort();
        for (const file of files.reverse()) {
          const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as StoredMail;
          if (!mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase())) continue;
          const link = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w%-]+`).exec(mail.text)?.[0];
          if (link) {
            found = new URL(link);
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} with a ${path} link`, timeout: 10_000 },
    )
    .toBe(true);
  return found as URL;
}

async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
}

test.describe('identity', () => {
  test('sign up, follow the verification link from the e-mail, and see the address verified', async ({ page }) => {
    const account = await signUpNewCustomer(page, 'Verifying Customer');
    // Signed in at once, with the display name in the top navigation.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Verifying Customer')).toBeVisible();
    await page.goto('/dashboard');
    const emailSection = page.getByRole('region', { name: 'E-mail address' });
    await expect(emailSection.getByText('Not verified')).toBeVisible();

    const link = await linkFromMail(account.email, '/verify-email');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(emailSection.getByText('Verified', { exact: true })).toBeVisible();
    await expect(emailSection.getByRole('button', { name: 'Resend verification e-mail' })).toHaveCount(0);

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('alert')).toHaveText('This verification link is invalid or has expired');
  });

  test("a wrong password shows 'Invalid Email or Password' and signs nobody in", async ({ page }) => {
    const account = await signUpNewCustomer(page);
    await logOut(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email or Password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('signing in makes the browser a known device: an HttpOnly cookie for /api/auth that its next sign-in sends back', async ({
    page,
  }) => {
    const account = await signUpNewCustomer(page);
    await logOut(page);
    await logIn(page, account);
    const devices = (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('tools_bd_device_'));
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    expect(devices[0]?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 60 * 60);
    expect(await page.evaluate(() => document.cookie)).not.toContain('tools_bd_device_');

    await logOut(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    const signIn = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await (await signIn).allHeaders()).cookie).toContain(`${devices[0]?.name}=${devices[0]?.value}`);
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  test('opening /dashboard signed out leads to /login and, once signed in, back to /dashboard', async ({ page }) => {
    const account = await signUpNewCustomer(page);
    await logOut(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Profile' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  test('forgot password: the e-mailed link sets a new password; the old one stops working', async ({ page }) => {
    const account = await signUpNewCustomer(page);
    await logOut(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account exists for this e-mail, we have sent a link to reset its password'),
    ).toBeVisible();

    const link = await linkFromMail(account.email, '/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' })).toBeVisible();

    await logOut(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email or Password');
    await logIn(page, { email: account.email, password: 'a-brand-new-password' });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('Log out ends the token on the server: a copy of it no longer works', async ({ page }) => {
    await signUpNewCustomer(page, 'Leaving Customer');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const me = () => page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status()).toBe(200);
    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect((await me()).status()).toBe(401);
  });

  test('"Sign out everywhere" on My Profile ends every session of the account', async ({ page, browser }) => {
    const account = await signUpNewCustomer(page, 'Careful Customer');
    // A second device, signed in on its own.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, account);
    const otherToken = await otherPage.evaluate(() => localStorage.getItem('accessToken'));
    await other.close();

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(
      (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${otherToken}` } })).status(),
    ).toBe(401);
    // Signing in again works.
    await logIn(page, account);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Careful Customer')).toBeVisible();
  });
});
