import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CartButton } from '../../features/cart/index.ts';
import { SearchCombobox } from '../../features/catalog/index.ts';
import { saveLanguage, useSession } from '../../features/identity/index.ts';
import { shellTexts } from '../../components/shellTexts.ts';
import { pathInLanguage, rememberLanguage, useLanguage, useTexts } from '../../lib/i18n/index.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-slate-800 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'}`;

/** Home, Shop; Dashboard when signed in; Login or Log out; the display name; the search box and the cart, always in reach. */
export function Navbar() {
  const { status, user, logOut: endSession } = useSession();
  const navigate = useNavigate();
  const t = useTexts(shellTexts);
  const language = useLanguage();
  const location = useLocation();
  const other = language === 'en' ? 'bn' : 'en';
  const [open, setOpen] = useState(false);
  // Below xl the search box opens under the bar: beside the logo, the links and a signed-in name
  // there is no room for it. The links move into the menu below lg.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  // The server ends the token first (so a copy of it stops working too), then this browser forgets it.
  const logOut = async () => {
    close();
    await endSession();
    navigate('/');
  };

  const links = (
    <>
      <li>
        <NavLink to="/" end className={linkClasses} onClick={close}>
          {t.home}
        </NavLink>
      </li>
      <li>
        <NavLink to="/shop" className={linkClasses} onClick={close}>
          {t.shop}
        </NavLink>
      </li>
      <li>
        <NavLink to="/blogs" className={linkClasses} onClick={close}>
          {t.blogs}
        </NavLink>
      </li>
      <li>
        <NavLink to="/portfolio" className={linkClasses} onClick={close}>
          {t.portfolio}
        </NavLink>
      </li>
      {status === 'loading' ? (
        // Signed in or not is not known yet: keep the place instead of flashing "Login".
        <li className="h-9 w-20" aria-hidden="true" />
      ) : user ? (
        <>
          <li>
            <NavLink to="/dashboard" className={linkClasses} onClick={close}>
              {t.dashboard}
            </NavLink>
          </li>
          <li>
            <button type="button" onClick={logOut} className={linkClasses({ isActive: false })}>
              {t.logOut}
            </button>
          </li>
          <li
            className="max-w-48 truncate px-3 py-2 text-sm font-semibold text-brand-300"
            title={user.name || user.email}
          >
            <span className="sr-only">{t.signedInAs}</span>
            {user.name || user.email}
          </li>
        </>
      ) : (
        <li>
          <NavLink to="/login" className={linkClasses} onClick={close}>
            {t.login}
          </NavLink>
        </li>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-30 bg-ink shadow">
      <nav className="container-page flex h-16 items-center justify-between" aria-label={t.mainNavigation}>
        <Link to="/" className="text-xl font-extrabold tracking-tight text-white" onClick={close}>
          Tools<span className="text-brand-500">-BD</span>
        </Link>
        <SearchCombobox
          inputRef={searchInput}
          onNavigate={() => {
            setSearchOpen(false);
            close();
          }}
          onDismiss={() => {
            // Only the small-screen row can be dismissed; focus goes back to the button that opened it.
            if (!searchOpen) return;
            setSearchOpen(false);
            searchToggle.current?.focus();
          }}
          // Its classes, not the bar's: the bar must match the one index.html paints before the script (Navbar.test.tsx).
          className={`${searchOpen ? 'absolute inset-x-0 top-16 block bg-ink px-4 pb-3 sm:px-6' : 'hidden'} xl:static xl:mx-4 xl:block xl:max-w-sm xl:flex-1 xl:bg-transparent xl:p-0`}
        />
        <div className="flex items-center gap-1">
          <ul className="hidden items-center gap-1 lg:flex">{links}</ul>
          <button
            ref={searchToggle}
            type="button"
            className="rounded-md p-2 text-slate-200 hover:bg-slate-800 xl:hidden"
            aria-expanded={searchOpen}
            onClick={() => {
              setSearchOpen((value) => !value);
              close();
            }}
          >
            <span className="sr-only">{searchOpen ? t.closeSearch : t.openSearch}</span>
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <circle cx="11" cy="11" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M16 16l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {/* A real link to this page in the other language: it works without JavaScript, and reloads the page in it. */}
          <a
            href={pathInLanguage(other, `${location.pathname}${location.search}`)}
            hrefLang={other}
            lang={other}
            aria-label={t.otherLanguageLabel}
            className="rounded-md px-2 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white"
            onClick={(event) => {
              rememberLanguage(other);
              if (!user) return;
              // A signed-in account keeps the choice: saved before the page changes, followed either way.
              event.preventDefault();
              const href = event.currentTarget.href;
              void saveLanguage(other)
                .catch(() => undefined)
                .then(() => window.location.assign(href));
            }}
          >
            {t.otherLanguage}
          </a>
          <CartButton onClick={close} />
          <button
            type="button"
            className="rounded-md p-2 text-slate-200 hover:bg-slate-800 lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => {
              setOpen((value) => !value);
              setSearchOpen(false);
            }}
          >
            <span className="sr-only">{open ? t.closeMenu : t.openMenu}</span>
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path
                d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </nav>
      {open ? (
        <ul
          id="mobile-menu"
          className="container-page space-y-1 pb-4 lg:hidden"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          {links}
        </ul>
      ) : null}
    </header>
  );
}
