import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import {
  accountMessages,
  accountPaymentSchema,
  addDays,
  checkoutResultSchema,
  companySchema,
  dhakaDay,
  orderSchema,
  receivablesSchema,
  settingsMessages,
  statementSchema,
  type Order,
} from '@tools-bd/contract';
import { accountPayments, cartLines, companyMembers, mailQueue, orders, users } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool } from '../../../test/fixtures/orders.ts';
import { extractText } from 'unpdf';

const recipient = {
  customerName: 'Store Keeper',
  phone: '+880 1711-000000',
  address: '12 Test Road, Dhaka',
  district: 'Dhaka',
};

describe.each(testEngines)('trade credit on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  /** One tool for every order: $12.50, plenty of stock; an order of q is 12.50 × q (free delivery). */
  let toolId: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin' });
    toolId = (await createTool(shop.app.db, { priceCents: 1_250, availableQuantity: 100_000 })).id;
  }, 60_000);
  afterAll(() => shop.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: TestAccount | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    shop.app.inject({
      method,
      url,
      headers: { ...(who ? who.authorization : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const idOf = async (account: TestAccount) =>
    (await shop.app.db.select({ id: users.id }).from(users).where(eq(users.email, account.email)))[0]!.id;

  /** An approved company with its owner; `changes` go with the approval (terms, limit). */
  async function company(changes: object = { paymentTerms: 'net_30', creditLimit: 500 }) {
    const owner = await createAccount(shop.app, { name: 'Owner Rahim' });
    const applied = await call('POST', '/api/companies', owner, {
      name: `Chattogram Hardware ${randomUUID().slice(0, 6)}`,
      phone: '01711000000',
      address: 'Khatunganj',
      district: 'Chattogram',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const companyId = (applied.json() as { _id: string })._id;
    const approved = await call('PATCH', `/api/admin/companies/${companyId}`, admin, {
      status: 'approved',
      ...changes,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return { owner, companyId };
  }

  /** A buyer of the company (order limit in cents, null: none), joined directly. */
  async function buyerOf(companyId: string, orderLimitCents: number | null = null) {
    const buyer = await createAccount(shop.app, { name: 'Buyer Bina' });
    await shop.app.db
      .insert(companyMembers)
      .values({ userId: await idOf(buyer), companyId, role: 'buyer', orderLimitCents });
    return buyer;
  }

  async function checkout(account: TestAccount, quantity: number, paymentMethod = 'on_account', language?: string) {
    const filled = await call('PUT', `/api/cart/lines/${toolId}`, account, { quantity });
    expect(filled.statusCode, filled.body).toBe(200);
    return shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: {
        ...account.authorization,
        'idempotency-key': `key-${randomUUID()}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: { ...recipient, paymentMethod },
    });
  }
  async function placed(account: TestAccount, quantity: number): Promise<Order> {
    const response = await checkout(account, quantity);
    expect(response.statusCode, response.body).toBe(201);
    return checkoutResultSchema.parse(response.json()).order;
  }
  const orderOf = async (id: string, who: TestAccount = admin) =>
    orderSchema.parse((await call('GET', `/api/orders/${id}`, who)).json());
  const mine = async (who: TestAccount) => {
    const response = await call('GET', '/api/companies/mine', who);
    expect(response.statusCode, response.body).toBe(200);
    return companySchema.parse(response.json());
  };
  const setDueDate = (orderId: string, day: string) =>
    shop.app.db.update(orders).set({ dueDate: day }).where(eq(orders.id, orderId));
  const cartSize = async (account: TestAccount) =>
    (
      await shop.app.db
        .select({ n: count() })
        .from(cartLines)
        .where(eq(cartLines.userId, await idOf(account)))
    )[0]!.n;
  const pay = (companyId: string, payload: object) =>
    call('POST', `/api/admin/companies/${companyId}/payments`, admin, payload);
  const today = () => dhakaDay(new Date());

  it('admins set terms and a limit; the company answers them with its balance and what is available; bad values change nothing', async () => {
    const { owner, companyId } = await company({});
    expect(await mine(owner)).toMatchObject({ paymentTerms: 'prepaid', creditLimit: 0, balance: 0, available: 0 });

    for (const [body, message] of [
      [{ paymentTerms: 'net_45' }, accountMessages.paymentTermsInvalid],
      [{ creditLimit: -1 }, accountMessages.creditLimitInvalid],
      [{ creditLimit: 10.005 }, accountMessages.creditLimitInvalid],
      [{ creditLimit: '500' }, accountMessages.creditLimitInvalid],
    ] as const) {
      const refused = await call('PATCH', `/api/admin/companies/${companyId}`, admin, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    expect(await mine(owner)).toMatchObject({ paymentTerms: 'prepaid', creditLimit: 0 });

    const set = await call('PATCH', `/api/admin/companies/${companyId}`, admin, {
      paymentTerms: 'net_30',
      creditLimit: 50_000,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ paymentTerms: 'net_30', creditLimit: 50_000, balance: 0, available: 50_000 });
    expect(await mine(owner)).toMatchObject({
      paymentTerms: 'net_30',
      creditLimit: 50_000,
      balance: 0,
      available: 50_000,
    });
    // The admins' list shows the terms and the limit too.
    const listed = await call('GET', `/api/admin/companies?q=${encodeURIComponent('Chattogram')}`, admin);
    expect(listed.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: companyId, paymentTerms: 'net_30', creditLimit: 50_000 }),
      ]),
    );
  });

  it('on account needs an approved company with terms (400), and is never one of the settings’ methods', async () => {
    const customer = await createAccount(shop.app, { emailVerified: true });
    const { owner: prepaidOwner } = await company({ creditLimit: 1_000 });
    const pendingOwner = await createAccount(shop.app);
    expect(
      (
        await call('POST', '/api/companies', pendingOwner, {
          name: 'Pending Traders',
          phone: '01711000000',
          address: 'Khatunganj',
          district: 'Chattogram',
        })
      ).statusCode,
    ).toBe(201);
    for (const who of [customer, prepaidOwner, pendingOwner]) {
      const refused = await checkout(who, 2);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: accountMessages.needsTerms });
      // Nothing changed: the cart is still there.
      expect(await cartSize(who)).toBe(1);
    }
    const bangla = await checkout(customer, 2, 'on_account', 'bn');
    expect(bangla.json()).toEqual({ message: 'বাকিতে কিনতে পেমেন্টের শর্ত (টার্মস) লাগবে' });

    const setting = await call('PUT', '/api/admin/settings', admin, { paymentMethods: ['card', 'on_account'] });
    expect(setting.statusCode).toBe(400);
    expect(setting.json()).toEqual({ message: settingsMessages.paymentMethods });
  });

  it('an order on account is confirmed and invoiced at once, due after the term, moves on unpaid; the limit refuses with 409', async () => {
    const { owner } = await company({ paymentTerms: 'net_30', creditLimit: 500 });
    const first = await placed(owner, 20);
    expect(first).toMatchObject({
      price: 250,
      paymentMethod: 'on_account',
      status: 'confirmed',
      paymentStatus: 'unpaid',
      paid: false,
      balanceDue: 250,
      reservedUntil: null,
    });
    expect(first.invoiceNumber).toMatch(/^INV-\d{4}-\d{2}-\d{6}$/);
    expect(first.dueDate).toBe(addDays(dhakaDay(new Date(first.invoiceIssuedAt!)), 30));
    expect(await mine(owner)).toMatchObject({ balance: 250, available: 250 });

    const refused = await checkout(owner, 24);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Credit limit exceeded: 250.00 USD available', lines: [] });
    const inBangla = await checkout(owner, 24, 'on_account', 'bn');
    expect(inBangla.json()).toMatchObject({ message: 'বাকির সীমা ছাড়িয়ে যাচ্ছে: 250.00 USD বাকি নেওয়া যাবে' });
    expect(await cartSize(owner)).toBe(1);

    // Exactly up to the limit fits; then nothing is available.
    await placed(owner, 20);
    expect(await mine(owner)).toMatchObject({ balance: 500, available: 0 });
    const none = await checkout(owner, 1);
    expect(none.json()).toEqual({ message: 'Credit limit exceeded: 0.00 USD available', lines: [] });

    // Like cash on delivery it moves on unpaid, and its method stays.
    for (const status of ['processing', 'shipped', 'delivered'])
      expect((await call('PATCH', `/api/orders/${first._id}/status`, admin, { status })).statusCode).toBe(200);
    expect(await orderOf(first._id)).toMatchObject({ status: 'delivered', paymentStatus: 'unpaid' });
    const switched = await call('PATCH', `/api/orders/${first._id}/payment-method`, owner, { paymentMethod: 'card' });
    expect(switched.statusCode).toBe(409);
  });

  it('orders awaiting approval count against the limit, and an owner’s approval checks it again', async () => {
    const { owner, companyId } = await company({ paymentTerms: 'net_15', creditLimit: 500 });
    const buyer = await buyerOf(companyId, 10_000);
    const waiting = await placed(buyer, 12);
    expect(waiting).toMatchObject({ status: 'awaiting_approval', invoiceNumber: null, dueDate: null, price: 150 });
    // What checkout may still use is the credit check's figure: the waiting order holds its part.
    expect(await mine(owner)).toMatchObject({
      balance: 0,
      available: 500,
      onAccount: { available: 350, overdueBlocked: false },
    });

    const refused = await checkout(owner, 29);
    expect(refused.json()).toEqual({ message: 'Credit limit exceeded: 350.00 USD available', lines: [] });
    await placed(owner, 27);

    await call('PATCH', `/api/admin/companies/${companyId}`, admin, { creditLimit: 400 });
    const approval = await call('POST', `/api/orders/${waiting._id}/approve`, owner);
    expect(approval.statusCode).toBe(409);
    expect(approval.json()).toEqual({ message: 'Credit limit exceeded: 62.50 USD available' });
    expect(await orderOf(waiting._id)).toMatchObject({ status: 'awaiting_approval', invoiceNumber: null });

    await call('PATCH', `/api/admin/companies/${companyId}`, admin, { creditLimit: 487.5 });
    const approved = await call('POST', `/api/orders/${waiting._id}/approve`, owner);
    expect(approved.statusCode, approved.body).toBe(200);
    const order = await orderOf(waiting._id);
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid', reservedUntil: null });
    expect(order.dueDate).toBe(addDays(dhakaDay(new Date(order.invoiceIssuedAt!)), 15));
    expect(await mine(owner)).toMatchObject({ balance: 487.5, available: 0 });
  });

  it('blocks on-account checkouts and approvals while an invoice is more than OVERDUE_BLOCK_DAYS past due', async () => {
    const { owner, companyId } = await company({ paymentTerms: 'net_7', creditLimit: 10_000 });
    const buyer = await buyerOf(companyId, 10);
    const waiting = await placed(buyer, 2);
    expect(waiting.status).toBe('awaiting_approval');
    const first = await placed(owner, 2);
    await setDueDate(first._id, addDays(today(), -31));
    // The company's answer says so before a checkout is tried (checkout disables the option).
    expect((await mine(owner)).onAccount).toEqual({ available: 9_950, overdueBlocked: true });
    const blocked = await checkout(owner, 2);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: accountMessages.overdue, lines: [] });
    expect((await checkout(owner, 2, 'on_account', 'bn')).json()).toMatchObject({
      message: 'আপনার অ্যাকাউন্টে মেয়াদ পেরোনো বকেয়া ইনভয়েস আছে',
    });
    const approval = await call('POST', `/api/orders/${waiting._id}/approve`, owner);
    expect(approval.statusCode).toBe(409);
    expect(approval.json()).toEqual({ message: accountMessages.overdue });
    expect(await orderOf(waiting._id)).toMatchObject({ status: 'awaiting_approval', invoiceNumber: null });
    // Exactly 30 days past due is not yet "more than 30".
    await setDueDate(first._id, addDays(today(), -30));
    expect((await mine(owner)).onAccount.overdueBlocked).toBe(false);
    expect((await checkout(owner, 2)).statusCode).toBe(201);
    expect((await call('POST', `/api/orders/${waiting._id}/approve`, owner)).statusCode).toBe(200);
  });

  it('a payment pays the oldest due invoices first, partly, keeps the rest as credit that pays the next order at once', async () => {
    const { owner, companyId } = await company({ paymentTerms: 'net_30', creditLimit: 5_000 });
    const a = await placed(owner, 8); // 100
    const b = await placed(owner, 16); // 200
    const c = await placed(owner, 4); // 50
    await setDueDate(a._id, addDays(today(), 10));
    await setDueDate(b._id, addDays(today(), 5));
    await setDueDate(c._id, addDays(today(), 5));

    const first = await pay(companyId, { amount: 230, method: 'bank_transfer', reference: 'TT-1' });
    expect(first.statusCode, first.body).toBe(201);
    const firstPayment = accountPaymentSchema.parse(first.json());
    expect(firstPayment).toEqual({
      _id: expect.any(String),
      amount: 230,
      allocations: [
        { orderId: b._id, invoiceNumber: b.invoiceNumber, amount: 200 },
        { orderId: c._id, invoiceNumber: c.invoiceNumber, amount: 30 },
      ],
      unallocated: 0,
    });
    expect(await orderOf(b._id)).toMatchObject({ paymentStatus: 'paid', balanceDue: 0, paid: true });
    expect(await orderOf(c._id)).toMatchObject({ paymentStatus: 'partially_paid', balanceDue: 20 });
    expect(await orderOf(a._id)).toMatchObject({ paymentStatus: 'unpaid', balanceDue: 100 });
    const events = (await call('GET', `/api/orders/${c._id}/events`, admin)).json() as {
      type: string;
      to: string | null;
      actor: string;
      note: string | null;
    }[];
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'payment', to: 'partially_paid', actor: admin.email, note: '30.00 (TT-1)' }),
    );

    const second = await pay(companyId, { amount: 150, method: 'cash' });
    expect(accountPaymentSchema.parse(second.json())).toMatchObject({
      amount: 150,
      allocations: [
        { orderId: c._id, amount: 20 },
        { orderId: a._id, amount: 100 },
      ],
      unallocated: 30,
    });
    expect(await mine(owner)).toMatchObject({ balance: -30, available: 5_030 });

    // The credit pays the next order on account as it is placed.
    const next = await placed(owner, 8);
    expect(next).toMatchObject({ paymentStatus: 'partially_paid', balanceDue: 70 });
    expect(await mine(owner)).toMatchObject({ balance: 70 });

    // More than everything owed is accepted and shown as credit.
    const large = await pay(companyId, { amount: 1_000, method: 'cheque', reference: 'CHQ 991' });
    expect(accountPaymentSchema.parse(large.json())).toMatchObject({
      allocations: [{ orderId: next._id, amount: 70 }],
      unallocated: 930,
    });
    expect(await mine(owner)).toMatchObject({ balance: -930, available: 5_930 });

    // Bad requests answer 4xx and record nothing.
    const before = (
      await shop.app.db.select({ n: count() }).from(accountPayments).where(eq(accountPayments.companyId, companyId))
    )[0]!.n;
    for (const [body, message] of [
      [{ amount: 0, method: 'cash' }, accountMessages.amountInvalid],
      [{ amount: 10.001, method: 'cash' }, accountMessages.amountInvalid],
      [{ amount: 10, method: 'bitcoin' }, accountMessages.methodInvalid],
      [
        { amount: 10, method: 'cash', receivedAt: new Date(Date.now() + 86_400_000).toISOString() },
        accountMessages.receivedAtInvalid,
      ],
    ] as const) {
      const refused = await pay(companyId, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    expect((await pay(randomUUID(), { amount: 10, method: 'cash' })).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/admin/companies/${companyId}/payments`, owner, { amount: 10, method: 'cash' }))
        .statusCode,
    ).toBe(403);
    const after = (
      await shop.app.db.select({ n: count() }).from(accountPayments).where(eq(accountPayments.companyId, companyId))
    )[0]!.n;
    expect(after).toBe(before);
  });

  it('what an account paid for an order goes back to the account as credit, never paid out: refunds, cancels and hand payments of on-account orders', async () => {
    const { owner, companyId } = await company({ paymentTerms: 'net_30', creditLimit: 5_000 });
    const a = await placed(owner, 8); // 100
    const b = await placed(owner, 16); // 200
    await setDueDate(a._id, addDays(today(), 5));
    await setDueDate(b._id, addDays(today(), 10));
    await pay(companyId, { amount: 150, method: 'bank_transfer', reference: 'TT-9' });
    expect(await orderOf(a._id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await orderOf(b._id)).toMatchObject({ paymentStatus: 'partially_paid', balanceDue: 150 });

    // What cannot be done: cancel it with the account's money on it, or record a payment by hand.
    const cancel = await call('PATCH', `/api/orders/${b._id}/status`, admin, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      message:
        "Its company's account has paid for this order: refund it to return the payment to the account as credit",
    });
    const cancelBn = await call(
      'PATCH',
      `/api/orders/${b._id}/status`,
      admin,
      { status: 'cancelled' },
      {
        'accept-language': 'bn',
      },
    );
    expect(cancelBn.json()).toEqual({
      message: 'এই অর্ডারের টাকা কোম্পানির অ্যাকাউন্ট থেকে পরিশোধ হয়েছে: রিফান্ড করুন, টাকাটা অ্যাকাউন্টে জমা হিসেবে ফিরে যাবে',
    });
    expect((await call('DELETE', `/api/orders/${b._id}`, owner)).statusCode).toBe(409);
    const byHand = await call('POST', `/api/orders/${b._id}/payments`, admin, { amount: 10 });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json()).toEqual({ message: "An order on account is paid through its company's account" });
    expect(
      (await call('POST', `/api/orders/${b._id}/payments`, admin, { amount: 10 }, { 'accept-language': 'bn' })).json(),
    ).toEqual({ message: 'বাকির অর্ডারের টাকা কোম্পানির অ্যাকাউন্টের মাধ্যমেই পরিশোধ হয়' });
    expect(await orderOf(b._id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'partially_paid',
      balanceDue: 150,
    });

    // Refunding the paid order returns its 100 to the account, which pays the other invoice at once.
    const refundA = await call('POST', `/api/orders/${a._id}/refund`, admin, { note: 'Wrong goods' });
    expect(refundA.statusCode, refundA.body).toBe(200);
    const refundedA = await orderOf(a._id);
    expect(refundedA).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', balanceDue: 0 });
    expect(refundedA.creditNoteNumber).toEqual(expect.any(String));
    const eventsOfA = (await call('GET', `/api/orders/${a._id}/events`, admin)).json() as {
      type: string;
      note: string;
    }[];
    expect(eventsOfA).toContainEqual(
      expect.objectContaining({
        type: 'refund',
        note: "100.00; Returned to the company's account as credit; Wrong goods",
      }),
    );
    expect(await orderOf(b._id)).toMatchObject({ paymentStatus: 'partially_paid', balanceDue: 50 });
    // Invoices 300, payment 150, credit note 100: 50 owed.
    expect(await mine(owner)).toMatchObject({ balance: 50 });

    // Refunding the second (150 paid: 50 of the transfer, then the 100 returned) leaves 150 as credit.
    expect((await call('POST', `/api/orders/${b._id}/refund`, admin)).statusCode).toBe(200);
    expect(await orderOf(b._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await mine(owner)).toMatchObject({ balance: -150, available: 5_150 });
    const statement = statementSchema.parse(
      (await call('GET', `/api/admin/companies/${companyId}/statement?from=${today()}&to=${today()}`, admin)).json(),
    );
    expect(statement.entries.map((entry) => [entry.type, entry.debit, entry.credit])).toEqual(
      expect.arrayContaining([
        ['invoice', 100, 0],
        ['invoice', 200, 0],
        ['payment', 0, 150],
        ['credit_note', 0, 100],
        ['credit_note', 0, 200],
      ]),
    );
    expect(statement.closingBalance).toBe(-150);
    // Nothing was paid out: the credit pays the next order on account in full.
    const next = await placed(owner, 8);
    expect(next).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    expect(await mine(owner)).toMatchObject({ balance: -50 });

    // A parcel that comes back returns what the account paid for it to the account too.
    for (const status of ['processing', 'shipped', 'returned'])
      expect((await call('PATCH', `/api/orders/${next._id}/status`, admin, { status })).statusCode).toBe(200);
    const received = await call('POST', `/api/orders/${next._id}/received-back`, admin, {});
    expect(received.statusCode, received.body).toBe(200);
    expect(await orderOf(next._id)).toMatchObject({ status: 'returned', paymentStatus: 'refunded' });
    expect(await mine(owner)).toMatchObject({ balance: -150 });
    // Its credit note settles its invoice: nothing is open, so a payment stays whole as credit, and
    // the receivables show the company owing nothing.
    const after = await pay(companyId, { amount: 10, method: 'cash' });
    expect(after.statusCode, after.body).toBe(201);
    expect(accountPaymentSchema.parse(after.json())).toMatchObject({ allocations: [], unallocated: 10 });
    const receivables = receivablesSchema.parse((await call('GET', '/api/admin/receivables', admin)).json());
    expect(receivables.rows.map((row) => row.companyId)).not.toContain(companyId);
    expect(await mine(owner)).toMatchObject({ balance: -160 });
  });

  it('the statement adds up line by line across a date range, with credit notes and Dhaka day edges', async () => {
    const { owner, companyId } = await company({ paymentTerms: 'net_30', creditLimit: 5_000 });
    const buyer = await buyerOf(companyId);
    // Before the invoices: 17:59:59 UTC is still 31 March in Dhaka, 18:00 is 1 April.
    const early = await pay(companyId, {
      amount: 50,
      method: 'bank_transfer',
      reference: 'EARLY',
      receivedAt: '2026-03-31T17:59:59Z',
    });
    expect(accountPaymentSchema.parse(early.json()).unallocated).toBe(50);
    await pay(companyId, { amount: 25.5, method: 'cash', receivedAt: '2026-03-31T18:00:00.000Z' });
    // The first invoice takes the carried credit (75.50) at once.
    const one = await placed(owner, 8); // 100
    const two = await placed(buyer, 17); // 212.50
    expect((await call('DELETE', `/api/orders/${two._id}`, buyer)).statusCode).toBe(200);
    const cancelled = await orderOf(two._id);
    expect(cancelled.creditNoteNumber).toMatch(/^CN-/);
    const day = today();

    const range = await call('GET', `/api/companies/mine/statement?from=2026-04-01&to=${day}`, owner);
    expect(range.statusCode, range.body).toBe(200);
    expect(statementSchema.parse(range.json())).toEqual({
      openingBalance: -50,
      entries: [
        { date: '2026-04-01', type: 'payment', reference: 'cash', debit: 0, credit: 25.5, balance: -75.5 },
        { date: day, type: 'invoice', reference: one.invoiceNumber, debit: 100, credit: 0, balance: 24.5 },
        { date: day, type: 'invoice', reference: two.invoiceNumber, debit: 212.5, credit: 0, balance: 237 },
        {
          date: day,
          type: 'credit_note',
          reference: cancelled.creditNoteNumber,
          debit: 0,
          credit: 212.5,
          balance: 24.5,
        },
      ],
      closingBalance: 24.5,
      overdue: 0,
      creditLimit: 5_000,
      available: 4_975.5,
    });
    const march = await call('GET', '/api/companies/mine/statement?from=2026-03-31&to=2026-03-31', buyer);
    expect(statementSchema.parse(march.json())).toEqual({
      openingBalance: 0,
      entries: [{ date: '2026-03-31', type: 'payment', reference: 'EARLY', debit: 0, credit: 50, balance: -50 }],
      closingBalance: -50,
      overdue: 0,
      creditLimit: 5_000,
      available: 4_975.5,
    });

    // Past its due date, what the invoice still owes is overdue; admins read the same statement.
    await setDueDate(one._id, addDays(day, -1));
    const adminView = await call('GET', `/api/admin/companies/${companyId}/statement?from=2026-04-01&to=${day}`, admin);
    expect(statementSchema.parse(adminView.json())).toMatchObject({ overdue: 24.5, closingBalance: 24.5 });

    for (const query of ['from=2026-04-02&to=2026-04-01', 'from=2026-4-1&to=2026-04-01', 'from=2026-04-01']) {
      const refused = await call('GET', `/api/companies/mine/statement?${query}`, owner);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: accountMessages.dateRangeInvalid });
    }
    const stranger = await createAccount(shop.app);
    expect((await call('GET', `/api/companies/mine/statement?from=2026-04-01&to=${day}`, stranger)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/admin/companies/${companyId}/statement?from=2026-04-01&to=${day}`, owner)).statusCode,
    ).toBe(403);
  });

  it('prints the statement as a PDF in the customer’s language and as a formula-safe CSV; the receivables as CSV', async () => {
    const { owner, companyId } = await company({ paymentTerms: 'net_30', creditLimit: 5_000 });
    const order = await placed(owner, 8); // 100
    await pay(companyId, { amount: 40, method: 'bank_transfer', reference: '=HYPERLINK("x")' });
    const day = today();
    const query = `from=2026-01-01&to=${day}`;

    const csv = await call('GET', `/api/companies/mine/statement.csv?${query}`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(
      '\uFEFFdate,type,reference,debit,credit,balance\r\n' +
        '2026-01-01,opening_balance,,,,0.00\r\n' +
        `${day},invoice,${order.invoiceNumber},100.00,0.00,100.00\r\n` +
        `${day},payment,"'=HYPERLINK(""x"")",0.00,40.00,60.00\r\n` +
        `${day},closing_balance,,,,60.00\r\n`,
    );
    expect((await call('GET', `/api/admin/companies/${companyId}/statement.csv?${query}`, admin)).body).toBe(csv.body);

    const textOf = async (url: string, who: TestAccount) => {
      const response = await call('GET', url, who);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      return (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text;
    };
    const english = await textOf(`/api/companies/mine/statement.pdf?${query}`, owner);
    expect(english).toContain('Account statement');
    expect(english).toContain(order.invoiceNumber!);
    expect(english).toContain('Payment terms: Net 30');
    expect(english).toContain('Closing balance');
    expect(english).toContain('60.00');
    await shop.app.db.update(users).set({ language: 'bn' }).where(eq(users.email, owner.email));
    const bangla = await textOf(`/api/admin/companies/${companyId}/statement.pdf?${query}`, admin);
    // Text extraction gives Bangla vowel signs in their drawn order: the title's tail, and Bengali digits.
    expect(bangla).toContain('বরণী');
    expect(bangla).not.toContain('Account statement');
    expect(bangla).toContain('৬০.০০');

    const receivables = await call('GET', '/api/admin/receivables.csv', admin);
    expect(receivables.statusCode).toBe(200);
    const lines = receivables.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFcompany_id,name,credit_limit,current,days1to30,days31to60,days61to90,over90,total');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${companyId},Chattogram Hardware [^,]+,5000.00,60.00,0.00,0.00,0.00,0.00,60.00$`),
      ),
    );
    expect(lines.at(-2)).toMatch(/^,total,,/);
  });

  it('receivables age what each company owes by days past due, at the buckets’ edges, largest total first', async () => {
    const { owner: big, companyId: bigId } = await company({ paymentTerms: 'net_60', creditLimit: 100_000 });
    const { owner: small, companyId: smallId } = await company({ paymentTerms: 'net_7', creditLimit: 1_000 });
    const asOf = '2026-06-30';
    // Days past due → bucket: 0 current, 1 and 30 days1to30, 31 and 60 days31to60, 61 and 90 days61to90, 91 over90.
    const dues: [string, number][] = [
      ['2026-06-30', 1],
      ['2026-06-29', 2],
      ['2026-05-31', 3],
      ['2026-05-30', 4],
      ['2026-05-01', 5],
      ['2026-04-30', 6],
      ['2026-04-01', 7],
      ['2026-03-31', 8],
    ];
    // Placed first, then given their due dates (an old one would block the next order).
    const bigOrders = [];
    for (const [, quantity] of dues) bigOrders.push(await placed(big, quantity));
    for (const [index, [due]] of dues.entries()) await setDueDate(bigOrders[index]!._id, due);
    const partly = await placed(small, 4); // 50, of which 20 is paid
    await setDueDate(partly._id, '2026-07-15');
    await pay(smallId, { amount: 20, method: 'mobile_banking', reference: 'bKash 01711' });

    const aged = await shop.app.accounts.receivables(asOf);
    const rowOf = (id: string) => aged.rows.find((row) => row.companyId === id);
    expect(rowOf(bigId)).toMatchObject({
      creditLimit: 100_000,
      current: 12.5,
      days1to30: 62.5,
      days31to60: 112.5,
      days61to90: 162.5,
      over90: 100,
      total: 450,
    });
    expect(rowOf(smallId)).toMatchObject({ current: 30, days1to30: 0, over90: 0, total: 30 });
    expect(aged.rows.findIndex((row) => row.companyId === bigId)).toBeLessThan(
      aged.rows.findIndex((row) => row.companyId === smallId),
    );
    const totals = aged.rows.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    expect(aged.totals.total).toBeCloseTo(
      aged.rows.reduce((sum, row) => sum + row.total, 0),
      2,
    );

    const response = await call('GET', '/api/admin/receivables', admin);
    expect(response.statusCode).toBe(200);
    expect(receivablesSchema.parse(response.json()).rows.map((row) => row.companyId)).toContain(bigId);
    expect((await call('GET', '/api/admin/receivables', big)).statusCode).toBe(403);
  });

  it('reminds the owners before the due date, the day after and every 7 days after while unpaid, once per invoice and day', async () => {
    const { owner, companyId } = await company({ paymentTerms: 'net_30', creditLimit: 5_000 });
    const order = await placed(owner, 8); // 100
    const due = '2027-03-10';
    await setDueDate(order._id, due);
    const reminders = async () =>
      (
        await shop.app.db
          .select()
          .from(mailQueue)
          .where(and(eq(mailQueue.recipient, owner.email), like(mailQueue.subject, 'Payment reminder%')))
      ).length;
    const sweepOn = (day: string) => shop.app.accountReminders.sweepOnce(new Date(`${day}T00:30:00+06:00`));

    await sweepOn('2027-03-06');
    expect(await reminders()).toBe(0);
    await sweepOn('2027-03-07');
    expect(await reminders()).toBe(1);
    await sweepOn('2027-03-07');
    expect(await reminders()).toBe(1);
    for (const day of ['2027-03-08', '2027-03-10']) await sweepOn(day);
    expect(await reminders()).toBe(1);
    await sweepOn('2027-03-11');
    expect(await reminders()).toBe(2);
    await sweepOn('2027-03-17');
    expect(await reminders()).toBe(2);
    await sweepOn('2027-03-18');
    expect(await reminders()).toBe(3);
    const [mail] = await shop.app.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, owner.email), like(mailQueue.subject, 'Payment reminder%')))
      .orderBy(mailQueue.createdAt)
      .limit(1);
    expect(mail!.textBody).toContain(`${order.invoiceNumber}, due ${due}: 100.00 USD`);
    expect(mail!.textBody).toContain('Total owed on the account: 100.00 USD');

    // Paid: no more reminders.
    await pay(companyId, { amount: 100, method: 'cash' });
    await sweepOn('2027-03-25');
    expect(await reminders()).toBe(3);
  });

  it('checkouts of several companies at once: each its own position, invoice numbers distinct and gapless, credit paying its own company only', async () => {
    const companies = await Promise.all(
      Array.from({ length: 6 }, () => company({ paymentTerms: 'net_15', creditLimit: 1_000 })),
    );
    // The first company carries 100 of credit before it has any invoice.
    await pay(companies[0]!.companyId, { amount: 100, method: 'cash' });
    for (const { owner } of companies) {
      const filled = await call('PUT', `/api/cart/lines/${toolId}`, owner, { quantity: 4 });
      expect(filled.statusCode).toBe(200);
    }
    const answers = await Promise.all(
      companies.map(({ owner }) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...owner.authorization, 'idempotency-key': `key-${randomUUID()}` },
          payload: { ...recipient, paymentMethod: 'on_account' },
        }),
      ),
    );
    const placedOrders = answers.map((answer) => {
      expect(answer.statusCode, answer.body).toBe(201);
      return checkoutResultSchema.parse(answer.json()).order;
    });
    const numbers = placedOrders.map((order) => Number(order.invoiceNumber!.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.at(-1)! - numbers[0]!).toBe(5);
    for (const order of placedOrders)
      expect(order.dueDate).toBe(addDays(dhakaDay(new Date(order.invoiceIssuedAt!)), 15));
    expect(placedOrders[0]).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    for (const order of placedOrders.slice(1)) expect(order).toMatchObject({ paymentStatus: 'unpaid', balanceDue: 50 });
    expect(await mine(companies[0]!.owner)).toMatchObject({ balance: -50, onAccount: { available: 1_050 } });
    expect(await mine(companies[1]!.owner)).toMatchObject({ balance: 50, onAccount: { available: 950 } });
  });

  it('twenty buyers of one company checking out on account at once never overrun its limit', async () => {
    const { owner, companyId } = await company({ paymentTerms: 'net_30', creditLimit: 375 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyerOf(companyId)));
    for (const buyer of buyers) {
      const filled = await call('PUT', `/api/cart/lines/${toolId}`, buyer, { quantity: 4 });
      expect(filled.statusCode).toBe(200);
    }
    const answers = await Promise.all(
      buyers.map((buyer) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...buyer.authorization, 'idempotency-key': `key-${randomUUID()}` },
          payload: { ...recipient, paymentMethod: 'on_account' },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(7);
    expect(codes.filter((code) => code === 409)).toHaveLength(13);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toEqual({ message: 'Credit limit exceeded: 25.00 USD available', lines: [] });
    expect(await mine(owner)).toMatchObject({ balance: 350, available: 25 });
  });
});
