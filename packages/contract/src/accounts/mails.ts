/** The words of the account reminder e-mail in English; `mails.bn.ts` in Bangla. Zod-free. */
export const accountMailTexts = {
  greeting: (name: string) => `Hello ${name || 'there'},`,
  signature: '— Tools-BD',
  reminderSubject: (company: string) => `Payment reminder for ${company}`,
  reminderIntro: (company: string) => `This is a reminder about the account of ${company} with Tools-BD.`,
  dueSoonHeading: 'Invoices falling due soon:',
  overdueHeading: 'Overdue invoices:',
  invoiceLine: (invoiceNumber: string, dueDate: string, open: string) => `${invoiceNumber}, due ${dueDate}: ${open}`,
  totalLine: (total: string) => `Total owed on the account: ${total}`,
  action: 'Open the statement',
};
