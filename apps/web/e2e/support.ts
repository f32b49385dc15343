import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@tools-bd.local', password: 'admin-demo-2026' };
export const DEMO_CUSTOMER = { email: 'customer@tools-bd.local', password: 'customer-demo-2026' };

/** A new customer account for one journey, so journeys never share orders. */
export async function signUpNewCustomer(page: Page, name = 'Journey Customer') {
  const email = `journey-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'journey-password';
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL('/');
  return { email, password, name };
}

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
