import { useState, type FormEvent } from 'react';
import {
  EXPORT_KINDS,
  exportLabels,
  isCalendarDate,
  reportMessages,
  shopDate,
  type ExportKind,
} from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { downloadExport } from '../exportDownload.ts';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { reportTexts } from '../texts.ts';

/** The first day of this month and today, in the shop's time zone: the range an accountant asks for most. */
function thisMonth(): { from: string; to: string } {
  const today = shopDate(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

function rangeError(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isCalendarDate(from)) return { field: 'from', message: reportMessages.fromDate };
  if (!isCalendarDate(to)) return { field: 'to', message: reportMessages.toDate };
  if (from > to) return { field: 'to', message: reportMessages.dateOrder };
  return null;
}

/** CSV downloads for a date range (Asia/Dhaka days, both included): orders, invoices and credit notes, products. */
export function ExportForm() {
  const t = useTexts(reportTexts);
  const m = useMessageText();
  const [range, setRange] = useState(thisMonth);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const invalid = checked ? rangeError(range.from, range.to) : null;

  async function download(kind: ExportKind) {
    setChecked(true);
    if (rangeError(range.from, range.to)) return;
    setBusy(kind);
    setOutcome(null);
    try {
      await downloadExport(kind, range.from, range.to);
      setOutcome({ tone: 'success', text: t.downloaded(m(exportLabels[kind]), range.from, range.to) });
    } catch (error) {
      setOutcome({ tone: 'error', text: (error as Error).message });
    } finally {
      setBusy(null);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void download('orders');
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="exports-heading" className="card space-y-4 p-5 sm:p-6">
      <div>
        <h2 id="exports-heading" className="text-lg font-semibold">
          {t.exports}
        </h2>
        <p className="text-sm text-slate-600">{t.exportsNote}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t.from}
          type="date"
          value={range.from}
          max={range.to || undefined}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
          error={invalid?.field === 'from' ? invalid : undefined}
        />
        <FormField
          label={t.to}
          type="date"
          value={range.to}
          min={range.from || undefined}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
          error={invalid?.field === 'to' ? invalid : undefined}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        {EXPORT_KINDS.map((kind) => (
          <Button
            key={kind}
            type={kind === 'orders' ? 'submit' : 'button'}
            variant={kind === 'orders' ? 'primary' : 'outline'}
            loading={busy === kind}
            disabled={busy !== null && busy !== kind}
            onClick={kind === 'orders' ? undefined : () => void download(kind)}
          >
            {t.download(m(exportLabels[kind]).toLowerCase())}
          </Button>
        ))}
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </form>
  );
}
