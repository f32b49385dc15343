import { useId, useState, type ChangeEvent } from 'react';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_IMPORT_LIMITS,
  DEFAULT_WEIGHT_GRAMS,
  type CatalogImportAction,
} from '@tools-bd/contract/messages';
import type { CatalogImportResult, CatalogImportRow } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { CatalogImportRefused, downloadCatalogCsv, useCatalogImport } from '../adminApi.ts';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { catalogAdminTexts } from '../adminTexts.ts';

type Texts = typeof catalogAdminTexts.english;
type Format = ReturnType<typeof useFormat>;

const actionClasses: Record<CatalogImportAction, string> = {
  create: 'bg-green-100 text-green-900',
  update: 'bg-brand-100 text-ink',
  unchanged: 'bg-slate-100 text-slate-700',
  error: 'bg-red-100 text-danger',
};

const columnsOf = (t: Texts, format: Format): DataTableColumn<CatalogImportRow>[] => [
  { id: 'line', header: t.line, align: 'end', cell: (row) => format.number(row.line) },
  { id: 'sku', header: 'SKU', rowHeader: true, className: 'font-mono text-sm', cell: (row) => row.sku || '—' },
  { id: 'name', header: t.name, cell: (row) => row.name || '—' },
  {
    id: 'action',
    header: t.result,
    cell: (row) => (
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${actionClasses[row.action]}`}>
        {t.actionLabels[row.action]}
      </span>
    ),
  },
  {
    id: 'details',
    header: t.details,
    cell: (row) =>
      row.action === 'error' ? (
        <span className="text-danger">{row.message}</span>
      ) : row.changes.length > 0 ? (
        t.changes(row.changes.join(', '))
      ) : (
        ''
      ),
  },
];

const summaryText = (t: Texts, format: Format, summary: CatalogImportResult['summary']) =>
  t.summary(
    format.number(summary.create),
    format.number(summary.update),
    format.number(summary.unchanged),
    format.number(summary.error),
  );

/** Export of the catalogue as a CSV file. */
function ExportSection() {
  const t = useTexts(catalogAdminTexts);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const onExport = async () => {
    setState({ busy: true, error: null });
    try {
      await downloadCatalogCsv();
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <section aria-labelledby="export-heading" className="card mb-6 p-4">
      <h2 id="export-heading" className="text-lg font-bold">
        {t.export}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.exportText}</p>
      <Button variant="outline" className="mt-3" onClick={onExport} loading={state.busy}>
        {t.exportButton}
      </Button>
      {state.error ? (
        <Alert tone="error" className="mt-3">
          {state.error}
        </Alert>
      ) : null}
    </section>
  );
}

/** /dashboard/importProducts (admin): CSV import with a dry run first, then Apply; and the export. */
export default function ImportProductsPage() {
  const t = useTexts(catalogAdminTexts);
  const format = useFormat();
  const columns = columnsOf(t, format);
  useDocumentTitle(t.importProducts);
  const ids = { file: useId(), text: useId(), hint: useId() };
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ text: string; result: CatalogImportResult } | null>(null);
  const [applied, setApplied] = useState<CatalogImportResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importer = useCatalogImport();
  const refusedRows = importer.error instanceof CatalogImportRefused ? importer.error.rows : null;
  const rows = refusedRows ?? checked?.result.rows ?? null;
  // Apply only what was checked: any edit of the text asks for a new dry run.
  const canApply =
    checked !== null &&
    checked.text === text &&
    checked.result.summary.error === 0 &&
    checked.result.summary.create + checked.result.summary.update > 0;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    if (file.size > CATALOG_IMPORT_LIMITS.maxChars * 4) return setFileError(t.fileTooLarge);
    setText(await file.text());
    setChecked(null);
    setApplied(null);
  };
  const run = (apply: boolean) => {
    setApplied(null);
    importer.mutate(
      { text, apply },
      {
        onSuccess: (result) => {
          if (apply) {
            setApplied(result);
            setChecked(null);
          } else setChecked({ text, result });
        },
      },
    );
  };

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t.importExportHeading}</h1>
        <ButtonLink to="/dashboard/manageProduct" variant="outline" size="sm">
          {t.manageProduct}
        </ButtonLink>
      </div>
      <ExportSection />

      <section aria-labelledby="import-heading" className="card p-4">
        <h2 id="import-heading" className="text-lg font-bold">
          {t.import}
        </h2>
        <p id={ids.hint} className="mt-1 text-sm text-slate-700">
          {t.importHintColumns}
          <span className="font-mono break-all">{CATALOG_CSV_COLUMNS.join(',')}</span>
          {t.importHintMatching}
          <span className="font-mono">48:235.00|144:220.00</span>
          {t.importHintRest(format.number(DEFAULT_WEIGHT_GRAMS), format.number(CATALOG_IMPORT_LIMITS.maxRows))}
        </p>
        <div className="mt-3">
          <label htmlFor={ids.file} className="field-label">
            {t.csvFile}
          </label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="block text-sm"
            onChange={onFile}
          />
          {fileError ? <p className="field-error">{fileError}</p> : null}
        </div>
        <div className="mt-3">
          <label htmlFor={ids.text} className="field-label">
            {t.csvText}
          </label>
          <textarea
            id={ids.text}
            aria-describedby={ids.hint}
            className="field-input min-h-40 font-mono text-sm"
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => run(false)}
            loading={importer.isPending && !importer.variables?.apply}
            disabled={text.trim() === '' || importer.isPending}
          >
            {t.checkDryRun}
          </Button>
          <Button
            onClick={() => run(true)}
            loading={importer.isPending && importer.variables?.apply === true}
            disabled={!canApply || importer.isPending}
          >
            {checked && canApply
              ? t.applyChanges(format.number(checked.result.summary.create + checked.result.summary.update))
              : t.apply}
          </Button>
        </div>
        <div className="mt-3 space-y-3" aria-live="polite">
          {importer.error ? <Alert tone="error">{importer.error.message}</Alert> : null}
          {checked && !importer.error ? (
            <Alert tone={checked.result.summary.error > 0 ? 'warning' : 'info'}>
              {t.dryRun(summaryText(t, format, checked.result.summary))}
              {checked.result.summary.error > 0 ? t.fixErrors : checked.text !== text ? t.textChanged : ''}
            </Alert>
          ) : null}
          {applied ? (
            <Alert tone="success">
              {t.imported(format.number(applied.summary.create), format.number(applied.summary.update))}
            </Alert>
          ) : null}
        </div>
      </section>

      {rows ? (
        <section aria-label={t.importRows} className="mt-4">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.line)}
            caption={t.importCaption}
            empty={t.noRows}
          />
        </section>
      ) : null}
    </div>
  );
}
