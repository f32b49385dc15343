import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogMessages, type AdminCategory, type AdminTool } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { inBangla } from '../../../test/bangla.tsx';
import ManageProductsPage from './ManageProductsPage.tsx';

const saw: AdminTool = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Circular Saw',
  img: '/images/tools/circular-saw.svg',
  imgVariants: [],
  description: 'A saw',
  price: 45.99,
  availableItem: 120,
  minPurse: 5,
  slug: 'circular-saw',
  brand: { name: 'Bosch', slug: 'bosch' },
  category: { name: 'Power Saws', slug: 'power-saws' },
  quentity: 120,
  sku: 'PT-CSAW-185',
  packSize: 1,
  maxPerOrder: null,
  priceBreaks: [],
  vatRate: 15,
  weightGrams: 3_200,
  archived: false,
  orderCount: 0,
};
const oldDrill: AdminTool = {
  ...saw,
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Old Drill',
  archived: true,
  orderCount: 3,
};

const categories: AdminCategory[] = [
  {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Power Tools',
    slug: 'power-tools',
    parent: null,
    sortOrder: 0,
    products: 0,
    onSale: 1,
    children: [
      {
        id: '44444444-4444-4444-8444-444444444444',
        name: 'Power Saws',
        slug: 'power-saws',
        parent: 'power-tools',
        sortOrder: 0,
        products: 1,
        onSale: 1,
        children: [],
      },
    ],
  },
];

function renderManage(
  patchAnswer: { status: number; body: unknown } = { status: 200, body: {} },
  path = '/dashboard/manageProduct',
) {
  const calls = mockApi({
    'GET /api/admin/tools': { body: [saw, oldDrill], headers: { 'x-total-count': '60' } },
    'GET /api/admin/categories': { body: categories },
    [`DELETE /api/tools/${saw._id}`]: { body: { acknowledged: true, deletedCount: 1, archived: false } },
    [`PATCH /api/tools/${saw._id}`]: patchAnswer,
  });
  const view = renderWithApp(<ManageProductsPage />, { path });
  return { ...view, calls, user: userEvent.setup({ delay: null }) };
}

const itemOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement;

// Typing is slow on a busy machine: a timed-out test must not keep typing into the next one.
describe('the manage products screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every product with price, stock and minimum; archived ones are marked and cannot be deleted', async () => {
    renderManage();
    const sawItem = await itemOf('Circular Saw');
    expect(sawItem).toHaveTextContent('45.99$');
    expect(sawItem).toHaveTextContent('120');
    expect(within(sawItem).getByRole('button', { name: 'Delete Circular Saw' })).toBeEnabled();
    const archived = await itemOf('Old Drill');
    expect(archived).toHaveTextContent('Archived');
    expect(within(archived).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(archived).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('deletes after the confirm dialog and says "Deleted!"; a declined dialog keeps it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = renderManage();
    const button = within(await itemOf('Circular Saw')).getByRole('button', { name: 'Delete Circular Saw' });
    await user.click(button);
    expect(alert).toHaveBeenLastCalledWith('Your data file is safe!');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    confirm.mockReturnValue(true);
    await user.click(button);
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Deleted!'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/tools/${saw._id}`)).toBe(true);
  });

  it('edits price, stock and minimum inline', async () => {
    const { user, calls } = renderManage({ status: 200, body: { ...saw, price: 39.5 } });
    await user.click(within(await itemOf('Circular Saw')).getByRole('button', { name: 'Edit Circular Saw' }));
    const editor = screen.getByRole('form', { name: 'Edit Circular Saw' });
    expect(screen.getByRole('region', { name: 'Editing Circular Saw' })).toHaveFocus();
    const price = within(editor).getByLabelText('Price ($)');
    expect(price).toHaveValue(45.99);
    await user.clear(price);
    await user.type(price, '39.5');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: `/api/tools/${saw._id}`,
        body: { price: 39.5, availableItem: 120, minPurse: 5 },
      }),
    );
    expect(await screen.findByText('Product updated: Circular Saw')).toBeInTheDocument();
  });

  it('shows Bangla names on a Bangla screen and takes the stock in Bengali digits', async () => {
    const banglaSaw = { ...saw, nameBn: 'সার্কুলার করাত', category: { ...saw.category!, nameBn: 'বৈদ্যুতিক করাত' } };
    const calls = mockApi({
      'GET /api/admin/tools': { body: [banglaSaw], headers: { 'x-total-count': '1' } },
      'GET /api/admin/categories': { body: categories },
      [`PATCH /api/tools/${saw._id}`]: { body: { ...banglaSaw, availableItem: 150 } },
    });
    renderWithApp(inBangla(<ManageProductsPage />), { path: '/dashboard/manageProduct' });
    const user = userEvent.setup({ delay: null });
    const row = await itemOf('সার্কুলার করাত');
    expect(within(row).getByText('বৈদ্যুতিক করাত')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'সার্কুলার করাত সম্পাদনা' }));
    const editor = screen.getByRole('form', { name: 'সার্কুলার করাত সম্পাদনা' });
    const stock = within(editor).getByRole('spinbutton', { name: 'স্টক' });
    await user.clear(stock);
    await user.type(stock, '১৫০');
    await user.click(within(editor).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: `/api/tools/${saw._id}`,
        body: { price: 45.99, availableItem: 150, minPurse: 5 },
      }),
    );
  });

  it('edits the weight in grams, sending it only when changed', async () => {
    const { user, calls } = renderManage({ status: 200, body: { ...saw, weightGrams: 4_500 } });
    await user.click(within(await itemOf('Circular Saw')).getByRole('button', { name: 'Edit Circular Saw' }));
    const editor = screen.getByRole('form', { name: 'Edit Circular Saw' });
    const weight = within(editor).getByLabelText('Weight (g)');
    expect(weight).toHaveValue(3_200);
    await user.clear(weight);
    await user.type(weight, '0');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(catalogMessages.weightGrams)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.clear(weight);
    await user.type(weight, '4500');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        path: `/api/tools/${saw._id}`,
        body: { price: 45.99, availableItem: 120, minPurse: 5, weightGrams: 4_500 },
      }),
    );
  });

  it('checks the edit with the shared rules and shows what the server refuses', async () => {
    const { user, calls } = renderManage({
      status: 400,
      body: { message: 'Minimum order can not be more than the available quantity' },
    });
    await user.click(within(await itemOf('Circular Saw')).getByRole('button', { name: 'Edit Circular Saw' }));
    const editor = screen.getByRole('form', { name: 'Edit Circular Saw' });
    await user.clear(within(editor).getByLabelText('Minimum order'));
    await user.type(within(editor).getByLabelText('Minimum order'), '121');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(
      await within(editor).findByText('Minimum order can not be more than the available quantity'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(within(editor).getByLabelText('Minimum order'));
    await user.type(within(editor).getByLabelText('Minimum order'), '6');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(
      'Minimum order can not be more than the available quantity',
    );
  });

  it('reads search, category, stock, sort and page from the URL, asks the API for them, and keeps changes in the URL', async () => {
    const { user, calls, router } = renderManage(
      undefined,
      '/dashboard/manageProduct?q=saw&category=power-saws&stock=low&sort=-price&page=2',
    );
    await itemOf('Circular Saw');
    expect(
      calls.some(
        (call) => call.path === '/api/admin/tools?q=saw&category=power-saws&stock=low&sort=-price&page=2&limit=25',
      ),
    ).toBe(true);
    expect(screen.getByLabelText('Search name or SKU')).toHaveValue('saw');
    expect(await screen.findByRole('option', { name: 'Power Saws' })).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('power-saws');
    expect(screen.getByLabelText('Stock')).toHaveValue('low');
    expect(screen.getByLabelText('Sort')).toHaveValue('-price');
    expect(screen.getByText('Page 2 of 3 · 60 products')).toBeInTheDocument();

    // A new filter starts again at page 1 and keeps the others.
    await user.selectOptions(screen.getByLabelText('Stock'), 'out');
    expect(router.state.location.search).toBe('?q=saw&category=power-saws&stock=out&sort=-price');
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/api/admin/tools?q=saw&category=power-saws&stock=out&sort=-price&page=1&limit=25',
        ),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?q=saw&category=power-saws&stock=out&sort=-price&page=2');

    const search = screen.getByLabelText('Search name or SKU');
    await user.clear(search);
    await user.type(search, 'PT-CSAW{Enter}');
    expect(router.state.location.search).toBe('?q=PT-CSAW&category=power-saws&stock=out&sort=-price');
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.selectOptions(screen.getByLabelText('Sort'), 'oldest');
    expect(router.state.location.search).toBe('?q=PT-CSAW&stock=out');
  });

  it('ignores malformed URL values and asks for the defaults', async () => {
    const { calls } = renderManage(
      undefined,
      '/dashboard/manageProduct?page=-3&stock=plenty&sort=random&category=Bad%20Slug',
    );
    await itemOf('Circular Saw');
    expect(calls.some((call) => call.path === '/api/admin/tools?page=1&limit=25')).toBe(true);
  });

  it('steps back to the last page that has products when the page asked for is past the end', async () => {
    mockApi({
      'GET /api/admin/tools': (url) =>
        url.searchParams.get('page') === '5'
          ? { body: [], headers: { 'x-total-count': '30' } }
          : { body: [saw], headers: { 'x-total-count': '30' } },
      'GET /api/admin/categories': { body: categories },
    });
    const { router } = renderWithApp(<ManageProductsPage />, { path: '/dashboard/manageProduct?stock=in&page=5' });
    await waitFor(() => expect(router.state.location.search).toBe('?stock=in&page=2'));
    expect(await screen.findByText('Page 2 of 2 · 30 products')).toBeInTheDocument();
  });
});
