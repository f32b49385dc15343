/** Zod-free facts and messages of trade credit: payment terms, credit limits, statements, receivables. */

/** How long a company has to pay an invoice: `prepaid` (no credit) or net N days. */
export const PAYMENT_TERMS = ['prepaid', 'net_7', 'net_15', 'net_30', 'net_60'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

/** The days each term gives from the invoice's date (Asia/Dhaka) to its due date. */
export const TERM_DAYS: Record<PaymentTerm, number> = { prepaid: 0, net_7: 7, net_15: 15, net_30: 30, net_60: 60 };

/** How money paid to an account arrived (an admin records it). */
export const ACCOUNT_PAYMENT_METHODS = ['bank_transfer', 'cash', 'cheque', 'mobile_banking'] as const;
export type AccountPaymentMethod = (typeof ACCOUNT_PAYMENT_METHODS)[number];

/** The lines of a statement: an invoice debits, a payment and a credit note credit. */
export const STATEMENT_ENTRY_TYPES = ['invoice', 'payment', 'credit_note'] as const;
export type StatementEntryType = (typeof STATEMENT_ENTRY_TYPES)[number];

export const ACCOUNT_LIMITS = {
  /** The largest credit limit (in the shop's currency): amounts are kept as 64-bit cents, orders as 32-bit. */
  creditLimitMax: 21_474_836.47,
  /** The largest single payment. */
  paymentMax: 21_474_836.47,
  referenceMax: 100,
  /** The longest statement range, in days. */
  statementMaxDays: 3660,
} as const;

export const accountMessages = {
  /** on_account by somebody whose approved company has no payment terms (or who has no company). */
  needsTerms: 'Buying on account needs payment terms',
  /** An on-account order that would take the company past its credit limit. */
  creditLimitExceeded: (available: string) => `Credit limit exceeded: ${available} available`,
  /** An on-account order while an invoice is too long past its due date. */
  overdue: 'Your account has overdue invoices',
  paymentTermsInvalid: `paymentTerms must be one of ${PAYMENT_TERMS.join(', ')}`,
  creditLimitInvalid: `creditLimit must be an amount from 0 to ${ACCOUNT_LIMITS.creditLimitMax} with at most two decimals`,
  amountInvalid: `amount must be a positive amount up to ${ACCOUNT_LIMITS.paymentMax} with at most two decimals`,
  methodInvalid: `method must be one of ${ACCOUNT_PAYMENT_METHODS.join(', ')}`,
  referenceInvalid: `reference must be text of at most ${ACCOUNT_LIMITS.referenceMax} characters`,
  receivedAtInvalid: 'receivedAt must be a date and time, not in the future',
  dateRangeInvalid: 'from and to must be dates (YYYY-MM-DD), from not after to, at most ten years apart',
  /** Pay online with nothing owed, or more than is owed. */
  payAmountAboveBalance: 'The amount is more than the open balance',
  /** Pay online while SSLCommerz is not configured. */
  onlinePaymentUnavailable: 'Online payment is not available',
} as const;
