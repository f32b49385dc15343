import { useState } from 'react';
import { Link } from 'react-router';
import { AGEING_BUCKETS } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { downloadReceivables, useReceivables } from '../api.ts';
import { accountTexts } from '../texts.ts';

/** /dashboard/receivables (admins): what each company owes, aged by days past due, largest first. */
export default function ReceivablesPage() {
  const t = useTexts(accountTexts);
  const format = useFormat();
  useDocumentTitle(t.receivablesHeading);
  const receivables = useReceivables();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (receivables.isPending) return <PageSpinner label={t.loadingReceivables} />;
  if (receivables.error) return <Alert tone="error">{receivables.error.message}</Alert>;
  const { rows, totals } = receivables.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.receivablesHeading}</h1>
        <Button
          variant="secondary"
          onClick={() => {
            setDownloadError(null);
            downloadReceivables().catch((error: Error) => setDownloadError(error.message));
          }}
        >
          {t.downloadCsv}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{t.receivablesIntro}</p>
      {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      {rows.length === 0 ? (
        <p>{t.nothingOwed}</p>
      ) : (
        <div className="card overflow-x-auto p-4">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.receivablesHeading}</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-3">
                  {t.company}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t.creditLimit}
                </th>
                {AGEING_BUCKETS.map((bucket) => (
                  <th key={bucket} scope="col" className="py-2 pr-3 text-right">
                    {t[bucket]}
                  </th>
                ))}
                <th scope="col" className="py-2 text-right">
                  {t.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.companyId} className="border-b">
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    <Link to={`/dashboard/companies/${row.companyId}/account`} className="font-semibold underline">
                      {row.name}
                    </Link>
                  </th>
                  <td className="py-2 pr-3 text-right">{format.price(row.creditLimit)}</td>
                  {AGEING_BUCKETS.map((bucket) => (
                    <td key={bucket} className="py-2 pr-3 text-right">
                      {format.price(row[bucket])}
                    </td>
                  ))}
                  <td className="py-2 text-right font-semibold">{format.price(row.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-3 text-left">
                  {t.totals}
                </th>
                <td />
                {AGEING_BUCKETS.map((bucket) => (
                  <td key={bucket} className="py-2 pr-3 text-right">
                    {format.price(totals[bucket])}
                  </td>
                ))}
                <td className="py-2 text-right">{format.price(totals.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
