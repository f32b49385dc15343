/**
 * The trade account e-mails (approval, rejection, invitation) in the recipient's language (the
 * one they saved, else the shop's default; an invited address without an account: the default).
 * The words are the contract's (`companies/mails.ts` and its Bangla twin).
 */
import type { Language } from '@tools-bd/contract';
import { documentTexts } from '@tools-bd/contract/documents';
import { formatCount } from '../../lib/recipient-language.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

function message(
  language: Language,
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action?: { label: string; url: string },
): MailMessage {
  const words = documentTexts[language].companies;
  const text = [
    greeting,
    '',
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    words.signature,
  ].join('\n');
  const html = `<!doctype html><html${language === 'en' ? '' : ` lang="${language}"`}><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#f59e0b;color:#0f172a;padding:10px 18px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(words.openLink(action.url))}</p>`
    : ''
}
<p>${escapeHtml(words.signature)}</p>
</body></html>`;
  return { to, subject, text, html };
}

/** To the applicant when an admin approves the company. */
export function companyApprovedEmail(
  to: string,
  name: string,
  companyName: string,
  accountUrl: string,
  language: Language = 'en',
): MailMessage {
  const words = documentTexts[language].companies;
  return message(
    language,
    to,
    words.approvedSubject(companyName),
    words.greeting(name),
    [words.approvedBody(companyName)],
    {
      label: words.approvedAction,
      url: accountUrl,
    },
  );
}

/** To the applicant when an admin turns the application down. */
export function companyRejectedEmail(
  to: string,
  name: string,
  companyName: string,
  language: Language = 'en',
): MailMessage {
  const words = documentTexts[language].companies;
  return message(language, to, words.rejectedSubject(companyName), words.greeting(name), [
    words.rejectedBody(companyName),
  ]);
}

/** To the person invited; the link works once, for `days` days. */
export function companyInvitationEmail(
  to: string,
  inviterName: string,
  companyName: string,
  role: string,
  url: string,
  days: number,
  language: Language = 'en',
): MailMessage {
  const words = documentTexts[language].companies;
  return message(
    language,
    to,
    words.invitationSubject(inviterName, companyName),
    words.invitedGreeting,
    [
      words.invitationBody(inviterName, companyName, role === 'owner'),
      words.invitationHow(formatCount(days, language)),
    ],
    { label: words.invitationAction, url },
  );
}
