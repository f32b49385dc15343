import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inBangla } from '../test/bangla.tsx';
import { FormField } from './FormField.tsx';
import { NumberInput, numberValue, optionalNumberValue, typedNumber } from './NumberInput.tsx';

interface Values {
  price: number;
  cap: number | null;
}

/** A react-hook-form form with two number fields, as the admin forms register them. */
function PriceForm({ onSave }: { onSave: (values: Values) => void }) {
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { price: 5, cap: null } });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <FormField label="Price" type="number" min="0.01" step="0.01" {...register('price', numberValue)} />
      <FormField label="Cap" type="number" min="1" step="1" max="10" {...register('cap', optionalNumberValue)} />
      <button type="submit">Save</button>
    </form>
  );
}

function Controlled() {
  const [value, setValue] = useState('3');
  return (
    <>
      <NumberInput
        aria-label="Sort"
        min="0"
        step="1"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <output>{String(typedNumber(value))}</output>
    </>
  );
}

describe('number fields', () => {
  it('read Bengali digits and the decimal point on a Bangla page, as a spin button', async () => {
    const seen: Values[] = [];
    render(inBangla(<PriceForm onSave={(values) => seen.push(values)} />));
    const user = userEvent.setup({ delay: null });
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    // Text, since Chromium's number field drops Bengali digits; the bounds are told to screen readers.
    expect(price).toHaveAttribute('type', 'text');
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(price).toHaveAttribute('aria-valuemin', '0.01');
    await user.clear(price);
    await user.type(price, '১২.৫০');
    expect(price).toHaveValue('১২.৫০');
    await user.type(screen.getByRole('spinbutton', { name: 'Cap' }), '৭');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([{ price: 12.5, cap: 7 }]);

    // An emptied optional field is null again; Latin digits are read as before.
    await user.clear(screen.getByRole('spinbutton', { name: 'Cap' }));
    await user.clear(price);
    await user.type(price, '3.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen[1]).toEqual({ price: 3.25, cap: null });
  });

  it('step with the arrow keys within their bounds on a Bangla page, as a number field does', async () => {
    const seen: Values[] = [];
    render(inBangla(<PriceForm onSave={(values) => seen.push(values)} />));
    const user = userEvent.setup({ delay: null });
    const cap = screen.getByRole('spinbutton', { name: 'Cap' });
    await user.click(cap);
    // Empty: the first step is the smallest value.
    await user.keyboard('{ArrowUp}');
    expect(cap).toHaveValue('1');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(cap).toHaveValue('2');
    await user.keyboard('{PageUp}');
    expect(cap).toHaveValue('10');
    await user.keyboard(
      '{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}',
    );
    expect(cap).toHaveValue('1');
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '০.১');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(price).toHaveValue('0.12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([{ price: 0.12, cap: 1 }]);
  });

  it('stay the browser’s number fields on an English page', async () => {
    const seen: Values[] = [];
    render(<PriceForm onSave={(values) => seen.push(values)} />);
    const user = userEvent.setup({ delay: null });
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('min', '0.01');
    expect(price).not.toHaveAttribute('role');
    await user.clear(price);
    await user.type(price, '64.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toEqual([{ price: 64.99, cap: null }]);
  });

  it('keep a controlled field’s Bengali text as typed and read it as its number', async () => {
    render(inBangla(<Controlled />));
    const user = userEvent.setup({ delay: null });
    const sort = screen.getByRole('spinbutton', { name: 'Sort' });
    await user.clear(sort);
    await user.type(sort, '৪২');
    expect(sort).toHaveValue('৪২');
    expect(screen.getByRole('status')).toHaveTextContent('42');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('status')).toHaveTextContent('43');
  });

  it('step onto whole packs counted from the minimum, as a number field does', async () => {
    function Packs() {
      const [value, setValue] = useState('47');
      return (
        <NumberInput
          aria-label="Packs"
          min={12}
          step={6}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    render(inBangla(<Packs />));
    const user = userEvent.setup({ delay: null });
    const packs = screen.getByRole('spinbutton', { name: 'Packs' });
    await user.click(packs);
    await user.keyboard('{ArrowUp}');
    expect(packs).toHaveValue('48');
    await user.clear(packs);
    await user.type(packs, '৪৭');
    await user.keyboard('{ArrowDown}');
    expect(packs).toHaveValue('42');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(packs).toHaveValue('12');
  });

  it('read an empty text as nothing typed, not 0', () => {
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('  ')).toBeNaN();
    expect(typedNumber(' ১২০ ')).toBe(120);
    expect(typedNumber('১,২০০')).toBeNaN();
  });
});
