import type { MailMessage } from '../../providers/mail/index.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

function message(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [
    greeting,
    '',
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    '— Tools-BD',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#f59e0b;color:#0f172a;padding:10px 18px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Or open this link: ${escapeHtml(action.url)}</p>`
    : ''
}
<p>— Tools-BD</p>
</body></html>`;
  return { to, subject, text, html };
}

/** To the applicant when an admin approves the company. */
export function companyApprovedEmail(to: string, name: string, companyName: string, accountUrl: string): MailMessage {
  return message(
    to,
    `Your trade account for ${companyName} is approved`,
    `Hello ${name || 'there'},`,
    [
      `Tools-BD approved the trade account of ${companyName}. Its members now order with the company's prices and features.`,
    ],
    { label: 'Open my account', url: accountUrl },
  );
}

/** To the applicant when an admin turns the application down. */
export function companyRejectedEmail(to: string, name: string, companyName: string): MailMessage {
  return message(to, `Your trade account application for ${companyName}`, `Hello ${name || 'there'},`, [
    `We could not approve the trade account of ${companyName}. You can keep ordering as a customer; reply to this e-mail if you have questions.`,
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
): MailMessage {
  return message(
    to,
    `${inviterName || 'A colleague'} invites you to ${companyName} on Tools-BD`,
    'Hello,',
    [
      `${inviterName || 'A colleague'} invites you to join ${companyName} on Tools-BD as ${role === 'owner' ? 'an owner' : 'a buyer'}.`,
      `Sign in (or sign up) with this e-mail address and open the link below. It works once and expires in ${days} days.`,
    ],
    { label: 'Join the company', url },
  );
}
