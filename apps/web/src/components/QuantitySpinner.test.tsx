import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { orderMessages, orderMessagesFor } from '@tools-bd/contract/messages';
import { inBangla } from '../test/bangla.tsx';
import { quantityVerdict, useQuantityMessage } from './QuantitySpinner.tsx';

const limits = { minPurse: 12, available: 600, packSize: 6, maxPerOrder: 120 };

function Verdict({ typed }: { typed: string }) {
  const text = useQuantityMessage();
  return <p>{text(quantityVerdict(typed, limits).message, limits)}</p>;
}

describe('the quantity rules in the page’s language', () => {
  it('prints the contract’s English on an English page', () => {
    render(<Verdict typed="13" />);
    expect(screen.getByText(orderMessagesFor.packSize(6))).toBeInTheDocument();
  });

  it('prints each verdict in Bangla on a Bangla page, numbers in Bengali digits', () => {
    const { rerender } = render(inBangla(<Verdict typed="13" />));
    expect(screen.getByText('৬টির প্যাকে অর্ডার করুন')).toBeInTheDocument();
    rerender(inBangla(<Verdict typed="6" />));
    expect(screen.getByText('ন্যূনতম অর্ডারের পরিমাণ মেনে চলুন')).toBeInTheDocument();
    rerender(inBangla(<Verdict typed="126" />));
    expect(screen.getByText('প্রতি অর্ডারে সর্বোচ্চ ১২০টি')).toBeInTheDocument();
    rerender(inBangla(<Verdict typed="12" />));
    expect(screen.queryByText(orderMessages.itemAvailable)).toBeNull();
    expect(screen.getByText('আপনার বাছাই করা পণ্যটি মজুদ আছে')).toBeInTheDocument();
  });
});
