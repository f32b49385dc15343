import { NavLink } from 'react-router';
import { useCartItemCount } from '../api.ts';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { cartTexts } from '../texts.ts';

/** The navbar's cart link with the number of units in the cart; the badge keeps its place while the count loads. */
export function CartButton({ onClick }: { onClick?: () => void }) {
  const count = useCartItemCount();
  const t = useTexts(cartTexts);
  const format = useFormat();
  const label = count === undefined ? t.cart : t.cartWithCount(count);
  return (
    <NavLink
      to="/cart"
      onClick={onClick}
      aria-label={label}
      className={({ isActive }) =>
        `inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-slate-800 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'}`
      }
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L20.5 8H6.2" />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span aria-hidden="true">{t.cart}</span>
      {/* A space between the word and the count: the visible text reads "Cart 12", which the
          accessible name contains (WCAG 2.5.3, label in name); without it, it read "Cart12". */}{' '}
      <span
        aria-hidden="true"
        className="min-w-6 rounded-full bg-brand-500 px-1.5 text-center text-xs font-bold text-ink tabular-nums"
      >
        {count === undefined ? '\u00a0' : format.language === 'en' ? count : format.number(count)}
      </span>
    </NavLink>
  );
}
