import { SocialIcons } from './SocialIcons.tsx';

/** Three link groups without targets, a tagline, social icons and the current year. */
const groups = [
  { title: 'Shipping', links: ['Selling', 'Design', 'Production', 'Advertisement'] },
  { title: 'Company', links: ['About us', 'Contact Us', 'Join With us', 'Employee'] },
  { title: 'Legal', links: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
];

export function Footer() {
  return (
    <footer className="mt-16 bg-ink text-slate-300">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-3">
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{group.title}</h2>
            <ul className="space-y-2">
              {group.links.map((link) => (
                <li key={link}>{link}</li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-700">
        <div className="container-page flex flex-col items-center justify-between gap-4 py-6 sm:flex-row">
          <p className="font-semibold text-white">Providing reliable tech since 1992</p>
          <SocialIcons className="text-slate-300" />
          <p className="text-sm">Copyright © {new Date().getFullYear()} - All right reserved by Tools-BD</p>
        </div>
      </div>
    </footer>
  );
}
