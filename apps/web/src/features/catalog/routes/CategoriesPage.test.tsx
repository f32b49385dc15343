import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategory } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import CategoriesPage from './CategoriesPage.tsx';

const tree: AdminCategory[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Hand Tools',
    slug: 'hand-tools',
    parent: null,
    sortOrder: 0,
    products: 0,
    onSale: 3,
    children: [
      {
        id: '22222222-2222-4222-8222-222222222222',
        name: 'Hammers',
        slug: 'hammers',
        parent: 'hand-tools',
        sortOrder: 0,
        products: 3,
        onSale: 3,
        children: [],
      },
    ],
  },
];

describe('the categories screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the tree with counts, adds a sub-category and shows the refusal of a taken slug', async () => {
    let added = 0;
    const calls = mockApi({
      'GET /api/admin/categories': { body: tree },
      'POST /api/categories': () =>
        ++added === 1
          ? {
              status: 201,
              body: {
                ...tree[0]!.children[0]!,
                id: '33333333-3333-4333-8333-333333333333',
                name: 'Mallets',
                slug: 'mallets',
              },
            }
          : { status: 409, body: { message: 'Another category already has this slug' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CategoriesPage />, { path: '/dashboard/categories' });
    const hammers = await screen.findByRole('listitem', { name: 'Hammers' });
    expect(hammers).toHaveTextContent('hammers · 3 products · 3 on sale');

    const form = screen.getByRole('form', { name: 'Add a category' });
    await user.type(within(form).getByLabelText('Name'), 'Mallets');
    await user.selectOptions(within(form).getByLabelText('Parent'), 'hand-tools');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('Category added: Mallets')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/categories',
      body: { name: 'Mallets', parent: 'hand-tools' },
    });

    await user.type(within(form).getByLabelText('Name'), 'Mallets');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Another category already has this slug');
  });

  it('shows the 409 reason when a used category is removed, and sends only the changed fields of an edit', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const calls = mockApi({
      'GET /api/admin/categories': { body: tree },
      'DELETE /api/categories/hammers': {
        status: 409,
        body: {
          message: 'This category holds 3 products (archived ones included): move them to another category first',
        },
      },
      'PATCH /api/categories/hammers': { body: { ...tree[0]!.children[0]!, name: 'Hammers & Mallets' } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CategoriesPage />, { path: '/dashboard/categories' });
    const hammers = await screen.findByRole('listitem', { name: 'Hammers' });
    await user.click(within(hammers).getByRole('button', { name: 'Remove Hammers' }));
    expect(await within(hammers).findByRole('alert')).toHaveTextContent(
      'This category holds 3 products (archived ones included): move them to another category first',
    );

    await user.click(within(hammers).getByRole('button', { name: 'Edit Hammers' }));
    const editor = within(hammers).getByRole('form', { name: 'Edit Hammers' });
    await user.clear(within(editor).getByLabelText('Name'));
    await user.type(within(editor).getByLabelText('Name'), 'Hammers & Mallets');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: '/api/categories/hammers',
        body: { name: 'Hammers & Mallets' },
      }),
    );
  });

  it('says which category was removed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    mockApi({
      'GET /api/admin/categories': { body: tree },
      'DELETE /api/categories/hand-tools': { body: { acknowledged: true, deletedCount: 1 } },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<CategoriesPage />, { path: '/dashboard/categories' });
    await user.click(await screen.findByRole('button', { name: 'Remove Hand Tools' }));
    expect(await screen.findByText('Category removed: Hand Tools')).toBeInTheDocument();
  });
});
