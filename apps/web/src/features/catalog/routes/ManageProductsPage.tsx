import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_STOCK_FILTERS,
  ADMIN_TOOL_PAGE,
  ADMIN_TOOL_SORTS,
  adminMessages,
  adminStockLabels,
  adminToolSortLabels,
  commonMessages,
  nameIn,
  type AdminStockFilter,
  type AdminToolSort,
} from '@tools-bd/contract/messages';
import type { AdminTool } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { confirmDeletion } from '../../../lib/dialogs.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { ToolImage } from '../components/ToolImage.tsx';
import { useAdminCategories, useAdminToolPage, useDeleteTool, type AdminToolFilter } from '../adminApi.ts';
import { CategorySelect } from '../components/CategorySelect.tsx';
import { ProductEditor } from '../components/ProductEditor.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { catalogAdminTexts } from '../adminTexts.ts';

const isStock = (value: string | null): value is AdminStockFilter =>
  (ADMIN_STOCK_FILTERS as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is AdminToolSort =>
  (ADMIN_TOOL_SORTS as readonly string[]).includes(value ?? '');
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The list's state as the URL holds it; anything malformed falls back to the default. */
export function readAdminToolFilter(params: URLSearchParams): AdminToolFilter {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const q = (params.get('q') ?? '').trim().slice(0, ADMIN_TOOL_PAGE.queryMax);
  const category = params.get('category') ?? '';
  const stock = params.get('stock');
  const sort = params.get('sort');
  return {
    ...(q ? { q } : {}),
    ...(SLUG.test(category) ? { category } : {}),
    ...(isStock(stock) ? { stock } : {}),
    ...(isSort(sort) ? { sort } : {}),
    page: Number.isFinite(page) && page >= 1 && page <= ADMIN_TOOL_PAGE.maxPage ? page : 1,
    limit: ADMIN_TOOL_PAGE.defaultLimit,
  };
}

/** The URL of a list state: only what differs from the defaults. */
function toSearchParams(filter: Omit<AdminToolFilter, 'limit'>): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.category) params.set('category', filter.category);
  if (filter.stock) params.set('stock', filter.stock);
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

function ProductActions({ tool, onEdit }: { tool: AdminTool; onEdit: () => void }) {
  const t = useTexts(catalogAdminTexts);
  const m = useMessageText();
  const { language } = useFormat();
  const name = nameIn(tool, language);
  const remove = useDeleteTool();
  if (tool.archived) return <span className="text-sm text-slate-600">{t.archivedNote}</span>;
  const onDelete = () => {
    const question = tool.orderCount > 0 ? t.deleteArchiving(name) : t.deleteQuestion(name);
    if (!confirmDeletion(question)) return;
    remove.mutate(tool._id, { onSuccess: () => window.alert(m(commonMessages.deleted)) });
  };
  return (
    <span className="flex flex-col items-end gap-1 md:items-start">
      <span className="flex flex-wrap justify-end gap-2 md:flex-nowrap">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t.editTool(name)}>
          {t.edit}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={onDelete}
          loading={remove.isPending}
          aria-label={t.deleteTool(name)}
        >
          {t.delete}
        </Button>
        <ButtonLink variant="ghost" size="sm" to={`/purchases/${tool._id}`} aria-label={t.viewInShop(name)}>
          {t.view}
        </ButtonLink>
      </span>
      {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
    </span>
  );
}

function columns(
  onEdit: (tool: AdminTool) => void,
  t: typeof catalogAdminTexts.english,
  m: (text: string) => string,
  format: ReturnType<typeof useFormat>,
): DataTableColumn<AdminTool>[] {
  return [
    {
      id: 'product',
      header: t.product,
      rowHeader: true,
      className: 'font-normal md:min-w-64',
      cell: (tool) => (
        <span className="flex min-w-0 items-center gap-3 text-left">
          <span className={`w-12 shrink-0 ${tool.archived ? 'opacity-60 grayscale' : ''}`}>
            <ToolImage
              src={tool.img}
              variants={tool.imgVariants}
              sizes="80px"
              alt=""
              loading="lazy"
              className="rounded"
            />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold">{nameIn(tool, format.language)}</span>
            <span className="block font-mono text-xs text-slate-600">{tool.sku}</span>
            {tool.archived ? (
              <span className="mt-0.5 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {m(adminMessages.archived)}
              </span>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      id: 'category',
      header: t.category,
      cell: (tool) =>
        tool.category ? nameIn(tool.category, format.language) : <span className="text-slate-500">{t.none}</span>,
    },
    {
      id: 'price',
      header: t.price,
      align: 'end',
      className: 'font-semibold',
      cell: (tool) => format.price(tool.price),
    },
    { id: 'stock', header: t.stock, align: 'end', cell: (tool) => format.number(tool.availableItem) },
    { id: 'minimum', header: t.minimumOrder, align: 'end', cell: (tool) => format.number(tool.minPurse) },
    { id: 'orders', header: t.orders, align: 'end', cell: (tool) => format.number(tool.orderCount) },
    {
      id: 'actions',
      header: t.actions,
      headerHidden: true,
      className: 'md:w-px md:whitespace-nowrap',
      cell: (tool) => <ProductActions tool={tool} onEdit={() => onEdit(tool)} />,
    },
  ];
}

/** /dashboard/manageProduct (admin): every product a page at a time, searched and filtered, with Edit and Delete. */
export default function ManageProductsPage() {
  const t = useTexts(catalogAdminTexts);
  const m = useMessageText();
  const format = useFormat();
  useDocumentTitle(t.manageProduct);
  const ids = { search: useId(), category: useId(), stock: useId(), sort: useId() };
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readAdminToolFilter(searchParams);
  const tools = useAdminToolPage(filter);
  const categories = useAdminCategories();
  const [text, setText] = useState(filter.q ?? '');
  const [editing, setEditing] = useState<AdminTool | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const editorRef = useRef<HTMLElement>(null);
  const pageCount = tools.data ? Math.ceil(tools.data.total / filter.limit) : 0;

  // After a delete empties the last page, step back to the page that still has products.
  const pastTheEnd = Boolean(
    tools.data && !tools.isPlaceholderData && tools.data.tools.length === 0 && filter.page > 1 && pageCount > 0,
  );
  useEffect(() => {
    if (pastTheEnd) setSearchParams(toSearchParams({ ...filter, page: pageCount }), { replace: true });
  }, [pastTheEnd, pageCount, filter, setSearchParams]);
  // Back / forward change the URL: the box follows it.
  useEffect(() => setText(filter.q ?? ''), [filter.q]);
  useEffect(() => editorRef.current?.focus(), [editing]);

  const show = (change: Partial<Omit<AdminToolFilter, 'limit'>>) =>
    setSearchParams(toSearchParams({ ...filter, page: 1, ...change }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ q: text.trim() || undefined });
  };

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t.manageProduct}</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/dashboard/importProducts" variant="outline" size="sm">
            {t.importExport}
          </ButtonLink>
          <ButtonLink to="/dashboard/categories" variant="outline" size="sm">
            {t.categories}
          </ButtonLink>
          <ButtonLink to="/dashboard/addProduct" size="sm">
            {t.addProduct}
          </ButtonLink>
        </div>
      </div>

      <div className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <form role="search" aria-label={t.products} onSubmit={onSearch}>
          <label htmlFor={ids.search} className="field-label">
            {t.searchNameOrSku}
          </label>
          <div className="flex gap-2">
            <input
              id={ids.search}
              type="search"
              className="field-input"
              value={text}
              maxLength={ADMIN_TOOL_PAGE.queryMax}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" variant="secondary" size="sm">
              {t.search}
            </Button>
          </div>
        </form>
        <div>
          <label htmlFor={ids.category} className="field-label">
            {t.category}
          </label>
          <CategorySelect
            id={ids.category}
            categories={categories.data ?? []}
            emptyLabel={t.allCategories}
            value={filter.category ?? ''}
            onChange={(event) => show({ category: event.target.value || undefined })}
          />
        </div>
        <div>
          <label htmlFor={ids.stock} className="field-label">
            {t.stock}
          </label>
          <select
            id={ids.stock}
            className="field-input"
            value={filter.stock ?? ''}
            onChange={(event) => show({ stock: isStock(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{t.anyStock}</option>
            {ADMIN_STOCK_FILTERS.map((option) => (
              <option key={option} value={option}>
                {m(adminStockLabels[option])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.sort} className="field-label">
            {t.sort}
          </label>
          <select
            id={ids.sort}
            className="field-input"
            value={filter.sort ?? 'oldest'}
            onChange={(event) =>
              show({
                sort: isSort(event.target.value) && event.target.value !== 'oldest' ? event.target.value : undefined,
              })
            }
          >
            {ADMIN_TOOL_SORTS.map((option) => (
              <option key={option} value={option}>
                {m(adminToolSortLabels[option])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {editing ? (
        <section
          ref={editorRef}
          tabIndex={-1}
          aria-label={t.editing(nameIn(editing, format.language))}
          className="card mb-4 p-4 outline-none"
        >
          <h2 className="text-lg font-bold">{t.editTool(nameIn(editing, format.language))}</h2>
          <ProductEditor
            key={editing._id}
            tool={editing}
            onDone={(wasSaved) => {
              setSaved(wasSaved ? nameIn(editing, format.language) : null);
              setEditing(null);
            }}
          />
        </section>
      ) : null}
      <p className="mb-2 min-h-5 text-sm text-success" role="status">
        {saved ? `${m(adminMessages.productUpdated)}: ${saved}` : ''}
      </p>

      {tools.isPending ? (
        <Spinner label={t.loadingProducts} className="min-h-48" />
      ) : tools.isError ? (
        <Alert tone="error">{tools.error.message}</Alert>
      ) : (
        <DataTable
          columns={columns(
            (tool) => {
              setSaved(null);
              setEditing(tool);
            },
            t,
            m,
            format,
          )}
          rows={tools.data.tools}
          rowKey={(tool) => tool._id}
          caption={t.products}
          empty={filter.q || filter.category || filter.stock ? t.noProductsMatch : m(adminMessages.noProducts)}
          busy={tools.isPlaceholderData}
          pagination={{
            page: filter.page,
            pageCount,
            total: tools.data.total,
            noun: t.productNoun(tools.data.total),
            onPageChange: (page) => setSearchParams(toSearchParams({ ...filter, page })),
          }}
        />
      )}
    </div>
  );
}
