import { useId, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CartImportResult } from '@tools-bd/contract';
import { CART_LIMITS, cartMessages } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useCartImport } from '../api.ts';
import { ImportRowsTable } from '../components/ImportRowsTable.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { cartScreenTexts } from '../screenTexts.ts';

/** What to type, in the wire format (the same in every language). */
const EXAMPLE_LINE = 'HT-HAM-16OZ,48';
const EXAMPLE_TEXT = `sku,quantity\n${EXAMPLE_LINE}`;

/**
 * /quick-order: paste `sku,quantity` lines or choose a CSV file, preview each row's status
 * (POST /api/cart/import with dryRun), then add the rows that pass with the same text.
 */
export default function QuickOrderPage() {
  const t = useTexts(cartScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  const rowsLabel = (count: number) => t.rows(count, f.number(count));
  useDocumentTitle(t.quickOrder);
  const textId = useId();
  const fileId = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<CartImportResult | null>(null);
  const previewImport = useCartImport();
  const addImport = useCartImport();
  const ready = preview?.rows.filter((row) => row.status === 'added').length ?? 0;

  const changeText = (next: string) => {
    setText(next);
    // A preview describes the text it was made from; a new text needs a new one.
    setPreview(null);
    addImport.reset();
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileProblem(null);
    if (!file) return;
    if (file.size > CART_LIMITS.importBytesMax) return setFileProblem(m(cartMessages.importTooLarge));
    changeText(await file.text());
  };

  const showPreview = () => {
    if (text.trim() === '') return setFileProblem(m(cartMessages.importEmpty));
    previewImport.mutate({ text, dryRun: true }, { onSuccess: setPreview });
  };

  const addRows = () => addImport.mutate({ text, dryRun: false }, { onSuccess: () => navigate('/cart') });

  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="mb-2 text-2xl font-bold sm:text-3xl">{t.quickOrder}</h1>
      <p className="mb-6 text-slate-700">
        {t.quickOrderIntroStart}
        <code>{EXAMPLE_LINE}</code>
        {t.quickOrderIntroEnd}
      </p>
      <div className="card space-y-4 p-5 sm:p-6">
        <div>
          <label htmlFor={textId} className="field-label">
            {t.skuLines}
          </label>
          <textarea
            id={textId}
            rows={8}
            className="field-input font-mono"
            value={text}
            onChange={(event) => changeText(event.target.value)}
            placeholder={EXAMPLE_TEXT}
            spellCheck={false}
          />
        </div>
        <div>
          <label htmlFor={fileId} className="field-label">
            {t.orChooseFile}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={chooseFile}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
          />
        </div>
        {fileProblem ? <Alert tone="error">{fileProblem}</Alert> : null}
        {previewImport.error ? <Alert tone="error">{previewImport.error.message}</Alert> : null}
        <Button onClick={showPreview} loading={previewImport.isPending} variant="secondary">
          {t.preview}
        </Button>
      </div>

      <section className="mt-6" aria-labelledby="preview-heading" aria-busy={previewImport.isPending}>
        <h2 id="preview-heading" className="sr-only">
          {t.preview}
        </h2>
        {preview ? (
          <div className="space-y-4">
            <p role="status" className="font-semibold">
              {t.canBeAdded(rowsLabel(ready), f.number(preview.rows.length))}
            </p>
            <ImportRowsTable rows={preview.rows} />
            {addImport.error ? <Alert tone="error">{addImport.error.message}</Alert> : null}
            <Button
              size="lg"
              onClick={addRows}
              disabled={ready === 0}
              loading={addImport.isPending}
              className="w-full sm:w-auto"
            >
              {t.addRows(rowsLabel(ready))}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
