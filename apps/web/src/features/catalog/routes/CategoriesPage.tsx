import { useId, useState, type FormEvent } from 'react';
import { CATEGORY_LIMITS, catalogAdminMessages } from '@tools-bd/contract/messages';
import type { AdminCategory, AdminSubCategory, CategoryUpdate } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { NumberInput, typedNumber } from '../../../components/NumberInput.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { confirmDeletion } from '../../../lib/dialogs.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useAddCategory, useAdminCategories, useRemoveCategory, useUpdateCategory } from '../adminApi.ts';
import { CategorySelect } from '../components/CategorySelect.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { catalogAdminTexts } from '../adminTexts.ts';
import { banglaContentTexts } from '../banglaContentTexts.ts';

/** A category's Bangla name (optional): shown on Bangla pages, the English name where it is empty. */
function CategoryNameBnField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTexts(banglaContentTexts);
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {t.categoryNameBn}
      </label>
      <input
        id={id}
        lang="bn"
        className="field-input"
        value={value}
        maxLength={CATEGORY_LIMITS.nameMax}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Add a category: a name and, for a sub-category, its top-level parent. */
function AddCategoryForm({ categories }: { categories: AdminCategory[] }) {
  const t = useTexts(catalogAdminTexts);
  const m = useMessageText();
  const ids = { name: useId(), parent: useId() };
  const add = useAddCategory();
  const [name, setName] = useState('');
  const [nameBn, setNameBn] = useState('');
  const [parent, setParent] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    add.mutate(
      // The Bangla name only when given: without it the request is the one the form always sent.
      { name, parent: parent || null, ...(nameBn.trim() ? { nameBn } : {}) },
      {
        onSuccess: (category) => {
          setAdded(category.name);
          setName('');
          setNameBn('');
        },
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t.addACategory}
      className="card mb-6 grid gap-3 p-4 sm:grid-cols-[2fr_2fr_auto] sm:items-end"
    >
      <div>
        <label htmlFor={ids.name} className="field-label">
          {t.name}
        </label>
        <input
          id={ids.name}
          className="field-input"
          value={name}
          required
          maxLength={CATEGORY_LIMITS.nameMax}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <CategoryNameBnField value={nameBn} onChange={setNameBn} />
      <div>
        <label htmlFor={ids.parent} className="field-label">
          {t.parent}
        </label>
        <CategorySelect
          id={ids.parent}
          categories={categories}
          topLevelOnly
          emptyLabel={t.topLevel}
          value={parent}
          onChange={(event) => setParent(event.target.value)}
        />
      </div>
      <Button type="submit" loading={add.isPending}>
        {t.addCategory}
      </Button>
      <div className="sm:col-span-3" aria-live="polite">
        {add.error ? <Alert tone="error">{add.error.message}</Alert> : null}
        {added ? <Alert tone="success">{`${m(catalogAdminMessages.categoryAdded)}: ${added}`}</Alert> : null}
      </div>
    </form>
  );
}

/** Rename, move and reorder one category; only the changed fields are sent. */
function CategoryEditor({
  category,
  categories,
  onDone,
}: {
  category: AdminCategory | AdminSubCategory;
  categories: AdminCategory[];
  onDone: () => void;
}) {
  const t = useTexts(catalogAdminTexts);
  const ids = { name: useId(), parent: useId(), sort: useId() };
  const update = useUpdateCategory();
  const [name, setName] = useState(category.name);
  const [nameBn, setNameBn] = useState(category.nameBn ?? '');
  const [parent, setParent] = useState(category.parent ?? '');
  const [sortOrder, setSortOrder] = useState(String(category.sortOrder));
  // A category can not move under itself; one with sub-categories stays top-level (the server says so too).
  const parents = categories.filter((each) => each.slug !== category.slug);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const change: CategoryUpdate = {};
    if (name !== category.name) change.name = name;
    if (nameBn !== (category.nameBn ?? '')) change.nameBn = nameBn.trim() ? nameBn : null;
    if ((parent || null) !== category.parent) change.parent = parent || null;
    if (sortOrder !== String(category.sortOrder)) change.sortOrder = typedNumber(sortOrder);
    if (Object.keys(change).length === 0) return onDone();
    update.mutate({ slug: category.slug, change }, { onSuccess: onDone });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t.editTool(category.name)}
      className="mt-2 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[2fr_2fr_1fr]"
    >
      <div>
        <label htmlFor={ids.name} className="field-label">
          {t.name}
        </label>
        <input
          id={ids.name}
          className="field-input"
          value={name}
          maxLength={CATEGORY_LIMITS.nameMax}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <CategoryNameBnField value={nameBn} onChange={setNameBn} />
      <div>
        <label htmlFor={ids.parent} className="field-label">
          {t.parent}
        </label>
        <CategorySelect
          id={ids.parent}
          categories={parents}
          topLevelOnly
          emptyLabel={t.topLevel}
          value={parent}
          onChange={(event) => setParent(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={ids.sort} className="field-label">
          {t.sortOrder}
        </label>
        <NumberInput
          id={ids.sort}
          className="field-input"
          inputMode="numeric"
          min="0"
          step="1"
          value={sortOrder}
          onChange={(event) => setSortOrder(event.target.value)}
        />
      </div>
      {update.error ? (
        <Alert tone="error" className="sm:col-span-3">
          {update.error.message}
        </Alert>
      ) : null}
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" size="sm" loading={update.isPending}>
          {t.save}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

interface CategoryItemProps {
  category: AdminCategory | AdminSubCategory;
  categories: AdminCategory[];
  /** Tells the page what was removed (the item itself is gone by then). */
  onRemoved: (name: string) => void;
}

function CategoryItem({ category, categories, onRemoved }: CategoryItemProps) {
  const t = useTexts(catalogAdminTexts);
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const remove = useRemoveCategory();
  const headingId = `category-${category.id}`;
  const onRemove = () => {
    if (!confirmDeletion(t.removeCategoryQuestion(category.name))) return;
    remove.mutate(category.slug, { onSuccess: () => onRemoved(category.name) });
  };
  return (
    <li aria-labelledby={headingId} className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {category.name}
          </h3>
          <p className="text-sm text-slate-600">
            <span className="font-mono">{category.slug}</span> ·{' '}
            {t.categoryCounts(category.products, format.number(category.products), format.number(category.onSale))}
            {category.children.length > 0 ? t.withSubCategories : ''}
            {t.order(format.number(category.sortOrder))}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink
            variant="ghost"
            size="sm"
            to={`/dashboard/manageProduct?category=${category.slug}`}
            aria-label={t.productsIn(category.name)}
          >
            {t.products}
          </ButtonLink>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={t.editTool(category.name)}
            disabled={editing}
          >
            {t.edit}
          </Button>
          <Button
            variant="danger"
            size="sm"
            onClick={onRemove}
            loading={remove.isPending}
            aria-label={t.removeCategory(category.name)}
          >
            {t.remove}
          </Button>
        </div>
      </div>
      {remove.error ? (
        <Alert tone="error" className="mt-2">
          {remove.error.message}
        </Alert>
      ) : null}
      {editing ? <CategoryEditor category={category} categories={categories} onDone={() => setEditing(false)} /> : null}
      {category.children.length > 0 ? (
        <ul
          className="mt-2 divide-y divide-slate-100 border-l-2 border-slate-200 pl-4"
          aria-label={t.subCategoriesOf(category.name)}
        >
          {category.children.map((child) => (
            <CategoryItem key={child.id} category={child} categories={categories} onRemoved={onRemoved} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** /dashboard/categories (admin): the category tree with counts; add, rename, move, reorder, remove. */
export default function CategoriesPage() {
  const t = useTexts(catalogAdminTexts);
  const m = useMessageText();
  useDocumentTitle(t.categories);
  const tree = useAdminCategories();
  const [removed, setRemoved] = useState<string | null>(null);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t.categories}</h1>
        <ButtonLink to="/dashboard/manageProduct" variant="outline" size="sm">
          {t.manageProduct}
        </ButtonLink>
      </div>
      {tree.isPending ? (
        <Spinner label={t.loadingCategories} className="min-h-48" />
      ) : tree.isError ? (
        <Alert tone="error">{tree.error.message}</Alert>
      ) : (
        <>
          <AddCategoryForm categories={tree.data} />
          <h2 className="mb-2 text-lg font-bold">{t.categoryTree}</h2>
          <p role="status" className="mb-2 min-h-5 text-sm text-success">
            {removed ? `${m(catalogAdminMessages.categoryRemoved)}: ${removed}` : ''}
          </p>
          {tree.data.length === 0 ? (
            <EmptyState>{t.noCategories}</EmptyState>
          ) : (
            <ul className="card divide-y divide-slate-100 px-4" aria-label={t.categories}>
              {tree.data.map((category) => (
                <CategoryItem key={category.id} category={category} categories={tree.data} onRemoved={setRemoved} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
