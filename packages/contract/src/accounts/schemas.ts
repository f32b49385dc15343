import { z } from 'zod';
import { isPlainText } from '../orders/schemas.ts';
import { orderMessages } from '../orders/messages.ts';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_PAYMENT_METHODS,
  PAYMENT_TERMS,
  STATEMENT_ENTRY_TYPES,
  accountMessages as messages,
} from './messages.ts';
import { daysBetween } from './rules.ts';

// Trade credit: facts and messages in accounts/messages.ts, rules in accounts/rules.ts.

export const paymentTermsSchema = z.enum(PAYMENT_TERMS, { error: messages.paymentTermsInvalid });

const hasCents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** A company's credit limit in the shop's currency (0: none). */
export const creditLimitSchema = z
  .number({ error: messages.creditLimitInvalid })
  .min(0, messages.creditLimitInvalid)
  .max(ACCOUNT_LIMITS.creditLimitMax, messages.creditLimitInvalid)
  .refine(hasCents, messages.creditLimitInvalid);

const paymentAmountSchema = z
  .number({ error: messages.amountInvalid })
  .positive(messages.amountInvalid)
  .max(ACCOUNT_LIMITS.paymentMax, messages.amountInvalid)
  .refine(hasCents, messages.amountInvalid);

/** POST /api/admin/companies/{id}/payments: money received on a company's account. */
export const accountPaymentRequestSchema = z.object({
  amount: paymentAmountSchema,
  method: z.enum(ACCOUNT_PAYMENT_METHODS, { error: messages.methodInvalid }),
  reference: z
    .string({ error: messages.referenceInvalid })
    .trim()
    .max(ACCOUNT_LIMITS.referenceMax, messages.referenceInvalid)
    .refine((value) => isPlainText(value), orderMessages.controlCharacters)
    .default(''),
  /** When the money arrived; now when left out. */
  receivedAt: z.iso.datetime({ offset: true, error: messages.receivedAtInvalid }).optional(),
});
export type AccountPaymentRequest = z.infer<typeof accountPaymentRequestSchema>;

export const accountAllocationSchema = z.object({ orderId: z.string(), invoiceNumber: z.string(), amount: z.number() });
export type AccountAllocation = z.infer<typeof accountAllocationSchema>;

/** What a recorded payment paid, and what it left as credit. */
export const accountPaymentSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  allocations: z.array(accountAllocationSchema),
  unallocated: z.number(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

/** An invoice of the account still owing money (what Record payment's preview allocates). */
export const openInvoiceSchema = z.object({
  orderId: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  total: z.number(),
  open: z.number(),
});
export type OpenInvoiceRow = z.infer<typeof openInvoiceSchema>;
export const openInvoiceListSchema = z.object({ invoices: z.array(openInvoiceSchema), credit: z.number() });
export type OpenInvoiceList = z.infer<typeof openInvoiceListSchema>;

const daySchema = z.iso.date({ error: messages.dateRangeInvalid });

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (Dhaka days, both included). */
export const statementQuerySchema = z
  .object({ from: daySchema, to: daySchema })
  .refine(
    ({ from, to }) => from <= to && daysBetween(from, to) <= ACCOUNT_LIMITS.statementMaxDays,
    messages.dateRangeInvalid,
  );
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementEntrySchema = z.object({
  date: z.string(),
  type: z.enum(STATEMENT_ENTRY_TYPES),
  reference: z.string(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  openingBalance: z.number(),
  entries: z.array(statementEntrySchema),
  closingBalance: z.number(),
  overdue: z.number(),
  creditLimit: z.number(),
  available: z.number(),
});
export type Statement = z.infer<typeof statementSchema>;

const ageingFields = {
  current: z.number(),
  days1to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
  total: z.number(),
};
export const receivablesSchema = z.object({
  rows: z.array(z.object({ companyId: z.string(), name: z.string(), creditLimit: z.number(), ...ageingFields })),
  totals: z.object(ageingFields),
});
export type Receivables = z.infer<typeof receivablesSchema>;

/** POST /api/companies/mine/pay: pay (part of) the open balance online. */
export const accountPayOnlineRequestSchema = z.object({ amount: paymentAmountSchema });
export type AccountPayOnlineRequest = z.infer<typeof accountPayOnlineRequestSchema>;
