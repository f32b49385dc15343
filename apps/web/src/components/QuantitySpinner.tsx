import { useId, useState } from 'react';
import { checkQuantity, orderMessages, type QuantityRequest } from '@tools-bd/contract/messages';

interface QuantitySpinnerProps {
  /** What is typed, kept as text so the field can be cleared and retyped. */
  value: string;
  onChange: (value: string) => void;
  /** The tool's minimum purchase (`minPurse`). */
  min: number;
  /** The tool's stock (`availableItem`). */
  max: number;
  disabled?: boolean;
  /** Id of the element describing whether the quantity can be ordered. */
  describedBy?: string;
}

/**
 * SPEC.md section 5's quantity spinner: − is blocked at the minimum ('Follow the minimum order'),
 * + at the stock ('You can not select more then available'); the number can also be typed.
 */
export function QuantitySpinner({ value, onChange, min, max, disabled, describedBy }: QuantitySpinnerProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [blocked, setBlocked] = useState<string | null>(null);
  const current = Number.parseInt(value, 10);

  const change = (next: number) => {
    setBlocked(null);
    onChange(String(next));
  };

  const decrement = () => {
    if (Number.isNaN(current)) return change(min);
    if (!(current > min)) return setBlocked(orderMessages.followMinimumOrder);
    change(Math.min(current - 1, max));
  };

  const increment = () => {
    if (Number.isNaN(current)) return change(min);
    if (!(current < max)) return setBlocked(orderMessages.moreThanAvailable);
    change(Math.max(current + 1, min));
  };

  const stepButton = 'flex size-11 shrink-0 items-center justify-center text-xl font-bold text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <div>
      <label htmlFor={inputId} className="field-label">
        Quantity
      </label>
      <div className="flex w-full max-w-xs items-stretch overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-500">
        <button type="button" className={`${stepButton} border-r border-slate-300`} onClick={decrement} disabled={disabled} aria-label="Decrease quantity" aria-controls={inputId}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            setBlocked(null);
            onChange(event.target.value);
          }}
          aria-describedby={[messageId, describedBy].filter(Boolean).join(' ')}
          className="w-full min-w-0 border-0 px-3 text-center text-lg font-semibold text-slate-900 focus:outline-none"
        />
        <button type="button" className={`${stepButton} border-l border-slate-300`} onClick={increment} disabled={disabled} aria-label="Increase quantity" aria-controls={inputId}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={messageId} role="alert" className="mt-1 min-h-5 text-sm text-danger">
        {blocked}
      </p>
    </div>
  );
}

/**
 * Whether a typed quantity can be ordered, and the message SPEC.md shows for it. The rule is the
 * contract's checkQuantity, the one the server applies; only reading the typed text is done here.
 */
export function quantityVerdict(value: string, limits: Omit<QuantityRequest, 'quantity'>): { valid: boolean; message: string } {
  // Number('') is 0; an empty field is "nothing typed", which NaN stands for.
  const quantity = value.trim() === '' ? Number.NaN : Number(value);
  const problem = checkQuantity({ ...limits, quantity });
  return problem === null ? { valid: true, message: orderMessages.itemAvailable } : { valid: false, message: problem };
}
