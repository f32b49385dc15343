import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invoiceMessages } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { tokenStorage } from '../../../lib/api.ts';
import { setShopCurrency } from '../../../lib/money.ts';
import { unpaidOrder } from '../../../test/fixtures.ts';
import { InvoiceLinks } from './InvoiceLinks.tsx';
import { OrderAmounts } from './OrderAmounts.tsx';

const invoiced: Order = {
  ...unpaidOrder,
  paid: true,
  transactionId: 'pi_1',
  price: 11_280,
  net: 9_808.7,
  vat: 1_471.3,
  invoiceNumber: 'INV-2026-27-000007',
  invoiceIssuedAt: '2026-07-01T10:00:00.000Z',
};

afterEach(() => {
  vi.restoreAllMocks();
  setShopCurrency('USD');
});

describe('an order’s amounts and documents', () => {
  it('shows the total with its net amount and VAT, in the shop currency', () => {
    const { rerender } = render(<OrderAmounts order={invoiced} />);
    expect(screen.getByText('11280.00$')).toBeInTheDocument();
    expect(screen.getByText('Net 9808.70$ · VAT 1471.30$')).toBeInTheDocument();
    setShopCurrency('BDT');
    rerender(<OrderAmounts order={{ ...invoiced }} />);
    expect(screen.getByText('৳11,280.00')).toBeInTheDocument();
    expect(screen.getByText('Net ৳9,808.70 · VAT ৳1,471.30')).toBeInTheDocument();
  });

  it('offers no document before the invoice is issued, and the credit note only once issued', () => {
    const { container, rerender } = render(<InvoiceLinks order={unpaidOrder} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<InvoiceLinks order={invoiced} />);
    expect(screen.getByRole('button', { name: 'Download tax invoice INV-2026-27-000007 (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /credit note/ })).toBeNull();
    rerender(
      <InvoiceLinks
        order={{ ...invoiced, creditNoteNumber: 'CN-2026-27-000002', creditNoteIssuedAt: '2026-07-02T10:00:00.000Z' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download credit note CN-2026-27-000002 (PDF)' })).toBeInTheDocument();
  });

  it('downloads the PDF with the signed-in token (never in the address) and names it by its number', async () => {
    tokenStorage.set('test-token');
    const fetchMock = vi.fn(
      async () => new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });

    render(<InvoiceLinks order={invoiced} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /tax invoice/ }));

    expect(fetchMock).toHaveBeenCalledWith(`/api/orders/${invoiced._id}/invoice.pdf`, {
      headers: { authorization: 'Bearer test-token' },
    });
    await waitFor(() => expect(clicked).toEqual(['blob:invoice INV-2026-27-000007.pdf']));
  });

  it('says why a download failed', async () => {
    globalThis.fetch = (async () =>
      Response.json({ message: invoiceMessages.invoiceNotIssued }, { status: 404 })) as typeof fetch;
    render(<InvoiceLinks order={invoiced} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /tax invoice/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invoiceMessages.invoiceNotIssued);
  });
});
