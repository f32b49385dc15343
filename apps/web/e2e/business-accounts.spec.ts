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

    // The admin approves it with a 10% price list (made through the API: its screen is another's).
    await logIn(adminPage, DEMO_ADMIN);
    const adminAuth = { authorization: `Bearer ${await tokenOf(adminPage)}` };
    const listName = `Dealers 10% ${Date.now()}`;
    const list = await adminPage.request.post('/api/admin/price-lists', {
      headers: adminAuth,
      data: { name: listName, discountPercent: 10 },
    });
    expect(list.status()).toBe(201);
    await adminPage.goto('/dashboard/companies');
    const row = adminPage.getByRole('row').filter({ hasText: companyName });
    await row.getByLabel(`Price list: ${companyName}`).selectOption({ label: listName });
    await expect(row.getByLabel(`Price list: ${companyName}`)).toHaveValue(
      ((await list.json()) as { _id: string })._id,
    );
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
    expect(
      (await buyerPage.request.post(`/api/invitations/${invitation}/accept`, { headers: buyerAuth })).status(),
    ).toBe(200);

    // The buyer's checkout above the limit waits for approval.
    await logIn(buyerPage, { email: buyerEmail, password: 'journey-password' });
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
