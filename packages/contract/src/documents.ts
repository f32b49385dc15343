/**
 * `@tools-bd/contract/documents`: the words of what the shop sends (e-mails to customers and admins,
 * the invoice and credit note PDFs) in English and Bangla. The server alone prints them, so they are an
 * entry of their own: no page's bundle carries them. English is each `<domain>/mails.ts` (or
 * `documents.ts`) byte for byte; Bangla its `.bn.ts` twin, typed to have exactly the same keys.
 */
import type { Language, Translation } from './common/languages.ts';
import * as accountsEn from './accounts/mails.ts';
import * as accountsBn from './accounts/mails.bn.ts';
import * as statementEn from './accounts/documents.ts';
import * as statementBn from './accounts/documents.bn.ts';
import * as companiesEn from './companies/mails.ts';
import * as companiesBn from './companies/mails.bn.ts';
import * as identityEn from './identity/mails.ts';
import * as identityBn from './identity/mails.bn.ts';
import * as invoicesEn from './invoices/documents.ts';
import * as invoicesBn from './invoices/documents.bn.ts';
import * as ordersEn from './orders/mails.ts';
import * as ordersBn from './orders/mails.bn.ts';
import * as paymentsEn from './payments/mails.ts';
import * as paymentsBn from './payments/mails.bn.ts';
import * as quotesEn from './quotes/mails.ts';
import * as quotesBn from './quotes/mails.bn.ts';

export { amountInBanglaWords } from './invoices/amount-in-bangla.ts';

const english = {
  orders: ordersEn.orderMailTexts,
  identity: identityEn.identityMailTexts,
  companies: companiesEn.companyMailTexts,
  invoices: invoicesEn.taxDocumentTexts,
  payments: paymentsEn.paymentMailTexts,
  quotes: quotesEn.quoteMailTexts,
  accounts: accountsEn.accountMailTexts,
  statements: statementEn.statementTexts,
};
export type DocumentTexts = typeof english;

const bangla: Translation<DocumentTexts> = {
  orders: ordersBn.orderMailTexts,
  identity: identityBn.identityMailTexts,
  companies: companiesBn.companyMailTexts,
  invoices: invoicesBn.taxDocumentTexts,
  payments: paymentsBn.paymentMailTexts,
  quotes: quotesBn.quoteMailTexts,
  accounts: accountsBn.accountMailTexts,
  statements: statementBn.statementTexts,
};

/** Each language's words: `documentTexts[language].orders.placedSubject`. */
export const documentTexts: Record<Language, Translation<DocumentTexts>> = { en: english, bn: bangla };
