import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { orderReference, type Order } from '@tools-bd/contract';
import { mailQueue } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, markPaidInLedger, orderFormFor } from '../../../test/fixtures/orders.ts';

/**
 * The order e-mails are written in the customer's saved language, else the shop's default; the
 * Accept-Language of whichever request caused them (the buyer's or an admin's) does not count.
 */
describe.each(testEngines)('the language of order e-mails on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin' });
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.app.settings.update({ defaultLanguage: 'en' }));

  async function customer(language: 'bn' | 'en' | null): Promise<TestAccount> {
    const account = await createAccount(shop.app, { emailVerified: true });
    if (language) {
      const saved = await shop.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: account.authorization,
        payload: { language },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return account;
  }

  async function place(buyer: TestAccount, acceptLanguage: string, paymentMethod = 'cod'): Promise<Order> {
    const tool = await createTool(shop.app.db, { name: 'Claw hammer', priceCents: 4_599_50, availableQuantity: 10 });
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyer.authorization, 'accept-language': acceptLanguage },
      payload: { ...orderFormFor(buyer), toolId: tool.id, cart: 1, paymentMethod },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Order;
  }

  const mailsTo = (email: string) =>
    shop.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, email)).orderBy(desc(mailQueue.createdAt));

  it("writes a Bangla customer's order-placed mail in Bangla, whatever the request's Accept-Language", async () => {
    const buyer = await customer('bn');
    const order = await place(buyer, 'en-US,en;q=0.9');
    const reference = orderReference(order._id);
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe(`আপনার অর্ডারের জন্য ধন্যবাদ — অর্ডার ${reference}`);
    for (const body of [mail!.textBody, mail!.htmlBody!]) {
      expect(body).toContain('পরিশোধের মাধ্যম: ক্যাশ অন ডেলিভারি।');
      // Bengali digits for money; the reference and SKU stay Latin.
      expect(body).toContain('মোট: ৪,৫৯৯.৫০');
      expect(body).toContain(`অর্ডার ${reference}`);
      expect(body).not.toContain('Hello');
      expect(body).not.toContain('Total:');
    }
    expect(mail!.textBody).toContain('১ × Claw hammer (');
    expect(mail!.htmlBody).toContain('<html lang="bn">');
  });

  it("keeps an English customer's mail English when the request asks for Bangla", async () => {
    const buyer = await customer('en');
    const order = await place(buyer, 'bn');
    const [mail] = await mailsTo(buyer.email);
    expect(mail!.subject).toBe(`Thank you for your order — order ${orderReference(order._id)}`);
    expect(mail!.textBody).toContain('We have your order, to be paid by Cash on delivery.');
    expect(mail!.textBody).toContain('Total: 4,599.50');
    expect(mail!.textBody).toContain('1 × Claw hammer (');
  });

  it('writes to a customer who chose no language in the shop default, and follows a change of the default', async () => {
    const buyer = await customer(null);
    await place(buyer, 'en');
    await shop.app.settings.update({ defaultLanguage: 'bn' });
    await place(buyer, 'en');
    const [second, first] = await mailsTo(buyer.email);
    expect(first!.subject).toMatch(/^Thank you for your order/);
    expect(second!.subject).toMatch(/^আপনার অর্ডারের জন্য ধন্যবাদ/);
  });

  it("writes the mails of an admin's change and of a payment in the customer's language, not the admin's", async () => {
    const buyer = await customer('bn');
    const order = await place(buyer, 'en', 'card');
    await markPaidInLedger(shop.app, order._id);
    const shipped = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: { ...admin.authorization, 'accept-language': 'en' },
      payload: { status: 'shipped', note: 'Sundarban Courier, SC-778899' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const reference = orderReference(order._id);
    const subjects = (await mailsTo(buyer.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `আপনার অর্ডার পথে আছে — অর্ডার ${reference}`,
      `মূল্য পরিশোধ পেয়েছি — অর্ডার ${reference}`,
      `আপনার অর্ডারের জন্য ধন্যবাদ — অর্ডার ${reference}`,
    ]);
    const [shippedMail, paymentMail] = await mailsTo(buyer.email);
    expect(shippedMail!.textBody).toContain('নোট: Sundarban Courier, SC-778899');
    expect(paymentMail!.textBody).toContain('আপনার অর্ডারের জন্য ৪,৫৯৯.৫০ পেয়েছি।');
    expect(paymentMail!.textBody).toContain('আপনার অর্ডারের পুরো মূল্য পরিশোধ হয়েছে। ধন্যবাদ!');
  });
});
