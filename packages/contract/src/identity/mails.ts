/** The words of the account e-mails (verification, password reset) in English; `mails.bn.ts` in Bangla. Zod-free. */
export const identityMailTexts = {
  greeting: (name: string) => `Hello ${name || 'there'},`,
  openLink: (url: string) => `Or open this link: ${url}`,
  signature: '— Tools-BD',
  verifySubject: 'Verify your e-mail address for Tools-BD',
  verifyBody:
    'Please confirm that this is your e-mail address by opening the link below. The link works once and expires in 24 hours.',
  verifyAction: 'Verify my e-mail',
  verifyFooter: 'If you did not create a Tools-BD account, you can ignore this message.',
  resetSubject: 'Reset your Tools-BD password',
  resetBody:
    'Someone (hopefully you) asked to reset the password of your Tools-BD account. Open the link below to choose a new one. The link works once and expires in one hour.',
  resetAction: 'Choose a new password',
  resetFooter: 'If you did not ask for this, ignore this message: your password stays as it is.',
};
