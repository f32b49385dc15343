import { useFormat, useTexts } from '../lib/i18n/LanguageProvider.tsx';
import { shellTexts } from './shellTexts.ts';
import { SocialIcons } from './SocialIcons.tsx';

/** Three link groups without targets, a tagline, social icons and the current year. */
export function Footer() {
  const t = useTexts(shellTexts);
  const format = useFormat();
  return (
    <footer className="mt-16 bg-ink text-slate-300">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-3">
        {Object.values(t.footerGroups).map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{group.title}</h2>
            <ul className="space-y-2">
              {Object.values(group.links).map((link) => (
                <li key={link}>{link}</li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-700">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 sm:flex-row">
          <p className="font-semibold text-white">{t.tagline}</p>
          <SocialIcons className="text-slate-300" />
          {/* A year is no amount: no grouping ("2026", "২০২৬"). */}
          <p className="text-sm">
            {t.copyright(
              format.language === 'en'
                ? String(new Date().getFullYear())
                : format.number(new Date().getFullYear()).replace(/,/g, ''),
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
