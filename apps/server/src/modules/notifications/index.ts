import fp from 'fastify-plugin';
import type { MailMessage } from '../../providers/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { createMailSweeper, enqueueMail, type MailSweeper } from './queue.ts';
import { createSmsSweeper, type SmsSweeper } from './sms-queue.ts';

export { enqueueMail, mailsInsert } from './queue.ts';
export { enqueueSms, smsInsert, type SmsRequest } from './sms-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      /** Queues a message (inside `executor`'s transaction when given) and asks for a sweep soon. */
      send(message: MailMessage, executor?: Pick<Database, 'insert'>): Promise<string>;
      /** Asks the sweeper to run soon (after a transaction that queued mail has committed). */
      sendSoon(): void;
      sweeper: MailSweeper;
      /** Sends the queued SMS (enqueueSms) on the mail sweeper's schedule. */
      smsSweeper: SmsSweeper;
    };
  }
}

/**
 * The mail and SMS queues' sweepers run on every instance every `mailSweepIntervalMs` (0: only when asked,
 * as tests do) and right after mail is queued. One sweep at a time per instance; a failed sweep
 * (database away) is logged and the next one tries again.
 */
export default fp(
  async (app) => {
    const sweeper = createMailSweeper({ db: app.db, mailer: app.mailer, log: app.log });
    const smsSweeper = createSmsSweeper({ db: app.db, sender: app.smsSender, log: app.log });
    let running: Promise<unknown> | undefined;
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    const sweep = () => {
      if (closing) return;
      running ??= Promise.all([
        sweeper.sweepOnce().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping the mail queue failed')),
        smsSweeper.sweepOnce().catch((error: unknown) => app.log.warn({ err: error }, 'sweeping the SMS queue failed')),
      ]).finally(() => (running = undefined));
    };
    const intervalMs = app.config.mailSweepIntervalMs;
    const sendSoon = () => {
      if (intervalMs > 0) setImmediate(sweep);
    };

    app.decorate('notifications', {
      async send(message, executor = app.db) {
        const id = await enqueueMail(executor, message);
        if (executor === app.db) sendSoon();
        return id;
      },
      sendSoon,
      sweeper,
      smsSweeper,
    });
    app.addHook('onReady', async () => {
      if (intervalMs > 0) timer = setInterval(sweep, intervalMs).unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'notifications', dependencies: ['database', 'mail', 'sms'] },
);
