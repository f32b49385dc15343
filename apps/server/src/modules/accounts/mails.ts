/**
 * The account reminder e-mail to a company's owners, in each owner's language (the one they
 * saved, else the shop's default). The words are the contract's (`accounts/mails.ts` and its
 * Bangla twin).
 */
import type { Language } from '@tools-bd/contract';
import { documentTexts } from '@tools-bd/contract/documents';
import { formatMailAmount } from '../../lib/recipient-language.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** An invoice a reminder names. */
export interface RemindedInvoice {
  invoiceNumber: string;
  dueDate: string;
  openCents: number;
}

export interface ReminderFacts {
  to: string;
  name: string;
  company: string;
  currency: string;
  /** Not yet due, reminded before their due date. */
  dueSoon: RemindedInvoice[];
  /** Every open invoice past its due date. */
  overdue: RemindedInvoice[];
  /** What the company owes on the account. */
  totalCents: number;
  statementUrl: string;
}

export function accountReminderMail(facts: ReminderFacts, language: Language): MailMessage {
  const words = documentTexts[language].accounts;
  const amount = (cents: number) => `${formatMailAmount(cents / 100, language)} ${facts.currency}`;
  const line = (invoice: RemindedInvoice) =>
    words.invoiceLine(invoice.invoiceNumber, invoice.dueDate, amount(invoice.openCents));
  const sections: { heading: string; lines: string[] }[] = [
    ...(facts.overdue.length > 0 ? [{ heading: words.overdueHeading, lines: facts.overdue.map(line) }] : []),
    ...(facts.dueSoon.length > 0 ? [{ heading: words.dueSoonHeading, lines: facts.dueSoon.map(line) }] : []),
  ];
  const greeting = words.greeting(facts.name);
  const intro = words.reminderIntro(facts.company);
  const total = words.totalLine(amount(facts.totalCents));
  const text = [
    greeting,
    '',
    intro,
    ...sections.flatMap((section) => ['', section.heading, ...section.lines.map((entry) => `- ${entry}`)]),
    '',
    total,
    '',
    `${words.action}: ${facts.statementUrl}`,
    '',
    words.signature,
  ].join('\n');
  const html = `<!doctype html><html${language === 'en' ? '' : ` lang="${language}"`}><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    (section) =>
      `<p><strong>${escapeHtml(section.heading)}</strong></p>\n<ul>${section.lines.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<p><strong>${escapeHtml(total)}</strong></p>
<p><a href="${escapeHtml(facts.statementUrl)}">${escapeHtml(words.action)}</a></p>
<p>${escapeHtml(words.signature)}</p>
</body></html>`;
  return { to: facts.to, subject: words.reminderSubject(facts.company), text, html };
}
