import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHAO_STAND_IN, startPathaoStandIn, type PathaoStandIn } from '../../../test/doubles/pathao-stand-in.ts';
import {
  STEADFAST_STAND_IN,
  startSteadfastStandIn,
  type SteadfastStandIn,
} from '../../../test/doubles/steadfast-stand-in.ts';
import { createPathaoClient, pathaoState } from './pathao.ts';
import { createSteadfastClient, steadfastState } from './steadfast.ts';
import { CourierRefusedError, CourierUnavailableError, localMobile, sameSecret, type Parcel } from './types.ts';

const parcel = (overrides: Partial<Parcel> = {}): Parcel => ({
  orderId: '5b3c1f9e-0000-4000-8000-000000000001',
  recipientName: 'Rahim Uddin',
  recipientPhone: '+8801711000000',
  recipientAddress: 'House 4, Road 7, Mirpur',
  district: 'Dhaka',
  codAmountCents: 125_050,
  weightGrams: 2_500,
  itemCount: 3,
  ...overrides,
});

describe('courier states', () => {
  it.each([
    ['order.pickup-requested', 'booked'],
    ['order.picked', 'picked_up'],
    ['order.in-transit', 'in_transit'],
    ['At_the_Sorting_HUB', 'in_transit'],
    ['order.delivered', 'delivered'],
    ['Delivered', 'delivered'],
    ['order.returned', 'returned'],
    ['Return', 'returned'],
    ['order.pickup-cancelled', 'cancelled'],
    ['order.updated', null],
    ['order.paid', null],
  ])('Pathao %s → %s', (word, state) => expect(pathaoState(word)).toBe(state));

  it.each([
    ['in_review', 'booked'],
    ['pending', 'in_transit'],
    ['delivered_approval_pending', 'delivered'],
    ['Delivered', 'delivered'],
    ['Partial Delivered', 'delivered'],
    ['cancelled', 'returned'],
    ['Cancelled', 'returned'],
    ['hold', null],
    ['unknown', null],
  ])('Steadfast %s → %s', (word, state) => expect(steadfastState(word)).toBe(state));

  it('writes mobiles the local way and compares secrets exactly', () => {
    expect(localMobile('+8801711000000')).toBe('01711000000');
    expect(localMobile('+880 1711-000000')).toBe('01711000000');
    expect(localMobile('01711000000')).toBe('01711000000');
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abd', 'abc')).toBe(false);
    expect(sameSecret('abc', undefined)).toBe(false);
    expect(sameSecret(undefined, 'abc')).toBe(false);
  });
});

describe('the Pathao client against its stand-in', () => {
  let standIn: PathaoStandIn;
  beforeAll(async () => (standIn = await startPathaoStandIn()));
  afterAll(() => standIn.close());
  const client = () => createPathaoClient({ ...PATHAO_STAND_IN, live: false, baseUrl: standIn.url });

  it('books with one token, the city and the zone, and reads the parcel back by consignment id', async () => {
    const pathao = client();
    const booking = await pathao.book(parcel());
    expect(booking).toMatchObject({ courierStatus: 'Pending', state: 'booked', trackingNumber: booking.consignmentId });
    expect(standIn.parcels.get(booking.consignmentId)?.request).toMatchObject({
      recipient_city: 1,
      recipient_zone: 12,
      item_weight: 2.5,
      amount_to_collect: 1250.5,
      recipient_phone: '01711000000',
    });
    await pathao.book(
      parcel({
        orderId: '5b3c1f9e-0000-4000-8000-000000000002',
        district: 'Chattogram',
        recipientAddress: 'Agrabad C/A, Chattogram',
      }),
    );
    expect([...standIn.parcels.values()].at(-1)?.request).toMatchObject({ recipient_city: 2, recipient_zone: 21 });
    expect(standIn.tokensIssued).toBe(1);
    expect(await pathao.report(booking.consignmentId)).toEqual({ courierStatus: 'Pending', state: 'booked' });
    await standIn.advance(booking.consignmentId, 'delivered');
    expect(await pathao.report(booking.consignmentId)).toEqual({ courierStatus: 'Delivered', state: 'delivered' });
  });

  it("refuses with Pathao's reason, and answers a bad address as Pathao's validation does", async () => {
    const pathao = client();
    standIn.refuseNext('Delivery is not available in this area');
    await expect(pathao.book(parcel())).rejects.toEqual(
      new CourierRefusedError('Please fix the given errors: Delivery is not available in this area'),
    );
    await expect(pathao.book(parcel({ recipientAddress: 'Nowhere', district: null }))).rejects.toBeInstanceOf(
      CourierRefusedError,
    );
  });

  it('treats wrong credentials and an unreachable API as the courier being unavailable', async () => {
    await expect(
      createPathaoClient({ ...PATHAO_STAND_IN, password: 'wrong', live: false, baseUrl: standIn.url }).book(parcel()),
    ).rejects.toBeInstanceOf(CourierUnavailableError);
    await expect(
      createPathaoClient({ ...PATHAO_STAND_IN, live: false, baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 }).book(
        parcel(),
      ),
    ).rejects.toBeInstanceOf(CourierUnavailableError);
  });
});

describe('the Steadfast client against its stand-in', () => {
  let standIn: SteadfastStandIn;
  beforeAll(async () => (standIn = await startSteadfastStandIn()));
  afterAll(() => standIn.close());
  const client = () => createSteadfastClient({ ...STEADFAST_STAND_IN, baseUrl: standIn.url });

  it('books with its keys and reads the status by consignment id', async () => {
    const steadfast = client();
    const booking = await steadfast.book(parcel({ note: 'Call first' }));
    const stored = standIn.parcels.get(booking.consignmentId)!;
    expect(booking).toEqual({
      consignmentId: String(stored.consignmentId),
      trackingNumber: stored.trackingCode,
      trackingUrl: `https://steadfast.com.bd/t/${stored.trackingCode}`,
      courierStatus: 'in_review',
      state: 'booked',
    });
    expect(stored.request).toMatchObject({ invoice: parcel().orderId, cod_amount: 1250.5, note: 'Call first' });
    await standIn.advance(booking.consignmentId, 'cancelled');
    expect(await steadfast.report(booking.consignmentId)).toEqual({ courierStatus: 'cancelled', state: 'returned' });
  });

  it("refuses with Steadfast's reason (a second booking of one invoice, a bad phone); wrong keys are the courier unavailable", async () => {
    const steadfast = client();
    const orderId = '5b3c1f9e-0000-4000-8000-000000000009';
    await steadfast.book(parcel({ orderId }));
    await expect(steadfast.book(parcel({ orderId }))).rejects.toEqual(
      new CourierRefusedError('The invoice has already been taken.: The invoice has already been taken.'),
    );
    await expect(steadfast.book(parcel({ orderId: 'x1', recipientPhone: '12345' }))).rejects.toBeInstanceOf(
      CourierRefusedError,
    );
    await expect(
      createSteadfastClient({ apiKey: 'wrong', secretKey: 'wrong', baseUrl: standIn.url }).book(
        parcel({ orderId: 'x2' }),
      ),
    ).rejects.toBeInstanceOf(CourierUnavailableError);
  });
});
