import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fitsInSms, normalizeBangladeshiMobile, notificationMessages, shippingMessages } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { smsQueue } from '../../db/schema.ts';
import type { SmsSender } from '../../providers/sms/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { MAIL_CLAIM_MS, MAX_MAIL_ATTEMPTS } from './queue.ts';
import type { SweepResult } from './send-claimed.ts';
import { sweepDue } from './queue-rows.ts';
import { newIds } from '../../lib/new-ids.ts';
import { randomHex } from '../../lib/random-hex.ts';

/** SMS are tried, waited for and claimed as e-mail is (queue.ts): the same backoff, the same claim. */
export const MAX_SMS_ATTEMPTS = MAX_MAIL_ATTEMPTS;
export const SMS_CLAIM_MS = MAIL_CLAIM_MS;
const BATCH_SIZE = 20;

export interface SmsRequest {
  /** A Bangladeshi mobile in any form the contract accepts (`01…`, `+8801…`). */
  phone: string;
  text: string;
}

/**
 * Queues an SMS. Pass the transaction of the fact it tells about: the message exists exactly when
 * the fact committed, and the request never waits on the SMS provider. A number that is no
 * Bangladeshi mobile, or a text longer than two segments, is refused (400) and nothing is queued.
 */
export async function enqueueSms(executor: Pick<Database, 'insert'>, request: SmsRequest): Promise<string> {
  const [row] = await executor.insert(smsQueue).values(queueRowOf(request)).returning({ id: smsQueue.id });
  if (!row) throw new Error('sms_queue insert returned no row');
  return row.id;
}

/** The queue row of a message, under enqueueSms's rules (400 for a bad number or text). */
function queueRowOf({ phone, text }: SmsRequest) {
  const mobile = normalizeBangladeshiMobile(phone);
  if (!mobile) throw badRequest(shippingMessages.bangladeshiMobile);
  if (!text) throw badRequest(notificationMessages.smsEmpty);
  if (!fitsInSms(text)) throw badRequest(notificationMessages.smsTooLong);
  // 20 characters, SSL Wireless's longest csms_id; the column's UNIQUE keeps it one per message.
  return { phone: mobile, textBody: text, csmsId: randomHex(10) };
}

/**
 * The insert that queues several messages (enqueueSms's rules), as a step (CTE) of a larger
 * statement: a batch of orders placed together queues its SMS in the statement that stores them.
 */
export function smsInsert(requests: readonly SmsRequest[]): SQL {
  const rows = requests.map(queueRowOf);
  const column = (pick: (row: (typeof rows)[number]) => string) => sql.param(rows.map(pick));
  return sql`insert into ${smsQueue} (id, phone, text_body, csms_id)
    select * from unnest(${newIds(rows.length)}::uuid[], ${column((row) => row.phone)}::text[], ${column((row) => row.textBody)}::text[], ${column((row) => row.csmsId)}::text[])`;
}

export interface SmsSweeperDependencies {
  db: Database;
  sender: Pick<SmsSender, 'send'>;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** Sends the due SMS of the queue; any number of sweepers may share one database. */
export function createSmsSweeper({ db, sender, log, now = () => new Date() }: SmsSweeperDependencies) {
  return {
    /** One pass: every due message is tried once. */
    async sweepOnce(): Promise<SweepResult> {
      return sweepDue(db, smsQueue, {
        claimMs: SMS_CLAIM_MS,
        maxAttempts: MAX_SMS_ATTEMPTS,
        batchSize: BATCH_SIZE,
        send: (message) => sender.send({ phone: message.phone, text: message.textBody, csmsId: message.csmsId }),
        now,
        log,
        idField: 'smsId',
        noun: 'SMS',
      });
    },
  };
}

export type SmsSweeper = ReturnType<typeof createSmsSweeper>;
