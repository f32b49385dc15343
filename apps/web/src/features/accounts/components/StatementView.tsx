import { useState, type FormEvent } from 'react';
import { addDays, dhakaDay } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { downloadStatement, useStatement } from '../api.ts';
import { accountTexts } from '../texts.ts';

/** The last 90 Dhaka days up to today. */
const defaultRange = () => {
  const today = dhakaDay(new Date());
  return { from: addDays(today, -90), to: today };
};

/** A statement over a date range, line by line, with its PDF and CSV: the caller's company's, or (admins) a company's. */
export function StatementView({ companyId = null }: { companyId?: string | null }) {
  const t = useTexts(accountTexts);
  const format = useFormat();
  const [range, setRange] = useState(defaultRange);
  const [draft, setDraft] = useState(range);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const statement = useStatement(companyId, range);
  const show = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };
  const download = (kind: 'pdf' | 'csv') => {
    setDownloadError(null);
    downloadStatement(companyId, range, kind).catch((error: Error) => setDownloadError(error.message));
  };
  const day = (value: string) => format.utcDate(`${value}T00:00:00Z`);
  return (
    <section className="card space-y-4 p-5" aria-labelledby="statement-heading">
      <h2 id="statement-heading" className="text-lg font-bold">
        {t.statementHeading}
      </h2>
      <form className="flex flex-wrap items-end gap-3" onSubmit={show} noValidate>
        <FormField
          label={t.from}
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <FormField
          label={t.to}
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">{t.show}</Button>
        <Button type="button" variant="secondary" onClick={() => download('pdf')}>
          {t.downloadPdf}
        </Button>
        <Button type="button" variant="secondary" onClick={() => download('csv')}>
          {t.downloadCsv}
        </Button>
      </form>
      {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      {statement.error ? <Alert tone="error">{statement.error.message}</Alert> : null}
      {statement.isPending ? <p role="status">{t.loadingStatement}</p> : null}
      {statement.data ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.statementHeading}</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-3">
                  {t.date}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.type}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.reference}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t.debit}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t.credit}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t.balance}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b">
                <td className="py-2 pr-3">{day(range.from)}</td>
                <td className="py-2 pr-3" colSpan={4}>
                  {t.openingBalance}
                </td>
                <td className="py-2 text-right">{format.price(statement.data.openingBalance)}</td>
              </tr>
              {statement.data.entries.map((entry, index) => (
                <tr key={`${entry.reference} ${index}`} className="border-b" data-testid="statement-entry">
                  <td className="py-2 pr-3">{day(entry.date)}</td>
                  <td className="py-2 pr-3">{t.entryTypes[entry.type]}</td>
                  <td className="py-2 pr-3">{entry.reference}</td>
                  <td className="py-2 pr-3 text-right">{entry.debit ? format.price(entry.debit) : ''}</td>
                  <td className="py-2 pr-3 text-right">{entry.credit ? format.price(entry.credit) : ''}</td>
                  <td className="py-2 text-right">{format.price(entry.balance)}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <td className="py-2 pr-3">{day(range.to)}</td>
                <td className="py-2 pr-3" colSpan={4}>
                  {t.closingBalance}
                </td>
                <td className="py-2 text-right">{format.price(statement.data.closingBalance)}</td>
              </tr>
            </tbody>
          </table>
          {statement.data.entries.length === 0 ? <p className="text-sm text-slate-600">{t.noEntries}</p> : null}
          <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{t.overdue}</dt>
            <dd>{format.price(statement.data.overdue)}</dd>
            <dt className="font-semibold">{t.available}</dt>
            <dd>{format.price(statement.data.available)}</dd>
          </dl>
        </div>
      ) : null}
    </section>
  );
}
