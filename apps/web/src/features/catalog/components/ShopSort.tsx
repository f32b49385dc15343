import { useTexts } from '../../../lib/i18n/index.ts';
import type { ToolListParams, ToolSort } from '../shopSearch.ts';
import { catalogTexts } from '../texts.ts';

/**
 * The order of the results; it applies at once (and with the form's Apply before the script loads).
 * The first option is the API's default (best match for a search, newest otherwise) and sends no
 * `sort`, so a new search text goes back to ranking by relevance instead of keeping "newest".
 */
export function ShopSort({
  form,
  params,
  onChange,
}: {
  form: string;
  params: ToolListParams;
  onChange: (sort: string) => void;
}) {
  const t = useTexts(catalogTexts);
  // What each order is called.
  const SORT_LABELS: Partial<Record<ToolSort, string>> = t.sortLabels;
  const defaultSort: ToolSort = params.q ? 'relevance' : 'newest';
  const others = (Object.keys(SORT_LABELS) as ToolSort[]).filter(
    (sort) => sort !== defaultSort && sort !== 'relevance',
  );
  const value = params.sort === undefined || params.sort === defaultSort ? '' : params.sort;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="shop-sort" className="text-sm font-medium text-slate-800">
        {t.sortBy}
      </label>
      <select
        id="shop-sort"
        name="sort"
        form={form}
        className="field-input w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{SORT_LABELS[defaultSort]}</option>
        {others.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
