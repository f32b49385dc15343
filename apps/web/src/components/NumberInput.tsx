import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { latinDigits } from '@tools-bd/contract/messages';
import { useFormat } from '../lib/i18n/index.ts';

/**
 * A typed number as the forms read it: Bengali digits (১২.৫) count as the number they write, an
 * empty field is "nothing typed" (NaN), not 0.
 */
export const typedNumber = (value: string): number =>
  value.trim() === '' ? Number.NaN : Number(latinDigits(value.trim()));

/** react-hook-form's reading of a number field (instead of `valueAsNumber`, which knows only Latin digits). */
export const numberValue = {
  setValueAs: (value: unknown) => (typeof value === 'string' ? typedNumber(value) : value),
} as const;

/** The same for a field whose empty text means "none": null, which the API reads that way. */
export const optionalNumberValue = {
  setValueAs: (value: unknown) =>
    value === '' || value === null || value === undefined ? null : numberValue.setValueAs(value),
} as const;

type Bound = number | string | undefined;
const boundOf = (bound: Bound): number | undefined => {
  const read = typeof bound === 'string' ? Number(bound) : bound;
  return read === undefined || Number.isNaN(read) ? undefined : read;
};

/** The decimals a step allows (0.01 → 2), so stepping 0.1 + 0.2 prints 0.3. */
const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * Writes a value the way typing does, so React's onChange (a controlled field's state, or
 * react-hook-form's register) sees it.
 */
function typeInto(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * ↑ and ↓ (PageUp/PageDown by ten steps) move the number by its step within its bounds, as a number
 * field does: onto the steps counted from the minimum (47 in steps of 6 from 12 goes up to 48).
 */
function stepWithKeys(
  event: KeyboardEvent<HTMLInputElement>,
  { min, max, step }: { min?: number; max?: number; step: number },
) {
  const moves: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
  const move = moves[event.key];
  if (move === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  const input = event.currentTarget;
  const current = typedNumber(input.value);
  const base = min ?? 0;
  const steps = (current - base) / step;
  const onStep = Math.abs(steps - Math.round(steps)) < 1e-9;
  const from = onStep ? Math.round(steps) : move > 0 ? Math.floor(steps) : Math.ceil(steps);
  const next = Number.isFinite(current) ? base + (from + move) * step : base;
  const bounded = Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, next));
  typeInto(input, bounded.toFixed(decimalsOf(step)));
}

export interface NumberInputOptions {
  min?: Bound;
  max?: Bound;
  step?: Bound;
  /** The number shown, when the field is controlled: what a screen reader announces. */
  valueNow?: number;
  /** The phone's keyboard: digits only (`numeric`) or with a decimal point (the default). */
  inputMode?: 'numeric' | 'decimal';
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The attributes of a number field. Chromium's `type="number"` refuses Bengali digits, so on a
 * Bangla page the field is text that says it is a spin button (its bounds and value for screen
 * readers, ↑/↓ to step); an English page keeps the browser's number field. Either way the text is
 * read with `typedNumber` / `numberValue`.
 */
export function useNumberInput({ min, max, step, valueNow, inputMode = 'decimal', onKeyDown }: NumberInputOptions) {
  const { language } = useFormat();
  if (language !== 'bn') return { type: 'number', min, max, step, inputMode, onKeyDown } as const;
  const bounds = { min: boundOf(min), max: boundOf(max), step: boundOf(step) ?? 1 };
  return {
    type: 'text',
    inputMode,
    role: 'spinbutton',
    'aria-valuemin': bounds.min,
    'aria-valuemax': bounds.max,
    'aria-valuenow': valueNow !== undefined && Number.isFinite(valueNow) ? valueNow : undefined,
    autoComplete: 'off',
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event);
      if (!event.defaultPrevented) stepWithKeys(event, bounds);
    },
  } as const;
}

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'> &
  Pick<NumberInputOptions, 'valueNow' | 'inputMode'>;

/** An `<input>` for a number, Bengali digits accepted (useNumberInput). */
export function NumberInput({ min, max, step, valueNow, inputMode, onKeyDown, ...props }: NumberInputProps) {
  const numberProps = useNumberInput({ min, max, step, valueNow, inputMode, onKeyDown });
  return <input {...props} {...numberProps} />;
}
