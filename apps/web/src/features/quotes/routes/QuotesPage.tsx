import { Link } from 'react-router';
import { quoteStatusLabels } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useMyQuotes } from '../api.ts';
import { quoteTexts } from '../texts.ts';

/** /quotes: the buyer's quotes (an owner's: the company's), newest first, with their status. */
export default function QuotesPage() {
  const t = useTexts(quoteTexts);
  const m = useMessageText();
  const f = useFormat();
  useDocumentTitle(t.myQuotes);
  const quotes = useMyQuotes();
  return (
    <div className="container-page py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t.myQuotes}</h1>
      {quotes.isPending ? (
        <PageSpinner label={t.loadingList} />
      ) : quotes.error ? (
        <Alert tone="error">{quotes.error.message}</Alert>
      ) : quotes.data.length === 0 ? (
        <EmptyState>
          <p>{t.noQuotes}</p>
        </EmptyState>
      ) : (
        <div className="card overflow-x-auto p-2">
          <table className="w-full min-w-[30rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="p-2">
                  {t.quoteNumber}
                </th>
                <th scope="col" className="p-2">
                  {t.status}
                </th>
                <th scope="col" className="p-2">
                  {t.requested}
                </th>
                <th scope="col" className="p-2">
                  {t.validUntil}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t.lineCount}
                </th>
              </tr>
            </thead>
            <tbody>
              {quotes.data.map((quote) => (
                <tr key={quote._id} className="border-b border-slate-100">
                  <th scope="row" className="p-2">
                    <Link to={`/quotes/${quote._id}`} className="font-semibold text-brand-800 underline">
                      {quote.number}
                    </Link>
                  </th>
                  <td className="p-2">{m(quoteStatusLabels[quote.status])}</td>
                  <td className="p-2">{f.date(quote.createdAt)}</td>
                  <td className="p-2">{quote.validUntil ? f.date(`${quote.validUntil}T12:00:00Z`) : '—'}</td>
                  <td className="p-2 text-right">{f.number(quote.lines.length)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
