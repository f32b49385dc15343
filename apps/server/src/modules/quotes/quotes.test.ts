import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, inArray } from 'drizzle-orm';
import { extractText } from 'unpdf';
import type { FastifyInstance } from 'fastify';
import {
  cartMessages,
  checkoutResultSchema,
  dhakaDateAfter,
  orderMessages,
  orderMessagesFor,
  pricingMessages,
  quoteEventListSchema,
  quoteListSchema,
  quoteMessages,
  quoteSchema,
  type Quote,
} from '@tools-bd/contract';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { mailQueue, orders, quotes, tools, users } from '../../db/schema.ts';
import {
  createAccount,
  createScratchPostgresDatabase,
  createTestApp,
  FREE_DELIVERY_ZONES,
  testEngines,
  type TestAccount,
  type TestApp,
} from '../../../test/helpers.ts';
import { testPostgresUrl } from '../../../test/services.ts';
import { createTool, payOrder } from '../../../test/fixtures/orders.ts';

const recipient = {
  customerName: 'Site Office',
  phone: '+880 1711-000000',
  address: '12 Test Road, Dhaka',
  district: 'Dhaka',
  paymentMethod: 'card',
};
const DAY_MS = 24 * 60 * 60_000;

describe.each(testEngines)('quotes on $engine', ({ engine }) => {
  let shop: TestApp;
  let app: FastifyInstance;
  let admin: TestAccount;
  beforeAll(async () => {
    shop = await createTestApp(engine, { openQuotesPerCustomer: 3 });
    app = shop.app;
    admin = await createAccount(app, { role: 'admin', name: 'Shop Admin' });
  });
  afterAll(() => shop.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: TestAccount | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(who ? who.authorization : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const idOf = async (account: TestAccount) =>
    (await app.db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0]!.id;

  /** A tool with these rules, straight in the database. */
  async function tool(
    priceCents: number,
    rules: { maxPerOrder?: number; packSize?: number; minimumPurchase?: number; stock?: number } = {},
  ) {
    const created = await createTool(app.db, {
      priceCents,
      availableQuantity: rules.stock ?? 500,
      minimumPurchase: rules.minimumPurchase ?? 1,
    });
    await app.db
      .update(tools)
      .set({ maxPerOrder: rules.maxPerOrder ?? null, packSize: rules.packSize ?? 1 })
      .where(eq(tools.id, created.id));
    return created.id;
  }

  /** Fills the cart as a visitor's cart merged at sign-in would (quantities beyond maxPerOrder stay, as problems). */
  async function fillCart(account: TestAccount, lines: { toolId: string; quantity: number }[]) {
    await call('DELETE', '/api/cart', account);
    const merged = await call('POST', '/api/cart/merge', account, { lines });
    expect(merged.statusCode, merged.body).toBe(200);
  }

  async function requested(account: TestAccount, lines: { toolId: string; quantity: number }[], note?: string) {
    await fillCart(account, lines);
    const response = await call('POST', '/api/quotes', account, note ? { note } : undefined);
    expect(response.statusCode, response.body).toBe(201);
    return quoteSchema.parse(response.json());
  }

  const validUntil = (days = 7) => dhakaDateAfter(new Date(), days);

  /** Prices each line: by tool id, or in the quote's line order. */
  async function priced(quote: Quote, prices: number[] | Record<string, number>, days = 7, note?: string) {
    const response = await call('PATCH', `/api/quotes/${quote._id}`, admin, {
      lines: quote.lines.map((line, index) => ({
        toolId: line.toolId,
        quantity: line.quantity,
        price: Array.isArray(prices) ? prices[index] : prices[line.toolId],
      })),
      validUntil: validUntil(days),
      ...(note ? { note } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return quoteSchema.parse(response.json());
  }

  const accept = (who: TestAccount, id: string, key = `key-${randomUUID()}`, body: object = recipient) =>
    call('POST', `/api/quotes/${id}/accept`, who, body, { 'idempotency-key': key });

  const mailsTo = (email: string) =>
    app.db.select().from(mailQueue).where(eq(mailQueue.recipient, email)).orderBy(desc(mailQueue.createdAt));

  /** The quote's PDF as its text. */
  const pdfTextOf = async (who: TestAccount, id: string) => {
    const response = await call('GET', `/api/quotes/${id}/quote.pdf`, who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // A4, in points.
    expect(response.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    return (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text;
  };

  const stockOf = async (toolId: string) =>
    (await app.db.select().from(tools).where(eq(tools.id, toolId)))[0]!.availableQuantity;

  describe('requesting', () => {
    it('turns the cart into a request at what the buyer pays today, numbered Q-<year>-, and keeps the cart', async () => {
      const buyer = await createAccount(app, { name: 'Karim Contractor' });
      const a = await tool(1_250, { maxPerOrder: 10 });
      const b = await tool(800, { packSize: 6 });
      await fillCart(buyer, [
        { toolId: a, quantity: 40 },
        { toolId: b, quantity: 12 },
      ]);
      const response = await call('POST', '/api/quotes', buyer, { note: 'For the Mirpur site' });
      expect(response.statusCode, response.body).toBe(201);
      const quote = quoteSchema.parse(response.json());
      expect(quote).toMatchObject({
        status: 'requested',
        note: 'For the Mirpur site',
        validUntil: null,
        orderId: null,
        customerName: 'Karim Contractor',
        messages: [],
      });
      expect(quote.number).toMatch(new RegExp(`^Q-${new Date(Date.now() + 6 * 3600_000).getUTCFullYear()}-\\d{6}$`));
      expect(
        quote.lines.map(({ toolId, quantity, currentPrice, price }) => ({ toolId, quantity, currentPrice, price })),
      ).toEqual(
        // A merge adds its lines in tool id order.
        [
          { toolId: a, quantity: 40, currentPrice: 12.5, price: null },
          { toolId: b, quantity: 12, currentPrice: 8, price: null },
        ].sort((x, y) => (x.toolId < y.toolId ? -1 : 1)),
      );
      const cart = (await call('GET', '/api/cart', buyer)).json() as { lines: unknown[] };
      expect(cart.lines).toHaveLength(2);
    });

    it('refuses an empty cart, a line below the minimum or out of its packs, and hidden prices', async () => {
      const buyer = await createAccount(app);
      const response = await call('POST', '/api/quotes', buyer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: cartMessages.cartEmpty });

      const packed = await tool(500, { packSize: 6 });
      await fillCart(buyer, [{ toolId: packed, quantity: 7 }]);
      const notPacked = await call('POST', '/api/quotes', buyer);
      expect(notPacked.statusCode).toBe(400);
      expect(notPacked.json()).toEqual({ message: orderMessagesFor.packSize(6) });

      const minimum = await tool(500, { minimumPurchase: 5 });
      await fillCart(buyer, [{ toolId: minimum, quantity: 2 }]);
      const below = await call('POST', '/api/quotes', buyer);
      expect(below.statusCode).toBe(400);
      expect(below.json()).toEqual({ message: orderMessages.followMinimumQuantity });
      expect(
        await app.db
          .select()
          .from(quotes)
          .where(eq(quotes.userId, await idOf(buyer))),
      ).toEqual([]);

      await fillCart(buyer, [{ toolId: packed, quantity: 12 }]);
      expect((await call('PUT', '/api/admin/settings', admin, { guestPrices: 'hide' })).statusCode).toBe(200);
      try {
        const hidden = await call('POST', '/api/quotes', buyer);
        expect(hidden.statusCode).toBe(403);
        expect(hidden.json()).toEqual({ message: pricingMessages.tradeOnly });
      } finally {
        await call('PUT', '/api/admin/settings', admin, { guestPrices: 'show' });
      }
    });

    it('allows OPEN_QUOTES_PER_CUSTOMER open quotes; closed ones do not count', async () => {
      const buyer = await createAccount(app);
      const toolId = await tool(1_000);
      const made: Quote[] = [];
      for (let index = 0; index < 3; index++) made.push(await requested(buyer, [{ toolId, quantity: 2 }]));
      const fourth = await call('POST', '/api/quotes', buyer);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toEqual({ message: 'You have 3 open quotes' });
      const inBangla = await call('POST', '/api/quotes', buyer, undefined, { 'accept-language': 'bn' });
      expect(inBangla.statusCode).toBe(409);
      expect(inBangla.json()).toEqual({ message: 'আপনার ৩টি খোলা কোটেশন আছে' });
      expect((await call('POST', `/api/quotes/${made[0]!._id}/reject`, buyer)).statusCode).toBe(200);
      expect((await call('POST', '/api/quotes', buyer)).statusCode).toBe(201);
    });

    it('prices the request with the buyer company price list', async () => {
      const owner = await createAccount(app, { name: 'Owner Rahim' });
      const applied = await call('POST', '/api/companies', owner, {
        name: 'Quote Traders',
        phone: '01711000000',
        address: 'Khatunganj',
        district: 'Chattogram',
      });
      const list = await call('POST', '/api/admin/price-lists', admin, { name: 'Quote dealers', discountPercent: 10 });
      expect(list.statusCode, list.body).toBe(201);
      const approved = await call('PATCH', `/api/admin/companies/${(applied.json() as { _id: string })._id}`, admin, {
        status: 'approved',
        priceListId: (list.json() as { _id: string })._id,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const toolId = await tool(1_250);
      const quote = await requested(owner, [{ toolId, quantity: 4 }]);
      expect(quote.lines[0]!.currentPrice).toBe(11.25);
    });
  });

  describe('quoting', () => {
    it('prices every line until the end of a Dhaka day, e-mails the buyer, and moves on to quoted', async () => {
      const buyer = await createAccount(app, { name: 'Nadia' });
      const a = await tool(1_250, { maxPerOrder: 10 });
      const quote = await requested(buyer, [{ toolId: a, quantity: 40 }]);
      const response = await call('PATCH', `/api/quotes/${quote._id}`, admin, {
        lines: [{ toolId: a, quantity: 40, price: 0.01 }],
        validUntil: validUntil(90),
        note: 'Best we can do',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'quoted',
        validUntil: validUntil(90),
        shopNote: 'Best we can do',
        lines: [{ toolId: a, quantity: 40, currentPrice: 12.5, price: 0.01 }],
      });
      const [mail] = await mailsTo(buyer.email);
      expect(mail!.subject).toBe(`Your quote ${quote.number} is ready`);
      expect(mail!.textBody).toContain('40 × ');
      expect(mail!.textBody).toContain('Our note: Best we can do');
    });

    it('refuses prices below 0.01, a past day, a day beyond 90 days, and lines that are not the quote’s', async () => {
      const buyer = await createAccount(app);
      const a = await tool(1_000);
      const b = await tool(1_000);
      const quote = await requested(buyer, [{ toolId: a, quantity: 3 }]);
      const attempt = (body: object) => call('PATCH', `/api/quotes/${quote._id}`, admin, body);
      const cases: [object, string][] = [
        [{ lines: [{ toolId: a, quantity: 3, price: 0 }], validUntil: validUntil() }, quoteMessages.priceInvalid],
        [{ lines: [{ toolId: a, quantity: 3, price: 1.005 }], validUntil: validUntil() }, quoteMessages.priceInvalid],
        [
          { lines: [{ toolId: a, quantity: 3, price: 5 }], validUntil: validUntil(-1) },
          quoteMessages.validUntilInvalid,
        ],
        [
          { lines: [{ toolId: a, quantity: 3, price: 5 }], validUntil: validUntil(91) },
          quoteMessages.validUntilInvalid,
        ],
        [{ lines: [{ toolId: a, quantity: 3, price: 5 }], validUntil: '2026-02-30' }, quoteMessages.validUntilInvalid],
        [{ lines: [{ toolId: b, quantity: 3, price: 5 }], validUntil: validUntil() }, quoteMessages.linesInvalid],
        [
          {
            lines: [
              { toolId: a, quantity: 3, price: 5 },
              { toolId: a, quantity: 3, price: 5 },
            ],
            validUntil: validUntil(),
          },
          quoteMessages.linesInvalid,
        ],
      ];
      for (const [body, message] of cases) {
        const response = await attempt(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      // Today is allowed: valid through its end.
      const today = await attempt({ lines: [{ toolId: a, quantity: 3, price: 5 }], validUntil: validUntil(0) });
      expect(today.statusCode, today.body).toBe(200);
    });

    it('prices a quote while the settings are not cached (read before its transaction)', async () => {
      const buyer = await createAccount(app);
      const quote = await requested(buyer, [{ toolId: await tool(1_000), quantity: 2 }]);
      // A change of the settings drops this instance's copy: the quote's PDF reads them afresh.
      await app.settings.update({ shipping: { zones: [...FREE_DELIVERY_ZONES] } });
      expect((await priced(quote, [7])).status).toBe('quoted');
    });

    it('is for admins only', async () => {
      const buyer = await createAccount(app);
      const a = await tool(1_000);
      const quote = await requested(buyer, [{ toolId: a, quantity: 1 }]);
      const response = await call('PATCH', `/api/quotes/${quote._id}`, buyer, {
        lines: [{ toolId: a, quantity: 1, price: 1 }],
        validUntil: validUntil(),
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('messages', () => {
    it('go both ways in order, 1–2,000 characters, each e-mailing the other side', async () => {
      const buyer = await createAccount(app, { name: 'Jamal' });
      const quote = await requested(buyer, [{ toolId: await tool(1_000), quantity: 5 }]);
      const fromBuyer = await call('POST', `/api/quotes/${quote._id}/messages`, buyer, {
        text: 'Can you do 10% less?',
      });
      expect(fromBuyer.statusCode, fromBuyer.body).toBe(201);
      const adminMail = (await mailsTo(admin.email)).find((mail) => mail.subject.includes(quote.number));
      expect(adminMail!.subject).toBe(`New message on quote ${quote.number}`);
      expect(adminMail!.textBody).toContain('Can you do 10% less?');
      expect(adminMail!.textBody).toContain(`/dashboard/quotes/${quote._id}`);

      const fromShop = await call('POST', `/api/quotes/${quote._id}/messages`, admin, { text: 'We can do 5%.' });
      expect(fromShop.statusCode).toBe(201);
      const [buyerMail] = await mailsTo(buyer.email);
      expect(buyerMail!.subject).toBe(`New message on quote ${quote.number}`);
      expect(buyerMail!.textBody).toContain('We can do 5%.');

      const read = quoteSchema.parse((await call('GET', `/api/quotes/${quote._id}`, buyer)).json());
      expect(read.messages.map(({ author, authorName, text }) => ({ author, authorName, text }))).toEqual([
        { author: 'buyer', authorName: 'Jamal', text: 'Can you do 10% less?' },
        { author: 'shop', authorName: 'Tools-BD', text: 'We can do 5%.' },
      ]);
      for (const text of ['', '   ', 'x'.repeat(2_001)]) {
        const refused = await call('POST', `/api/quotes/${quote._id}/messages`, buyer, { text });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ message: quoteMessages.messageInvalid });
      }
      expect(
        (await call('POST', `/api/quotes/${quote._id}/messages`, buyer, { text: 'y'.repeat(2_000) })).statusCode,
      ).toBe(201);
    });

    it('writes the buyer’s e-mails in their language', async () => {
      const buyer = await createAccount(app);
      await app.db.update(users).set({ language: 'bn' }).where(eq(users.email, buyer.email));
      const quote = await requested(buyer, [{ toolId: await tool(1_000), quantity: 5 }]);
      await priced(quote, [9]);
      const [mail] = await mailsTo(buyer.email);
      expect(mail!.subject).toBe(`আপনার কোটেশন ${quote.number} প্রস্তুত`);
    });
  });

  describe('accepting', () => {
    it('places the order at exactly the quoted prices and quantities, beyond maxPerOrder, and the invoice matches', async () => {
      const buyer = await createAccount(app);
      const a = await tool(1_250, { maxPerOrder: 10 });
      const b = await tool(999, { packSize: 6 });
      const c = await tool(333);
      const quote = await requested(buyer, [
        { toolId: a, quantity: 40 },
        { toolId: b, quantity: 12 },
        { toolId: c, quantity: 3 },
      ]);
      await priced(quote, { [a]: 11.11, [b]: 8.88, [c]: 3.01 });
      const key = `key-${randomUUID()}`;
      const response = await accept(buyer, quote._id, key);
      expect(response.statusCode, response.body).toBe(201);
      const { order } = checkoutResultSchema.parse(response.json());
      expect(
        order.lines.map(({ toolId, quantity, unitPrice, lineTotal }) => ({ toolId, quantity, unitPrice, lineTotal })),
      ).toEqual(
        // In the quote's line order.
        quote.lines.map(
          ({ toolId }) =>
            ({
              [a]: { toolId: a, quantity: 40, unitPrice: 11.11, lineTotal: 444.4 },
              [b]: { toolId: b, quantity: 12, unitPrice: 8.88, lineTotal: 106.56 },
              [c]: { toolId: c, quantity: 3, unitPrice: 3.01, lineTotal: 9.03 },
            })[toolId],
        ),
      );
      expect(order.price).toBe(559.99);
      expect(await stockOf(a)).toBe(460);
      const read = quoteSchema.parse((await call('GET', `/api/quotes/${quote._id}`, buyer)).json());
      expect(read).toMatchObject({ status: 'accepted', orderId: order._id });
      const events = quoteEventListSchema.parse((await call('GET', `/api/quotes/${quote._id}/events`, buyer)).json());
      expect(events.at(-1)).toMatchObject({ type: 'accepted', from: 'quoted', to: 'accepted', note: order._id });
      // The cart was not the order's: it stays.
      expect(((await call('GET', '/api/cart', buyer)).json() as { lines: unknown[] }).lines).toHaveLength(3);

      // A retry with the same key: the same order, 200, nothing placed twice.
      const retry = await accept(buyer, quote._id, key);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(checkoutResultSchema.parse(retry.json()).order._id).toBe(order._id);
      expect(
        await app.db
          .select()
          .from(orders)
          .where(eq(orders.userId, await idOf(buyer))),
      ).toHaveLength(1);
      // Another key: the quote is no longer open.
      const again = await accept(buyer, quote._id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: quoteMessages.noLongerOpen });

      await payOrder(app, buyer, order._id);
      const invoice = await call('GET', `/api/orders/${order._id}/invoice.pdf`, buyer);
      expect(invoice.statusCode).toBe(200);
      const text = (await extractText(new Uint8Array(invoice.rawPayload), { mergePages: true })).text;
      expect(text).toContain('11.11');
      expect(text).toContain('8.88');
      expect(text).toContain('3.01');
      expect(text).toContain('559.99');
    });

    it('needs the Idempotency-Key, a priced quote, and stock (409 with the lines as checkout answers)', async () => {
      const buyer = await createAccount(app);
      const scarce = await tool(1_000, { stock: 5 });
      const quote = await requested(buyer, [{ toolId: scarce, quantity: 8 }]);
      const withoutKey = await call('POST', `/api/quotes/${quote._id}/accept`, buyer, recipient);
      expect(withoutKey.statusCode).toBe(400);
      expect(withoutKey.json()).toEqual({ message: cartMessages.idempotencyKeyRequired });
      const notPriced = await accept(buyer, quote._id);
      expect(notPriced.statusCode).toBe(409);
      expect(notPriced.json()).toMatchObject({ message: quoteMessages.notPricedYet });
      await priced(quote, [9]);
      const noStock = await accept(buyer, quote._id);
      expect(noStock.statusCode).toBe(409);
      expect(noStock.json()).toEqual({
        message: cartMessages.cartHasProblems,
        lines: [{ toolId: scarce, problem: orderMessages.moreThanAvailable }],
      });
      expect(quoteSchema.parse((await call('GET', `/api/quotes/${quote._id}`, buyer)).json()).status).toBe('quoted');
      expect(await stockOf(scarce)).toBe(5);
    });

    it('waits for approval above a company buyer’s order limit', async () => {
      const owner = await createAccount(app, { name: 'Owner Salma' });
      const applied = await call('POST', '/api/companies', owner, {
        name: 'Limit Builders',
        phone: '01711000000',
        address: 'Motijheel',
        district: 'Dhaka',
      });
      const companyId = (applied.json() as { _id: string })._id;
      expect((await call('PATCH', `/api/admin/companies/${companyId}`, admin, { status: 'approved' })).statusCode).toBe(
        200,
      );
      const buyer = await createAccount(app, { name: 'Buyer Bina' });
      await call('POST', '/api/companies/mine/invitations', owner, {
        email: buyer.email,
        role: 'buyer',
        orderLimit: 100,
      });
      const [invitation] = await mailsTo(buyer.email);
      const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(invitation!.textBody)![1]!;
      expect((await call('POST', `/api/invitations/${token}/accept`, buyer)).statusCode).toBe(200);

      const quote = await requested(buyer, [{ toolId: await tool(5_000), quantity: 10 }]);
      await priced(quote, [40]);
      // The owner sees the company's quote; another customer does not.
      expect((await call('GET', `/api/quotes/${quote._id}`, owner)).statusCode).toBe(200);
      expect(quoteListSchema.parse((await call('GET', '/api/quotes', owner)).json()).map((q) => q._id)).toContain(
        quote._id,
      );
      const stranger = await createAccount(app);
      const refused = await call('GET', `/api/quotes/${quote._id}`, stranger);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: quoteMessages.notYours });

      const response = await accept(buyer, quote._id);
      expect(response.statusCode, response.body).toBe(201);
      const { order } = checkoutResultSchema.parse(response.json());
      expect(order.status).toBe('awaiting_approval');
      expect(order.price).toBe(400);
    });
  });

  describe('statuses', () => {
    it('answers each closed status with its exact 409', async () => {
      const buyer = await createAccount(app);
      const toolId = await tool(1_000);
      const body = { lines: [{ toolId, quantity: 2, price: 5 }], validUntil: validUntil() };

      const rejected = await requested(buyer, [{ toolId, quantity: 2 }]);
      const rejecting = await call('POST', `/api/quotes/${rejected._id}/reject`, buyer, { note: 'Too dear' });
      expect(rejecting.statusCode, rejecting.body).toBe(200);
      expect(rejecting.json()).toMatchObject({ status: 'rejected' });

      const withdrawn = await requested(buyer, [{ toolId, quantity: 2 }]);
      expect((await call('POST', `/api/quotes/${withdrawn._id}/withdraw`, buyer)).statusCode).toBe(403);
      const withdrawing = await call('POST', `/api/quotes/${withdrawn._id}/withdraw`, admin);
      expect(withdrawing.statusCode, withdrawing.body).toBe(200);
      expect(withdrawing.json()).toMatchObject({ status: 'withdrawn' });

      for (const closed of [rejected, withdrawn]) {
        for (const response of [
          await accept(buyer, closed._id),
          await call('POST', `/api/quotes/${closed._id}/reject`, buyer),
          await call('PATCH', `/api/quotes/${closed._id}`, admin, body),
          await call('POST', `/api/quotes/${closed._id}/withdraw`, admin),
        ]) {
          expect(response.statusCode).toBe(409);
          expect(response.json()).toMatchObject({ message: quoteMessages.noLongerOpen });
        }
      }
    });

    it('only the requester or an owner of their company accepts or rejects', async () => {
      const buyer = await createAccount(app);
      const other = await createAccount(app);
      const quote = await requested(buyer, [{ toolId: await tool(1_000), quantity: 2 }]);
      await priced(quote, [5]);
      for (const who of [other, admin]) {
        const accepting = await accept(who, quote._id);
        expect(accepting.statusCode).toBe(403);
        expect(accepting.json()).toEqual({ message: quoteMessages.notYours });
        expect((await call('POST', `/api/quotes/${quote._id}/reject`, who)).statusCode).toBe(403);
      }
      expect((await call('GET', `/api/quotes/${quote._id}/events`, other)).statusCode).toBe(403);
      expect((await call('POST', `/api/quotes/${quote._id}/messages`, other, { text: 'hi' })).statusCode).toBe(403);
      expect((await call('GET', `/api/quotes/${randomUUID()}`, buyer)).statusCode).toBe(404);
    });

    it('expires a quote after its last Dhaka day: buyer actions answer 409 This quote has expired', async () => {
      const buyer = await createAccount(app);
      const quote = await requested(buyer, [{ toolId: await tool(1_000), quantity: 2 }]);
      await priced(quote, [5], 0);
      const tomorrow = new Date(Date.now() + DAY_MS + 60_000);
      // Not yet: today is valid through its end.
      expect((await app.quoteExpirySweeper.sweepOnce(new Date())).expired).not.toContain(quote._id);
      expect((await app.quoteExpirySweeper.sweepOnce(tomorrow)).expired).toContain(quote._id);
      for (const response of [
        await accept(buyer, quote._id),
        await call('POST', `/api/quotes/${quote._id}/reject`, buyer),
        await call('POST', `/api/quotes/${quote._id}/messages`, buyer, { text: 'Still valid?' }),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ message: quoteMessages.expired });
      }
      const events = quoteEventListSchema.parse((await call('GET', `/api/quotes/${quote._id}/events`, buyer)).json());
      expect(events.map(({ type, from, to, actor }) => ({ type, from, to, actor }))).toEqual([
        { type: 'requested', from: null, to: 'requested', actor: 'customer' },
        { type: 'quoted', from: 'requested', to: 'quoted', actor: 'Tools-BD' },
        { type: 'expired', from: 'quoted', to: 'expired', actor: 'system' },
      ]);
      const forAdmin = quoteEventListSchema.parse((await call('GET', `/api/quotes/${quote._id}/events`, admin)).json());
      expect(forAdmin[1]!.actor).toBe(admin.email);
    });
  });

  describe('the quote PDF', () => {
    const pdfText = pdfTextOf;

    it('prints the priced lines, the VAT as the invoice computes it and the valid-until day; the quoted e-mail carries it', async () => {
      const buyer = await createAccount(app, { name: 'Farid' });
      const toolId = await tool(12_000);
      await app.db.update(tools).set({ vatRateBasisPoints: 1_500 }).where(eq(tools.id, toolId));
      const quote = await requested(buyer, [{ toolId, quantity: 2 }]);
      const early = await call('GET', `/api/quotes/${quote._id}/quote.pdf`, buyer);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: quoteMessages.notPricedYet });

      const day = validUntil(7);
      await priced(quote, [115]);
      const text = await pdfText(buyer, quote._id);
      expect(text).toContain('Quotation');
      expect(text).toContain(quote.number);
      // Prices include VAT (the shop's setting): 2 × 115.00 = 230.00, of which 15 % VAT is 30.00 on a net 200.00.
      expect(text).toContain('115.00');
      expect(text).toContain('200.00');
      expect(text).toContain('30.00');
      expect(text).toContain('230.00');
      const printedDay = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'UTC',
        day: '2-digit',
        month: 'short',
        year: 'numeric',
      }).format(new Date(`${day}T00:00:00Z`));
      expect(text).toContain(`Valid until the end of ${printedDay}`);

      const [mail] = await mailsTo(buyer.email);
      expect(mail!.subject).toBe(`Your quote ${quote.number} is ready`);
      expect(mail!.attachments).toHaveLength(1);
      expect(mail!.attachments![0]).toMatchObject({ filename: `${quote.number}.pdf`, contentType: 'application/pdf' });
      expect(Buffer.from(mail!.attachments![0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

      expect((await call('GET', `/api/quotes/${quote._id}/quote.pdf`, admin)).statusCode).toBe(200);
      const stranger = await createAccount(app);
      expect((await call('GET', `/api/quotes/${quote._id}/quote.pdf`, stranger)).statusCode).toBe(403);
    });

    it('is in Bangla for a customer who chose Bangla', async () => {
      const buyer = await createAccount(app);
      await app.db.update(users).set({ language: 'bn' }).where(eq(users.email, buyer.email));
      const quote = await requested(buyer, [{ toolId: await tool(1_000), quantity: 3 }]);
      await priced(quote, [9]);
      const text = await pdfText(admin, quote._id);
      // Extracted text keeps Bangla's vowel signs in drawing order: the number's label and Bengali digits say it.
      expect(text).toContain(`নং ${quote.number}`);
      expect(text).toContain('৯.০০');
    });
  });

  describe('product names', () => {
    it('carry the product’s Bangla name, which a Bangla customer’s e-mail and PDF print; English ones keep the name', async () => {
      const toolId = await tool(1_000);
      await app.db.update(tools).set({ name: 'Panel Saw 20 in', nameBn: 'করাত' }).where(eq(tools.id, toolId));
      const plainId = await tool(2_000);
      await app.db.update(tools).set({ name: 'Plain Rasp' }).where(eq(tools.id, plainId));
      const lines = [
        { toolId, quantity: 2 },
        { toolId: plainId, quantity: 1 },
      ];

      const bangla = await createAccount(app);
      await app.db.update(users).set({ language: 'bn' }).where(eq(users.email, bangla.email));
      const quote = await requested(bangla, lines);
      const named = Object.fromEntries(quote.lines.map((line) => [line.toolId, line]));
      expect(named[toolId]).toMatchObject({ name: 'Panel Saw 20 in', nameBn: 'করাত' });
      // No Bangla name: none in the answer, as the catalogue answers.
      expect(named[plainId]!.name).toBe('Plain Rasp');
      expect(named[plainId]).not.toHaveProperty('nameBn');
      await priced(quote, { [toolId]: 9, [plainId]: 18 });
      const [mail] = await mailsTo(bangla.email);
      expect(mail!.textBody).toContain('করাত');
      expect(mail!.textBody).not.toContain('Panel Saw 20 in');
      expect(mail!.textBody).toContain('Plain Rasp');
      const banglaPdf = await pdfTextOf(admin, quote._id);
      expect(banglaPdf).toContain('করাত');
      expect(banglaPdf).not.toContain('Panel Saw');

      const english = await createAccount(app);
      const englishQuote = await requested(english, lines);
      await priced(englishQuote, { [toolId]: 9, [plainId]: 18 });
      const [englishMail] = await mailsTo(english.email);
      expect(englishMail!.textBody).toContain('Panel Saw 20 in');
      expect(englishMail!.textBody).not.toContain('করাত');
      expect(await pdfTextOf(admin, englishQuote._id)).toContain('Panel Saw 20 in');
    });
  });

  describe('lists', () => {
    it('the admin list pages oldest request first, filters by status and gives X-Total-Count', async () => {
      const buyer = await createAccount(app);
      const toolId = await tool(1_000);
      const mine = [
        await requested(buyer, [{ toolId, quantity: 1 }]),
        await requested(buyer, [{ toolId, quantity: 1 }]),
      ];
      await priced(mine[1]!, [1]);
      const all = await call('GET', '/api/admin/quotes', admin);
      expect(all.statusCode).toBe(200);
      const total = Number(all.headers['x-total-count']);
      const rows = await app.db.select({ id: quotes.id }).from(quotes);
      expect(total).toBe(rows.length);
      const listed = quoteListSchema.parse(all.json());
      expect(listed.length).toBe(Math.min(20, total));
      const times = listed.map((quote) => quote.createdAt);
      expect([...times].sort()).toEqual(times);

      const quotedOnly = await call('GET', '/api/admin/quotes?status=quoted', admin);
      const quoted = quoteListSchema.parse(quotedOnly.json());
      expect(quoted.every((quote) => quote.status === 'quoted')).toBe(true);
      expect(Number(quotedOnly.headers['x-total-count'])).toBe(
        (await app.db.select().from(quotes).where(eq(quotes.status, 'quoted'))).length,
      );
      const lastPage = Math.ceil(total / 20);
      const page = quoteListSchema.parse((await call('GET', `/api/admin/quotes?page=${lastPage}`, admin)).json());
      expect(page.map((quote) => quote._id)).toContain(mine[1]!._id);
      expect((await call('GET', '/api/admin/quotes?page=0', admin)).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/quotes?status=open', admin)).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/quotes', buyer)).statusCode).toBe(403);

      const own = quoteListSchema.parse((await call('GET', '/api/quotes', buyer)).json());
      expect(own.map((quote) => quote._id)).toEqual([mine[1]!._id, mine[0]!._id]);
    });
  });
});

describe.skipIf(!testPostgresUrl)('quotes on two instances sharing PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    const config = testConfig({
      database: { kind: 'postgres', url: scratch.url, poolSize: 8 },
      openQuotesPerCustomer: 50,
    });
    first = await buildApp(config);
    second = await buildApp(config);
    await first.settings.update({ shipping: { zones: [...FREE_DELIVERY_ZONES] } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });

  it('numbers quotes asked at once gaplessly', async () => {
    const toolId = (await createTool(first.db, { priceCents: 1_000, availableQuantity: 1_000 })).id;
    const buyers = await Promise.all(Array.from({ length: 16 }, () => createAccount(first)));
    for (const buyer of buyers)
      await first.inject({
        method: 'PUT',
        url: `/api/cart/lines/${toolId}`,
        headers: buyer.authorization,
        payload: { quantity: 2 },
      });
    const responses = await Promise.all(
      buyers.map((buyer, index) =>
        (index % 2 === 0 ? first : second).inject({ method: 'POST', url: '/api/quotes', headers: buyer.authorization }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(buyers.map(() => 201));
    const numbers = responses.map((response) => (response.json() as Quote).number).sort();
    const year = numbers[0]!.slice(2, 6);
    expect(numbers).toEqual(
      Array.from({ length: 16 }, (_, index) => `Q-${year}-${String(index + 1).padStart(6, '0')}`),
    );
  });

  it('accepts a quote once when two acceptances with different keys arrive at once on both instances', async () => {
    const admin = await createAccount(first, { role: 'admin' });
    const buyer = await createAccount(first);
    const toolId = (await createTool(first.db, { priceCents: 1_000, availableQuantity: 100 })).id;
    await first.inject({
      method: 'PUT',
      url: `/api/cart/lines/${toolId}`,
      headers: buyer.authorization,
      payload: { quantity: 10 },
    });
    const quote = (
      await first.inject({ method: 'POST', url: '/api/quotes', headers: buyer.authorization })
    ).json() as Quote;
    const priced = await first.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote._id}`,
      headers: admin.authorization,
      payload: { lines: [{ toolId, quantity: 10, price: 7.77 }], validUntil: dhakaDateAfter(new Date(), 3) },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const accept = (instance: FastifyInstance, key: string) =>
      instance.inject({
        method: 'POST',
        url: `/api/quotes/${quote._id}/accept`,
        headers: { ...buyer.authorization, 'idempotency-key': key },
        payload: {
          customerName: 'Site',
          phone: '01711000000',
          address: 'Road 1',
          district: 'Dhaka',
          paymentMethod: 'card',
        },
      });
    const answers = await Promise.all([
      accept(first, `first-${randomUUID()}`),
      accept(second, `second-${randomUUID()}`),
      accept(first, `third-${randomUUID()}`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toMatchObject({ message: quoteMessages.noLongerOpen });
    const placed = await first.db
      .select()
      .from(orders)
      .where(eq(orders.userId, (await first.db.select().from(users).where(eq(users.email, buyer.email)))[0]!.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.totalCents).toBe(7_770);
    const [tool] = await first.db.select().from(tools).where(eq(tools.id, toolId));
    expect(tool!.availableQuantity).toBe(90);
  });

  it('expires each quote once when both instances sweep', async () => {
    const admin = await createAccount(first, { role: 'admin' });
    const buyer = await createAccount(first);
    const toolId = (await createTool(first.db, { priceCents: 1_000, availableQuantity: 1_000 })).id;
    await first.inject({
      method: 'PUT',
      url: `/api/cart/lines/${toolId}`,
      headers: buyer.authorization,
      payload: { quantity: 1 },
    });
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) {
      const quote = (
        await first.inject({ method: 'POST', url: '/api/quotes', headers: buyer.authorization })
      ).json() as Quote;
      const priced = await second.inject({
        method: 'PATCH',
        url: `/api/quotes/${quote._id}`,
        headers: admin.authorization,
        payload: { lines: [{ toolId, quantity: 1, price: 5 }], validUntil: dhakaDateAfter(new Date(), 0) },
      });
      expect(priced.statusCode, priced.body).toBe(200);
      ids.push(quote._id);
    }
    const at = new Date(Date.now() + DAY_MS + 60_000);
    const [a, b] = await Promise.all([first.quoteExpirySweeper.sweepOnce(at), second.quoteExpirySweeper.sweepOnce(at)]);
    expect([...a.expired, ...b.expired].sort()).toEqual([...ids].sort());
    const rows = await first.db.select().from(quotes).where(inArray(quotes.id, ids));
    expect(rows.every((row) => row.status === 'expired')).toBe(true);
    for (const id of ids) {
      const events = (
        await first.inject({ method: 'GET', url: `/api/quotes/${id}/events`, headers: admin.authorization })
      ).json() as {
        type: string;
      }[];
      expect(events.filter((event) => event.type === 'expired')).toHaveLength(1);
    }
  });
});
