import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { writeFileAtomically } from '../../lib/atomic-file.ts';

export interface SmsMessage {
  /** A Bangladeshi mobile as the contract stores it: `+8801XXXXXXXXX`. */
  phone: string;
  text: string;
  /** The message's own id, the same on every try: SSL Wireless's `csms_id`. */
  csmsId: string;
}

/** Sends SMS: through SSL Wireless when configured, otherwise into an outbox folder a developer can read. */
export interface SmsSender {
  readonly kind: 'sslwireless' | 'outbox';
  send(message: SmsMessage): Promise<void>;
  close(): Promise<void>;
}

export interface SslWirelessOptions {
  apiToken: string;
  sid: string;
  /** The API's origin (`https://smsplus.sslwireless.com`, or a local stand-in). */
  baseUrl: string;
}

export interface SmsSenderOptions {
  sslwireless?: SslWirelessOptions;
  outboxDir: string;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** How long one request may take before it counts as failed (and is tried again later). */
  timeoutMs?: number;
}

export function createSmsSender(options: SmsSenderOptions): SmsSender {
  return options.sslwireless
    ? createSslWirelessSender(options.sslwireless, options.timeoutMs ?? 15_000)
    : createOutboxSender(options);
}

/** SSL Wireless's codes: 200 taken; 4023 "Duplicate CSMS ID" (below). */
const ACCEPTED = 200;
const DUPLICATE_CSMS_ID = 4023;

interface SslWirelessAnswer {
  status?: string;
  status_code?: number;
  error_message?: string;
}

/**
 * SSL Wireless's push SMS API v3: `POST /api/v3/send-sms` with a JSON body
 * `{api_token, sid, msisdn, sms, csms_id}`; it answers JSON `{status: 'SUCCESS' | 'FAILED',
 * status_code, error_message, smsinfo}`, where only status_code 200 means taken. Anything else
 * (a refusal, an HTTP error, no answer) throws, and the queue tries again later with the same
 * csms_id.
 */
function createSslWirelessSender({ apiToken, sid, baseUrl }: SslWirelessOptions, timeoutMs: number): SmsSender {
  const url = new URL('/api/v3/send-sms', baseUrl);
  return {
    kind: 'sslwireless',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        // The API takes the number without its plus: 8801XXXXXXXXX.
        body: JSON.stringify({
          api_token: apiToken,
          sid,
          msisdn: message.phone.replace(/^\+/, ''),
          sms: message.text,
          csms_id: message.csmsId,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as SslWirelessAnswer;
      if (response.ok && answer.status_code === ACCEPTED) return;
      // The id is refused as a duplicate only when an earlier try was taken and its answer lost
      // (a timeout, a dropped connection): the message is on its way already, so it counts as sent.
      if (response.ok && answer.status_code === DUPLICATE_CSMS_ID) return;
      const reason = answer.error_message ?? answer.status ?? 'no answer';
      throw new Error(
        `SSL Wireless refused the SMS (HTTP ${response.status}, status_code ${answer.status_code ?? '-'}): ${reason}`,
      );
    },
    async close() {},
  };
}

/**
 * One JSON file per message in `outboxDir`. The log says which file holds it, never the number
 * or text: a message may carry an order's details, and logs travel further than the outbox.
 */
function createOutboxSender({ outboxDir, log }: SmsSenderOptions): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`,
      );
      await writeFileAtomically(
        file,
        `${JSON.stringify({ to: message.phone, text: message.text, csmsId: message.csmsId })}\n`,
        { mode: 0o600 },
      );
      log?.info({ file }, 'SMS written to the outbox (set SSLWIRELESS_API_TOKEN and SSLWIRELESS_SID to send it)');
    },
    async close() {},
  };
}
