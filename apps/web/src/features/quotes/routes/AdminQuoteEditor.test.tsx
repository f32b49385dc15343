import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { inBangla } from '../../../test/bangla.tsx';
import AdminQuoteEditor from './AdminQuoteEditor.tsx';
import { QuoteLines } from '../components/QuoteLines.tsx';

const quote: Quote = {
  _id: 'q1',
  number: 'Q-2026-000007',
  status: 'requested',
  lines: [
    {
      toolId: 't1',
      sku: 'HT-SAW-20',
      name: 'Panel Saw 20 in',
      nameBn: 'প্যানেল করাত',
      quantity: 12,
      currentPrice: 10,
      price: null,
    },
    { toolId: 't2', sku: 'HT-RASP', name: 'Plain Rasp', quantity: 6, currentPrice: 4, price: 3.5 },
  ],
  note: null,
  shopNote: null,
  validUntil: null,
  orderId: null,
  customerName: 'Site Office',
  email: 'buyer@example.com',
  createdAt: '2026-11-27T08:00:00.000Z',
  messages: [],
};

function renderEditor(element = inBangla(<AdminQuoteEditor />)) {
  const calls = mockApi({
    '/api/quotes/q1': { body: quote },
    'PATCH /api/quotes/q1': { body: { ...quote, status: 'quoted' } },
  });
  renderWithApp([{ path: '/dashboard/quotes/:id', element }], { path: '/dashboard/quotes/q1' });
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('the admin quote screen', { timeout: 20_000 }, () => {
  it('names each line by its Bangla name on a Bangla screen and takes quantities and prices in Bengali digits', async () => {
    const { calls, user } = renderEditor();
    expect(await screen.findByRole('rowheader', { name: 'প্যানেল করাত (HT-SAW-20)' })).toBeInTheDocument();
    // A product without a Bangla name keeps its name.
    expect(screen.getByRole('rowheader', { name: 'Plain Rasp (HT-RASP)' })).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'পরিমাণ: প্যানেল করাত' });
    await user.clear(quantity);
    await user.type(quantity, '২৪');
    expect(quantity).toHaveValue('২৪');
    const price = screen.getByRole('spinbutton', { name: 'আপনার দাম: প্যানেল করাত' });
    await user.clear(price);
    await user.type(price, '৯.৫০');
    await user.click(screen.getByRole('button', { name: 'কোটেশন পাঠান' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      lines: [
        { toolId: 't1', quantity: 24, price: 9.5 },
        { toolId: 't2', quantity: 6, price: 3.5 },
      ],
    });
  });

  it('keeps the English names on an English screen', async () => {
    renderEditor(<AdminQuoteEditor />);
    expect(await screen.findByRole('rowheader', { name: 'Panel Saw 20 in (HT-SAW-20)' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity: Panel Saw 20 in' })).toHaveValue(12);
  });
});

describe('the quote lines', () => {
  it('show the Bangla name on a Bangla page, the name otherwise', () => {
    const { unmount } = renderWithApp(inBangla(<QuoteLines quote={quote} />));
    expect(screen.getByRole('rowheader', { name: 'প্যানেল করাত (HT-SAW-20)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Plain Rasp (HT-RASP)' })).toBeInTheDocument();
    unmount();
    renderWithApp(<QuoteLines quote={quote} />);
    expect(screen.getByRole('rowheader', { name: 'Panel Saw 20 in (HT-SAW-20)' })).toBeInTheDocument();
  });
});
