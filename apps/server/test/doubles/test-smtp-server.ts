import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port that keeps what it receives, for tests
 * (smtp-server is a development dependency). Point SMTP_URL (config.mail.smtpUrl) at `url`.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent over SMTP (headers and MIME body). */
  raw: string;
  /** The raw message with quoted-printable soft line breaks and escapes undone, for searching. */
  decoded: string;
  subject: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Messages received for `to`, oldest first. */
  sentTo(to: string): ReceivedMail[];
  /**
   * Waits until `count` messages (default 1) have arrived for `to` (those whose decoded text
   * contains `containing`, if given) and answers the `count`-th.
   */
  waitFor(to: string, options?: { count?: number; containing?: string; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes, read as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const escape = joined[index] === '=' ? /^[0-9A-F]{2}$/.exec(joined.slice(index + 1, index + 3)) : null;
    if (escape) {
      bytes.push(parseInt(escape[0], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The first link in a message that starts with `prefix` (e.g. 'http://localhost:3000/verify-email?token='). */
export function linkIn(mail: ReceivedMail, prefix: string): string | undefined {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}[A-Za-z0-9_%.~-]+`).exec(mail.decoded)?.[0];
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = decodeQuotedPrintable(raw);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw,
          decoded,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    sentTo: (to) => messages.filter((mail) => mail.to.includes(to.toLowerCase())),
    async waitFor(to, { count = 1, containing, timeoutMs = 5_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter(
          (mail) => mail.to.includes(to.toLowerCase()) && (!containing || mail.decoded.includes(containing)),
        )[count - 1];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
