import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';

export type { Mailer, MailAttachment, MailMessage } from './mailer.ts';
export { createMailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail for every module (SMTP when SMTP_URL is set, else DATA_DIR/outbox). */
    mailer: Mailer;
  }
}

async function mailPlugin(app: FastifyInstance) {
  const { smtpUrl, from, outboxDir } = app.config.mail;
  const mailer = createMailer({ smtpUrl, from, outboxDir, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database'] });
