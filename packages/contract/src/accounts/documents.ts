/** The words of the account statement (PDF and CSV) in English; `documents.bn.ts` in Bangla. Zod-free. */
export const statementTexts = {
  title: 'Account statement',
  period: (from: string, to: string) => `From ${from} to ${to}`,
  printed: (at: string) => `Printed ${at}`,
  customer: 'Customer',
  bin: (bin: string) => `BIN: ${bin}`,
  terms: (terms: string) => `Payment terms: ${terms}`,
  creditLimit: (amount: string) => `Credit limit: ${amount}`,
  amountsIn: (currency: string) => `Amounts in ${currency}`,
  columns: { date: 'Date', type: 'Type', reference: 'Reference', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
  types: { invoice: 'Invoice', payment: 'Payment', credit_note: 'Credit note' },
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  overdue: 'Overdue',
  available: 'Available credit',
  noEntries: 'No entries in this period.',
  termNames: { prepaid: 'Prepaid', net_7: 'Net 7', net_15: 'Net 15', net_30: 'Net 30', net_60: 'Net 60' },
  footer:
    'A negative balance is credit on the account. Questions about this statement: reply to our e-mail or call us.',
};
