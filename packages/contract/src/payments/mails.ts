/** The words of the e-mail that asks the shop's admins to look at an SSLCommerz payment, in English; `mails.bn.ts` in Bangla. Zod-free. */
import { sslcommerzMessages } from './messages.ts';

export const paymentMailTexts = {
  reviewSubject: sslcommerzMessages.reviewMailSubject,
  reviewNeedsPerson: (orderNumber: string, customerName: string, email: string) =>
    `An SSLCommerz payment for order ${orderNumber} (${customerName}, ${email}) needs a person.`,
  reviewValidationId: (valId: string) => `SSLCommerz validation id: ${valId}`,
  reviewWhatToDo: (link: string) =>
    `The order is in review and is not marked paid. Check the payment in the SSLCommerz merchant panel, then settle or refund it: ${link}`,
};
