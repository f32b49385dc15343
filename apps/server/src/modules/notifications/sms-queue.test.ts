import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationMessages, shippingMessages } from '@tools-bd/contract';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { smsQueue } from '../../db/schema.ts';
import { createSmsSender } from '../../providers/sms/index.ts';
import { createScratchPostgresDatabase, createTestApp, testEngines, type TestApp } from '../../../test/helpers.ts';
import { testPostgresUrl } from '../../../test/services.ts';
import {
  STAND_IN_API_TOKEN,
  STAND_IN_SID,
  startSslWirelessStandIn,
  type SslWirelessStandIn,
} from '../../../test/doubles/sslwireless-stand-in.ts';
import { enqueueSms } from './index.ts';
import { retryDelayMs } from './queue.ts';
import { createSmsSweeper, MAX_SMS_ATTEMPTS } from './sms-queue.ts';

const senderFor = (standIn: SslWirelessStandIn) =>
  createSmsSender({
    sslwireless: { apiToken: STAND_IN_API_TOKEN, sid: STAND_IN_SID, baseUrl: standIn.url },
    outboxDir: '/nonexistent',
  });

describe.each(testEngines)('SMS queue on $engine', ({ engine }) => {
  let shop: TestApp;
  let standIn: SslWirelessStandIn;
  let clock: Date;
  const now = () => clock;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    standIn = await startSslWirelessStandIn();
  });
  afterAll(async () => {
    await shop.close();
    await standIn.close();
  });
  beforeEach(async () => {
    await shop.app.db.delete(smsQueue);
    standIn.received.length = 0;
    clock = new Date(Date.now() + 1_000);
  });
  const advance = (milliseconds: number) => (clock = new Date(clock.getTime() + milliseconds));
  const rowOf = async (id: string) => (await shop.app.db.select().from(smsQueue).where(eq(smsQueue.id, id)))[0];

  it("queues in the caller's transaction, the number as +8801…, each message with its own csms_id", async () => {
    await expect(
      shop.app.db.transaction(async (tx) => {
        await enqueueSms(tx, { phone: '01711111111', text: 'rolled back' });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const first = await shop.app.db.transaction((tx) =>
      enqueueSms(tx, { phone: '01712345678', text: 'Your order is placed' }),
    );
    const second = await enqueueSms(shop.app.db, { phone: '+880 1812-345678', text: 'আপনার অর্ডার গ্রহণ করা হয়েছে' });
    const rows = await shop.app.db.select().from(smsQueue);
    expect(rows.map((row) => row.phone).sort()).toEqual(['+8801712345678', '+8801812345678']);
    expect(await rowOf(first)).toMatchObject({ textBody: 'Your order is placed', attempts: 0, sentAt: null });
    expect((await rowOf(first))?.csmsId).toMatch(/^[0-9a-f]{20}$/);
    expect((await rowOf(first))?.csmsId).not.toBe((await rowOf(second))?.csmsId);
  });

  it('refuses a number that is no Bangladeshi mobile, and a text longer than two segments, queuing nothing', async () => {
    await expect(enqueueSms(shop.app.db, { phone: '01212345678', text: 'hello' })).rejects.toMatchObject({
      statusCode: 400,
      message: shippingMessages.bangladeshiMobile,
    });
    await expect(enqueueSms(shop.app.db, { phone: '+447700900123', text: 'hello' })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(enqueueSms(shop.app.db, { phone: '01712345678', text: 'a'.repeat(307) })).rejects.toMatchObject({
      statusCode: 400,
      message: notificationMessages.smsTooLong,
    });
    await expect(enqueueSms(shop.app.db, { phone: '01712345678', text: 'ক'.repeat(135) })).rejects.toMatchObject({
      statusCode: 400,
      message: notificationMessages.smsTooLong,
    });
    await expect(enqueueSms(shop.app.db, { phone: '01712345678', text: '' })).rejects.toMatchObject({
      statusCode: 400,
      message: notificationMessages.smsEmpty,
    });
    expect(await shop.app.db.select().from(smsQueue)).toEqual([]);
    // The longest texts that fit are taken.
    await enqueueSms(shop.app.db, { phone: '01712345678', text: 'a'.repeat(306) });
    await enqueueSms(shop.app.db, { phone: '01712345678', text: 'ক'.repeat(134) });
  });

  it('sends through SSL Wireless, retries an error answer with growing waits and the same csms_id, then sends once', async () => {
    const sweeper = createSmsSweeper({ db: shop.app.db, sender: senderFor(standIn), now });
    const id = await enqueueSms(shop.app.db, { phone: '01712345678', text: 'Your order TB-7 is shipped' });
    standIn.failNext(2, 4029, 'Too many requests');
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({
      attempts: 1,
      sentAt: null,
      nextAttemptAt: new Date(clock.getTime() + 60_000),
    });
    expect((await rowOf(id))?.lastError).toMatch(/4029.*Too many requests/);
    advance(59_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 0 });
    advance(1_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await rowOf(id))?.nextAttemptAt).toEqual(new Date(clock.getTime() + 120_000));
    advance(120_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 1, failed: 0 });
    const { csmsId } = (await rowOf(id))!;
    expect(standIn.requests.filter((requested) => requested === csmsId)).toHaveLength(3);
    expect(standIn.received).toEqual([
      expect.objectContaining({ msisdn: '8801712345678', sms: 'Your order TB-7 is shipped', csmsId }),
    ]);
    expect(await rowOf(id)).toMatchObject({ attempts: 3, sentAt: clock, lastError: null });
    advance(24 * 60 * 60_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('gives a message up after its last attempt', async () => {
    const sweeper = createSmsSweeper({ db: shop.app.db, sender: senderFor(standIn), now });
    const id = await enqueueSms(shop.app.db, { phone: '01712345678', text: 'never' });
    standIn.failNext(MAX_SMS_ATTEMPTS + 5, 5000, 'Unknown Error');
    for (let attempt = 1; attempt <= MAX_SMS_ATTEMPTS; attempt++) {
      expect((await sweeper.sweepOnce()).failed).toBe(1);
      advance(retryDelayMs(attempt));
    }
    standIn.failNext(0);
    advance(24 * 60 * 60_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ attempts: MAX_SMS_ATTEMPTS, sentAt: null });
    expect(standIn.received).toEqual([]);
  });
});

describe.skipIf(!testPostgresUrl)('SMS queue on two instances sharing PostgreSQL', () => {
  const instances: Awaited<ReturnType<typeof buildApp>>[] = [];
  let drop: () => Promise<void>;
  let standIn: SslWirelessStandIn;
  beforeAll(async () => {
    standIn = await startSslWirelessStandIn();
    const scratch = await createScratchPostgresDatabase();
    drop = scratch.drop;
    const config = testConfig({
      database: { kind: 'postgres', url: scratch.url, poolSize: 10 },
      sms: {
        sslwireless: { apiToken: STAND_IN_API_TOKEN, sid: STAND_IN_SID, baseUrl: standIn.url },
        outboxDir: '/nonexistent',
      },
    });
    instances.push(await buildApp(config));
    instances.push(await buildApp(config));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await drop?.();
    await standIn?.close();
  });

  it('sends each queued message once, whichever instance sweeps it', async () => {
    const [first, second] = instances;
    for (let index = 0; index < 30; index++)
      await enqueueSms(first!.db, { phone: `0171${String(index).padStart(7, '0')}`, text: `Order ${index} placed` });
    // A row is due from the database's now() (microseconds), a pass from the process's clock
    // (milliseconds): let the last one's millisecond pass, or it waits for the next sweep.
    await new Promise((resolve) => setTimeout(resolve, 5));
    // Both instances' own sweepers, at the same time, twice over.
    const sweepers = [first!.notifications.smsSweeper, second!.notifications.smsSweeper];
    const results = await Promise.all([...sweepers, ...sweepers].map((sweeper) => sweeper.sweepOnce()));
    // Every message claimed by exactly one of the four passes; one whose send timed out on a busy
    // machine waits for its retry instead, and is still never sent twice.
    const sent = results.reduce((sum, result) => sum + result.sent, 0);
    expect(sent + results.reduce((sum, result) => sum + result.failed, 0)).toBe(30);
    expect(sent).toBeGreaterThan(0);
    expect(new Set(standIn.received.map((sms) => sms.msisdn)).size).toBe(standIn.received.length);
    expect(new Set(standIn.requests).size).toBe(standIn.requests.length);
    expect((await first!.db.select().from(smsQueue)).filter((row) => row.sentAt)).toHaveLength(sent);
  });
});
