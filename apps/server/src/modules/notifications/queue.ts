import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { mailQueue } from '../../db/schema.ts';
import type { SweepResult } from './send-claimed.ts';
import { sweepDue } from './queue-rows.ts';

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
  return {
    /** One pass: every due message is tried once. */
    async sweepOnce(): Promise<SweepResult> {
      return sweepDue(db, mailQueue, {
        claimMs: MAIL_CLAIM_MS,
        maxAttempts: MAX_MAIL_ATTEMPTS,
        batchSize: BATCH_SIZE,
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
        now,
        log,
        idField: 'mailId',
        noun: 'e-mail',
      });
    },
  };
}

export type MailSweeper = ReturnType<typeof createMailSweeper>;
