import { Link } from 'react-router';
import type { Brand } from '@tools-bd/contract';
import { Button } from '../../../components/Button.tsx';
import type { ShopSearchKey, ToolListParams } from '../shopSearch.ts';

interface ShopFiltersProps {
  /** The form (the search box's) these fields submit with, so the filters work before the script loads too. */
  form: string;
  params: ToolListParams;
  brands: Brand[] | undefined;
  /** Applies one change at once (a select or a checkbox). */
  onChange: (change: Partial<Record<ShopSearchKey, string | undefined>>) => void;
  /** The shop without any filter (the category and the search text are kept). */
  clearHref: string;
  hasFilters: boolean;
}

/** Brand, price range and in-stock filters. Selects and the checkbox apply at once; the prices on Apply. */
export function ShopFilters({ form, params, brands, onChange, clearHref, hasFilters }: ShopFiltersProps) {
  return (
    <div className="space-y-4" role="group" aria-labelledby="shop-filters-heading">
      <h2 id="shop-filters-heading" className="text-sm font-bold tracking-wide text-slate-700 uppercase">
        Filters
      </h2>
      <div>
        <label htmlFor="shop-brand" className="field-label">
          Brand
        </label>
        <select id="shop-brand" name="brand" form={form} className="field-input" value={params.brand ?? ''} onChange={(event) => onChange({ brand: event.target.value })}>
          <option value="">All brands</option>
          {brands?.map((brand) => (
            <option key={brand.slug} value={brand.slug}>
              {brand.name} ({brand.count})
            </option>
          ))}
          {/* A brand from a shared link that the list does not (yet) hold stays selectable. */}
          {params.brand && brands && !brands.some((brand) => brand.slug === params.brand) ? <option value={params.brand}>{params.brand}</option> : null}
        </select>
      </div>
      <fieldset>
        <legend className="field-label">Price ($)</legend>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="shop-min-price" className="sr-only">
              Minimum price
            </label>
            {/* Keyed by the URL's value: back/forward show the range of that page, typing is not interrupted. */}
            <input
              key={`min-${params.minPrice ?? ''}`}
              id="shop-min-price"
              name="minPrice"
              form={form}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder="Min"
              defaultValue={params.minPrice ?? ''}
              className="field-input"
            />
          </div>
          <div>
            <label htmlFor="shop-max-price" className="sr-only">
              Maximum price
            </label>
            <input
              key={`max-${params.maxPrice ?? ''}`}
              id="shop-max-price"
              name="maxPrice"
              form={form}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder="Max"
              defaultValue={params.maxPrice ?? ''}
              className="field-input"
            />
          </div>
        </div>
      </fieldset>
      <div className="flex items-center gap-2">
        <input
          id="shop-in-stock"
          name="inStock"
          value="true"
          form={form}
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={params.inStock === true}
          onChange={(event) => onChange({ inStock: event.target.checked ? 'true' : undefined })}
        />
        <label htmlFor="shop-in-stock" className="text-sm font-medium text-slate-800">
          In stock only
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" form={form} variant="secondary" size="sm">
          Apply filters
        </Button>
        {hasFilters ? (
          <Link to={clearHref} className="text-sm font-medium text-brand-800 underline">
            Clear filters
          </Link>
        ) : null}
      </div>
    </div>
  );
}
