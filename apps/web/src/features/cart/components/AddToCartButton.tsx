import { useState } from 'react';
import type { Tool } from '@tools-bd/contract';
import { isSoldOut, nameIn, smallestOrderQuantity } from '@tools-bd/contract/messages';
import { Button } from '../../../components/Button.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { toolLimits } from '../../catalog/index.ts';
import { useAddToCart } from '../api.ts';
import { cartTexts } from '../texts.ts';

interface AddToCartButtonProps {
  tool: Tool;
  /** How many units to add; the smallest order by default (a product card has no quantity field). */
  quantity?: number;
  disabled?: boolean;
  className?: string;
  variant?: 'primary' | 'outline';
}

/** Adds units of a tool to the cart and says so (or why not) in a live region under the button. */
export function AddToCartButton({
  tool,
  quantity,
  disabled,
  className = '',
  variant = 'outline',
}: AddToCartButtonProps) {
  const addToCart = useAddToCart();
  const [added, setAdded] = useState<number | null>(null);
  const units = quantity ?? smallestOrderQuantity(toolLimits(tool));
  const t = useTexts(cartTexts);
  const format = useFormat();
  const add = () => {
    setAdded(null);
    addToCart.mutate({ tool, quantity: units }, { onSuccess: () => setAdded(units) });
  };
  return (
    <div className={className}>
      <Button
        variant={variant}
        className="w-full"
        onClick={add}
        loading={addToCart.isPending}
        disabled={disabled || isSoldOut(toolLimits(tool))}
        aria-label={`${t.addToCart}: ${nameIn(tool, format.language)}`}
      >
        {t.addToCart}
      </Button>
      <p role="status" className={`mt-1 min-h-5 text-sm ${addToCart.error ? 'text-danger' : 'text-success'}`}>
        {addToCart.error
          ? addToCart.error.message
          : added !== null
            ? t.addedToCart(format.language === 'en' ? String(added) : format.number(added))
            : null}
      </p>
    </div>
  );
}
