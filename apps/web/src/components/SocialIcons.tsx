import { useTexts } from '../lib/i18n/index.ts';
import { commonTexts } from './commonTexts.ts';

/** Three social icons; the sketch gives them no targets, so they are labelled images, not links. */
const icons = [
  { name: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z' },
  {
    name: 'Twitter',
    path: 'M22 6c-.7.3-1.5.6-2.3.7a4 4 0 0 0 1.8-2.2c-.8.5-1.7.8-2.6 1A4 4 0 0 0 12 9.1 11.4 11.4 0 0 1 3.7 5a4 4 0 0 0 1.2 5.4c-.6 0-1.3-.2-1.8-.5 0 2 1.4 3.6 3.2 4a4 4 0 0 1-1.8.1 4 4 0 0 0 3.7 2.8A8 8 0 0 1 2 18.4 11.4 11.4 0 0 0 8.3 20c7.5 0 11.6-6.2 11.6-11.6v-.5C20.7 7.4 21.4 6.7 22 6z',
  },
  {
    name: 'YouTube',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  },
];

export function SocialIcons({ className = 'text-current' }: { className?: string }) {
  const t = useTexts(commonTexts);
  return (
    <ul className={`flex items-center gap-4 ${className}`} aria-label={t.socialMedia}>
      {icons.map((icon) => (
        <li key={icon.name}>
          <svg viewBox="0 0 24 24" className="size-6" role="img" aria-label={icon.name}>
            <path d={icon.path} fill="currentColor" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
