/** The words of the trade account e-mails (approval, rejection, invitation) in English; `mails.bn.ts` in Bangla. Zod-free. */
export const companyMailTexts = {
  greeting: (name: string) => `Hello ${name || 'there'},`,
  invitedGreeting: 'Hello,',
  openLink: (url: string) => `Or open this link: ${url}`,
  signature: '— Tools-BD',
  approvedSubject: (company: string) => `Your trade account for ${company} is approved`,
  approvedBody: (company: string) =>
    `Tools-BD approved the trade account of ${company}. Its members now order with the company's prices and features.`,
  approvedAction: 'Open my account',
  rejectedSubject: (company: string) => `Your trade account application for ${company}`,
  rejectedBody: (company: string) =>
    `We could not approve the trade account of ${company}. You can keep ordering as a customer; reply to this e-mail if you have questions.`,
  invitationSubject: (inviter: string, company: string) =>
    `${inviter || 'A colleague'} invites you to ${company} on Tools-BD`,
  invitationBody: (inviter: string, company: string, asOwner: boolean) =>
    `${inviter || 'A colleague'} invites you to join ${company} on Tools-BD as ${asOwner ? 'an owner' : 'a buyer'}.`,
  invitationHow: (days: string) =>
    `Sign in (or sign up) with this e-mail address and open the link below. It works once and expires in ${days} days.`,
  invitationAction: 'Join the company',
};
