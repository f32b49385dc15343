import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderEventListSchema, orderSchema, shipmentSchema, type Order } from '@tools-bd/contract';
import { mailQueue, orderPayments, remittanceLines, remittances, shipments, tools } from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, orderFormFor } from '../../../test/fixtures/orders.ts';
import { PATHAO_STAND_IN, startPathaoStandIn, type PathaoStandIn } from '../../../test/doubles/pathao-stand-in.ts';
import {
  STEADFAST_STAND_IN,
  startSteadfastStandIn,
  type SteadfastStandIn,
} from '../../../test/doubles/steadfast-stand-in.ts';

const PATHAO_SECRET = 'pathao-webhook-secret-for-tests';
const STEADFAST_TOKEN = 'steadfast-webhook-token-for-tests';

export function couriersConfig(pathao: PathaoStandIn, steadfast: SteadfastStandIn): Config['couriers'] {
  return {
    pathao: { ...PATHAO_STAND_IN, live: false, baseUrl: pathao.url },
    steadfast: { ...STEADFAST_STAND_IN, baseUrl: steadfast.url },
    pathaoWebhookSecret: PATHAO_SECRET,
    steadfastWebhookToken: STEADFAST_TOKEN,
    pollMinutes: 0,
  };
}

// Couriers behind one interface: bookings, refusals, webhooks (verified and forged), the poll,
// parcels that come back, and the couriers' cash on delivery remittances.
describe.each(testEngines)('delivery through couriers on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let pathao: PathaoStandIn;
  let steadfast: SteadfastStandIn;

  beforeAll(async () => {
    pathao = await startPathaoStandIn();
    steadfast = await startSteadfastStandIn();
    shop = await createTestApp(engine, { couriers: couriersConfig(pathao, steadfast) });
    const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
    pathao.webhook.url = `${address}/api/couriers/pathao/webhook`;
    pathao.webhook.secret = PATHAO_SECRET;
    steadfast.webhook.url = `${address}/api/couriers/steadfast/webhook`;
    steadfast.webhook.token = STEADFAST_TOKEN;
    admin = await createAccount(shop.app, { role: 'admin' });
    buyer = await createAccount(shop.app, { emailVerified: true });
  });
  afterAll(async () => {
    await shop.close();
    await pathao.close();
    await steadfast.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers = admin.authorization) =>
    shop.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A cash on delivery order the shop confirmed (by phone), ready to ship. */
  async function confirmedCod(
    cart = 2,
    address = '12 Test Road, Dhanmondi, Dhaka',
  ): Promise<Order & { toolId: string }> {
    const tool = await createTool(shop.app.db, { availableQuantity: 50, priceCents: 10_000 });
    const placed = await inject(
      'POST',
      '/api/orders',
      { ...orderFormFor(buyer), address, toolId: tool.id, cart, paymentMethod: 'cod', district: 'Dhaka' },
      buyer.authorization,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderSchema.parse(placed.json());
    // A buyer with a delivered and paid order is trusted: their cash on delivery is confirmed at once.
    if (order.status === 'confirmed') return { ...order, toolId: tool.id };
    const confirmed = await inject('PATCH', `/api/orders/${order._id}/status`, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { ...orderSchema.parse(confirmed.json()), toolId: tool.id };
  }
  const book = (orderId: string, body: object) => inject('POST', `/api/orders/${orderId}/shipments`, body);
  const orderOf = async (id: string) => orderSchema.parse((await inject('GET', `/api/orders/${id}`)).json());
  const eventsOf = async (id: string) =>
    orderEventListSchema.parse((await inject('GET', `/api/orders/${id}/events`)).json());
  const stockOf = async (toolId: string) =>
    (await shop.app.db.select({ stock: tools.availableQuantity }).from(tools).where(eq(tools.id, toolId)))[0]!.stock;

  describe('booking', () => {
    it('books Steadfast: 201 with the consignment, tracking and COD amount; the order is shipped, the tracking number on its timeline and in the e-mail', async () => {
      const order = await confirmedCod();
      const response = await book(order._id, { courier: 'steadfast', note: 'Fragile' });
      expect(response.statusCode, response.body).toBe(201);
      const shipment = shipmentSchema.parse(response.json());
      const parcel = steadfast.parcels.get(shipment.consignmentId!)!;
      expect(shipment).toMatchObject({
        courier: 'steadfast',
        consignmentId: String(parcel.consignmentId),
        trackingNumber: parcel.trackingCode,
        trackingUrl: `https://steadfast.com.bd/t/${parcel.trackingCode}`,
        status: 'booked',
        codAmount: order.price,
      });
      // What Steadfast was told: the order as its invoice, the local mobile, the cash to collect.
      expect(parcel.request).toMatchObject({
        invoice: order._id,
        recipient_phone: '01711000000',
        cod_amount: order.price,
        note: 'Fragile',
      });
      const shipped = await orderOf(order._id);
      expect(shipped.status).toBe('shipped');
      expect(shipped.shipment).toEqual({
        courier: 'steadfast',
        trackingNumber: parcel.trackingCode,
        trackingUrl: shipment.trackingUrl,
        status: 'booked',
      });
      const event = (await eventsOf(order._id)).find((entry) => entry.to === 'shipped');
      expect(event?.note).toContain(parcel.trackingCode);
      const mails = await shop.app.db.select().from(mailQueue).where(eq(mailQueue.recipient, buyer.email));
      expect(
        mails.some((mail) => mail.subject.includes('on its way') && mail.textBody.includes(parcel.trackingCode)),
      ).toBe(true);
      // The buyer sees it too.
      const own = orderSchema.parse(
        (await inject('GET', `/api/orders/${order._id}`, undefined, buyer.authorization)).json(),
      );
      expect(own.shipment?.trackingNumber).toBe(parcel.trackingCode);
    });

    it("answers a courier's refusal 422 with its reason and changes nothing; the next booking goes through", async () => {
      const order = await confirmedCod();
      steadfast.refuseNext('This area is outside our coverage');
      const refused = await book(order._id, { courier: 'steadfast' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: 'Steadfast refused the booking: This area is outside our coverage: This area is outside our coverage',
      });
      expect((await orderOf(order._id)).status).toBe('confirmed');
      expect(await shop.app.db.select().from(shipments).where(eq(shipments.orderId, order._id))).toHaveLength(0);
      expect((await book(order._id, { courier: 'steadfast' })).statusCode).toBe(201);
      // One live shipment per order.
      expect((await book(order._id, { courier: 'steadfast' })).statusCode).toBe(409);
    });

    it('refuses an order that is not confirmed (409) and a manual shipment without its courier or tracking number (400)', async () => {
      const tool = await createTool(shop.app.db);
      const placed = orderSchema.parse(
        (
          await inject(
            'POST',
            '/api/orders',
            { ...orderFormFor(buyer), toolId: tool.id, cart: 1, paymentMethod: 'cod', district: 'Dhaka' },
            buyer.authorization,
          )
        ).json(),
      );
      const pending = await book(placed._id, { courier: 'steadfast' });
      expect(pending.statusCode).toBe(409);
      expect(pending.json()).toEqual({ message: 'Confirm this cash on delivery order first' });
      const order = await confirmedCod();
      expect((await book(order._id, { courier: 'manual', courierName: 'RedX' })).json()).toEqual({
        message: 'Enter the tracking number',
      });
      const manual = await book(order._id, { courier: 'manual', courierName: 'RedX', trackingNumber: 'RX-1001' });
      expect(manual.statusCode, manual.body).toBe(201);
      expect(manual.json()).toMatchObject({
        courier: 'manual',
        courierName: 'RedX',
        trackingNumber: 'RX-1001',
        trackingUrl: null,
        consignmentId: null,
      });
      expect(
        (await book(order._id, { courier: 'manual', courierName: 'RedX', trackingNumber: 'RX-1002' })).statusCode,
      ).toBe(409);
    });

    it('books Pathao with its token, the city from the district and the zone named in the address', async () => {
      const order = await confirmedCod(3, '7 Road 2, Dhanmondi, Dhaka');
      const response = await book(order._id, { courier: 'pathao' });
      expect(response.statusCode, response.body).toBe(201);
      const shipment = shipmentSchema.parse(response.json());
      const parcel = pathao.parcels.get(shipment.consignmentId!)!;
      expect(parcel.request).toMatchObject({
        store_id: PATHAO_STAND_IN.storeId,
        merchant_order_id: order._id,
        recipient_phone: '01711000000',
        recipient_zone: 11,
        delivery_type: 48,
        item_type: 2,
        item_quantity: 3,
        amount_to_collect: order.price,
      });
      expect(shipment.trackingUrl).toBe(
        `https://merchant.pathao.com/tracking?consignment_id=${shipment.consignmentId}&phone=01711000000`,
      );
    });
  });

  describe('tracking', () => {
    it("takes Steadfast's webhook only with its token (401 otherwise); delivered moves the order to delivered", async () => {
      const order = await confirmedCod();
      const shipment = shipmentSchema.parse((await book(order._id, { courier: 'steadfast' })).json());
      const payload = {
        notification_type: 'delivery_status',
        consignment_id: Number(shipment.consignmentId),
        status: 'Delivered',
      };
      for (const authorization of [undefined, 'Bearer wrong-token', STEADFAST_TOKEN]) {
        const forged = await shop.app.inject({
          method: 'POST',
          url: '/api/couriers/steadfast/webhook',
          headers: authorization ? { authorization } : {},
          payload,
        });
        expect(forged.statusCode, authorization).toBe(401);
      }
      expect((await orderOf(order._id)).status).toBe('shipped');
      const answer = await steadfast.advance(shipment.consignmentId!, 'delivered');
      expect(answer).toEqual({ status: 200, body: { status: 'success', message: 'Webhook received successfully.' } });
      const delivered = await orderOf(order._id);
      expect(delivered.status).toBe('delivered');
      expect(delivered.shipment?.status).toBe('delivered');
      const events = await eventsOf(order._id);
      expect(events.filter((event) => event.type === 'shipment').map((event) => [event.from, event.to])).toEqual([
        ['booked', 'delivered'],
      ]);
      expect(events.at(-1)).toMatchObject({ type: 'status', from: 'shipped', to: 'delivered', actor: 'steadfast' });
      // The same report again changes nothing.
      await steadfast.advance(shipment.consignmentId!, 'delivered');
      expect((await eventsOf(order._id)).length).toBe(events.length);
    });

    it("takes Pathao's webhook only with its secret (401 otherwise), answers its integration check, and a returned parcel makes the order returned", async () => {
      const order = await confirmedCod();
      const shipment = shipmentSchema.parse((await book(order._id, { courier: 'pathao' })).json());
      const check = await shop.app.inject({
        method: 'POST',
        url: '/api/couriers/pathao/webhook',
        payload: { event: 'webhook_integration' },
      });
      expect(check.statusCode).toBe(202);
      expect(check.headers['x-pathao-merchant-webhook-integration-secret']).toBe(
        'f3992ecc-59da-4cbe-a049-a13da2018d51',
      );
      const forged = await shop.app.inject({
        method: 'POST',
        url: '/api/couriers/pathao/webhook',
        headers: { 'x-pathao-signature': 'guessed' },
        payload: { consignment_id: shipment.consignmentId, event: 'order.returned' },
      });
      expect(forged.statusCode).toBe(401);
      const picked = await pathao.advance(shipment.consignmentId!, 'picked');
      expect(picked?.status).toBe(202);
      expect((await orderOf(order._id)).shipment?.status).toBe('picked_up');
      await pathao.advance(shipment.consignmentId!, 'in-transit');
      await pathao.advance(shipment.consignmentId!, 'returned');
      const returned = await orderOf(order._id);
      expect(returned.status).toBe('returned');
      expect((await eventsOf(order._id)).filter((event) => event.type === 'shipment').map((event) => event.to)).toEqual(
        ['picked_up', 'in_transit', 'returned'],
      );
    });

    it('a pickup Pathao cancels (webhook) sends the order back to confirmed with a timeline entry, and it can be booked again', async () => {
      const order = await confirmedCod();
      const shipment = shipmentSchema.parse((await book(order._id, { courier: 'pathao' })).json());
      expect((await orderOf(order._id)).status).toBe('shipped');
      const answer = await pathao.advance(shipment.consignmentId!, 'pickup-cancelled');
      expect(answer?.status).toBe(202);
      const back = await orderOf(order._id);
      expect(back.status).toBe('confirmed');
      expect(back.shipment?.status).toBe('cancelled');
      const [stored] = await shop.app.db.select().from(shipments).where(eq(shipments.id, shipment._id));
      expect(stored!.status).toBe('cancelled');
      const events = await eventsOf(order._id);
      expect(events.at(-2)).toMatchObject({ type: 'shipment', from: 'booked', to: 'cancelled', actor: 'pathao' });
      expect(events.at(-1)).toMatchObject({ type: 'status', from: 'shipped', to: 'confirmed', actor: 'pathao' });
      // The admin still may not step a shipped order back by hand; the courier's cancel did.
      const again = await book(order._id, { courier: 'pathao' });
      expect(again.statusCode, again.body).toBe(201);
      expect((await orderOf(order._id)).status).toBe('shipped');
      const manual = await inject('PATCH', `/api/orders/${order._id}/status`, { status: 'confirmed' });
      expect(manual.statusCode).toBe(409);
      expect(manual.json()).toEqual({ message: 'An order that is shipped can not become confirmed' });
    });

    it('a consignment Steadfast cancels before pickup (poll) sends the order back to confirmed', async () => {
      const order = await confirmedCod();
      const shipment = shipmentSchema.parse((await book(order._id, { courier: 'steadfast' })).json());
      const url = steadfast.webhook.url;
      steadfast.webhook.url = undefined;
      try {
        await steadfast.advance(shipment.consignmentId!, 'cancelled');
      } finally {
        steadfast.webhook.url = url;
      }
      expect((await orderOf(order._id)).status).toBe('shipped');
      await shop.app.delivery.shipments.pollOnce(new Date(Date.now() + 60 * 60_000));
      const back = await orderOf(order._id);
      expect(back.status).toBe('confirmed');
      expect(back.shipment?.status).toBe('cancelled');
      const events = await eventsOf(order._id);
      expect(events.at(-2)).toMatchObject({ type: 'shipment', from: 'booked', to: 'cancelled', actor: 'steadfast' });
      expect(events.at(-1)).toMatchObject({ type: 'status', from: 'shipped', to: 'confirmed', actor: 'steadfast' });
      expect((await book(order._id, { courier: 'steadfast' })).statusCode).toBe(201);
    });

    it('polls open shipments and moves them by what the courier says', async () => {
      const order = await confirmedCod();
      const shipment = shipmentSchema.parse((await book(order._id, { courier: 'pathao' })).json());
      const url = pathao.webhook.url;
      pathao.webhook.url = undefined;
      try {
        await pathao.advance(shipment.consignmentId!, 'delivered');
      } finally {
        pathao.webhook.url = url;
      }
      expect((await orderOf(order._id)).status).toBe('shipped');
      // Not due yet: nothing is asked.
      const before = pathao.calls.length;
      await shop.app.delivery.shipments.pollOnce(new Date());
      expect(pathao.calls.slice(before).filter((call) => call.endsWith(`${shipment.consignmentId}/info`))).toHaveLength(
        0,
      );
      await shop.app.delivery.shipments.pollOnce(new Date(Date.now() + 60 * 60_000));
      expect((await orderOf(order._id)).status).toBe('delivered');
    });
  });

  describe('returned parcels', () => {
    it('lets an admin mark a shipped order returned; received back once: stock back, credit note, the order stays returned (409 after, and for others)', async () => {
      const order = await confirmedCod(4);
      const stockBefore = await stockOf(order.toolId);
      expect((await inject('POST', `/api/orders/${order._id}/received-back`, {})).json()).toEqual({
        message: 'Only a returned order can be received back',
      });
      await book(order._id, { courier: 'manual', courierName: 'Paperfly', trackingNumber: 'PF-77' });
      const returned = await inject('PATCH', `/api/orders/${order._id}/status`, { status: 'returned' });
      expect(returned.statusCode, returned.body).toBe(200);
      const received = await inject('POST', `/api/orders/${order._id}/received-back`, { note: 'Box intact' });
      expect(received.statusCode, received.body).toBe(200);
      const after = orderSchema.parse(received.json());
      expect(after.status).toBe('returned');
      expect(after.creditNoteNumber).toMatch(/^CN-/);
      expect(await stockOf(order.toolId)).toBe(stockBefore + 4);
      const again = await inject('POST', `/api/orders/${order._id}/received-back`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This parcel was received back already' });
      expect(await stockOf(order.toolId)).toBe(stockBefore + 4);
      // Returned is final.
      expect((await inject('PATCH', `/api/orders/${order._id}/status`, { status: 'delivered' })).statusCode).toBe(409);
    });

    it('gives back money received for a returned order, as a refund would', async () => {
      const order = await confirmedCod(1);
      await book(order._id, { courier: 'manual', courierName: 'Paperfly', trackingNumber: 'PF-78' });
      const part = await inject('POST', `/api/orders/${order._id}/payments`, { amount: 40, reference: 'advance' });
      expect(part.statusCode, part.body).toBe(200);
      await inject('PATCH', `/api/orders/${order._id}/status`, { status: 'returned' });
      const late = await inject('POST', `/api/orders/${order._id}/payments`, { amount: 10, reference: 'too late' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'A returned order takes no payments' });
      const inBangla = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/payments`,
        headers: { ...admin.authorization, 'accept-language': 'bn' },
        payload: { amount: 10, reference: 'too late' },
      });
      expect(inBangla.json()).toEqual({ message: 'ফেরত আসা অর্ডারে কোনো পেমেন্ট নেওয়া হয় না' });
      const refund = await inject('POST', `/api/orders/${order._id}/refund`, {});
      expect(refund.json()).toEqual({ message: 'A returned order is refunded when its parcel is received back' });
      const received = orderSchema.parse((await inject('POST', `/api/orders/${order._id}/received-back`, {})).json());
      expect(received.paymentStatus).toBe('refunded');
      const ledger = await shop.app.db.select().from(orderPayments).where(eq(orderPayments.orderId, order._id));
      expect(ledger.map((row) => [row.kind, row.amountCents])).toEqual(
        expect.arrayContaining([
          ['payment', 4000],
          ['refund', 4000],
        ]),
      );
    });
  });

  describe('COD remittances', () => {
    async function deliveredCod(): Promise<Order & { consignmentId: string }> {
      const order = await confirmedCod(1);
      const shipment = shipmentSchema.parse((await book(order._id, { courier: 'steadfast' })).json());
      await steadfast.advance(shipment.consignmentId!, 'delivered');
      return { ...(await orderOf(order._id)), consignmentId: shipment.consignmentId! };
    }

    it("pays each order by the amount collected, keeps the courier's fee beside it, and refuses the whole remittance for one bad line", async () => {
      const [first, second] = [await deliveredCod(), await deliveredCod()];
      const ledgerBefore = (await shop.app.db.select().from(orderPayments)).length;
      const refusals = [
        {
          lines: [
            { orderId: first._id, amount: first.balanceDue, fee: 10 },
            { orderId: second._id, amount: second.balanceDue + 1, fee: 10 },
          ],
        },
        {
          lines: [
            { orderId: first._id, amount: 10, fee: 1 },
            { orderId: first._id, amount: 10, fee: 1 },
          ],
        },
      ];
      for (const { lines } of refusals) {
        const refused = await inject('POST', '/api/admin/remittances', {
          courier: 'steadfast',
          reference: 'SF-PAY-1',
          receivedAt: new Date().toISOString(),
          lines,
        });
        expect(refused.statusCode, refused.body).toBe(400);
      }
      expect((await shop.app.db.select().from(orderPayments)).length).toBe(ledgerBefore);
      expect(await shop.app.db.select().from(remittances)).toHaveLength(0);

      const recorded = await inject('POST', '/api/admin/remittances', {
        courier: 'steadfast',
        reference: 'SF-PAY-1',
        receivedAt: new Date().toISOString(),
        lines: [
          { orderId: first._id, amount: first.balanceDue, fee: 10 },
          { orderId: second._id, amount: second.balanceDue, fee: 12.5 },
        ],
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      expect(recorded.json()).toMatchObject({
        courier: 'steadfast',
        reference: 'SF-PAY-1',
        amount: first.balanceDue + second.balanceDue,
        fee: 22.5,
        payout: first.balanceDue + second.balanceDue - 22.5,
      });
      for (const order of [first, second]) {
        const paid = await orderOf(order._id);
        expect(paid.paymentStatus).toBe('paid');
        expect(paid.balanceDue).toBe(0);
      }
      expect((await shop.app.db.select().from(remittanceLines)).map((line) => line.feeCents).sort()).toEqual([
        1000, 1250,
      ]);
      // Paid already: the whole next remittance is refused.
      const twice = await inject('POST', '/api/admin/remittances', {
        courier: 'steadfast',
        reference: 'SF-PAY-2',
        receivedAt: new Date().toISOString(),
        lines: [{ orderId: first._id, amount: 1, fee: 0 }],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toMatch(/is paid already$/);
    });

    it('matches a CSV by consignment id: the dry run lists unknown and paid consignments and writes nothing; applying records it once', async () => {
      const [open, other] = [await deliveredCod(), await deliveredCod()];
      await inject('POST', '/api/admin/remittances', {
        courier: 'steadfast',
        reference: 'SF-PAY-PRE',
        receivedAt: new Date().toISOString(),
        lines: [{ orderId: other._id, amount: other.balanceDue, fee: 0 }],
      });
      const upload = (csv: string, dryRun: boolean) =>
        shop.app.inject({
          method: 'POST',
          url: `/api/admin/remittances/import?dryRun=${dryRun}`,
          headers: { ...admin.authorization, 'content-type': 'text/csv' },
          payload: csv,
        });
      const csv = `consignment_id,amount,fee\n${open.consignmentId},${open.balanceDue},15\n${other.consignmentId},${other.balanceDue},15\n999999999,10,1\n`;
      const dry = await upload(csv, true);
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json()).toMatchObject({
        dryRun: true,
        courier: 'steadfast',
        matched: [{ consignmentId: open.consignmentId, orderId: open._id, amount: open.balanceDue, fee: 15 }],
        unknown: ['999999999'],
        alreadyPaid: [other.consignmentId],
        remittance: null,
      });
      expect((await orderOf(open._id)).paymentStatus).toBe('unpaid');
      expect((await upload(csv, false)).statusCode).toBe(400);
      const clean = `consignment_id,amount,fee\n${open.consignmentId},${open.balanceDue},15\n`;
      const applied = await upload(clean, false);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(applied.json().remittance).toMatchObject({ courier: 'steadfast', fee: 15 });
      expect((await orderOf(open._id)).paymentStatus).toBe('paid');
      expect((await upload(clean, false)).statusCode).toBe(400);
      expect((await upload('not,a,csv,file', true)).statusCode).toBe(400);
    });
  });

  it('lists the couriers this shop can book', async () => {
    const response = await inject('GET', '/api/admin/couriers');
    expect(response.json()).toEqual([
      { courier: 'pathao', configured: true, live: false, webhook: true },
      { courier: 'steadfast', configured: true, live: null, webhook: true },
      { courier: 'manual', configured: true, live: null, webhook: false },
    ]);
  });
});
