import { useId, useState } from 'react';
import {
  checkQuantity,
  latinDigits,
  largestOrderQuantity,
  orderMessages,
  smallestOrderQuantity,
  type QuantityLimits,
  type QuantityRequest,
} from '@tools-bd/contract/messages';
import { useTexts } from '../lib/i18n/index.ts';
import { typedNumber, useNumberInput } from './NumberInput.tsx';
import { commonTexts } from './commonTexts.ts';

interface QuantitySpinnerProps {
  /** What is typed, kept as text so the field can be cleared and retyped. */
  value: string;
  onChange: (value: string) => void;
  /** The smallest quantity that can be ordered (the minimum purchase, in whole packs). */
  min: number;
  /** The largest quantity that can be ordered (the stock, or the per-order cap when lower). */
  max: number;
  /** The pack size: − and + move by whole packs (default 1). */
  step?: number;
  /** The per-order cap when it, not the stock, is `max`: what + says when blocked there (else the stock message of the sketch). */
  maxPerOrder?: number;
  disabled?: boolean;
  /** Id of the element describing whether the quantity can be ordered. */
  describedBy?: string;
  /** The field's visible label (default "Quantity"). */
  label?: string;
}

/** The next whole pack below `current` (a typed 47 in packs of 6 goes down to 42). */
const packBelow = (current: number, step: number) =>
  current % step === 0 ? current - step : Math.floor(current / step) * step;
/** The next whole pack above `current` (a typed 47 in packs of 6 goes up to 48). */
const packAbove = (current: number, step: number) => Math.floor(current / step) * step + step;

/**
 * The quantity spinner: − is blocked at the minimum ('Follow the minimum order'),
 * + at the stock ('You can not select more then available') or the per-order cap; both move by
 * whole packs, and the number can also be typed. Shared by the purchase page and the cart.
 */
export function QuantitySpinner({
  value,
  onChange,
  min,
  max,
  step = 1,
  maxPerOrder,
  disabled,
  describedBy,
  label: givenLabel,
}: QuantitySpinnerProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [blocked, setBlocked] = useState<'min' | 'max' | null>(null);
  const current = Number.parseInt(latinDigits(value), 10);
  const t = useTexts(commonTexts);
  const label = givenLabel ?? t.quantity;
  // Bengali digits are taken as typed (read by typedQuantity).
  const typedAs = useNumberInput({ min, max, step, valueNow: current, inputMode: 'numeric' });

  const change = (next: number) => {
    setBlocked(null);
    onChange(String(next));
  };

  const decrement = () => {
    if (Number.isNaN(current)) return change(min);
    const next = packBelow(current, step);
    if (next < min) return setBlocked('min');
    change(Math.min(next, max));
  };

  const increment = () => {
    if (Number.isNaN(current)) return change(min);
    const next = packAbove(current, step);
    if (next > max) return setBlocked('max');
    change(Math.max(next, min));
  };

  const action = label.charAt(0).toLowerCase() + label.slice(1);
  const stepButton =
    'flex size-11 shrink-0 items-center justify-center text-xl font-bold text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <div>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <div className="flex w-full max-w-xs items-stretch overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-500">
        <button
          type="button"
          className={`${stepButton} border-r border-slate-300`}
          onClick={decrement}
          disabled={disabled}
          aria-label={t.decrease(action)}
          aria-controls={inputId}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          {...typedAs}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            setBlocked(null);
            onChange(event.target.value);
          }}
          aria-describedby={[messageId, describedBy].filter(Boolean).join(' ')}
          className="w-full min-w-0 border-0 px-3 text-center text-lg font-semibold text-slate-900 focus:outline-none"
        />
        <button
          type="button"
          className={`${stepButton} border-l border-slate-300`}
          onClick={increment}
          disabled={disabled}
          aria-label={t.increase(action)}
          aria-controls={inputId}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={messageId} role="alert" className="mt-1 min-h-5 text-sm text-danger">
        {blocked === 'min'
          ? t.followMinimumOrder
          : blocked === 'max'
            ? maxPerOrder === undefined
              ? t.moreThanAvailable
              : t.maxPerOrder(maxPerOrder)
            : null}
      </p>
    </div>
  );
}

/** A typed quantity as the rules read it: an empty field is "nothing typed" (NaN), not 0. */
export const typedQuantity = typedNumber;

/**
 * Whether a typed quantity can be ordered, and the message the spinner shows for it. The rule is the
 * contract's checkQuantity, the one the server applies; only reading the typed text is done here.
 */
export function quantityVerdict(
  value: string,
  limits: Omit<QuantityRequest, 'quantity'>,
): { valid: boolean; message: string } {
  const problem = checkQuantity({ ...limits, quantity: typedQuantity(value) });
  return problem === null ? { valid: true, message: orderMessages.itemAvailable } : { valid: false, message: problem };
}

/** The verdict messages a screen prints in its language: the stepper's catalog holds them. */
const VERDICT_KEYS = [
  'itemAvailable',
  'followMinimumQuantity',
  'quantityWholeNumber',
  'quantityTooLarge',
  'orderTooLarge',
  'soldOut',
  'moreThanAvailable',
] as const;

/**
 * A quantity verdict's message (quantityVerdict, the contract's checkQuantity: English) in the
 * page's language; the limits tell which pack size or cap a message names.
 */
export function useQuantityMessage(): (message: string, limits: { packSize?: number; maxPerOrder?: number }) => string {
  const t = useTexts(commonTexts);
  return (message, { packSize, maxPerOrder }) => {
    const key = VERDICT_KEYS.find((candidate) => commonTexts.english[candidate] === message);
    if (key) return t[key];
    if (packSize !== undefined && message === commonTexts.english.packSize(packSize)) return t.packSize(packSize);
    if (maxPerOrder !== undefined && message === commonTexts.english.maxPerOrder(maxPerOrder))
      return t.maxPerOrder(maxPerOrder);
    return message;
  };
}

/** The spinner's bounds for a tool: whole packs from the smallest order to the stock or the cap, whichever is lower. */
export function spinnerLimitsFor(
  limits: QuantityLimits,
): Pick<QuantitySpinnerProps, 'min' | 'max' | 'step' | 'maxPerOrder'> {
  const capped = limits.maxPerOrder !== undefined && limits.maxPerOrder < limits.available;
  return {
    min: smallestOrderQuantity(limits),
    max: largestOrderQuantity(limits),
    step: limits.packSize ?? 1,
    maxPerOrder: capped ? limits.maxPerOrder : undefined,
  };
}
