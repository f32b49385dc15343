import { NavLink } from 'react-router';
import { useCartItemCount } from '../api.ts';

/**
 * The navbar's cart link with the number of units in the cart; the badge keeps its place while the
 * count loads. Its name ("Cart, 3 items") is its visible text plus words for screen readers only,
 * so the words on screen are part of it (WCAG 2.5.3: speech users say what they see).
 */
export function CartButton({ onClick }: { onClick?: () => void }) {
  const count = useCartItemCount();
  return (
    <NavLink
      to="/cart"
      onClick={onClick}
      className={({ isActive }) =>
        `inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-slate-800 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'}`
      }
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L20.5 8H6.2" />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span>Cart</span>
      {/* The spaces between the parts are text of the link (a flex container does not draw them). */}
      {count === undefined ? null : <span className="sr-only">,</span>}{' '}
      <span aria-hidden={count === undefined} className="min-w-6 rounded-full bg-brand-500 px-1.5 text-center text-xs font-bold text-ink tabular-nums">
        {count ?? '\u00a0'}
      </span>{' '}
      {count === undefined ? null : <span className="sr-only">{count === 1 ? 'item' : 'items'}</span>}
    </NavLink>
  );
}
