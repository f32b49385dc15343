import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { DEMO_ADMIN, logIn, payOrderThroughApi, signUpNewCustomer, tokenFromMail, type ToolOnSale } from './support.ts';

const shots = '/tmp/business-e2e';
type Tool = ToolOnSale & { price: number; availableItem: number; packSize?: number };
const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('accessToken')))!;

test.describe('business accounts', () => {
  test('apply, approval with a 10% list, a buyer with a limit, an order waiting, the owner approves, the invoice names the company and BIN', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(shots, { recursive: true });
    const ownerPage = await (await browser.newContext()).newPage();
    const adminPage = await (await browser.newContext()).newPage();
    const buyerPage = await (await browser.newContext()).newPage();

    // The owner applies for a trade account on My Profile.
    const owner = await signUpNewCustomer(ownerPage, 'Owner Karim');
    await ownerPage.goto('/dashboard');
    await ownerPage.getByRole('button', { name: 'Apply for a trade account' }).click();
    const companyName = `Karim Hardware ${Date.now()}`;
    const applyForm = ownerPage.getByRole('region', { name: 'Apply for a trade account' });
    await applyForm.getByLabel('Company name', { exact: true }).fill(companyName);
    await applyForm.getByLabel('BIN (13 digits, optional)', { exact: true }).fill('0012345678901');
    await applyForm.getByLabel('Phone', { exact: true }).fill('01711000000');
    await applyForm.getByLabel('Address', { exact: true }).fill('12 Nawabpur Road');
    await applyForm.getByLabel('District', { exact: true }).selectOption('Dhaka');
    await applyForm.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(ownerPage.getByText("Your company's application: Pending")).toBeVisible();
    await ownerPage.screenshot({ path: `${shots}/apply.png`, fullPage: true });

    // The admin makes a 10% price list on its screen, with a fixed price found by the product search.
    await logIn(adminPage, DEMO_ADMIN);
    const adminAuth = { authorization: `Bearer ${await tokenOf(adminPage)}` };
    const listName = `Dealers 10% ${Date.now()}`;
    await adminPage.goto('/dashboard/priceLists');
    await adminPage.getByRole('button', { name: 'New price list' }).click();
    const editor = adminPage.getByRole('region', { name: 'New price list' });
    await editor.getByLabel('Name', { exact: true }).fill(listName);
    await editor.getByLabel('Discount (%)').fill('10');
    await editor.getByLabel('Find a product to fix its price').fill('hammer');
    await editor.getByLabel('Find a product to fix its price').press('Enter');
    const found = editor.getByRole('list', { name: 'Products found' }).getByRole('button').first();
    const fixedName = ((await found.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    await found.click();
    await editor.getByLabel(`Fixed price of ${fixedName}`).fill('1.5');
    await editor.getByRole('button', { name: 'Save price list' }).click();
    await expect(adminPage.getByText('Price list saved')).toBeVisible();
    await expect(adminPage.getByRole('rowheader', { name: listName })).toBeVisible();
    await adminPage.screenshot({ path: `${shots}/price-lists.png`, fullPage: true });
    // A fixed price removed again: the list is the plain 10% the rest of the journey expects.
    await adminPage.getByRole('button', { name: `Remove ${fixedName}` }).click();
    await adminPage.getByRole('button', { name: 'Save price list' }).click();
    await expect(adminPage.getByText('Price list saved')).toBeVisible();
    const lists = (await (await adminPage.request.get('/api/admin/price-lists', { headers: adminAuth })).json()) as {
      _id: string;
      name: string;
      discountPercent: number;
      priceCount: number;
    }[];
    const list = lists.find((one) => one.name === listName)!;
    expect(list).toMatchObject({ discountPercent: 10, priceCount: 0 });
    await adminPage.goto('/bn/dashboard/priceLists');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'মূল্যতালিকা' })).toBeVisible();
    await adminPage.screenshot({ path: `${shots}/price-lists-bn.png`, fullPage: true });
    await adminPage.goto('/dashboard/companies');
    const row = adminPage.getByRole('row').filter({ hasText: companyName });
    await row.getByLabel(`Price list: ${companyName}`).selectOption({ label: listName });
    await expect(row.getByLabel(`Price list: ${companyName}`)).toHaveValue(list._id);
    await adminPage.screenshot({ path: `${shots}/admin-companies.png`, fullPage: true });
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(row).toHaveCount(0); // it leaves the pending filter

    // The owner invites a buyer with a limit of 100; the buyer accepts the e-mailed link.
    await ownerPage.goto('/dashboard/company');
    const buyerEmail = `buyer-${Date.now()}@example.com`;
    const members = ownerPage.getByRole('region', { name: 'Members and invitations' });
    await members.getByLabel('E-mail', { exact: true }).fill(buyerEmail);
    await members.getByLabel('Order limit', { exact: true }).fill('100');
    await members.getByRole('button', { name: 'Invite' }).click();
    await expect(ownerPage.getByText(`Invitation sent to ${buyerEmail}`)).toBeVisible();
    const invitation = await tokenFromMail(buyerEmail, /\/invitations\/([A-Za-z0-9_-]+)/);
    const signup = await buyerPage.request.post('/api/auth/signup', {
      data: {
        name: 'Buyer Bina',
        email: buyerEmail,
        password: 'journey-password',
        confirmPassword: 'journey-password',
      },
    });
    const buyerToken = ((await signup.json()) as { token: string }).token;
    const buyerAuth = { authorization: `Bearer ${buyerToken}` };
    // The e-mailed link's page: signed out, it asks for a sign-in and comes back to accept.
    await buyerPage.goto(`/invitations/${invitation}`);
    await expect(buyerPage.getByText(`You are invited to join ${companyName} as Buyer.`)).toBeVisible();
    await buyerPage.getByRole('link', { name: 'Sign in to accept' }).click();
    await buyerPage.getByLabel('Email').fill(buyerEmail);
    await buyerPage.getByLabel('Password').fill('journey-password');
    await buyerPage.getByRole('button', { name: 'Login' }).click();
    await buyerPage.waitForURL(`**/invitations/${invitation}`);
    await buyerPage.screenshot({ path: `${shots}/invitation.png`, fullPage: true });
    await buyerPage.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(buyerPage.getByText(`You joined ${companyName}.`)).toBeVisible();
    // Used once: the link's page says so (here in Bangla).
    await buyerPage.goto(`/bn/invitations/${invitation}`);
    await expect(buyerPage.getByRole('alert')).toContainText('প্রতিষ্ঠানের মালিককে আবার আমন্ত্রণ পাঠাতে বলুন।');
    await buyerPage.screenshot({ path: `${shots}/invitation-used-bn.png`, fullPage: true });

    // The buyer's checkout above the limit waits for approval.
    const tools = (await (
      await buyerPage.request.get('/api/tools?sort=oldest&limit=100', { headers: buyerAuth })
    ).json()) as Tool[];
    const tool = tools.find(
      (candidate) =>
        candidate.price * candidate.minPurse > 100 &&
        candidate.availableItem >= candidate.minPurse &&
        (candidate.packSize ?? 1) === 1,
    )!;
    expect(
      (
        await buyerPage.request.put(`/api/cart/lines/${tool._id}`, {
          headers: buyerAuth,
          data: { quantity: tool.minPurse },
        })
      ).status(),
    ).toBe(200);
    await buyerPage.goto('/checkout');
    await buyerPage.getByLabel('Phone', { exact: true }).fill('+880 1711-000000');
    await buyerPage.getByLabel('Address', { exact: true }).fill('Warehouse 4, Tejgaon, Dhaka');
    await buyerPage.getByLabel('District').selectOption('Dhaka');
    await buyerPage.getByLabel('PO number (optional)').fill('PO-2026-17');
    await buyerPage.screenshot({ path: `${shots}/checkout.png`, fullPage: true });
    await buyerPage.getByRole('button', { name: 'Place order' }).click();
    await buyerPage.waitForURL('**/dashboard/myOrders');
    // My Orders shows the PO number and who placed it.
    await expect(buyerPage.getByRole('columnheader', { name: 'PO number' })).toBeVisible();
    await expect(buyerPage.getByRole('cell', { name: 'PO-2026-17' })).toBeVisible();
    await expect(buyerPage.getByRole('cell', { name: 'Buyer Bina' })).toBeVisible();
    const [order] = (await (
      await buyerPage.request.get(`/api/orders?email=${encodeURIComponent(buyerEmail)}`, { headers: buyerAuth })
    ).json()) as { _id: string; status: string; poNumber: string }[];
    expect(order).toMatchObject({ status: 'awaiting_approval', poNumber: 'PO-2026-17' });

    // The owner approves it.
    await ownerPage.goto('/dashboard/company');
    const approvals = ownerPage.getByRole('region', { name: 'Approvals waiting' });
    await expect(approvals.getByText('PO-2026-17')).toBeVisible();
    await ownerPage.screenshot({ path: `${shots}/company.png`, fullPage: true });
    await approvals.getByRole('button', { name: 'Approve' }).click();
    await expect(approvals.getByText('No order waits for approval.')).toBeVisible();

    // Paid, its invoice names the company and its BIN.
    await payOrderThroughApi(buyerPage.request, buyerToken, order!._id, { name: 'Buyer Bina', email: buyerEmail });
    const pdf = await buyerPage.request.get(`/api/orders/${order!._id}/invoice.pdf`, { headers: buyerAuth });
    expect(pdf.status()).toBe(200);
    const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
    expect(text).toContain(companyName);
    expect(text).toContain('Buyer BIN: 0012345678901');
    expect(owner.email).not.toBe(buyerEmail);
  });
});
