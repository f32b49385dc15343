import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogMessages, pricingMessages, type PriceList, type Tool } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { wholesaleTool } from '../../../test/fixtures.ts';
import PriceListsPage from './PriceListsPage.tsx';

const wrench: Tool = {
  ...wholesaleTool,
  _id: '33333333-3333-4333-8333-333333333333',
  name: 'Adjustable Wrench 10 in',
  slug: 'adjustable-wrench-10-in',
  sku: 'HT-WR-10',
  price: 420,
  priceBreaks: [],
};

const dealers: PriceList = {
  _id: '44444444-4444-4444-8444-444444444444',
  name: 'Dealers 10%',
  discountPercent: 10,
  companyCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  prices: [{ toolId: wholesaleTool._id, price: 200, priceBreaks: [{ minQuantity: 48, price: 190 }] }],
};
const summary = (list: PriceList) => {
  const { prices, ...rest } = list;
  return { ...rest, priceCount: prices.length };
};

function renderPage(answers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/admin/price-lists': { body: [summary(dealers)] },
    [`GET /api/admin/price-lists/${dealers._id}`]: { body: dealers },
    [`GET /api/tools/${wholesaleTool._id}`]: { body: wholesaleTool },
    'GET /api/tools': { body: [wrench], headers: { 'x-total-count': '1' } },
    ...answers,
  });
  renderWithApp(<PriceListsPage />, { path: '/dashboard/priceLists' });
  return { calls, user: userEvent.setup({ delay: null }) };
}

const writes = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method !== 'GET');

describe('the price lists screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the price lists with their discount, fixed prices and companies', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Dealers 10%' })).closest('tr');
    expect(row).not.toBeNull();
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '1', '1', 'EditDelete']);
  });

  it('creates a list: name, discount and a fixed price found by the product search', async () => {
    const { calls, user } = renderPage({
      'POST /api/admin/price-lists': (_url, init) => ({
        status: 201,
        body: { ...dealers, _id: 'new-list', companyCount: 0, ...JSON.parse(String(init?.body)) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'New price list' }));
    const editor = await screen.findByRole('region', { name: 'New price list' });
    await user.type(within(editor).getByLabelText('Name'), 'Contractors');
    await user.clear(within(editor).getByLabelText('Discount (%)'));
    await user.type(within(editor).getByLabelText('Discount (%)'), '7.5');
    await user.type(within(editor).getByLabelText('Find a product to fix its price'), 'wrench{Enter}');
    await user.click(await within(editor).findByRole('button', { name: 'Add Adjustable Wrench 10 in' }));
    const price = within(editor).getByLabelText('Fixed price of Adjustable Wrench 10 in');
    expect(price).toHaveValue(420);
    await user.clear(price);
    await user.type(price, '399.5');
    expect(within(editor).getByText('Listed')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save price list' }));

    expect(await within(editor).findByText('Price list saved')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/tools?q=wrench&page=1&limit=10')).toBe(true);
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/price-lists',
        body: {
          name: 'Contractors',
          discountPercent: 7.5,
          prices: [{ toolId: wrench._id, price: 399.5, priceBreaks: [] }],
        },
      },
    ]);
  });

  it('edits a list: keeps an entry’s own breaks, removes another, and sends every price with PATCH', async () => {
    const { calls, user } = renderPage({
      [`PATCH /api/admin/price-lists/${dealers._id}`]: (_url, init) => ({
        body: { ...dealers, ...JSON.parse(String(init?.body)) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Dealers 10%' }));
    const editor = await screen.findByRole('region', { name: 'Price list: Dealers 10%' });
    expect(await within(editor).findByLabelText('Fixed price of Claw Hammer 16 oz')).toHaveValue(200);
    expect(within(editor).getByText('keeps 1 price break')).toBeInTheDocument();
    await user.clear(within(editor).getByLabelText('Discount (%)'));
    await user.type(within(editor).getByLabelText('Discount (%)'), '12.25');
    await user.click(within(editor).getByRole('button', { name: 'Save price list' }));
    await within(editor).findByText('Price list saved');
    await user.click(within(editor).getByRole('button', { name: 'Remove Claw Hammer 16 oz' }));
    expect(within(editor).getByText('No fixed prices: every product gets the discount.')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save price list' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls).map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'PATCH',
        `/api/admin/price-lists/${dealers._id}`,
        {
          name: 'Dealers 10%',
          discountPercent: 12.25,
          prices: [{ toolId: wholesaleTool._id, price: 200, priceBreaks: [{ minQuantity: 48, price: 190 }] }],
        },
      ],
      ['PATCH', `/api/admin/price-lists/${dealers._id}`, { name: 'Dealers 10%', discountPercent: 12.25, prices: [] }],
    ]);
  });

  it('checks the form with the contract before sending: no name, a discount above 90, an empty price', async () => {
    const { calls, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Dealers 10%' }));
    const editor = await screen.findByRole('region', { name: 'Price list: Dealers 10%' });
    await user.clear(within(editor).getByLabelText('Name'));
    await user.clear(within(editor).getByLabelText('Discount (%)'));
    await user.type(within(editor).getByLabelText('Discount (%)'), '95');
    await user.clear(await within(editor).findByLabelText('Fixed price of Claw Hammer 16 oz'));
    await user.click(within(editor).getByRole('button', { name: 'Save price list' }));
    expect(await within(editor).findByText(pricingMessages.nameRequired)).toBeInTheDocument();
    expect(within(editor).getByText(pricingMessages.discountPercentInvalid)).toBeInTheDocument();
    expect(within(editor).getByText(catalogMessages.priceRequired)).toBeInTheDocument();
    expect(within(editor).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByLabelText('Fixed price of Claw Hammer 16 oz')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it("shows the server's refusal: deleting a list a company uses", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls, user } = renderPage({
      [`DELETE /api/admin/price-lists/${dealers._id}`]: {
        status: 409,
        body: { message: pricingMessages.priceListInUse },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Dealers 10%' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pricingMessages.priceListInUse);
    expect(window.confirm).toHaveBeenCalledWith('Delete the price list Dealers 10%?');
    expect(writes(calls)).toEqual([
      { method: 'DELETE', path: `/api/admin/price-lists/${dealers._id}`, body: undefined },
    ]);
  });
});
