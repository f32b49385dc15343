import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { inBangla } from '../../../test/bangla.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';

describe('the order status badge', () => {
  it('says a cash on delivery order awaits confirmation, in English and in Bangla', () => {
    const { unmount } = render(<OrderStatusBadge status="pending" paymentMethod="cod" />);
    expect(screen.getByText('Awaiting confirmation')).toBeInTheDocument();
    unmount();
    render(inBangla(<OrderStatusBadge status="pending" paymentMethod="cod" />));
    expect(screen.getByText('কনফার্মের অপেক্ষায়')).toBeInTheDocument();
  });

  it('prints the other statuses in the page’s language', () => {
    render(inBangla(<OrderStatusBadge status="pending" paymentMethod="card" />));
    expect(screen.getByText('অপেক্ষমাণ')).toBeInTheDocument();
  });
});
