/**
 * Account reminders: each open invoice on account is reminded REMINDER_DAYS_BEFORE days before
 * its due date, on the day after it and every REMINDER_EVERY_DAYS days after that while unpaid.
 * Every instance sweeps; an invoice's reminder of a Dhaka day is claimed in account_reminders
 * (its key is the invoice and the day), so of two instances sweeping at once one sends it, once.
 * The claim and the owners' e-mails commit together.
 */
import { sql } from 'drizzle-orm';
import { dhakaDay, isReminderDay } from '@tools-bd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsConfig } from '../../config.ts';
import { selectRows, type Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { accountReminders, orders } from '../../db/schema.ts';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { companyOwners, companyRow } from '../companies/index.ts';
import { enqueueMail } from '../notifications/index.ts';
import { balanceCents, openInvoices, owingSql } from './ledger.ts';
import { accountReminderMail, type RemindedInvoice } from './mails.ts';

export interface ReminderDependencies {
  db: Database;
  config: AccountsConfig;
  log: FastifyBaseLogger;
  publicUrl: string;
  currency: () => Promise<string>;
  /** Asks the mail sweeper to run once reminders were queued. */
  sendSoon: () => void;
}

export interface ReminderSweeper {
  /** Sends the reminders of the Dhaka day of `now`; answers how many e-mails were queued. */
  sweepOnce(now?: Date): Promise<number>;
}

export function createReminderSweeper({
  db,
  config,
  publicUrl,
  currency,
  sendSoon,
}: ReminderDependencies): ReminderSweeper {
  return {
    async sweepOnce(now = new Date()) {
      const today = dhakaDay(now);
      const { reminderDaysBefore: before, reminderEveryDays: every } = config;
      const shopCurrency = await currency();
      const queued = await retryingTransaction(db, async (tx) => {
        // The candidates by the schedule (isReminderDay, in SQL), claimed for today: a claim
        // another instance holds waits for it and then finds the key taken.
        const claimed = await selectRows<{ order_id: string; company_id: string }>(
          tx,
          sql`with due as (
                select o.id, o.company_id from ${orders} o
                 where o.payment_method = 'on_account' and ${owingSql} and o.due_date is not null
                   and ((${before}::int > 0 and o.due_date = ${today}::date + ${before}::int)
                        or (${today}::date - o.due_date >= 1
                            and (${every}::int = 0 and ${today}::date - o.due_date = 1
                                 or ${every}::int > 0 and (${today}::date - o.due_date - 1) % ${every}::int = 0)))
                 order by o.id
              ), claimed as (
                insert into ${accountReminders} (order_id, day)
                select id, ${today}::date from due
                on conflict do nothing
                returning order_id
              )
              select c.order_id, d.company_id from claimed c join due d on d.id = c.order_id`,
        );
        const byCompany = new Map<string, Set<string>>();
        for (const row of claimed) {
          const set = byCompany.get(row.company_id) ?? new Set<string>();
          set.add(row.order_id);
          byCompany.set(row.company_id, set);
        }
        let mails = 0;
        for (const [companyId, reminded] of byCompany) {
          const company = await companyRow(tx, companyId);
          if (!company) continue;
          const open = await openInvoices(tx, companyId);
          const asReminded = (invoice: (typeof open)[number]): RemindedInvoice => ({
            invoiceNumber: invoice.invoiceNumber,
            dueDate: invoice.dueDate,
            openCents: invoice.openCents,
          });
          const overdue = open.filter((invoice) => invoice.dueDate < today).map(asReminded);
          const dueSoon = open
            .filter((invoice) => reminded.has(invoice.orderId) && invoice.dueDate >= today)
            .filter((invoice) => isReminderDay(invoice.dueDate, today, before, every))
            .map(asReminded);
          const totalCents = await balanceCents(tx, companyId);
          for (const owner of await companyOwners(tx, companyId)) {
            const language = await recipientLanguage(tx, { userId: owner.userId });
            await enqueueMail(
              tx,
              accountReminderMail(
                {
                  to: owner.email,
                  name: owner.name,
                  company: company.name,
                  currency: shopCurrency,
                  dueSoon,
                  overdue,
                  totalCents,
                  statementUrl: `${publicUrl}/dashboard/company`,
                },
                language,
              ),
            );
            mails++;
          }
        }
        return mails;
      });
      if (queued > 0) sendSoon();
      return queued;
    },
  };
}
