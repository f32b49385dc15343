import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { Quote } from '@tools-bd/contract';
import { dhakaDateAfter, nameIn, quoteStatusLabels } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { NumberInput, typedNumber } from '../../../components/NumberInput.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { usePriceQuote, useQuote, useWithdrawQuote } from '../api.ts';
import { QuoteMessages } from '../components/QuoteMessages.tsx';
import { lineTable } from '../components/lineTable.ts';
import { quoteTexts } from '../texts.ts';

/** The editor's form: a price per line beside the buyer's current price and the difference, the last day, a message. */
function PricingForm({ quote }: { quote: Quote }) {
  const t = useTexts(quoteTexts);
  const f = useFormat();
  const save = usePriceQuote(quote._id);
  const [prices, setPrices] = useState(() =>
    Object.fromEntries(quote.lines.map((line) => [line.toolId, String(line.price ?? line.currentPrice)])),
  );
  const [quantities, setQuantities] = useState(() =>
    Object.fromEntries(quote.lines.map((line) => [line.toolId, String(line.quantity)])),
  );
  const [validUntil, setValidUntil] = useState(quote.validUntil ?? dhakaDateAfter(new Date(), 7));
  const [note, setNote] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        lines: quote.lines.map((line) => ({
          toolId: line.toolId,
          quantity: typedNumber(quantities[line.toolId] ?? ''),
          price: typedNumber(prices[line.toolId] ?? ''),
        })),
        validUntil,
        ...(note.trim() ? { note } : {}),
      },
      { onSuccess: () => setNote('') },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 p-5" aria-label={t.sendQuote}>
      <table className={lineTable.table}>
        <thead className={lineTable.head}>
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t.product}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t.quantity}
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              {t.buyerPrice}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t.yourPrice}
            </th>
            <th scope="col" className="py-2 text-right">
              {t.difference}
            </th>
          </tr>
        </thead>
        <tbody className={lineTable.body}>
          {quote.lines.map((line) => {
            const price = typedNumber(prices[line.toolId] ?? '');
            const name = nameIn(line, f.language);
            const difference = Number.isFinite(price) ? Math.round((price - line.currentPrice) * 100) / 100 : null;
            return (
              <tr key={line.toolId} className={lineTable.row}>
                <th scope="row" className={lineTable.rowHead}>
                  {name} <span className="text-slate-500">({line.sku})</span>
                </th>
                <td className={lineTable.cell}>
                  {/* The fields are named for screen readers: the phone's label is for the eye. */}
                  <span className={lineTable.label} aria-hidden="true">
                    {t.quantity}
                  </span>
                  <NumberInput
                    inputMode="numeric"
                    min={1}
                    step={1}
                    className="field-input w-full sm:w-24"
                    aria-label={`${t.quantity}: ${name}`}
                    value={quantities[line.toolId]}
                    onChange={(event) => setQuantities({ ...quantities, [line.toolId]: event.target.value })}
                  />
                </td>
                <td className={lineTable.numberCell}>
                  <span className={lineTable.label}>{t.buyerPrice}</span>
                  {f.price(line.currentPrice)}
                </td>
                <td className={lineTable.cell}>
                  <span className={lineTable.label} aria-hidden="true">
                    {t.yourPrice}
                  </span>
                  <NumberInput
                    min={0.01}
                    step={0.01}
                    className="field-input w-full sm:w-28"
                    aria-label={`${t.yourPrice}: ${name}`}
                    value={prices[line.toolId]}
                    onChange={(event) => setPrices({ ...prices, [line.toolId]: event.target.value })}
                  />
                </td>
                <td
                  className={`${lineTable.numberCell} font-semibold ${difference !== null && difference < 0 ? 'text-danger' : ''}`}
                >
                  <span className={`${lineTable.label} font-normal`}>{t.difference}</span>
                  {difference === null ? '—' : `${difference > 0 ? '+' : ''}${f.price(difference)}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="quote-valid-until" className="field-label">
            {t.validUntilField}
          </label>
          <input
            id="quote-valid-until"
            type="date"
            className="field-input"
            value={validUntil}
            onChange={(event) => setValidUntil(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="quote-note" className="field-label">
            {t.noteField}
          </label>
          <textarea
            id="quote-note"
            className="field-input min-h-20 w-full"
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </div>
      {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
      {save.isSuccess ? <Alert tone="success">{t.sent}</Alert> : null}
      <Button type="submit" loading={save.isPending}>
        {t.sendQuote}
      </Button>
    </form>
  );
}

/** /dashboard/quotes/{id}: the admins' editor of one quote, its messages, and Withdraw. */
export default function AdminQuoteEditor() {
  const { id = '' } = useParams();
  const t = useTexts(quoteTexts);
  const m = useMessageText();
  const quote = useQuote(id);
  const withdraw = useWithdrawQuote(id);
  useDocumentTitle(quote.data ? t.quoteTitle(quote.data.number) : t.loading);
  if (quote.isPending) return <PageSpinner label={t.loading} />;
  if (quote.error) return <Alert tone="error">{quote.error.message}</Alert>;
  const data = quote.data;
  const open = data.status === 'requested' || data.status === 'quoted';
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t.quoteTitle(data.number)}</h1>
        <p className="text-slate-700">
          {data.customerName} · {data.email} · {t.status}: <strong>{m(quoteStatusLabels[data.status])}</strong>
        </p>
        {data.note ? (
          <p>
            <strong>{t.yourNote}:</strong> {data.note}
          </p>
        ) : null}
      </div>
      {open ? <PricingForm key={data._id} quote={data} /> : null}
      <QuoteMessages quote={data} />
      {open ? (
        <div>
          {withdraw.error ? <Alert tone="error">{withdraw.error.message}</Alert> : null}
          <Button variant="outline" onClick={() => withdraw.mutate(undefined)} loading={withdraw.isPending}>
            {t.withdraw}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
