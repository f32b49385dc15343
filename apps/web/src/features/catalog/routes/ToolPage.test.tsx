import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToolDetail, ToolReviews } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { wholesaleTool } from '../../../test/fixtures.ts';
import ToolPage from './ToolPage.tsx';

const hammer: ToolDetail = {
  ...wholesaleTool,
  categoryPath: [
    { name: 'Hand Tools', slug: 'hand-tools' },
    { name: 'Hammers', slug: 'hammers' },
  ],
};
const reviews: ToolReviews = {
  count: 2,
  averageRating: 4.5,
  reviews: [
    { _id: 'r1', itemName: hammer.name, review: 'Heavy but good', ratings: 4, createdAt: '2026-05-02T10:00:00.000Z' },
    { _id: 'r2', itemName: hammer.name, review: 'Grips every nail', ratings: 5, createdAt: '2026-05-01T10:00:00.000Z' },
  ],
};

function renderToolPage(slug: string, tool: ToolDetail = hammer) {
  const calls = mockApi({
    [`/api/tools/by-slug/${hammer.slug}`]: { body: tool },
    [`/api/tools/by-slug/${hammer.slug}/reviews`]: { body: reviews },
    '/api/tools/by-slug/no-such-tool': { status: 404, body: { message: 'Tool not found' } },
  });
  const view = renderWithApp([{ path: '/tools/:slug', element: <ToolPage /> }], { path: `/tools/${slug}` });
  return { ...view, calls, user: userEvent.setup() };
}

describe('product page', () => {
  it('shows the tool: breadcrumb to its categories, brand, SKU, selling rules, price breaks, stock and reviews', async () => {
    renderToolPage(hammer.slug);
    expect(await screen.findByRole('heading', { level: 1, name: 'Claw Hammer 16 oz' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Shop', '/shop'],
      ['Hand Tools', '/shop/hand-tools'],
      ['Hammers', '/shop/hammers'],
    ]);
    expect(screen.getByRole('link', { name: 'Stanley' })).toHaveAttribute('href', '/shop?brand=stanley');
    expect(screen.getByText('HT-HAM-16OZ')).toBeInTheDocument();
    expect(screen.getByText('In stock: 1000 available')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Volume prices' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['QuantityUnit price', '12+ (your price)250.00$', '48+235.00$', '144+220.00$']);
    expect(screen.getByRole('link', { name: 'Order Claw Hammer 16 oz' })).toHaveAttribute(
      'href',
      `/purchases/${hammer._id}`,
    );
    expect(await screen.findByText('Heavy but good')).toBeInTheDocument();
    expect(screen.getByText(/· 2 reviews/)).toBeInTheDocument();
  });

  it('prices the quantity chosen with the stepper (packs of 6, the break at 48)', async () => {
    const { user } = renderToolPage(hammer.slug);
    await screen.findByRole('heading', { level: 1, name: 'Claw Hammer 16 oz' });
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(12);
    expect(screen.getByText('Total: 3000.00$')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '42');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(48);
    expect(screen.getByText('Total: 11280.00$')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '47');
    expect(screen.getByText('Order in packs of 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: Claw Hammer 16 oz' })).toBeDisabled();
  });

  it('answers an unknown slug with a not-found page', async () => {
    renderToolPage('no-such-tool');
    expect(await screen.findByRole('heading', { level: 1, name: 'This tool does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it("shows a company member's price with the list price beside it, and their volume prices", async () => {
    renderToolPage(hammer.slug, {
      ...hammer,
      price: 225,
      listPrice: 250,
      priceBreaks: [
        { minQuantity: 48, price: 211.5 },
        { minQuantity: 144, price: 198 },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Claw Hammer 16 oz' })).toBeInTheDocument();
    expect(screen.getByText('List price').parentElement).toHaveTextContent('List price 250.00$');
    const table = screen.getByRole('table', { name: 'Volume prices' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['QuantityUnit price', '12+ (your price)225.00$', '48+211.50$', '144+198.00$']);
  });

  it('asks a visitor to sign in with a trade account where the price would be, and offers no buying', async () => {
    renderToolPage(hammer.slug, { ...hammer, price: null, priceBreaks: [] });
    expect(await screen.findByText('Sign in with a trade account to see prices')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Volume prices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Claw Hammer 16 oz' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});
