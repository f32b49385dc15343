/**
 * Trade credit: payments to a company's account and their allocation, statements and the
 * receivables' ageing. Every figure is a query over the ledger (ledger.ts).
 */
import { eq, sql } from 'drizzle-orm';
import {
  SSLCOMMERZ_ACTOR,
  accountMessages,
  ageingBucket,
  AGEING_BUCKETS,
  centsToDollars,
  companyMessages,
  daysBetween,
  dhakaDay,
  dollarsToCents,
  type AccountPayment,
  type AccountPaymentRequest,
  type OpenInvoiceList,
  type Receivables,
  type Statement,
  type StatementEntryType,
  type StatementQuery,
  type Language,
  type SslcommerzIpnOutcome,
  type ShopCurrency,
} from '@tools-bd/contract';
import { recipientLanguage } from '../../lib/recipient-language.ts';
import { csvRow, money, UTF8_BOM, type CsvCell } from '../../lib/csv.ts';
import { renderStatement, type StatementDocument } from './statement-pdf.ts';
import type { AccountsConfig } from '../../config.ts';
import { selectRows, type Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { accountPaymentSessions, accountPayments, companies, orders } from '../../db/schema.ts';
import type { SslcommerzTransaction } from '../../providers/payments/sslcommerz.ts';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { companyRow, membershipOf, type AccountFigures } from '../companies/index.ts';
import type { AccountCredit } from '../orders/index.ts';
import {
  accountFigures,
  allocateOpen,
  balanceCents,
  ledgerEntries,
  lockCredits,
  openInvoices,
  owingSql,
} from './ledger.ts';

/** The statement CSV's columns (the wire's names, like the other exports). */
const STATEMENT_CSV_HEADER = ['date', 'type', 'reference', 'debit', 'credit', 'balance'];
const RECEIVABLES_CSV_HEADER = ['company_id', 'name', 'credit_limit', ...AGEING_BUCKETS, 'total'];

export interface AccountsDependencies {
  db: Database;
  config: AccountsConfig;
  /** The shop's currency and its details as a document prints them (settings). */
  settings: () => Promise<{ currency: ShopCurrency; shop: StatementDocument['seller'] }>;
  /** The clock "today" comes from (tests hold it). */
  now?: () => Date;
  /** Asks the mail sweeper to run once a transaction that queued mail (payment receipts) committed. */
  sendSoon?: () => void;
  /** SSLCommerz (payments module): a session paying the account; null when it is not configured. */
  onlinePayments?: () => OnlinePayments | null;
  log?: FastifyBaseLogger;
}

/** What paying an account online needs of the SSLCommerz service. */
export interface OnlinePayments {
  newTranId: () => string;
  createAccountSession: (input: {
    tranId: string;
    amountCents: number;
    customer: { name: string; email: string; phone: string; address: string };
    description: string;
  }) => Promise<{ redirectUrl: string }>;
}

type Ageing = Record<(typeof AGEING_BUCKETS)[number] | 'total', number>;
const emptyAgeing = (): Ageing => ({ current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 });
const ageingInDollars = (cents: Ageing): Ageing =>
  Object.fromEntries(Object.entries(cents).map(([key, value]) => [key, centsToDollars(value)])) as Ageing;

export function createAccountsService({
  db,
  config,
  settings,
  now = () => new Date(),
  sendSoon,
  onlinePayments,
  log,
}: AccountsDependencies) {
  const credit: AccountCredit = {
    lockCredits: (tx, companyIds, today) => lockCredits(tx, companyIds, today, config.overdueBlockDays),
    applyCredit: async (tx, companyId) => (await allocateOpen(tx, companyId, 'system')).length > 0,
  };

  async function requireCompany(companyId: string) {
    const company = await companyRow(db, companyId);
    if (!company) throw notFound(companyMessages.companyNotFound);
    return company;
  }

  /** The caller's company (any status: what it owes stays visible); 404 without one. */
  async function callersCompanyId(user: CurrentUser): Promise<string> {
    const membership = await membershipOf(db, user.id);
    if (!membership) throw notFound(companyMessages.noCompany);
    return membership.companyId;
  }

  /** The open amount past its due date on `today` (0 when none). */
  async function overdueCents(companyId: string, today: string): Promise<number> {
    const [row] = await selectRows<{ overdue: string | number }>(
      db,
      sql`select coalesce(sum(o.total_cents - o.amount_paid_cents), 0) as overdue
            from ${orders} o
           where o.company_id = ${companyId}::uuid and o.payment_method = 'on_account' and ${owingSql}
             and o.due_date < ${today}::date`,
    );
    return Number(row?.overdue ?? 0);
  }

  /** The statement in cents: the opening balance, each entry with its running balance, the closing one. */
  async function statementCents(companyId: string, { from, to }: StatementQuery) {
    const company = await requireCompany(companyId);
    const [opening] = await selectRows<{ opening: string | number }>(
      db,
      sql`select coalesce(sum(e.debit - e.credit), 0) as opening from (${ledgerEntries(companyId)}) e where e.day < ${from}::date`,
    );
    const rows = await selectRows<{
      day: string;
      type: StatementEntryType;
      reference: string;
      debit: string | number;
      credit: string | number;
    }>(
      db,
      sql`select e.day::text as day, e.type, e.reference, e.debit, e.credit
            from (${ledgerEntries(companyId)}) e
           where e.day between ${from}::date and ${to}::date
           order by e.day, e.at, e.reference`,
    );
    const openingCents = Number(opening?.opening ?? 0);
    let running = openingCents;
    const entries = rows.map((row) => {
      const debitCents = Number(row.debit);
      const creditCents = Number(row.credit);
      running += debitCents - creditCents;
      return {
        date: row.day,
        type: row.type,
        reference: row.reference,
        debitCents,
        creditCents,
        balanceCents: running,
      };
    });
    const balance = await balanceCents(db, companyId);
    return {
      company,
      openingCents,
      entries,
      closingCents: running,
      overdueCents: await overdueCents(companyId, dhakaDay(now())),
      availableCents: Math.max(0, company.creditLimitCents - balance),
    };
  }

  async function statementOf(companyId: string, query: StatementQuery): Promise<Statement> {
    const statement = await statementCents(companyId, query);
    return {
      openingBalance: centsToDollars(statement.openingCents),
      entries: statement.entries.map((entry) => ({
        date: entry.date,
        type: entry.type,
        reference: entry.reference,
        debit: centsToDollars(entry.debitCents),
        credit: centsToDollars(entry.creditCents),
        balance: centsToDollars(entry.balanceCents),
      })),
      closingBalance: centsToDollars(statement.closingCents),
      overdue: centsToDollars(statement.overdueCents),
      creditLimit: centsToDollars(statement.company.creditLimitCents),
      available: centsToDollars(statement.availableCents),
    };
  }

  /** The statement as a PDF in `language`, the shop as its seller. */
  async function statementPdf(companyId: string, query: StatementQuery, language: Language): Promise<Buffer> {
    const statement = await statementCents(companyId, query);
    const { currency, shop } = await settings();
    return renderStatement({
      language,
      currency,
      seller: shop,
      company: {
        name: statement.company.name,
        bin: statement.company.bin,
        address: statement.company.address,
        district: statement.company.district,
      },
      terms: statement.company.paymentTerms,
      creditLimitCents: statement.company.creditLimitCents,
      from: query.from,
      to: query.to,
      printedAt: now(),
      openingCents: statement.openingCents,
      entries: statement.entries,
      closingCents: statement.closingCents,
      overdueCents: statement.overdueCents,
      availableCents: statement.availableCents,
    });
  }

  /** The statement as CSV rows: the opening balance, the entries, the closing balance (formula-safe cells). */
  async function statementCsv(companyId: string, query: StatementQuery): Promise<string> {
    const statement = await statementCents(companyId, query);
    const rows: CsvCell[][] = [
      [query.from, 'opening_balance', '', null, null, money(statement.openingCents)],
      ...statement.entries.map((entry) => [
        entry.date,
        entry.type,
        entry.reference,
        money(entry.debitCents),
        money(entry.creditCents),
        money(entry.balanceCents),
      ]),
      [query.to, 'closing_balance', '', null, null, money(statement.closingCents)],
    ];
    return UTF8_BOM + [STATEMENT_CSV_HEADER, ...rows].map(csvRow).join('');
  }

  return {
    /** For orders (placement and approval): the company's position under its lock, and carried credit. */
    credit,

    /**
     * What the company owes now (negative: credit) and what checkout on account may use, by the
     * credit check's rule on today's Dhaka day (the company's own answers).
     */
    async figures(executor: Database, companyId: string): Promise<AccountFigures> {
      const { balanceCents, position } = await accountFigures(
        executor,
        companyId,
        dhakaDay(now()),
        config.overdueBlockDays,
      );
      return { balanceCents, onAccountAvailableCents: position.availableCents, overdueBlocked: position.overdue };
    },

    /**
     * POST /api/admin/companies/{id}/payments: money received on the account pays the oldest due
     * invoices first; what is left stays as credit (and pays the next on-account order at once).
     * One transaction under the company's row lock.
     */
    async recordPayment(
      admin: CurrentUser,
      companyId: string,
      request: AccountPaymentRequest,
    ): Promise<AccountPayment> {
      const receivedAt = request.receivedAt ? new Date(request.receivedAt) : now();
      if (receivedAt.getTime() > now().getTime() + 60_000) throw badRequest(accountMessages.receivedAtInvalid);
      const amountCents = dollarsToCents(request.amount);
      const answer = await retryingTransaction(db, async (tx) => {
        const [locked] = await selectRows<{ id: string }>(
          tx,
          sql`select id from ${companies} where id = ${companyId}::uuid for no key update`,
        );
        if (!locked) throw notFound(companyMessages.companyNotFound);
        const [payment] = await tx
          .insert(accountPayments)
          .values({
            companyId,
            amountCents,
            method: request.method,
            reference: request.reference,
            receivedAt,
            recordedBy: admin.email,
          })
          .returning({ id: accountPayments.id });
        const allocated = await allocateOpen(tx, companyId, admin.email);
        const own = allocated.filter((entry) => entry.paymentId === payment!.id);
        const usedCents = own.reduce((sum, entry) => sum + entry.amountCents, 0);
        return {
          _id: payment!.id,
          amount: centsToDollars(amountCents),
          allocations: own.map((entry) => ({
            orderId: entry.orderId,
            invoiceNumber: entry.invoiceNumber,
            amount: centsToDollars(entry.amountCents),
          })),
          unallocated: centsToDollars(amountCents - usedCents),
        };
      });
      // The receipts of the orders it paid were queued with it.
      if (answer.allocations.length > 0) sendSoon?.();
      return answer;
    },

    /**
     * Credit given back to the account (an on-account order refunded to it) pays its open invoices,
     * oldest due first, under the company's row lock, like a payment's.
     */
    async applyCredit(companyId: string): Promise<void> {
      const allocated = await retryingTransaction(db, async (tx) => {
        await selectRows(tx, sql`select id from ${companies} where id = ${companyId}::uuid for no key update`);
        return allocateOpen(tx, companyId, 'system');
      });
      if (allocated.length > 0) sendSoon?.();
    },

    /** The company's open invoices and the credit it carries (Record payment's preview allocates them with the contract's rule). */
    async openInvoices(companyId: string): Promise<OpenInvoiceList> {
      await requireCompany(companyId);
      const invoices = await openInvoices(db, companyId);
      const balance = await balanceCents(db, companyId);
      const owed = invoices.reduce((sum, invoice) => sum + invoice.openCents, 0);
      return {
        invoices: invoices.map((invoice) => ({
          orderId: invoice.orderId,
          invoiceNumber: invoice.invoiceNumber,
          invoiceDate: invoice.invoiceDate,
          dueDate: invoice.dueDate,
          total: centsToDollars(invoice.totalCents),
          open: centsToDollars(invoice.openCents),
        })),
        credit: centsToDollars(Math.max(0, owed - balance)),
      };
    },

    /** GET /api/admin/companies/{id}/statement. */
    statement: (companyId: string, query: StatementQuery) => statementOf(companyId, query),

    /** The statement PDF for a member: in their saved language, else the shop's. */
    async myStatementPdf(user: CurrentUser, query: StatementQuery): Promise<Buffer> {
      const companyId = await callersCompanyId(user);
      return statementPdf(companyId, query, await recipientLanguage(db, { userId: user.id }));
    },
    /** The statement PDF an admin prints: in the language of the company's applicant (its first owner). */
    async statementPdf(companyId: string, query: StatementQuery): Promise<Buffer> {
      const company = await requireCompany(companyId);
      return statementPdf(companyId, query, await recipientLanguage(db, { userId: company.applicantId }));
    },
    async myStatementCsv(user: CurrentUser, query: StatementQuery): Promise<string> {
      return statementCsv(await callersCompanyId(user), query);
    },
    statementCsv,

    /** GET /api/companies/mine/statement: any member of the company. */
    async myStatement(user: CurrentUser, query: StatementQuery): Promise<Statement> {
      return statementOf(await callersCompanyId(user), query);
    },

    /**
     * POST /api/companies/mine/pay: SSLCommerz's page for paying (part of) the open balance. The
     * session's transaction id and amount are kept; the validated payment is recorded and
     * allocated like an admin's (recordOnlinePayment).
     */
    async payOnline(user: CurrentUser, amountCents: number): Promise<{ redirectUrl: string }> {
      const companyId = await callersCompanyId(user);
      const payments = onlinePayments?.();
      if (!payments) throw badRequest(accountMessages.onlinePaymentUnavailable);
      if (amountCents > (await balanceCents(db, companyId))) throw badRequest(accountMessages.payAmountAboveBalance);
      const company = await requireCompany(companyId);
      const tranId = payments.newTranId();
      await db.insert(accountPaymentSessions).values({ tranId, companyId, userId: user.id, amountCents });
      return payments.createAccountSession({
        tranId,
        amountCents,
        customer: {
          name: user.name || company.name,
          email: user.email,
          phone: company.phone,
          address: company.address,
        },
        description: `Account of ${company.name}`,
      });
    },

    /**
     * A payment SSLCommerz validated for an account session: recorded once per bank transaction
     * (its key), for the session's amount and company, and allocated oldest due first. A report
     * of another amount or currency is not recorded (an admin looks at it).
     */
    async recordOnlinePayment(payment: SslcommerzTransaction): Promise<SslcommerzIpnOutcome> {
      const [session] = await db
        .select()
        .from(accountPaymentSessions)
        .where(eq(accountPaymentSessions.tranId, payment.tranId))
        .limit(1);
      if (!session) {
        log?.error({ tranId: payment.tranId, valId: payment.valId }, 'SSLCommerz validated an unknown account session');
        return 'unknown_order';
      }
      const { currency } = await settings();
      if (
        payment.requestedCurrency !== currency ||
        payment.requestedAmountCents !== session.amountCents ||
        payment.riskLevel === '1'
      ) {
        log?.warn(
          { tranId: payment.tranId, valId: payment.valId },
          'SSLCommerz account payment does not match its session',
        );
        return 'in_review';
      }
      const providerTransactionId = payment.bankTranId || payment.valId;
      const recorded = await retryingTransaction(db, async (tx) => {
        await selectRows(tx, sql`select id from ${companies} where id = ${session.companyId}::uuid for no key update`);
        const inserted = await tx
          .insert(accountPayments)
          .values({
            companyId: session.companyId,
            amountCents: session.amountCents,
            method: 'sslcommerz',
            reference: `val_id ${payment.valId}`,
            receivedAt: now(),
            recordedBy: SSLCOMMERZ_ACTOR,
            providerTransactionId,
          })
          .onConflictDoNothing({ target: accountPayments.providerTransactionId })
          .returning({ id: accountPayments.id });
        if (inserted.length === 0) return false;
        await allocateOpen(tx, session.companyId, SSLCOMMERZ_ACTOR);
        return true;
      });
      if (!recorded) return 'duplicate';
      sendSoon?.();
      return 'paid';
    },

    /** The caller's company id (404 without one): the statement's PDF and CSV and paying online. */
    callersCompanyId,

    /**
     * GET /api/admin/receivables: one row per company that owes something, its open amounts aged
     * by days past their due date on `today` (Dhaka days), largest total first.
     */
    async receivables(today: string = dhakaDay(now())): Promise<Receivables> {
      const rows = await selectRows<{
        company_id: string;
        name: string;
        credit_limit_cents: string | number;
        due_date: string;
        open_cents: string | number;
      }>(
        db,
        sql`select c.id as company_id, c.name, c.credit_limit_cents, o.due_date::text as due_date,
                   o.total_cents - o.amount_paid_cents as open_cents
              from ${orders} o join ${companies} c on c.id = o.company_id
             where o.payment_method = 'on_account' and ${owingSql}`,
      );
      const byCompany = new Map<string, { name: string; creditLimitCents: number; ageing: Ageing }>();
      const totals = emptyAgeing();
      for (const row of rows) {
        const entry = byCompany.get(row.company_id) ?? {
          name: row.name,
          creditLimitCents: Number(row.credit_limit_cents),
          ageing: emptyAgeing(),
        };
        const bucket = ageingBucket(daysBetween(row.due_date, today));
        const open = Number(row.open_cents);
        entry.ageing[bucket] += open;
        entry.ageing.total += open;
        totals[bucket] += open;
        totals.total += open;
        byCompany.set(row.company_id, entry);
      }
      return {
        rows: [...byCompany.entries()]
          .sort(
            ([idA, a], [idB, b]) =>
              b.ageing.total - a.ageing.total || a.name.localeCompare(b.name) || idA.localeCompare(idB),
          )
          .map(([companyId, entry]) => ({
            companyId,
            name: entry.name,
            creditLimit: centsToDollars(entry.creditLimitCents),
            ...ageingInDollars(entry.ageing),
          })),
        totals: ageingInDollars(totals),
      };
    },

    /** GET /api/admin/receivables.csv: the same rows and their totals. */
    async receivablesCsv(today?: string): Promise<string> {
      const { rows, totals } = await this.receivables(today);
      const cents = (amount: number) => money(dollarsToCents(amount));
      const lines: CsvCell[][] = [
        ...rows.map((row) => [
          row.companyId,
          row.name,
          cents(row.creditLimit),
          ...AGEING_BUCKETS.map((bucket) => cents(row[bucket])),
          cents(row.total),
        ]),
        ['', 'total', null, ...AGEING_BUCKETS.map((bucket) => cents(totals[bucket])), cents(totals.total)],
      ];
      return UTF8_BOM + [RECEIVABLES_CSV_HEADER, ...lines].map(csvRow).join('');
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
