/**
 * The account e-mails (verification, password reset) in the person's language (the one they
 * saved, else the shop's default). The words are the contract's (`identity/mails.ts` and its
 * Bangla twin).
 */
import type { Language } from '@tools-bd/contract';
import { documentTexts } from '@tools-bd/contract/documents';
import type { MailMessage } from '../../providers/mail/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

function message(
  language: Language,
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): MailMessage {
  const words = documentTexts[language].identity;
  const text = [greeting, '', ...lines, '', `${action.label}: ${action.url}`, '', footer, '', words.signature].join(
    '\n',
  );
  const html = `<!doctype html><html${language === 'en' ? '' : ` lang="${language}"`}><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#f59e0b;color:#0f172a;padding:10px 18px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(words.openLink(action.url))}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
<p>${escapeHtml(words.signature)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, name: string, url: string, language: Language = 'en'): MailMessage {
  const words = documentTexts[language].identity;
  return message(
    language,
    to,
    words.verifySubject,
    words.greeting(name),
    [words.verifyBody],
    { label: words.verifyAction, url },
    words.verifyFooter,
  );
}

export function passwordResetEmail(to: string, name: string, url: string, language: Language = 'en'): MailMessage {
  const words = documentTexts[language].identity;
  return message(
    language,
    to,
    words.resetSubject,
    words.greeting(name),
    [words.resetBody],
    { label: words.resetAction, url },
    words.resetFooter,
  );
}
