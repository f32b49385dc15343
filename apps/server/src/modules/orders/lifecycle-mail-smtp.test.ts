import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference, orderSchema, type Order } from '@tools-bd/contract';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../test/doubles/test-smtp-server.ts';
import { createTool, orderFormFor } from '../../../test/fixtures/orders.ts';

/**
 * The lifecycle e-mails end to end: queued by the order routes, sent by the mail sweeper through a real
 * SMTP server (the other lifecycle tests only look at the queue).
 */
describe.each(testEngines)('lifecycle e-mails through SMTP on $engine', ({ engine }) => {
  let smtp: TestSmtpServer;
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    shop = await createTestApp(engine, {
      mail: { smtpUrl: smtp.url, from: 'Tools-BD <no-reply@tools-bd.local>', outboxDir: '/nonexistent-outbox' },
    });
    [admin, buyer] = await Promise.all([
      createAccount(shop.app, { role: 'admin' }),
      createAccount(shop.app, { emailVerified: true }),
    ]);
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  async function place(paymentMethod: string, toolName: string): Promise<Order> {
    const tool = await createTool(shop.app.db, { name: toolName, priceCents: 12_345, availableQuantity: 10 });
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.authorization,
      payload: { ...orderFormFor(buyer), toolId: tool.id, cart: 2, paymentMethod },
    });
    expect(response.statusCode, response.body).toBe(201);
    return orderSchema.parse(response.json());
  }

  /** The Subject header unfolded, its RFC 2047 encoded words (nodemailer's Q encoding) undone. */
  function subjectOf(mail: ReceivedMail): string {
    const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
    return header
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) =>
        Buffer.from(
          word
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
      )
      .replace(/\r?\n[ \t]/g, ' ');
  }

  /** The body of the MIME part of type `type` (text/plain or text/html), quoted-printable undone. */
  function partOf(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.decoded)?.[1];
    expect(boundary, 'a multipart message').toBeDefined();
    const part = mail.decoded
      .split(`--${boundary}`)
      .find((chunk) => new RegExp(`^\\s*Content-Type: ${type}`, 'im').test(chunk));
    expect(part, `a ${type} part`).toBeDefined();
    return part!.slice(part!.search(/\r?\n\r?\n/)).trim();
  }

  it('sends the order-placed mail with text and HTML parts, the order number and how to pay', async () => {
    const order = await place('bank_transfer', 'Torque wrench 3/8"');
    const reference = orderReference(order._id);
    expect((await shop.app.notifications.sweeper.sweepOnce()).sent).toBeGreaterThanOrEqual(1);

    const mail = await smtp.waitFor(buyer.email, { containing: `Order ${reference}` });
    expect(mail.from).toBe('no-reply@tools-bd.local');
    expect(subjectOf(mail)).toBe(`Thank you for your order — order ${reference}`);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const text = partOf(mail, 'text/plain');
    const html = partOf(mail, 'text/html');
    for (const body of [text, html]) {
      expect(body).toContain(reference);
      expect(body).toContain('246.90');
      expect(body).toMatch(/transfer the total/);
    }
    expect(text).toContain('2 × Torque wrench 3/8"');
    // The HTML part is HTML, with the tool's name escaped.
    expect(html).toMatch(/<table/);
    expect(html).toContain('Torque wrench 3/8&quot;');
    expect(text).not.toMatch(/<p>/);
  });

  it('sends the shipped mail with the courier note once the admin ships a cash-on-delivery order', async () => {
    const order = await place('cod', 'Angle grinder');
    const reference = orderReference(order._id);
    // The shop confirms the buyer's first cash on delivery order (by phone) before it ships.
    const confirmed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: admin.authorization,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const shipped = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: admin.authorization,
      payload: { status: 'shipped', note: 'Sundarban Courier, tracking SC-778899' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await shop.app.notifications.sweeper.sweepOnce();

    const mail = await smtp.waitFor(buyer.email, { containing: 'SC-778899' });
    expect(subjectOf(mail)).toBe(`Your order is on its way — order ${reference}`);
    for (const body of [partOf(mail, 'text/plain'), partOf(mail, 'text/html')]) {
      expect(body).toContain(reference);
      expect(body).toContain('Sundarban Courier, tracking SC-778899');
    }
    // Nothing is left in the queue unsent.
    expect(await shop.app.notifications.sweeper.sweepOnce()).toEqual({ sent: 0, failed: 0 });
  });
});
