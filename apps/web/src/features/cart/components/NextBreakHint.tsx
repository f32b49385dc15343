import type { ToolPriceBreak } from '@tools-bd/contract';
import { formatPrice } from '../../../lib/money.ts';

/** The next volume saving: "Add 6 more to pay 235.00$ each" (nothing when no break is left or the quantity is not valid). */
export function NextBreakHint({ quantity, nextBreak, className = '' }: { quantity: number; nextBreak: ToolPriceBreak | null; className?: string }) {
  const text = nextBreak && Number.isInteger(quantity) ? `Add ${nextBreak.minQuantity - quantity} more to pay ${formatPrice(nextBreak.price)} each` : null;
  return (
    <p aria-live="polite" className={`min-h-5 text-sm font-medium text-brand-800 ${className}`}>
      {text}
    </p>
  );
}
