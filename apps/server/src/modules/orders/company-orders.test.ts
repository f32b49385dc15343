import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  checkoutResultSchema,
  companyMessages,
  lifecycleMessages,
  orderListSchema,
  orderMessages,
  orderReference,
  orderSchema,
  shippingMessages,
  type Order,
} from '@tools-bd/contract';
import { mailQueue, orders, tools, users } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, payOrder } from '../../../test/fixtures/orders.ts';
import { extractText } from 'unpdf';

const application = {
  name: 'Chattogram Hardware',
  phone: '01711000000',
  address: 'Khatunganj',
  district: 'Chattogram',
};
const recipient = {
  customerName: 'Store Keeper',
  phone: '+880 1711-000000',
  address: '12 Test Road, Dhaka',
  district: 'Dhaka',
};
const savedAddress = {
  label: 'Warehouse',
  recipient: 'Rafiq Store',
  phone: '01811-222333',
  address: 'Plot 7, BSCIC Area',
  district: 'chattogram',
};

describe.each(testEngines)('company orders, PO numbers, addresses and approvals on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin' });
  });
  afterAll(() => shop.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: TestAccount | null,
    payload?: object,
  ) => shop.app.inject({ method, url, headers: who ? who.authorization : {}, ...(payload ? { payload } : {}) });
  const idOf = async (account: TestAccount) =>
    (await shop.app.db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0]!.id;

  /** An approved company with its owner and a buyer whose order limit is `limit`. */
  async function company(limit: number | null = 100, companyChanges: object = {}) {
    const owner = await createAccount(shop.app, { name: 'Owner Rahim' });
    const applied = await call('POST', '/api/companies', owner, application);
    expect(applied.statusCode, applied.body).toBe(201);
    const companyId = (applied.json() as { _id: string })._id;
    const approved = await call('PATCH', `/api/admin/companies/${companyId}`, admin, {
      status: 'approved',
      ...companyChanges,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const buyer = await createAccount(shop.app, { name: 'Buyer Bina' });
    const invited = await call('POST', '/api/companies/mine/invitations', owner, {
      email: buyer.email,
      role: 'buyer',
      orderLimit: limit,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await shop.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, buyer.email))
      .orderBy(desc(mailQueue.createdAt))
      .limit(1);
    const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    expect((await call('POST', `/api/invitations/${token}/accept`, buyer)).statusCode).toBe(200);
    return { owner, buyer, companyId };
  }

  async function fillCart(account: TestAccount, toolId: string, quantity: number) {
    const response = await call('PUT', `/api/cart/lines/${toolId}`, account, { quantity });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** Checks out `quantity` of a $12.50 tool: the order's total is 12.50 × quantity. */
  async function checkoutOf(account: TestAccount, quantity: number, body: object = recipient, toolId?: string) {
    const tool = toolId ?? (await createTool(shop.app.db, { priceCents: 1_250, availableQuantity: 100 })).id;
    await fillCart(account, tool, quantity);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...account.authorization, 'idempotency-key': `key-${randomUUID()}` },
      payload: body,
    });
    return { response, toolId: tool };
  }
  async function placed(account: TestAccount, quantity: number, body: object = recipient) {
    const { response, toolId } = await checkoutOf(account, quantity, body);
    expect(response.statusCode, response.body).toBe(201);
    return { order: checkoutResultSchema.parse(response.json()).order, toolId };
  }
  const stockOf = async (toolId: string) =>
    (await shop.app.db.select().from(tools).where(eq(tools.id, toolId)))[0]!.availableQuantity;
  const eventsOf = async (orderId: string, who: TestAccount) =>
    (await call('GET', `/api/orders/${orderId}/events`, who)).json() as {
      type: string;
      from: string | null;
      to: string | null;
      actor: string;
      note: string | null;
    }[];

  describe('orders of a company', () => {
    it('carry the company, who placed them and the PO number; owners list them all, buyers their own', async () => {
      const { owner, buyer, companyId } = await company(null);
      const { order } = await placed(buyer, 2, { ...recipient, poNumber: ' PO-2026/17 ' });
      expect(order).toMatchObject({
        companyId,
        placedBy: { userId: await idOf(buyer), name: 'Buyer Bina' },
        poNumber: 'PO-2026/17',
        status: 'pending',
      });
      const { order: ownersOwn } = await placed(owner, 1);
      expect(ownersOwn.poNumber).toBeNull();

      const listed = await call('GET', '/api/orders?scope=company', owner);
      expect(listed.statusCode).toBe(200);
      expect(orderListSchema.parse(listed.json()).map((entry) => entry._id)).toEqual([ownersOwn._id, order._id]);
      // The buyer keeps seeing their own, as every customer does.
      const own = await call('GET', `/api/orders?email=${encodeURIComponent(buyer.email)}`, buyer);
      expect(orderListSchema.parse(own.json()).map((entry) => entry._id)).toEqual([order._id]);
      // An owner reads a buyer's order and its timeline.
      expect((await call('GET', `/api/orders/${order._id}`, owner)).json()).toMatchObject({ poNumber: 'PO-2026/17' });
      expect((await call('GET', `/api/orders/${order._id}/events`, owner)).statusCode).toBe(200);
      // A plain customer's order has none of it.
      const plain = await createAccount(shop.app);
      const { order: plainOrder } = await placed(plain, 1);
      expect(plainOrder).toMatchObject({ companyId: null, placedBy: null, poNumber: null });
    });

    it('answers 403 to scope=company for buyers, plain customers and members of a suspended company', async () => {
      const { owner, buyer, companyId } = await company();
      const plain = await createAccount(shop.app);
      for (const who of [buyer, plain]) {
        const refused = await call('GET', '/api/orders?scope=company', who);
        expect([refused.statusCode, refused.json()]).toEqual([403, { message: companyMessages.ownersOnly }]);
      }
      await call('PATCH', `/api/admin/companies/${companyId}`, admin, { status: 'suspended' });
      expect((await call('GET', '/api/orders?scope=company', owner)).statusCode).toBe(403);
      // Without a scope the e-mail is required, as before.
      expect((await call('GET', '/api/orders', owner)).statusCode).toBe(400);
      expect((await call('GET', '/api/orders?scope=everyone', owner)).statusCode).toBe(400);
    });
  });

  describe('PO numbers', () => {
    it("with the company's requirePoNumber on, refuses an order without one (400) and changes nothing", async () => {
      const { owner, buyer } = await company(null);
      expect((await call('PATCH', '/api/companies/mine', owner, { requirePoNumber: true })).statusCode).toBe(200);
      const { response, toolId } = await checkoutOf(buyer, 2);
      expect([response.statusCode, response.json()]).toEqual([400, { message: orderMessages.poNumberRequired }]);
      expect(await stockOf(toolId)).toBe(100);
      const blank = await checkoutOf(buyer, 2, { ...recipient, poNumber: '   ' }, toolId);
      expect(blank.response.json()).toEqual({ message: orderMessages.poNumberRequired });
      const single = await call('POST', '/api/orders', buyer, {
        ...recipient,
        email: buyer.email,
        toolId,
        cart: 1,
      });
      expect([single.statusCode, single.json()]).toEqual([400, { message: orderMessages.poNumberRequired }]);
      // The cart is intact: the same checkout with a PO number goes through.
      const withPo = await checkoutOf(buyer, 2, { ...recipient, poNumber: 'PO-1' }, toolId);
      expect(withPo.response.statusCode).toBe(201);
      expect(await stockOf(toolId)).toBe(98);
    });

    it('takes at most 40 characters', async () => {
      const buyer = await createAccount(shop.app);
      const { response } = await checkoutOf(buyer, 1, { ...recipient, poNumber: 'P'.repeat(41) });
      expect([response.statusCode, response.json()]).toEqual([400, { message: orderMessages.poNumberInvalid }]);
      const { order } = await placed(buyer, 1, { ...recipient, poNumber: 'P'.repeat(40) });
      expect(order.poNumber).toBe('P'.repeat(40));
    });
  });

  describe('saved delivery addresses', () => {
    it('owners add, change and remove them; members read them; bad input answers 400 and changes nothing', async () => {
      const { owner, buyer } = await company();
      const added = await call('POST', '/api/companies/mine/addresses', owner, savedAddress);
      expect(added.statusCode, added.body).toBe(201);
      const address = added.json() as { _id: string };
      expect(address).toEqual({
        _id: expect.any(String),
        label: 'Warehouse',
        recipient: 'Rafiq Store',
        phone: '+8801811222333',
        address: 'Plot 7, BSCIC Area',
        district: 'Chattogram',
      });
      expect((await call('GET', '/api/companies/mine/addresses', buyer)).json()).toEqual([address]);

      const badDistrict = await call('POST', '/api/companies/mine/addresses', owner, {
        ...savedAddress,
        district: 'Atlantis',
      });
      expect([badDistrict.statusCode, badDistrict.json()]).toEqual([400, { message: companyMessages.chooseDistrict }]);
      const badPhone = await call('POST', '/api/companies/mine/addresses', owner, { ...savedAddress, phone: '12345' });
      expect([badPhone.statusCode, badPhone.json()]).toEqual([400, { message: shippingMessages.bangladeshiMobile }]);
      const byBuyer = await call('POST', '/api/companies/mine/addresses', buyer, savedAddress);
      expect([byBuyer.statusCode, byBuyer.json()]).toEqual([403, { message: companyMessages.ownersOnly }]);
      expect((await call('GET', '/api/companies/mine/addresses', owner)).json()).toHaveLength(1);

      const changed = await call('PATCH', `/api/companies/mine/addresses/${address._id}`, owner, { label: 'Depot' });
      expect(changed.json()).toMatchObject({ label: 'Depot', recipient: 'Rafiq Store' });
      const stranger = await createAccount(shop.app);
      expect((await call('GET', '/api/companies/mine/addresses', stranger)).statusCode).toBe(404);
      const unknown = await call('DELETE', `/api/companies/mine/addresses/${randomUUID()}`, owner);
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: companyMessages.addressNotFound }]);
      expect((await call('DELETE', `/api/companies/mine/addresses/${address._id}`, owner)).json()).toEqual([]);
    });

    it('checkout takes a saved address and keeps a copy of it; never both a saved and a typed one', async () => {
      const { owner, buyer } = await company(null);
      const address = (await call('POST', '/api/companies/mine/addresses', owner, savedAddress)).json() as {
        _id: string;
      };
      const both = await checkoutOf(buyer, 1, { ...recipient, addressId: address._id });
      expect([both.response.statusCode, both.response.json()]).toEqual([
        400,
        { message: orderMessages.savedOrTypedAddress },
      ]);
      const { order } = await placed(buyer, 1, { addressId: address._id });
      expect(order).toMatchObject({
        customerName: 'Rafiq Store',
        phone: '+8801811222333',
        address: 'Plot 7, BSCIC Area',
        district: 'Chattogram',
      });
      // A later change of the saved address leaves the order as it was.
      await call('PATCH', `/api/companies/mine/addresses/${address._id}`, owner, { address: 'Somewhere else 9' });
      expect((await call('GET', `/api/orders/${order._id}`, buyer)).json()).toMatchObject({
        address: 'Plot 7, BSCIC Area',
        district: 'Chattogram',
      });
      // Another company's address, or one for a person without a company, is refused.
      const other = await company(null);
      const foreign = await checkoutOf(other.buyer, 1, { addressId: address._id });
      expect([foreign.response.statusCode, foreign.response.json()]).toEqual([
        400,
        { message: orderMessages.savedAddressNotFound },
      ]);
      const single = await call('POST', '/api/orders', buyer, {
        email: buyer.email,
        toolId: (await createTool(shop.app.db)).id,
        cart: 1,
        addressId: address._id,
      });
      expect(single.statusCode, single.body).toBe(201);
      expect(single.json()).toMatchObject({
        customerName: 'Rafiq Store',
        address: 'Somewhere else 9',
        district: 'Chattogram',
      });
    });
  });

  describe('approvals', () => {
    it('an order above the buyer limit waits, holding its stock; the owners are e-mailed; an owner approves it', async () => {
      const { owner, buyer } = await company(100);
      const { order, toolId } = await placed(buyer, 10);
      expect(order).toMatchObject({ status: 'awaiting_approval', price: 125, paymentStatus: 'unpaid' });
      expect(order.reservedUntil).not.toBeNull();
      expect(await stockOf(toolId)).toBe(90);
      const ownerMails = await shop.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, owner.email));
      expect(ownerMails.some((mail) => mail.subject.startsWith('An order waits for your approval'))).toBe(true);
      // It cannot be paid, cancelled or moved by anybody meanwhile.
      const pay = await call('POST', '/api/create-payment-intent', buyer, { orderId: order._id });
      expect(pay.statusCode).toBe(409);
      const cancel = await call('DELETE', `/api/orders/${order._id}`, buyer);
      expect([cancel.statusCode, cancel.json()]).toEqual([409, { message: lifecycleMessages.awaitingApproval }]);
      const moved = await call('PATCH', `/api/orders/${order._id}/status`, admin, { status: 'confirmed' });
      expect([moved.statusCode, moved.json()]).toEqual([409, { message: lifecycleMessages.awaitingApproval }]);

      // Buyers cannot approve, not even their own; nor can another company's owner.
      const byBuyer = await call('POST', `/api/orders/${order._id}/approve`, buyer);
      expect([byBuyer.statusCode, byBuyer.json()]).toEqual([403, { message: companyMessages.approvalOwnersOnly }]);
      const stranger = await company(null);
      expect((await call('POST', `/api/orders/${order._id}/approve`, stranger.owner)).statusCode).toBe(403);
      expect((await call('POST', `/api/orders/${randomUUID()}/approve`, owner)).statusCode).toBe(404);

      const approved = await call('POST', `/api/orders/${order._id}/approve`, owner);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(orderSchema.parse(approved.json())).toMatchObject({
        status: 'pending',
        reservedUntil: order.reservedUntil,
      });
      expect(await stockOf(toolId)).toBe(90);
      const again = await call('POST', `/api/orders/${order._id}/approve`, owner);
      expect([again.statusCode, again.json()]).toEqual([409, { message: lifecycleMessages.notAwaitingApproval }]);
      const events = await eventsOf(order._id, buyer);
      expect(events.map(({ type, from, to }) => [type, from, to])).toEqual([
        ['placed', null, 'awaiting_approval'],
        ['approved', 'awaiting_approval', 'pending'],
      ]);
      expect(events[1]!.actor).toBe('Owner Rahim');
      // Approved, it is paid as any order.
      expect((await call('POST', '/api/create-payment-intent', buyer, { orderId: order._id })).statusCode).toBe(200);
    });

    it('an order at or under the limit, an owner’s own order and a member without a limit do not wait', async () => {
      const { owner, buyer } = await company(100);
      expect((await placed(buyer, 8)).order.status).toBe('pending');
      expect((await placed(owner, 50)).order.status).toBe('pending');
      await call('PATCH', `/api/companies/mine/members/${await idOf(buyer)}`, owner, { orderLimit: null });
      expect((await placed(buyer, 50)).order.status).toBe('pending');
    });

    it('a decline cancels it, returns the stock and lands on the timeline with its note', async () => {
      const { owner, buyer } = await company(50);
      const { order, toolId } = await placed(buyer, 10);
      const declined = await call('POST', `/api/orders/${order._id}/decline`, owner, { note: 'Over budget' });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json()).toMatchObject({ status: 'cancelled', balanceDue: 0 });
      expect(await stockOf(toolId)).toBe(100);
      const last = (await eventsOf(order._id, buyer)).at(-1)!;
      expect(last).toMatchObject({ type: 'declined', from: 'awaiting_approval', to: 'cancelled', note: 'Over budget' });
      expect((await call('POST', `/api/orders/${order._id}/decline`, owner)).statusCode).toBe(409);
      expect((await call('POST', `/api/orders/${order._id}/approve`, owner)).statusCode).toBe(409);
    });

    it('expires like an unpaid order: cancelled with the expired event, stock back', async () => {
      const { buyer } = await company(50);
      const { order, toolId } = await placed(buyer, 10);
      const at = new Date(new Date(order.reservedUntil!).getTime() + 1_000);
      expect((await shop.app.reservationSweeper.sweepOnce(at)).expired).toContain(order._id);
      expect(await stockOf(toolId)).toBe(100);
      expect((await eventsOf(order._id, buyer)).at(-1)).toMatchObject({
        type: 'expired',
        from: 'awaiting_approval',
        to: 'cancelled',
        note: lifecycleMessages.notApprovedInTime,
      });
    });

    it('tells the buyer in its own words, in their language, that the order was not approved in time (not "not paid")', async () => {
      const expiryMailOf = async (account: TestAccount, subject: string) => {
        const mails = await shop.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, account.email));
        return mails.find((mail) => mail.subject.startsWith(subject));
      };
      const english = (await company(50)).buyer;
      const bangla = (await company(50)).buyer;
      const saved = await call('PATCH', '/api/auth/me', bangla, { language: 'bn' });
      expect(saved.statusCode, saved.body).toBe(200);
      const first = (await placed(english, 10)).order;
      const second = (await placed(bangla, 10)).order;
      const latest = Math.max(...[first, second].map((order) => new Date(order.reservedUntil!).getTime()));
      const swept = await shop.app.reservationSweeper.sweepOnce(new Date(latest + 1_000));
      expect(swept.expired).toEqual(expect.arrayContaining([first._id, second._id]));

      const inEnglish = await expiryMailOf(english, 'Your order expired');
      expect(inEnglish!.textBody).toContain(
        `Your order ${orderReference(first._id)} was cancelled because it was not approved in time.`,
      );
      expect(inEnglish!.textBody).not.toContain('not paid in time');
      const inBangla = await expiryMailOf(bangla, 'আপনার অর্ডারের মেয়াদ শেষ');
      expect(inBangla!.textBody).toContain(
        `আপনার অর্ডার ${orderReference(second._id)} সময়মতো অনুমোদন না পাওয়ায় বাতিল করা হয়েছে।`,
      );
      expect(inBangla!.textBody).not.toContain('মূল্য পরিশোধ হয়নি');
    });

    if (engine === 'postgres')
      it('approve, decline and the expiry at once: one wins, the others answer 409, never 500', async () => {
        for (let round = 0; round < 5; round++) {
          const { owner, buyer } = await company(50);
          const { order, toolId } = await placed(buyer, 10);
          const at = new Date(new Date(order.reservedUntil!).getTime() + 1_000);
          const [approve, decline] = await Promise.all([
            call('POST', `/api/orders/${order._id}/approve`, owner),
            call('POST', `/api/orders/${order._id}/decline`, owner),
            shop.app.reservationSweeper.sweepOnce(at),
          ]);
          const codes = [approve.statusCode, decline.statusCode];
          expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
          expect(codes.filter((code) => code === 200).length).toBeLessThanOrEqual(1);
          const events = await eventsOf(order._id, buyer);
          // Exactly one decision left awaiting_approval; the stock came back at most once.
          expect(events.filter((event) => event.from === 'awaiting_approval')).toHaveLength(1);
          const [row] = await shop.app.db.select().from(orders).where(eq(orders.id, order._id));
          expect(await stockOf(toolId)).toBe(row!.status === 'cancelled' ? 100 : 90);
        }
      });
  });

  describe('invoices for businesses', () => {
    const invoiceText = async (who: TestAccount, orderId: string) => {
      const response = await call('GET', `/api/orders/${orderId}/invoice.pdf`, who);
      expect(response.statusCode, response.body).toBe(200);
      return (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text;
    };

    it("name the buyer's company, its BIN, the delivery address, who ordered, the PO and the time of issue", async () => {
      const { owner, buyer } = await company(null);
      await call('PATCH', '/api/companies/mine', owner, { bin: '1234567890123' });
      const { order } = await placed(buyer, 2, { ...recipient, poNumber: 'PO-77' });
      await payOrder(shop.app, buyer, order._id);
      const text = await invoiceText(buyer, order._id);
      expect(text).toContain('Chattogram Hardware');
      expect(text).toContain('Buyer BIN: 1234567890123');
      expect(text).toContain('Khatunganj, Chattogram');
      expect(text).toContain('Deliver to');
      expect(text).toContain('12 Test Road, Dhaka');
      expect(text).toContain('Ordered by Buyer Bina');
      expect(text).toContain('PO number: PO-77');
      expect(text).toMatch(/Date: \d{2} [A-Z][a-z]{2} \d{4} · Time of issue: \d{2}:\d{2} \(Asia\/Dhaka\)/);
      // The invoice keeps the company as it was when issued; the owner reads it too.
      await call('PATCH', '/api/companies/mine', owner, { name: 'Renamed Traders' });
      expect(await invoiceText(owner, order._id)).toBe(text);
    });

    it('say so when the buyer has no BIN', async () => {
      const { buyer } = await company(null);
      const { order } = await placed(buyer, 1);
      await payOrder(shop.app, buyer, order._id);
      expect(await invoiceText(buyer, order._id)).toContain('Buyer BIN: none (the buyer has no BIN)');
    });
  });

  it('answers a company order with its fields in every list the owner and buyer see', async () => {
    const { owner, buyer, companyId } = await company(null);
    const { order } = await placed(buyer, 1, { ...recipient, poNumber: 'PO-XYZ' });
    const adminList = await call('GET', '/api/order?limit=100', admin);
    const listed = (adminList.json() as { orders: Order[] }).orders.find((entry) => entry._id === order._id);
    expect(listed).toMatchObject({ companyId, poNumber: 'PO-XYZ', placedBy: { name: 'Buyer Bina' } });
    expect(owner.email).not.toBe(buyer.email);
  });
});
