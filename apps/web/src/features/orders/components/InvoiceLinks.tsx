import { useState } from 'react';
import { INVOICE_DOCUMENTS, invoiceMessages, type InvoiceDocumentKind } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Button } from '../../../components/Button.tsx';
import { apiDownload, ApiError } from '../../../lib/api.ts';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

function DownloadButton({ order, kind, number }: { order: Order; kind: InvoiceDocumentKind; number: string }) {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { path } = INVOICE_DOCUMENTS[kind];

  async function download() {
    setDownloading(true);
    setError(null);
    try {
      await apiDownload(`/orders/${order._id}/${path}`, `${number}.pdf`);
    } catch (problem) {
      setError(problem instanceof ApiError ? problem.message : m(invoiceMessages.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <span className="block">
      <Button
        variant="ghost"
        size="sm"
        className="!justify-start !px-0 text-left font-mono text-xs text-brand-800 underline"
        loading={downloading}
        onClick={download}
        aria-label={kind === 'invoice' ? t.downloadInvoice(number) : t.downloadCreditNote(number)}
      >
        {kind === 'invoice' ? t.invoice : t.creditNote} {number}
      </Button>
      {error ? (
        <span role="alert" className="block text-xs text-danger">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** Download buttons for the order's invoice and credit note, each only once it is issued. */
export function InvoiceLinks({ order }: { order: Order }) {
  if (!order.invoiceNumber) return null;
  return (
    <span className="mt-1 block">
      <DownloadButton order={order} kind="invoice" number={order.invoiceNumber} />
      {order.creditNoteNumber ? (
        <DownloadButton order={order} kind="creditNote" number={order.creditNoteNumber} />
      ) : null}
    </span>
  );
}
