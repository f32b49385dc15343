import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { HydratedApart } from '../../../components/HydratedApart.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { AddToCartButton } from '../../cart/index.ts';
import { useBrands, useCategories, useToolPage } from '../api.ts';
import { CategoryTree, findCategory } from '../components/CategoryTree.tsx';
import { ShopFilters } from '../components/ShopFilters.tsx';
import { ShopSort } from '../components/ShopSort.tsx';
import { ToolCard } from '../components/ToolCard.tsx';
import { ToolCardSkeleton } from '../components/ToolsSection.tsx';
import { SHOP_SEARCH_KEYS, changeShopSearch, toolListParamsFromUrl, type ShopSearchKey } from '../shopSearch.ts';
import { catalogTexts } from '../texts.ts';

/** The search form; the filters and the sort elsewhere on the page belong to it through their `form` attribute. */
const SHOP_FORM = 'shop-form';

/**
 * /shop and /shop/{categorySlug}: search, categories, filters, sort and pages, all kept in the URL
 * (a shared link shows the same results, back and forward step through them). The controls are
 * one GET form, so they also work before the script loads; with it, they change the URL in place.
 */
export default function ShopPage() {
  const { categorySlug } = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const params = toolListParamsFromUrl(categorySlug, search);
  const results = useToolPage(params);
  const categories = useCategories();
  const brands = useBrands();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsTop = useRef<HTMLElement>(null);
  const shownPage = useRef(params.page);
  const t = useTexts(catalogTexts);
  const format = useFormat();
  // English prints counts as the shop always has; Bangla in Bengali digits.
  const count = (value: number) => (format.language === 'en' ? value : format.number(value));

  // Next/Previous sit under the results: a new page starts at the top of the results, not at its end.
  useEffect(() => {
    if (shownPage.current === params.page) return;
    shownPage.current = params.page;
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
  }, [params.page]);

  const category =
    categorySlug && categories.data ? findCategory(categories.data, categorySlug, format.language) : null;
  const unknownCategory = Boolean(categorySlug && categories.data && !category);
  const title = params.q ? t.resultsFor(params.q) : (category?.name ?? (categorySlug ? t.category : t.shop));
  useDocumentTitle(unknownCategory ? t.categoryNotFoundTitle : title);

  const apply = (change: Partial<Record<ShopSearchKey, string | undefined>>) =>
    setSearch(changeShopSearch(search, change));
  const hrefWith = (change: Partial<Record<ShopSearchKey, string | undefined>>) => {
    const query = changeShopSearch(search, change).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const change: Partial<Record<ShopSearchKey, string | undefined>> = {};
    for (const key of SHOP_SEARCH_KEYS) if (key !== 'page') change[key] = (data.get(key) as string | null) ?? undefined;
    apply(change);
    setFiltersOpen(false);
  };

  if (unknownCategory) {
    return (
      <div className="container-page py-16 text-center">
        <h1 className="text-2xl font-bold">{t.categoryMissingHeading}</h1>
        <p className="mt-2 text-slate-700">{t.categoryMissingText}</p>
        <Link to="/shop" className="mt-6 inline-block font-semibold text-brand-800 underline">
          {t.browseAll}
        </Link>
      </div>
    );
  }

  const page = results.data;
  const pageCount = page ? Math.ceil(page.total / params.limit) : 0;
  const hasFilters = Boolean(params.brand || params.minPrice || params.maxPrice || params.inStock);
  const updating = results.isFetching && results.isPlaceholderData;

  return (
    <div className="container-page py-8">
      {category?.parent ? (
        <nav aria-label={t.breadcrumb} className="mb-2 text-sm text-slate-600">
          <Link to="/shop" className="underline">
            {t.shop}
          </Link>{' '}
          /{' '}
          <Link to={`/shop/${category.parent.slug}`} className="underline">
            {category.parent.name}
          </Link>
        </nav>
      ) : null}
      <h1 className="text-3xl font-bold">{title}</h1>

      <form
        id={SHOP_FORM}
        role="search"
        aria-label={t.searchTheShop}
        method="get"
        action={pathname}
        onSubmit={submit}
        className="mt-4 flex gap-2"
      >
        {/* Named apart from the navbar's box, so a screen reader's list of fields tells them apart. */}
        <label htmlFor="shop-q" className="sr-only">
          {t.searchTheCatalogue}
        </label>
        <input
          key={`q-${params.q ?? ''}`}
          id="shop-q"
          name="q"
          type="search"
          defaultValue={params.q ?? ''}
          placeholder={t.shopSearchPlaceholder}
          className="field-input"
          maxLength={100}
          enterKeyHint="search"
        />
        <Button type="submit">{t.search}</Button>
      </form>

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[15rem_1fr]">
        <div>
          <Button
            variant="outline"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="shop-sidebar"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? t.hideFilters : t.showFilters}
          </Button>
          {/* The sidebar and the results hydrate each in a pass of their own (short tasks). */}
          <HydratedApart>
            <aside
              id="shop-sidebar"
              aria-label={t.categoriesAndFilters}
              className={`${filtersOpen ? 'block' : 'hidden'} mt-4 space-y-8 lg:mt-0 lg:block`}
            >
              <CategoryTree categories={categories.data} current={categorySlug} search={search} />
              <ShopFilters
                form={SHOP_FORM}
                params={params}
                brands={brands.data}
                onChange={apply}
                clearHref={hrefWith({ brand: undefined, minPrice: undefined, maxPrice: undefined, inStock: undefined })}
                hasFilters={hasFilters}
              />
            </aside>
          </HydratedApart>
        </div>

        <section
          ref={resultsTop}
          aria-labelledby="shop-results-heading"
          aria-busy={results.isFetching}
          className="scroll-mt-20"
        >
          <h2 id="shop-results-heading" className="sr-only">
            {t.results}
          </h2>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <p role="status" aria-live="polite" className="min-h-6 text-slate-700">
              {page ? (
                <>
                  <strong className="text-ink">{count(page.total)}</strong>
                  {t.countGap}
                  {t.toolNoun(page.total)}
                  {params.q ? t.countFor(params.q) : null}
                </>
              ) : results.isPending ? (
                t.loadingTools
              ) : null}
            </p>
            <ShopSort form={SHOP_FORM} params={params} onChange={(sort) => apply({ sort })} />
          </div>

          {results.isError ? (
            <Alert tone="error" className="mb-4">
              {results.error.message}{' '}
              <Link to={pathname} className="font-semibold underline">
                {t.startAgain}
              </Link>
            </Alert>
          ) : null}

          {page && page.total === 0 ? (
            <EmptyState>
              <p className="font-semibold text-ink">{t.noToolsMatch(params.q)}</p>
              {page.didYouMean ? (
                <p className="mt-2">
                  {t.didYouMean}
                  <Link to={hrefWith({ q: page.didYouMean })} className="font-semibold text-brand-800 underline">
                    {page.didYouMean}
                  </Link>
                  {t.didYouMeanEnd}
                </p>
              ) : null}
              <p className="mt-2 text-sm">
                {hasFilters ? (
                  <Link
                    to={hrefWith({ brand: undefined, minPrice: undefined, maxPrice: undefined, inStock: undefined })}
                    className="underline"
                  >
                    {t.clearTheFilters}
                  </Link>
                ) : (
                  <Link to="/shop" className="underline">
                    {t.browseAll}
                  </Link>
                )}
              </p>
            </EmptyState>
          ) : null}

          {page && page.total > 0 && page.tools.length === 0 ? (
            // A page number past the last page (an old link, or tools sold out since).
            <EmptyState>
              <p className="font-semibold text-ink">
                {t.noSuchPage(String(count(params.page)), String(count(pageCount)))}
              </p>
              <p className="mt-2">
                <Link to={hrefWith({ page: undefined })} className="font-semibold text-brand-800 underline">
                  {t.firstPage}
                </Link>
              </p>
            </EmptyState>
          ) : null}

          <HydratedApart>
            <div className="relative">
              <div
                className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${updating ? 'opacity-60 transition-opacity' : ''}`}
                data-testid="shop-grid"
              >
                {results.isPending
                  ? Array.from({ length: 8 }, (_, index) => <ToolCardSkeleton key={index} />)
                  : page?.tools.map((tool, index) => (
                      <ToolCard
                        key={tool._id}
                        tool={tool}
                        firstOnScreen={index === 0}
                        action={<AddToCartButton tool={tool} />}
                      />
                    ))}
              </div>
              {updating ? (
                <div className="pointer-events-none absolute inset-x-0 top-8 flex justify-center" aria-hidden="true">
                  <span className="size-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand-500" />
                </div>
              ) : null}
            </div>
          </HydratedApart>

          {page && page.total > 0 ? (
            <Pagination
              page={params.page}
              pageCount={pageCount}
              total={page.total}
              noun={t.toolNoun(page.total)}
              pageHref={(target) => hrefWith({ page: String(target) })}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
