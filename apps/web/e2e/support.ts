import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Opens a server-rendered page and waits until React has taken it over: until then its buttons are
 * the server's markup alone, and a click on them is lost (apps/web/src/app/lazyPage.tsx).
 */
export async function openLivePage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-screen-live]').waitFor({ state: 'attached' });
  return response;
}

export const DEMO_ADMIN = { email: 'admin@tools-bd.local', password: 'admin-demo-2026' };
export const DEMO_CUSTOMER = { email: 'customer@tools-bd.local', password: 'customer-demo-2026' };

/** Without SMTP_URL the shop writes each e-mail to DATA_DIR/outbox (scripts/e2e-server.mjs sets DATA_DIR). */
const outboxDir = process.env.E2E_DATA_DIR
  ? join(process.env.E2E_DATA_DIR, 'outbox')
  : join(fileURLToPath(new URL('../../../', import.meta.url)), '.e2e-data', process.env.E2E_PORT ?? '3210', 'outbox');

/** The token of the newest verification e-mail to `email` in the outbox, waiting up to 10 s for it. */
async function verificationToken(email: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 200) {
    const files = readdirSync(outboxDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as {
        to: { address: string }[];
        text: string;
      };
      if (!mail.to.some((recipient) => recipient.address.toLowerCase() === email.toLowerCase())) continue;
      const token = /\/verify-email\?token=([\w%-]+)/.exec(mail.text)?.[1];
      if (token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification e-mail to ${email}`);
}

/** The first match of `pattern` in the newest e-mail to `email` in the outbox (waiting up to 10 s), e.g. an invitation's token. */
export async function tokenFromMail(email: string, pattern: RegExp): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 200) {
    const files = readdirSync(outboxDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as {
        to: { address: string }[];
        text: string;
      };
      if (!mail.to.some((recipient) => recipient.address.toLowerCase() === email.toLowerCase())) continue;
      const token = pattern.exec(mail.text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no matching e-mail to ${email}`);
}

/**
 * A new customer account for one journey, so journeys never share orders. `verifyEmail`: the
 * customer follows the link of the verification e-mail (cash on delivery and bank transfers need it).
 */
export async function signUpNewCustomer(
  page: Page,
  name = 'Journey Customer',
  { verifyEmail = false }: { verifyEmail?: boolean } = {},
) {
  const email = `journey-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'journey-password';
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('/');
  if (verifyEmail) {
    const verified = await page.request.post('/api/auth/verify-email', {
      data: { token: await verificationToken(email) },
    });
    if (!verified.ok()) throw new Error(`verifying the e-mail: ${verified.status()} ${await verified.text()}`);
  }
  return { email, password, name };
}

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Pays an order through the API as its buyer, with the simulator's card that succeeds (the payment
 * screens have their own journey). Reviews need a paid order.
 */
export async function payOrderThroughApi(
  request: APIRequestContext,
  token: string,
  orderId: string,
  buyer: { name: string; email: string },
) {
  const headers = { authorization: `Bearer ${token}` };
  const intent = await request.post('/api/create-payment-intent', { headers, data: { orderId } });
  if (!intent.ok()) throw new Error(`payment intent: ${intent.status()} ${await intent.text()}`);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/payments/simulator/confirm', {
    data: {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
      billingDetails: buyer,
    },
  });
  const { paymentIntent } = (await confirmed.json()) as { paymentIntent?: { id: string } };
  if (!paymentIntent) throw new Error(`card payment: ${confirmed.status()}`);
  const paid = await request.patch(`/api/orders/${orderId}`, {
    headers,
    data: { orders: orderId, transactionId: paymentIntent.id },
  });
  if (!paid.ok()) throw new Error(`confirming the payment: ${paid.status()} ${await paid.text()}`);
}

/** A tool as GET /api/tools lists it, as far as the journeys need it. */
export interface ToolOnSale {
  _id: string;
  name: string;
  minPurse: number;
}

/**
 * Orders the first demo tool (at its minimum) through the API as the signed-in customer of
 * `page`, paid by `paymentMethod` when given (the purchase screen has its own journey).
 */
export async function orderFirstTool<O extends { _id: string } = { _id: string; price: number }>(
  page: Page,
  customer: { email: string; name: string },
  paymentMethod?: 'cod' | 'bank_transfer' | 'sslcommerz',
): Promise<{ order: O; tool: ToolOnSale }> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const tools = (await (await page.request.get('/api/tools?sort=oldest&limit=100')).json()) as ToolOnSale[];
  const tool = tools[0];
  if (!tool || !token) throw new Error('no tool on sale, or nobody signed in');
  const response = await page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      toolId: tool._id,
      cart: tool.minPurse,
      customerName: customer.name,
      email: customer.email,
      phone: '+880 1711-000000',
      address: '12 Test Road, Dhaka',
      district: 'Dhaka',
      ...(paymentMethod ? { paymentMethod } : {}),
    },
  });
  if (response.status() !== 201) throw new Error(`placing the order: ${response.status()} ${await response.text()}`);
  return { order: (await response.json()) as O, tool };
}
