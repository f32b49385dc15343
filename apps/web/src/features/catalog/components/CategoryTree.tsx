import { nameIn, type Language } from '@tools-bd/contract/messages';
import { Link } from 'react-router';
import type { CategoryNode } from '@tools-bd/contract';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { categoryHref } from '../shopSearch.ts';
import { catalogTexts } from '../texts.ts';

interface CategoryTreeProps {
  categories: CategoryNode[] | undefined;
  /** The category shown now (none: the whole shop). */
  current: string | undefined;
  /** The shop's other filters, kept when another category is chosen. */
  search: URLSearchParams;
}

const itemClasses = (active: boolean) =>
  `flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm ${
    active ? 'bg-ink font-semibold text-white' : 'text-slate-800 hover:bg-slate-100'
  }`;

function CategoryLink({
  name,
  slug,
  count,
  current,
  search,
}: {
  name: string;
  slug: string | undefined;
  count?: number;
  current: string | undefined;
  search: URLSearchParams;
}) {
  const active = slug === current;
  const t = useTexts(catalogTexts);
  const format = useFormat();
  return (
    <Link to={categoryHref(slug, search)} className={itemClasses(active)} aria-current={active ? 'page' : undefined}>
      <span>{name}</span>
      {count === undefined ? null : (
        <span className={`text-xs tabular-nums ${active ? 'text-slate-200' : 'text-slate-600'}`}>
          {format.language === 'en' ? count : format.number(count)}
          <span className="sr-only">{t.products}</span>
        </span>
      )}
    </Link>
  );
}

/** The categories with their product counts, two levels, the current one marked (aria-current). */
export function CategoryTree({ categories, current, search }: CategoryTreeProps) {
  const t = useTexts(catalogTexts);
  const { language } = useFormat();
  return (
    <nav aria-labelledby="category-tree-heading">
      <h2 id="category-tree-heading" className="mb-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
        {t.categories}
      </h2>
      {categories === undefined ? (
        // Room for the usual list, so the filters under it do not jump when it arrives.
        <div className="min-h-48 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />
      ) : (
        <ul className="space-y-0.5">
          <li>
            <CategoryLink name={t.allTools} slug={undefined} current={current} search={search} />
          </li>
          {categories.map((category) => (
            <li key={category.slug}>
              <CategoryLink
                name={nameIn(category, language)}
                slug={category.slug}
                count={category.count}
                current={current}
                search={search}
              />
              {category.children.length > 0 ? (
                <ul className="ml-3 space-y-0.5 border-l border-slate-200 pl-2">
                  {category.children.map((child) => (
                    <li key={child.slug}>
                      <CategoryLink
                        name={nameIn(child, language)}
                        slug={child.slug}
                        count={child.count}
                        current={current}
                        search={search}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/**
 * A category (top-level or sub-category) of the tree by its slug, with its parent when it has one;
 * names as a page in `language` shows them.
 */
export function findCategory(
  categories: CategoryNode[],
  slug: string,
  language: Language = 'en',
): { name: string; slug: string; parent: { name: string; slug: string } | null } | null {
  for (const category of categories) {
    if (category.slug === slug) return { name: nameIn(category, language), slug: category.slug, parent: null };
    const child = category.children.find((candidate) => candidate.slug === slug);
    if (child)
      return {
        name: nameIn(child, language),
        slug: child.slug,
        parent: { name: nameIn(category, language), slug: category.slug },
      };
  }
  return null;
}
