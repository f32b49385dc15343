import { and, asc, eq, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { mailQueue } from '../../db/schema.ts';
import type { Mailer, MailMessage } from '../../providers/mail/index.ts';

/** A message is tried this many times; after that it stays in the table with its last error. */
export const MAX_MAIL_ATTEMPTS = 10;
/** First retry after a minute, then twice as long each time, never longer than six hours. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;
/**
 * A claimed message is not due again for this long: another instance will not send it while
 * this one does, and if this one dies mid-send the message becomes due again by itself.
 */
export const MAIL_CLAIM_MS = 5 * 60_000;
const BATCH_SIZE = 20;

/** Wait before the next try of a message that failed `attempts` times. */
export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

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
  return sql`insert into ${mailQueue} (recipient, subject, text_body, html_body)
    select * from unnest(${column((message) => message.to)}::text[], ${column((message) => message.subject)}::text[],
                         ${column((message) => message.text)}::text[], ${column((message) => message.html ?? null)}::text[])`;
}

const queueRowOf = (message: MailMessage) => ({
  recipient: message.to,
  subject: message.subject,
  textBody: message.text,
  htmlBody: message.html ?? null,
});

export interface MailSweeperDependencies {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface SweepResult {
  sent: number;
  failed: number;
}

/** Sends the due messages of the queue; any number of sweepers may share one database. */
export function createMailSweeper({ db, mailer, log, now = () => new Date() }: MailSweeperDependencies) {
  /**
   * Claims due messages in a short transaction (FOR UPDATE SKIP LOCKED: two sweepers never claim
   * the same row) by moving them out of reach for MAIL_CLAIM_MS, then sends outside any
   * transaction, so a slow mail server never holds a database connection or lock.
   */
  async function claimDue(at: Date) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailQueue)
        .where(
          and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, at), lt(mailQueue.attempts, MAX_MAIL_ATTEMPTS)),
        )
        .orderBy(asc(mailQueue.nextAttemptAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const message of due) {
        await tx
          .update(mailQueue)
          .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + MAIL_CLAIM_MS) })
          .where(eq(mailQueue.id, message.id));
      }
      return due;
    });
  }

  return {
    /** One pass: every due message is tried once. */
    async sweepOnce(): Promise<SweepResult> {
      const claimed = await claimDue(now());
      const result: SweepResult = { sent: 0, failed: 0 };
      for (const message of claimed) {
        const attempts = message.attempts + 1;
        try {
          await mailer.send({
            to: message.recipient,
            subject: message.subject,
            text: message.textBody,
            ...(message.htmlBody ? { html: message.htmlBody } : {}),
          });
          await db.update(mailQueue).set({ sentAt: now(), lastError: null }).where(eq(mailQueue.id, message.id));
          result.sent += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          await db
            .update(mailQueue)
            .set({
              lastError: reason.slice(0, 1000),
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
            })
            .where(eq(mailQueue.id, message.id));
          result.failed += 1;
          // The recipient stays out of the log line's message; the id finds the row.
          const level = attempts >= MAX_MAIL_ATTEMPTS ? 'error' : 'warn';
          log?.[level](
            { mailId: message.id, attempts, err: error },
            attempts >= MAX_MAIL_ATTEMPTS ? 'e-mail given up after its last attempt' : 'e-mail failed, will retry',
          );
        }
      }
      return result;
    },
  };
}

export type MailSweeper = ReturnType<typeof createMailSweeper>;
