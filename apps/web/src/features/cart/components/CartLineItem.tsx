import { useEffect, useId, useState } from 'react';
import type { CartLine } from '@tools-bd/contract';
import { nameIn } from '@tools-bd/contract/messages';
import { Button } from '../../../components/Button.tsx';
import {
  QuantitySpinner,
  quantityVerdict,
  useQuantityMessage,
  spinnerLimitsFor,
  typedQuantity,
} from '../../../components/QuantitySpinner.tsx';
import { useSetCartLine } from '../api.ts';
import { NextBreakHint } from './NextBreakHint.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { cartScreenTexts } from '../screenTexts.ts';

/** How long the quantity waits after the last keystroke or click before it is saved. */
const SAVE_DELAY_MS = 400;

const limitsOf = (line: CartLine) => ({
  minPurse: line.minPurse,
  available: line.availableItem,
  packSize: line.packSize,
  maxPerOrder: line.maxPerOrder ?? undefined,
});

/** One cart line: its stepper saves the new quantity, a quantity the rules refuse is told and not sent. */
export function CartLineItem({ line }: { line: CartLine }) {
  const t = useTexts(cartScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  const name = nameIn(line, f.language);
  const setLine = useSetCartLine();
  const problemId = useId();
  const [typed, setTyped] = useState(String(line.quantity));
  // A quantity changed elsewhere (another tab, a merge) replaces what is shown, unless it is being edited.
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  if (shownQuantity !== line.quantity) {
    setShownQuantity(line.quantity);
    setTyped(String(line.quantity));
  }
  const limits = limitsOf(line);
  const verdict = quantityVerdict(typed, limits);
  const verdictText = useQuantityMessage();
  const wanted = typedQuantity(typed);
  const { mutate } = setLine;

  useEffect(() => {
    if (!verdict.valid || wanted === line.quantity) return;
    const timer = window.setTimeout(() => mutate({ toolId: line.toolId, quantity: wanted }), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [verdict.valid, wanted, line.quantity, line.toolId, mutate]);

  // What the buyer typed and the rules refuse, else what the server says about the stored line.
  const problem = !verdict.valid
    ? verdictText(verdict.message, limits)
    : (setLine.error?.message ?? (line.problem ? m(line.problem) : line.problem));

  return (
    <li className="card grid gap-4 p-4 sm:grid-cols-[5rem_1fr] sm:p-5" aria-labelledby={`${problemId}-name`}>
      <img
        src={line.img}
        alt=""
        width={80}
        height={60}
        className="hidden aspect-[4/3] w-20 rounded-md bg-slate-100 object-contain sm:block"
      />
      <div className="grid gap-3 md:grid-cols-[1fr_auto_auto] md:items-start">
        <div>
          <h2 id={`${problemId}-name`} className="font-bold">
            {name}
          </h2>
          <p className="text-xs text-slate-600">
            {t.sku} <span className="font-mono">{line.sku}</span>
            {line.packSize > 1 ? t.packsOf(f.number(line.packSize)) : null}
          </p>
          <p className="mt-1 text-sm text-slate-700">{t.each(f.price(line.unitPrice))}</p>
          <NextBreakHint quantity={line.quantity} nextBreak={line.nextBreak} />
        </div>
        <QuantitySpinner
          value={typed}
          onChange={setTyped}
          {...spinnerLimitsFor(limits)}
          label={t.quantityOf(name)}
          describedBy={problemId}
        />
        <div className="flex items-center justify-between gap-4 md:flex-col md:items-end">
          <p className="text-lg font-extrabold text-ink" aria-live="polite">
            <span className="sr-only">{t.lineTotal}</span>
            {f.price(line.lineTotal)}
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setLine.mutate({ toolId: line.toolId, quantity: 0 })}
            aria-label={t.removeItem(name)}
          >
            {t.remove}
          </Button>
        </div>
        <p id={problemId} aria-live="polite" className="min-h-5 text-sm font-semibold text-danger md:col-span-3">
          {problem}
        </p>
      </div>
    </li>
  );
}
