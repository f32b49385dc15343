import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { orders, shipments } from '../../db/schema.ts';
import { createAccount, createScratchPostgresDatabase } from '../../../test/helpers.ts';
import { createTool } from '../../../test/fixtures/orders.ts';
import { testPostgresUrl } from '../../../test/services.ts';
import { PATHAO_STAND_IN, startPathaoStandIn, type PathaoStandIn } from '../../../test/doubles/pathao-stand-in.ts';
import {
  STEADFAST_STAND_IN,
  startSteadfastStandIn,
  type SteadfastStandIn,
} from '../../../test/doubles/steadfast-stand-in.ts';

const PARCELS = 12;

// The poll runs on every instance: two instances sharing PostgreSQL ask about each parcel once per round.
describe.skipIf(!testPostgresUrl)('the courier poll on two instances sharing PostgreSQL', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let drop: () => Promise<void>;
  let pathao: PathaoStandIn;
  let steadfast: SteadfastStandIn;

  beforeAll(async () => {
    pathao = await startPathaoStandIn();
    steadfast = await startSteadfastStandIn();
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    const config = testConfig({
      database: { kind: 'postgres', url: scratch.url, poolSize: 10 },
      couriers: {
        pathao: { ...PATHAO_STAND_IN, live: false, baseUrl: pathao.url },
        steadfast: { ...STEADFAST_STAND_IN, baseUrl: steadfast.url },
        pollMinutes: 15,
      },
    });
    first = await buildApp(config);
    second = await buildApp(config);
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
    await pathao?.close();
    await steadfast?.close();
  });

  it('asks about every open parcel exactly once per round and applies each change once', async () => {
    const admin = await createAccount(first, { role: 'admin' });
    const buyer = await createAccount(first, { emailVerified: true });
    const tool = await createTool(first.db, { availableQuantity: 1000 });
    const consignments: string[] = [];
    for (let index = 0; index < PARCELS; index += 1) {
      const placed = await first.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.authorization,
        payload: {
          customerName: 'Poll Buyer',
          email: buyer.email,
          phone: '01811000000',
          address: '3 Lake Road, Gulshan, Dhaka',
          district: 'Dhaka',
          toolId: tool.id,
          cart: 1,
          paymentMethod: 'cod',
        },
      });
      const order = placed.json() as { _id: string; status: string };
      if (order.status === 'pending')
        await first.inject({
          method: 'PATCH',
          url: `/api/orders/${order._id}/status`,
          headers: admin.authorization,
          payload: { status: 'confirmed' },
        });
      const courier = index % 2 === 0 ? 'pathao' : 'steadfast';
      const booked = await first.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/shipments`,
        headers: admin.authorization,
        payload: { courier },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const consignmentId = (booked.json() as { consignmentId: string }).consignmentId;
      consignments.push(consignmentId);
      if (courier === 'pathao') await pathao.advance(consignmentId, 'delivered');
      else await steadfast.advance(consignmentId, 'delivered');
    }
    const later = new Date(Date.now() + 60 * 60_000);
    const [a, b] = await Promise.all([
      first.delivery.shipments.pollOnce(later),
      second.delivery.shipments.pollOnce(later),
    ]);
    expect(a + b).toBe(PARCELS);
    const asked = [...pathao.calls, ...steadfast.calls].filter(
      (call) => call.includes('/info') || call.includes('status_by_cid'),
    );
    expect(asked).toHaveLength(PARCELS);
    const rows = await first.db.select({ status: shipments.status }).from(shipments);
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    const delivered = await first.db.select({ status: orders.status }).from(orders);
    expect(delivered.filter((row) => row.status === 'delivered')).toHaveLength(PARCELS);
    // A second round finds nothing open.
    expect(await first.delivery.shipments.pollOnce(new Date(later.getTime() + 60 * 60_000))).toBe(0);
  });
});
