import { Link } from 'react-router';
import type { Brand } from '@tools-bd/contract';
import { Button } from '../../../components/Button.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import type { ShopSearchKey, ToolListParams } from '../shopSearch.ts';
import { catalogTexts } from '../texts.ts';

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
  const t = useTexts(catalogTexts);
  const format = useFormat();
  return (
    <div className="space-y-4" role="group" aria-labelledby="shop-filters-heading">
      <h2 id="shop-filters-heading" className="text-sm font-bold tracking-wide text-slate-700 uppercase">
        {t.filters}
      </h2>
      <div>
        <label htmlFor="shop-brand" className="field-label">
          {t.brand}
        </label>
        <select
          id="shop-brand"
          name="brand"
          form={form}
          className="field-input"
          value={params.brand ?? ''}
          onChange={(event) => onChange({ brand: event.target.value })}
        >
          <option value="">{t.allBrands}</option>
          {brands?.map((brand) => (
            <option key={brand.slug} value={brand.slug}>
              {brand.name} ({format.language === 'en' ? brand.count : format.number(brand.count)})
            </option>
          ))}
          {/* A brand from a shared link that the list does not (yet) hold stays selectable. */}
          {params.brand && brands && !brands.some((brand) => brand.slug === params.brand) ? (
            <option value={params.brand}>{params.brand}</option>
          ) : null}
        </select>
      </div>
      <fieldset>
        <legend className="field-label">{t.priceRange}</legend>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="shop-min-price" className="sr-only">
              {t.minimumPrice}
            </label>
            {/* Keyed by the URL's value: back/forward show the range of that page, typing is not interrupted. */}
            <input
              key={`min-${params.minPrice ?? ''}`}
              id="shop-min-price"
              name="minPrice"
              form={form}
              // A GET form that works without JavaScript: the server reads the URL's Latin digits (decision 033).
              // eslint-disable-next-line no-restricted-syntax
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder={t.min}
              defaultValue={params.minPrice ?? ''}
              className="field-input"
            />
          </div>
          <div>
            <label htmlFor="shop-max-price" className="sr-only">
              {t.maximumPrice}
            </label>
            <input
              key={`max-${params.maxPrice ?? ''}`}
              id="shop-max-price"
              name="maxPrice"
              form={form}
              // A GET form that works without JavaScript: the server reads the URL's Latin digits (decision 033).
              // eslint-disable-next-line no-restricted-syntax
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder={t.max}
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
          {t.inStockOnly}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" form={form} variant="secondary" size="sm">
          {t.applyFilters}
        </Button>
        {hasFilters ? (
          <Link to={clearHref} className="text-sm font-medium text-brand-800 underline">
            {t.clearFilters}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
