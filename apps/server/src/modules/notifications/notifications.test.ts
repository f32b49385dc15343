import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue } from '../../db/schema.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import { createTestApp, testEngines, type TestApp } from '../../../test/helpers.ts';
import { createMailSweeper, enqueueMail, MAIL_CLAIM_MS, MAX_MAIL_ATTEMPTS, retryDelayMs } from './queue.ts';

/** A transport that records what it sends and fails while `failing` is set. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer = {
    failing: false,
    sent,
    async send(message: MailMessage) {
      // A real transport takes a moment: lets a second sweeper run in between.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (mailer.failing) throw new Error('421 mail server busy');
      sent.push(message);
    },
  };
  return mailer;
}

const message = (to: string): MailMessage => ({
  to,
  subject: 'Your order is placed',
  text: 'Thank you',
  html: '<p>Thank you</p>',
});

describe.each(testEngines)('mail queue on $engine', ({ engine }) => {
  let shop: TestApp;
  let clock: Date;
  const now = () => clock;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.app.db.delete(mailQueue);
    // Queued messages are due from the database's now(); the test's clock starts just after it.
    clock = new Date(Date.now() + 1_000);
  });
  const advance = (milliseconds: number) => (clock = new Date(clock.getTime() + milliseconds));
  const rowOf = async (id: string) => (await shop.app.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0];

  it("queues inside the caller's transaction: nothing is queued when it rolls back", async () => {
    await expect(
      shop.app.db.transaction(async (tx) => {
        await enqueueMail(tx, message('rolled-back@example.com'));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const id = await shop.app.db.transaction((tx) => enqueueMail(tx, message('kept@example.com')));
    const rows = await shop.app.db.select().from(mailQueue);
    expect(rows.map((row) => row.recipient)).toEqual(['kept@example.com']);
    expect(await rowOf(id)).toMatchObject({
      subject: 'Your order is placed',
      textBody: 'Thank you',
      htmlBody: '<p>Thank you</p>',
      attempts: 0,
      sentAt: null,
    });
  });

  it('sends a due message once, with its text and HTML', async () => {
    const mailer = recordingMailer();
    const sweeper = createMailSweeper({ db: shop.app.db, mailer, now });
    const id = await enqueueMail(shop.app.db, message('buyer@example.com'));
    expect(await sweeper.sweepOnce()).toEqual({ sent: 1, failed: 0 });
    expect(mailer.sent).toEqual([message('buyer@example.com')]);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: null, sentAt: clock });
    advance(24 * 60 * 60_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('retries a failing transport with growing waits, then sends when it recovers', async () => {
    const mailer = recordingMailer();
    const sweeper = createMailSweeper({ db: shop.app.db, mailer, now });
    const id = await enqueueMail(shop.app.db, message('retry@example.com'));
    mailer.failing = true;
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: '421 mail server busy',
      nextAttemptAt: new Date(clock.getTime() + 60_000),
    });

    // Not due before its wait is over.
    advance(59_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 0 });
    advance(1_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await rowOf(id))?.nextAttemptAt).toEqual(new Date(clock.getTime() + 120_000));
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);

    mailer.failing = false;
    advance(120_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 1, failed: 0 });
    expect(mailer.sent.map((sent) => sent.to)).toEqual(['retry@example.com']);
    expect(await rowOf(id)).toMatchObject({ attempts: 3, sentAt: clock });
  });

  it('gives a message up after its last attempt', async () => {
    const mailer = recordingMailer();
    mailer.failing = true;
    const sweeper = createMailSweeper({ db: shop.app.db, mailer, now });
    const id = await enqueueMail(shop.app.db, message('bounced@example.com'));
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      expect((await sweeper.sweepOnce()).failed).toBe(1);
      advance(retryDelayMs(attempt));
    }
    mailer.failing = false;
    advance(24 * 60 * 60_000);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({
      attempts: MAX_MAIL_ATTEMPTS,
      sentAt: null,
      lastError: '421 mail server busy',
    });
  });

  it('two sweepers on one database never send a message twice', async () => {
    const first = recordingMailer();
    const second = recordingMailer();
    const sweepers = [
      createMailSweeper({ db: shop.app.db, mailer: first, now }),
      createMailSweeper({ db: shop.app.db, mailer: second, now }),
    ];
    for (let index = 0; index < 30; index++) await enqueueMail(shop.app.db, message(`buyer${index}@example.com`));
    // Both sweep at the same time, twice over.
    await Promise.all([...sweepers, ...sweepers].map((sweeper) => sweeper.sweepOnce()));
    const recipients = [...first.sent, ...second.sent].map((sent) => sent.to).sort();
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
    const unsent = (await shop.app.db.select().from(mailQueue)).filter((row) => !row.sentAt);
    expect(unsent).toEqual([]);
  });

  it('sends again a message whose sender died mid-send, once its claim runs out (a restart loses nothing)', async () => {
    const id = await enqueueMail(shop.app.db, message('restart@example.com'));
    // A sweeper claimed it, then its process was killed before sending: the row says so.
    await shop.app.db
      .update(mailQueue)
      .set({ attempts: 1, nextAttemptAt: new Date(clock.getTime() + MAIL_CLAIM_MS) })
      .where(eq(mailQueue.id, id));
    const mailer = recordingMailer();
    const sweeper = createMailSweeper({ db: shop.app.db, mailer, now });
    expect(await sweeper.sweepOnce()).toEqual({ sent: 0, failed: 0 });
    advance(MAIL_CLAIM_MS);
    expect(await sweeper.sweepOnce()).toEqual({ sent: 1, failed: 0 });
    expect(mailer.sent.map((sent) => sent.to)).toEqual(['restart@example.com']);
  });
});

describe("the shop's own sweeper", () => {
  let shop: TestApp;
  afterAll(() => shop.close());

  it('sends queued mail by itself shortly after it is queued, and the request does not wait for it', async () => {
    shop = await createTestApp('pglite', { mailSweepIntervalMs: 50 });
    const mailer = recordingMailer();
    // The shop's sweeper sends through the shop's mailer: watch that one.
    shop.app.mailer.send = (sent) => mailer.send(sent);
    await shop.app.ready();
    const id = await shop.app.notifications.send(message('soon@example.com'));
    await expect.poll(async () => (await rowOf(id))?.sentAt, { timeout: 5_000 }).not.toBeNull();
    expect(mailer.sent.map((sent) => sent.to)).toEqual(['soon@example.com']);

    async function rowOf(messageId: string) {
      return (await shop.app.db.select().from(mailQueue).where(eq(mailQueue.id, messageId)))[0];
    }
  });
});
