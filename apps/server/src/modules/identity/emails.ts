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
  action: { label: string; url: string },
  footer: string,
): MailMessage {
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', footer, '', '— Tools-BD'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#f59e0b;color:#0f172a;padding:10px 18px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">Or open this link: ${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
<p>— Tools-BD</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return message(
    to,
    'Verify your e-mail address for Tools-BD',
    `Hello ${name || 'there'},`,
    [
      'Please confirm that this is your e-mail address by opening the link below. The link works once and expires in 24 hours.',
    ],
    { label: 'Verify my e-mail', url },
    'If you did not create a Tools-BD account, you can ignore this message.',
  );
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return message(
    to,
    'Reset your Tools-BD password',
    `Hello ${name || 'there'},`,
    [
      'Someone (hopefully you) asked to reset the password of your Tools-BD account. Open the link below to choose a new one. The link works once and expires in one hour.',
    ],
    { label: 'Choose a new password', url },
    'If you did not ask for this, ignore this message: your password stays as it is.',
  );
}
