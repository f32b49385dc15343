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

const actionLabels: Record<CatalogImportAction, string> = {
  create: 'New',
  update: 'Update',
  unchanged: 'No change',
  error: 'Error',
};
const actionClasses: Record<CatalogImportAction, string> = {
  create: 'bg-green-100 text-green-900',
  update: 'bg-brand-100 text-ink',
  unchanged: 'bg-slate-100 text-slate-700',
  error: 'bg-red-100 text-danger',
};

const columns: DataTableColumn<CatalogImportRow>[] = [
  { id: 'line', header: 'Line', align: 'end', cell: (row) => row.line },
  { id: 'sku', header: 'SKU', rowHeader: true, className: 'font-mono text-sm', cell: (row) => row.sku || '—' },
  { id: 'name', header: 'Name', cell: (row) => row.name || '—' },
  {
    id: 'action',
    header: 'Result',
    cell: (row) => (
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${actionClasses[row.action]}`}>
        {actionLabels[row.action]}
      </span>
    ),
  },
  {
    id: 'details',
    header: 'Details',
    cell: (row) =>
      row.action === 'error' ? (
        <span className="text-danger">{row.message}</span>
      ) : row.changes.length > 0 ? (
        `Changes ${row.changes.join(', ')}`
      ) : (
        ''
      ),
  },
];

const summaryText = (summary: CatalogImportResult['summary']) =>
  `${summary.create} new, ${summary.update} to update, ${summary.unchanged} unchanged, ${summary.error} with errors`;

/** Export of the catalogue as a CSV file. */
function ExportSection() {
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
        Export
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The catalogue on sale as a CSV file (UTF-8), in the columns the import reads. Edit it in a spreadsheet and
        import it back.
      </p>
      <Button variant="outline" className="mt-3" onClick={onExport} loading={state.busy}>
        Export catalogue (CSV)
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
  useDocumentTitle('Import products');
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
    if (file.size > CATALOG_IMPORT_LIMITS.maxChars * 4) return setFileError('The file is too large to import');
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
        <h1 className="text-2xl font-bold">Import / export products</h1>
        <ButtonLink to="/dashboard/manageProduct" variant="outline" size="sm">
          ManageProduct
        </ButtonLink>
      </div>
      <ExportSection />

      <section aria-labelledby="import-heading" className="card p-4">
        <h2 id="import-heading" className="text-lg font-bold">
          Import
        </h2>
        <p id={ids.hint} className="mt-1 text-sm text-slate-700">
          The first line names the columns: <span className="font-mono">{CATALOG_CSV_COLUMNS.join(',')}</span>. Rows are
          matched by SKU; a column left out keeps each product&apos;s value. Category is a category slug or name; price
          breaks look like <span className="font-mono">48:235.00|144:220.00</span>; vatRate is a percent (a new product
          without one takes the shop&apos;s default); weight_grams is one unit&apos;s weight in grams (a new product
          without one weighs {DEFAULT_WEIGHT_GRAMS.toLocaleString('en-US')} g). At most{' '}
          {CATALOG_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows. Check first: nothing changes until you apply.
        </p>
        <div className="mt-3">
          <label htmlFor={ids.file} className="field-label">
            CSV file
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
            CSV text
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
            Check (dry run)
          </Button>
          <Button
            onClick={() => run(true)}
            loading={importer.isPending && importer.variables?.apply === true}
            disabled={!canApply || importer.isPending}
          >
            {checked && canApply
              ? `Apply ${checked.result.summary.create + checked.result.summary.update} changes`
              : 'Apply'}
          </Button>
        </div>
        <div className="mt-3 space-y-3" aria-live="polite">
          {importer.error ? <Alert tone="error">{importer.error.message}</Alert> : null}
          {checked && !importer.error ? (
            <Alert tone={checked.result.summary.error > 0 ? 'warning' : 'info'}>
              {`Dry run: ${summaryText(checked.result.summary)}.`}
              {checked.result.summary.error > 0
                ? ' Fix the rows with errors and check again.'
                : checked.text !== text
                  ? ' The text changed: check it again.'
                  : ''}
            </Alert>
          ) : null}
          {applied ? (
            <Alert tone="success">{`Imported: ${applied.summary.create} new, ${applied.summary.update} updated.`}</Alert>
          ) : null}
        </div>
      </section>

      {rows ? (
        <section aria-label="Rows of the import" className="mt-4">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.line)}
            caption="Each row of the CSV and what the import does with it"
            empty="No rows"
          />
        </section>
      ) : null}
    </div>
  );
}
