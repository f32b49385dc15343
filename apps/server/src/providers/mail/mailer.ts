import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { writeFileAtomically } from '../../lib/atomic-file.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (a quote's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends e-mail: over SMTP when configured, otherwise into an outbox folder a developer can read. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createOutboxMailer(options);
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * One JSON file per message in `outboxDir` (built by nodemailer's JSON transport). The log says
 * who it is for and which file holds it, never its links: they carry sign-in secrets, and logs
 * travel further than the outbox.
 */
function createOutboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`,
      );
      // Whole or not at all (a reader never sees half a message); a full disk answers 507.
      await writeFileAtomically(file, `${info.message as string}\n`, { mode: 0o600 });
      log?.info({ to: message.to, file }, 'e-mail written to the outbox (set SMTP_URL to send it)');
    },
    async close() {
      transport.close();
    },
  };
}
