import { useTexts } from '../lib/i18n/index.ts';
import { commonTexts } from './commonTexts.ts';

interface SpinnerProps {
  label?: string;
  className?: string;
}

/** An accessible loading indicator: announced to screen readers, sized to avoid layout jumps. */
export function Spinner({ label, className = '' }: SpinnerProps) {
  const t = useTexts(commonTexts);
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-600 ${className}`}>
      <span
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-500"
        aria-hidden="true"
      />
      <span className="sr-only">{label ?? t.loading}</span>
    </div>
  );
}

/**
 * Fills the page while a route or the session loads: a full viewport below the navigation, so
 * the footer stays out of sight and nothing visible jumps when the screen arrives.
 */
export function PageSpinner({ label }: SpinnerProps) {
  return <Spinner label={label} className="min-h-[calc(100vh-4rem)]" />;
}
