import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { priceListInputSchema, type PriceList, type PriceListPrice } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { NumberInput, typedNumber } from '../../../components/NumberInput.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useQuery } from '@tanstack/react-query';
import { fetchToolPage, useToolsById } from '../../catalog/index.ts';
import { useDeletePriceList, usePriceList, usePriceLists, useSavePriceList } from '../api.ts';
import { pricingTexts } from '../texts.ts';

/** The list being edited: an existing one by id, or a new one. */
type Editing = { id: string } | { id: null };

/** /dashboard/priceLists (admins): the dealer price lists, each with its discount and fixed product prices. */
export default function PriceListsPage() {
  const t = useTexts(pricingTexts);
  const format = useFormat();
  useDocumentTitle(t.heading);
  const lists = usePriceLists();
  const remove = useDeletePriceList();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removedName, setRemovedName] = useState<string | null>(null);

  const onRemove = (id: string, name: string) => {
    if (!window.confirm(t.confirmRemove(name))) return;
    setRemovedName(null);
    remove.mutate(id, {
      onSuccess: () => {
        setRemovedName(name);
        if (editing?.id === id) setEditing(null);
      },
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.heading}</h1>
        <Button
          onClick={() => {
            setRemovedName(null);
            setEditing({ id: null });
          }}
        >
          {t.newList}
        </Button>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">{t.intro}</p>
      {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
      {removedName ? <Alert tone="success">{t.removed(removedName)}</Alert> : null}
      {lists.isPending ? (
        <PageSpinner label={t.loading} />
      ) : lists.error ? (
        <Alert tone="error">{lists.error.message}</Alert>
      ) : lists.data.length === 0 ? (
        <p className="text-slate-600">{t.noLists}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.heading}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3">
                  {t.name}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.discount}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.fixedPrices}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.companies}
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lists.data.map((list) => (
                <tr key={list._id} className="border-b align-middle">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {list.name}
                  </th>
                  <td className="py-2 pr-3">{format.number(list.discountPercent)}</td>
                  <td className="py-2 pr-3">{format.number(list.priceCount)}</td>
                  <td className="py-2 pr-3">{format.number(list.companyCount)}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t.editOf(list.name)}
                        onClick={() => {
                          setRemovedName(null);
                          setEditing({ id: list._id });
                        }}
                      >
                        {t.edit}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t.removeOf(list.name)}
                        loading={remove.isPending && remove.variables === list._id}
                        onClick={() => onRemove(list._id, list.name)}
                      >
                        {t.remove}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? <PriceListLoader key={editing.id ?? 'new'} id={editing.id} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function PriceListLoader({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useTexts(pricingTexts);
  const list = usePriceList(id);
  if (id === null) return <PriceListEditor list={null} onClose={onClose} />;
  if (list.isPending) return <PageSpinner label={t.loading} />;
  if (list.error) return <Alert tone="error">{list.error.message}</Alert>;
  return <PriceListEditor list={list.data} onClose={onClose} />;
}

/** A fixed price as the form holds it: the price as typed, the entry's own breaks kept as they were. */
interface Entry {
  toolId: string;
  price: string;
  priceBreaks: PriceListPrice['priceBreaks'];
  /** The name known when the product was added from the search (else read from the catalogue). */
  name?: string;
}

interface Errors {
  name?: string;
  discountPercent?: string;
  /** By tool id. */
  prices: Record<string, string>;
  form?: string;
}

const ENTRIES_PAGE = 25;

/** The numbers the contract checks: an empty field is not a number (and says so). */
function PriceListEditor({ list, onClose }: { list: PriceList | null; onClose: () => void }) {
  const t = useTexts(pricingTexts);
  const message = useMessageText();
  const format = useFormat();
  const headingId = useId();
  const save = useSavePriceList();
  const [name, setName] = useState(list?.name ?? '');
  const [discount, setDiscount] = useState(list ? String(list.discountPercent) : '0');
  const [entries, setEntries] = useState<Entry[]>(
    (list?.prices ?? []).map((entry) => ({
      toolId: entry.toolId,
      price: String(entry.price),
      priceBreaks: entry.priceBreaks,
    })),
  );
  const [errors, setErrors] = useState<Errors>({ prices: {} });
  const [page, setPage] = useState(0);
  const [savedOnce, setSavedOnce] = useState(false);
  const id = save.data?._id ?? list?._id ?? null;

  const pageCount = Math.max(1, Math.ceil(entries.length / ENTRIES_PAGE));
  const currentPage = Math.min(page, pageCount - 1);
  const shown = entries.slice(currentPage * ENTRIES_PAGE, (currentPage + 1) * ENTRIES_PAGE);
  // Only the shown page's products are read (a list may fix thousands of prices).
  const tools = useToolsById(shown.filter((entry) => !entry.name).map((entry) => entry.toolId));
  const toolNames = new Map((tools.data ?? []).map((tool) => [tool._id, tool]));

  const changed = () => setSavedOnce(false);
  const setPrice = (toolId: string, price: string) => {
    changed();
    setEntries((current) => current.map((entry) => (entry.toolId === toolId ? { ...entry, price } : entry)));
  };
  const removeEntry = (toolId: string) => {
    changed();
    setEntries((current) => current.filter((entry) => entry.toolId !== toolId));
  };
  const addEntry = (toolId: string, toolName: string, price: number) => {
    changed();
    setEntries((current) => [...current, { toolId, name: toolName, price: String(price), priceBreaks: [] }]);
    setPage(Math.floor(entries.length / ENTRIES_PAGE));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name,
      discountPercent: typedNumber(discount),
      prices: entries.map((entry) => ({
        toolId: entry.toolId,
        price: typedNumber(entry.price),
        priceBreaks: entry.priceBreaks,
      })),
    };
    const checked = priceListInputSchema.safeParse(body);
    if (!checked.success) {
      const found: Errors = { prices: {} };
      for (const issue of checked.error.issues) {
        const [field, index] = issue.path;
        if (field === 'name') found.name ??= issue.message;
        else if (field === 'discountPercent') found.discountPercent ??= issue.message;
        else if (field === 'prices' && typeof index === 'number' && body.prices[index])
          found.prices[body.prices[index].toolId] ??= issue.message;
        else found.form ??= issue.message;
      }
      setErrors(found);
      // The first wrong price is shown, wherever it is in the list.
      const firstWrong = entries.findIndex((entry) => found.prices[entry.toolId]);
      if (firstWrong >= 0) setPage(Math.floor(firstWrong / ENTRIES_PAGE));
      return;
    }
    setErrors({ prices: {} });
    save.mutate({ id, body: checked.data }, { onSuccess: () => setSavedOnce(true) });
  };

  const listed = new Set(entries.map((entry) => entry.toolId));
  const title = id === null ? t.newHeading : t.editHeading(save.data?.name ?? list?.name ?? name);

  return (
    <section className="card space-y-5 p-5 sm:p-6" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t.cancel}
        </Button>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={headingId}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t.name}
            value={name}
            error={errors.name ? { message: errors.name } : undefined}
            onChange={(event) => {
              changed();
              setName(event.target.value);
            }}
          />
          <FormField
            label={t.discount}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="90"
            hint={t.discountHint}
            value={discount}
            error={errors.discountPercent ? { message: errors.discountPercent } : undefined}
            onChange={(event) => {
              changed();
              setDiscount(event.target.value);
            }}
          />
        </div>

        <div className="space-y-2">
          <h3 className="text-lg font-semibold">{t.fixedPrices}</h3>
          {entries.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noEntries}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t.fixedPrices}</caption>
                <thead>
                  <tr className="border-b">
                    <th scope="col" className="py-2 pr-3">
                      {t.product}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t.listPrice}
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">{t.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((entry) => {
                    const tool = toolNames.get(entry.toolId);
                    const label = entry.name ?? tool?.name ?? (tools.isPending ? entry.toolId : t.unknownProduct);
                    const error = errors.prices[entry.toolId];
                    const inputId = `price-${entry.toolId}`;
                    return (
                      <tr key={entry.toolId} className="border-b align-top">
                        <td className="py-2 pr-3">
                          <span className="font-medium">{label}</span>
                          {entry.priceBreaks.length > 0 ? (
                            <span className="block text-xs text-slate-600">
                              {t.withBreaks(entry.priceBreaks.length, format.number(entry.priceBreaks.length))}
                            </span>
                          ) : null}
                        </td>
                        <td className="py-2 pr-3">
                          <NumberInput
                            id={inputId}
                            inputMode="decimal"
                            step="0.01"
                            min="0"
                            className="field-input w-36"
                            aria-label={t.priceOf(label)}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${inputId}-error` : undefined}
                            value={entry.price}
                            onChange={(event) => setPrice(entry.toolId, event.target.value)}
                          />
                          {error ? (
                            <p id={`${inputId}-error`} className="field-error">
                              {message(error)}
                            </p>
                          ) : null}
                        </td>
                        <td className="py-2">
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t.removeEntryOf(label)}
                            onClick={() => removeEntry(entry.toolId)}
                          >
                            {t.removeEntry}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              {pageCount > 1 ? (
                <div className="mt-2 flex items-center gap-3 text-sm">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={currentPage === 0}
                    onClick={() => setPage(currentPage - 1)}
                  >
                    {t.previous}
                  </Button>
                  <span>
                    {t.entriesPage(
                      format.number(currentPage * ENTRIES_PAGE + 1),
                      format.number(Math.min(entries.length, (currentPage + 1) * ENTRIES_PAGE)),
                      format.number(entries.length),
                    )}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={currentPage >= pageCount - 1}
                    onClick={() => setPage(currentPage + 1)}
                  >
                    {t.next}
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </div>

        <ProductSearch listed={listed} onAdd={addEntry} />

        {errors.form ? <Alert tone="error">{message(errors.form)}</Alert> : null}
        {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
        {savedOnce ? <Alert tone="success">{t.saved}</Alert> : null}
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </form>
    </section>
  );
}

/** Finds products by name or SKU (the shop's own search) to give them a fixed price. */
function ProductSearch({
  listed,
  onAdd,
}: {
  listed: ReadonlySet<string>;
  onAdd: (toolId: string, name: string, price: number) => void;
}) {
  const t = useTexts(pricingTexts);
  const format = useFormat();
  const inputId = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const results = useQuery({
    queryKey: ['admin', 'price-lists', 'product-search', asked],
    queryFn: ({ signal }) => fetchToolPage({ q: asked, page: 1, limit: 10 }, signal),
    enabled: asked !== '',
  });
  const run = () => setAsked(text.trim());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches; it must not save the price list around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      run();
    }
  };
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-4">
      <label htmlFor={inputId} className="field-label">
        {t.searchLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="search"
          className="field-input max-w-md flex-1"
          placeholder={t.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={run}>
          {t.search}
        </Button>
      </div>
      {asked === '' ? null : results.isFetching && !results.data ? (
        <p className="text-sm text-slate-600">{t.searching}</p>
      ) : results.error ? (
        <Alert tone="error">{results.error.message}</Alert>
      ) : results.data && results.data.tools.length === 0 ? (
        <p className="text-sm text-slate-600" role="status">
          {t.noMatches}
        </p>
      ) : results.data ? (
        <ul className="divide-y divide-slate-100" aria-label={t.searchResults}>
          {results.data.tools.map((tool) => (
            <li key={tool._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium">{tool.name}</span>{' '}
                <span className="text-slate-600">
                  {tool.sku} · {t.publicPrice}: {tool.price === null ? '—' : format.price(tool.price)}
                </span>
              </span>
              {listed.has(tool._id) ? (
                <span className="text-slate-600">{t.alreadyListed}</span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t.addOf(tool.name)}
                  onClick={() => onAdd(tool._id, tool.name, tool.price ?? 0)}
                >
                  {t.add}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
