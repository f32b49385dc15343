import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmsSender, type SmsSender } from './sms-sender.ts';

export type { SmsMessage, SmsSender } from './sms-sender.ts';
export { createSmsSender } from './sms-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing SMS for every module (SSL Wireless when configured, else DATA_DIR/sms-outbox). */
    smsSender: SmsSender;
  }
}

async function smsPlugin(app: FastifyInstance) {
  const { sslwireless, outboxDir } = app.config.sms;
  const sender = createSmsSender({ sslwireless, outboxDir, log: app.log });
  app.decorate('smsSender', sender);
  app.addHook('onClose', () => sender.close());
}

export default fp(smsPlugin, { name: 'sms' });
