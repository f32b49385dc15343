import { and, asc, eq, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { mailQueue } from '../../db/schema.ts';
import { sendClaimed, type SweepResult } from './send-claimed.ts';

export { retryDelayMs, type SweepResult } from './send-claimed.ts';
import type { Mailer, MailMessage } from '../../providers/mail/index.ts';
import { newIds } from '../../lib/new-ids.ts';

/** A message is tried this many times; after that it stays in the table with its last error. */
export const MAX_MAIL_ATTEMPTS = 10;
/**
 * A claimed message is not due again for this long: another instance will not send it while
 * this one does, and if this one dies mid-send the message becomes due again by itself.
 */
export const MAIL_CLAIM_MS = 5 * 60_000;
const BATCH_SIZE = 20;

/**
 * Queues a message. Pass the transaction of the fact it tells about (an order placed, a payment
 * received): the message exists exactly when the fact committed, and the request never waits on
 * a mail server.
 */
export async function enqueueMail(executor: Pick<Database, 'insert'>, message: MailMessage): Promise<string> {
  const [row] = await executor.insert(mailQueue).values(queueRowOf(message)).returning({ id: mailQueue.id });
  if (!row) throw new Error('mail_queue insert returned no row');
  return row.id;
}

/**
 * The insert that queues several messages, as a step (CTE) of a larger statement: a batch of
 * orders placed together queues its mails in the statement that stores the orders (placement).
 */
export function mailsInsert(messages: readonly MailMessage[]): SQL {
  const column = (pick: (message: MailMessage) => string | null) => sql.param(messages.map(pick));
  return sql`insert into ${mailQueue} (id, recipient, subject, text_body, html_body)
    select * from unnest(${newIds(messages.length)}::uuid[], ${column((message) => message.to)}::text[], ${column((message) => message.subject)}::text[],
                         ${column((message) => message.text)}::text[], ${column((message) => message.html ?? null)}::text[])`;
}

const queueRowOf = (message: MailMessage) => ({
  recipient: message.to,
  subject: message.subject,
  textBody: message.text,
  htmlBody: message.html ?? null,
  attachments: message.attachments?.length
    ? message.attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content: content.toString('base64'),
      }))
    : null,
});

export interface MailSweeperDependencies {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** Sends the due messages of the queue; any number of sweepers may share one database. */
export function createMailSweeper({ db, mailer, log, now = () => new Date() }: MailSweeperDependencies) {
  /**
   * Claims due messages in one statement (FOR UPDATE SKIP LOCKED: two sweepers never claim the
   * same row) by moving them out of reach for MAIL_CLAIM_MS and counting the try, then sends outside
   * any transaction, so a slow mail server never holds a database connection or lock. One statement
   * rather than a read and an update per message: every order queues messages, and on the
   * embedded database each statement waits its turn with the orders.
   */
  async function claimDue(at: Date) {
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, at), lt(mailQueue.attempts, MAX_MAIL_ATTEMPTS)))
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + MAIL_CLAIM_MS) })
      .where(inArray(mailQueue.id, due))
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  return {
    /** One pass: every due message is tried once. */
    async sweepOnce(): Promise<SweepResult> {
      return sendClaimed(await claimDue(now()), {
        send: (message) =>
          mailer.send({
            to: message.recipient,
            subject: message.subject,
            text: message.textBody,
            ...(message.htmlBody ? { html: message.htmlBody } : {}),
            ...(message.attachments?.length
              ? {
                  attachments: message.attachments.map(({ filename, contentType, content }) => ({
                    filename,
                    contentType,
                    content: Buffer.from(content, 'base64'),
                  })),
                }
              : {}),
          }),
        markSent: async (ids, at) => {
          await db
            .update(mailQueue)
            .set({ sentAt: at, lastError: null })
            .where(inArray(mailQueue.id, [...ids]));
        },
        markFailed: async (id, reason, nextAttemptAt) => {
          await db.update(mailQueue).set({ lastError: reason, nextAttemptAt }).where(eq(mailQueue.id, id));
        },
        maxAttempts: MAX_MAIL_ATTEMPTS,
        now,
        log,
        idField: 'mailId',
        noun: 'e-mail',
      });
    },
  };
}

export type MailSweeper = ReturnType<typeof createMailSweeper>;
