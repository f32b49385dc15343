import type { ToolPriceBreak } from '@tools-bd/contract';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { cartTexts } from '../texts.ts';

/** The next volume saving: "Add 6 more to pay 235.00$ each" (nothing when no break is left or the quantity is not valid). */
export function NextBreakHint({
  quantity,
  nextBreak,
  className = '',
}: {
  quantity: number;
  nextBreak: ToolPriceBreak | null;
  className?: string;
}) {
  const t = useTexts(cartTexts);
  const format = useFormat();
  const more = nextBreak ? nextBreak.minQuantity - quantity : 0;
  const text =
    nextBreak && Number.isInteger(quantity)
      ? t.nextBreak(format.language === 'en' ? String(more) : format.number(more), format.price(nextBreak.price))
      : null;
  return (
    <p aria-live="polite" className={`min-h-5 text-sm font-medium text-brand-800 ${className}`}>
      {text}
    </p>
  );
}
