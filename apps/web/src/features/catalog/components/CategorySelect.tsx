import type { SelectHTMLAttributes } from 'react';
import type { AdminCategory } from '@tools-bd/contract';
import { useTexts } from '../../../lib/i18n/index.ts';
import { catalogAdminTexts } from '../adminTexts.ts';

interface CategorySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  categories: readonly AdminCategory[];
  /** The first option's text (value ""). */
  emptyLabel: string;
  /** Offer only top-level categories (a parent for another category). */
  topLevelOnly?: boolean;
}

/** A select of the category tree: top-level categories with their sub-categories indented beneath. */
export function CategorySelect({
  categories,
  emptyLabel,
  topLevelOnly = false,
  className = 'field-input',
  ...rest
}: CategorySelectProps) {
  const t = useTexts(catalogAdminTexts);
  return (
    <select className={className} {...rest}>
      <option value="">{emptyLabel}</option>
      {categories.map((category) =>
        topLevelOnly || category.children.length === 0 ? (
          <option key={category.slug} value={category.slug}>
            {category.name}
          </option>
        ) : (
          <optgroup key={category.slug} label={category.name}>
            <option value={category.slug}>{t.allOf(category.name)}</option>
            {category.children.map((child) => (
              <option key={child.slug} value={child.slug}>
                {child.name}
              </option>
            ))}
          </optgroup>
        ),
      )}
    </select>
  );
}
