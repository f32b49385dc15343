import { Link, useSearchParams } from 'react-router';
import { QUOTE_LIMITS, QUOTE_STATUSES, quoteStatusLabels, type QuoteStatus } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useAdminQuotes } from '../api.ts';
import { quoteTexts } from '../texts.ts';

const isStatus = (value: string | null): value is QuoteStatus =>
  value !== null && (QUOTE_STATUSES as readonly string[]).includes(value);

/** /dashboard/quotes: every quote, oldest request first, filtered by status; the filter and page live in the URL. */
export default function AdminQuotesPage() {
  const t = useTexts(quoteTexts);
  const m = useMessageText();
  const f = useFormat();
  useDocumentTitle(t.adminTitle);
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as QuoteStatus) : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const quotes = useAdminQuotes(status, page);
  const pages = Math.max(1, Math.ceil((quotes.data?.total ?? 0) / QUOTE_LIMITS.pageSize));
  const go = (next: { status?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus) query.set('status', nextStatus);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.adminTitle}</h1>
        <div>
          <label htmlFor="quote-status-filter" className="field-label">
            {t.status}
          </label>
          <select
            id="quote-status-filter"
            className="field-input"
            value={status}
            onChange={(event) => go({ status: event.target.value, page: 1 })}
          >
            <option value="">{t.allStatuses}</option>
            {QUOTE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {m(quoteStatusLabels[value])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {quotes.isPending ? (
        <PageSpinner label={t.loadingList} />
      ) : quotes.error ? (
        <Alert tone="error">{quotes.error.message}</Alert>
      ) : quotes.data.quotes.length === 0 ? (
        <EmptyState>
          <p>{t.noQuotes}</p>
        </EmptyState>
      ) : (
        <>
          <div className="card overflow-x-auto p-2">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="p-2">
                    {t.quoteNumber}
                  </th>
                  <th scope="col" className="p-2">
                    {t.customer}
                  </th>
                  <th scope="col" className="p-2">
                    {t.status}
                  </th>
                  <th scope="col" className="p-2">
                    {t.requested}
                  </th>
                  <th scope="col" className="p-2 text-right">
                    {t.lineCount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {quotes.data.quotes.map((quote) => (
                  <tr key={quote._id} className="border-b border-slate-100">
                    <th scope="row" className="p-2">
                      <Link to={`/dashboard/quotes/${quote._id}`} className="font-semibold text-brand-800 underline">
                        {quote.number}
                      </Link>
                    </th>
                    <td className="p-2">
                      {quote.customerName} <span className="text-slate-500">{quote.email}</span>
                    </td>
                    <td className="p-2">{m(quoteStatusLabels[quote.status])}</td>
                    <td className="p-2">{f.date(quote.createdAt)}</td>
                    <td className="p-2 text-right">{f.number(quote.lines.length)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="flex items-center justify-between gap-3" aria-label={t.pageOf(page, pages)}>
            <Button variant="outline" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              {t.previous}
            </Button>
            <span>{t.pageOf(page, pages)}</span>
            <Button variant="outline" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
              {t.next}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
