import { useFormat, useTexts } from '../lib/i18n/index.ts';
import { Button, ButtonLink, buttonClasses } from './Button.tsx';
import { paginationTexts } from './paginationTexts.ts';

export interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  /** What the counted things are called, in the page's language. */
  noun: string;
  /** Called with the page asked for (screens that keep the page in their own state). */
  onPageChange?: (page: number) => void;
  /**
   * The address of a page (screens that keep the page in the URL): Previous and Next become links,
   * which also work before the app's script has loaded and can be opened in a new tab.
   */
  pageHref?: (page: number) => string;
}

/** Previous / Next with "Page x of y", announced politely when it changes. */
export function Pagination({ page, pageCount, total, noun, onPageChange, pageHref }: PaginationProps) {
  const t = useTexts(paginationTexts);
  const format = useFormat();
  // English prints counts as the shop always has; Bangla in Bengali digits.
  const count = (value: number) => (format.language === 'en' ? String(value) : format.number(value));
  const control = (label: string, rel: 'prev' | 'next', target: number, disabled: boolean) => {
    if (!pageHref) {
      return (
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => onPageChange?.(target)}>
          {label}
        </Button>
      );
    }
    // A link can not be disabled: the end of the list shows the label, greyed and inert.
    return disabled ? (
      <span className={buttonClasses('outline', 'sm', 'cursor-not-allowed opacity-50')} aria-disabled="true">
        {label}
      </span>
    ) : (
      <ButtonLink variant="outline" size="sm" to={pageHref(target)} rel={rel}>
        {label}
      </ButtonLink>
    );
  };
  return (
    <nav aria-label={t.pages} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {t.summary(count(page), count(Math.max(pageCount, 1)), count(total), noun)}
      </p>
      <div className="flex gap-2">
        {control(t.previous, 'prev', page - 1, page <= 1)}
        {control(t.next, 'next', page + 1, page >= pageCount)}
      </div>
    </nav>
  );
}
