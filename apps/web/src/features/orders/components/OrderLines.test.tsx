import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Order } from '@tools-bd/contract';
import { inBangla } from '../../../test/bangla.tsx';
import { unpaidOrder } from '../../../test/fixtures.ts';
import { OrderLines } from './OrderLines.tsx';

const [hammer] = unpaidOrder.lines;
const twoLines: Order = {
  ...unpaidOrder,
  itemName: 'Claw Hammer + 1 more',
  itemNameBn: 'ক্ল হাতুড়ি + আরও ১টি',
  lines: [
    { ...hammer!, nameBn: 'ক্ল হাতুড়ি' },
    { ...hammer!, toolId: 't2', sku: 'TBD-000002', name: 'Round File' },
  ],
};

describe("an order's lines", () => {
  it('name each product as it was sold on English pages', () => {
    render(<OrderLines order={twoLines} />);
    expect(screen.getByText('Claw Hammer')).toBeInTheDocument();
    expect(screen.getByText('Round File')).toBeInTheDocument();
    expect(screen.queryByText('ক্ল হাতুড়ি')).not.toBeInTheDocument();
  });

  it('name each product by its Bangla name on Bangla pages, the English one when it has none', () => {
    render(inBangla(<OrderLines order={twoLines} />));
    expect(screen.getByText('ক্ল হাতুড়ি')).toBeInTheDocument();
    expect(screen.getByText('Round File')).toBeInTheDocument();
    expect(screen.getByText(/ক্ল হাতুড়ি \+ আরও ১টি/)).toBeInTheDocument();
  });
});
