import { useState, type FormEvent } from 'react';
import { COURIERS, courierLabels, type Courier } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useImportRemittance, useRecordRemittance, useRemittances } from '../api.ts';
import { deliveryTexts } from '../texts.ts';

/** `order id,amount,fee` lines as the remittance's lines (blank lines skipped). */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [orderId = '', amount = '', fee = '0'] = line.split(',').map((cell) => cell.trim());
      return { orderId, amount: Number(amount), fee: Number(fee) };
    });

function RecordRemittance() {
  const t = useTexts(deliveryTexts);
  const m = useMessageText('delivery');
  const record = useRecordRemittance();
  const [courier, setCourier] = useState<Courier>('steadfast');
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(new Date().toISOString().slice(0, 10));
  const [lines, setLines] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { courier, reference, receivedAt: new Date(`${receivedOn}T12:00:00`).toISOString(), lines: linesOf(lines) },
      { onSuccess: () => (setReference(''), setLines('')) },
    );
  };
  return (
    <form onSubmit={submit} className="card space-y-3 p-5" aria-label={t.recordRemittance}>
      <h2 className="text-lg font-bold">{t.recordRemittance}</h2>
      <label className="block">
        <span className="field-label">{t.courier}</span>
        <select className="field-input" value={courier} onChange={(event) => setCourier(event.target.value as Courier)}>
          {COURIERS.map((entry) => (
            <option key={entry} value={entry}>
              {m(courierLabels[entry])}
            </option>
          ))}
        </select>
      </label>
      <FormField
        label={t.reference}
        value={reference}
        required
        maxLength={200}
        onChange={(event) => setReference(event.target.value)}
      />
      <FormField
        label={t.receivedOn}
        type="date"
        required
        value={receivedOn}
        onChange={(event) => setReceivedOn(event.target.value)}
      />
      <label className="block">
        <span className="field-label">{t.lines}</span>
        <textarea
          className="field-input font-mono"
          rows={4}
          required
          value={lines}
          onChange={(event) => setLines(event.target.value)}
        />
      </label>
      {record.error ? <Alert tone="error">{record.error.message}</Alert> : null}
      {record.data ? <Alert tone="success">{`${t.recorded}: ${record.data.reference}`}</Alert> : null}
      <Button type="submit" loading={record.isPending}>
        {t.record}
      </Button>
    </form>
  );
}

function ImportRemittance() {
  const t = useTexts(deliveryTexts);
  const { price } = useFormat();
  const upload = useImportRemittance();
  const [csv, setCsv] = useState('');
  const result = upload.data;
  return (
    <section className="card space-y-3 p-5" aria-labelledby="remittance-csv-heading">
      <h2 id="remittance-csv-heading" className="text-lg font-bold">
        {t.uploadCsv}
      </h2>
      <input
        type="file"
        accept=".csv,text/csv"
        aria-label={t.uploadCsv}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          setCsv(file ? await file.text() : '');
          upload.reset();
        }}
      />
      <div className="flex gap-3">
        <Button
          disabled={!csv}
          loading={upload.isPending && upload.variables?.dryRun}
          onClick={() => upload.mutate({ csv, dryRun: true })}
        >
          {t.dryRun}
        </Button>
        <Button
          variant="secondary"
          disabled={!csv || !result?.dryRun || result.unknown.length > 0 || result.alreadyPaid.length > 0}
          loading={upload.isPending && upload.variables?.dryRun === false}
          onClick={() => upload.mutate({ csv, dryRun: false })}
        >
          {t.apply}
        </Button>
      </div>
      {upload.error ? <Alert tone="error">{upload.error.message}</Alert> : null}
      {result ? (
        <div className="space-y-2 text-sm" data-testid="remittance-match">
          <p>
            <span className="font-semibold">{t.matched}:</span>{' '}
            {result.matched.length === 0
              ? t.nothing
              : result.matched
                  .map((line) => `${line.consignmentId} (${price(line.amount)} − ${price(line.fee)})`)
                  .join(', ')}
          </p>
          <p>
            <span className="font-semibold">{t.unknown}:</span> {result.unknown.join(', ') || t.nothing}
          </p>
          <p>
            <span className="font-semibold">{t.alreadyPaid}:</span> {result.alreadyPaid.join(', ') || t.nothing}
          </p>
          {result.remittance ? <Alert tone="success">{`${t.recorded}: ${result.remittance.reference}`}</Alert> : null}
        </div>
      ) : null}
    </section>
  );
}

/** Admin: the couriers' COD payouts, recorded by hand or matched from their CSV with a dry run first. */
export default function RemittancesPage() {
  const t = useTexts(deliveryTexts);
  const m = useMessageText('delivery');
  const { price, date } = useFormat();
  const remittances = useRemittances();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t.remittances}</h1>
      <RecordRemittance />
      <ImportRemittance />
      <section className="card p-5">
        {remittances.data && remittances.data.length > 0 ? (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th>{t.receivedOn}</th>
                <th>{t.courier}</th>
                <th>{t.reference}</th>
                <th>{t.amount}</th>
                <th>{t.fee}</th>
                <th>{t.payout}</th>
              </tr>
            </thead>
            <tbody>
              {remittances.data.map((remittance) => (
                <tr key={remittance._id}>
                  <td>{date(remittance.receivedAt)}</td>
                  <td>{m(courierLabels[remittance.courier])}</td>
                  <td>{remittance.reference}</td>
                  <td>{price(remittance.amount)}</td>
                  <td>{price(remittance.fee)}</td>
                  <td>{price(remittance.payout)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-700">{t.noRemittances}</p>
        )}
      </section>
    </div>
  );
}
