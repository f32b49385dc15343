import { effectiveSort, type ToolListParams, type ToolSort } from '../shopSearch.ts';

/** What each order is called; relevance is offered only for a search. */
const SORT_LABELS: Partial<Record<ToolSort, string>> = {
  relevance: 'Best match',
  newest: 'Newest first',
  name: 'Name (A–Z)',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
};

/** The order of the results; it applies at once (and with the form's Apply before the script loads). */
export function ShopSort({ form, params, onChange }: { form: string; params: ToolListParams; onChange: (sort: string) => void }) {
  const sorts = (Object.keys(SORT_LABELS) as ToolSort[]).filter((sort) => sort !== 'relevance' || params.q);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="shop-sort" className="text-sm font-medium text-slate-800">
        Sort by
      </label>
      <select id="shop-sort" name="sort" form={form} className="field-input w-auto" value={effectiveSort(params)} onChange={(event) => onChange(event.target.value)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
