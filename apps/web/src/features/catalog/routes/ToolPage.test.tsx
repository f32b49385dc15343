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

function renderToolPage(slug: string) {
  const calls = mockApi({
    [`/api/tools/by-slug/${hammer.slug}`]: { body: hammer },
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
});
