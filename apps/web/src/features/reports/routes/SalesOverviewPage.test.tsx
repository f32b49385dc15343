import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportMessages, shopDate, type Overview } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import SalesOverviewPage from './SalesOverviewPage.tsx';

// uPlot reads the pixel ratio through matchMedia when it loads; jsdom has none.
vi.hoisted(() => {
  window.matchMedia ??= ((media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-11-${String(i + 1).padStart(2, '0')}`,
  revenue: 0,
  orders: 0,
}));
days[29] = { date: '2026-11-30', revenue: 1234.5, orders: 3 };
days[27] = { date: '2026-11-28', revenue: 99.99, orders: 1 };

const overview: Overview = {
  revenueByDay: days,
  ordersByStatus: [
    { status: 'pending', count: 12 },
    { status: 'confirmed', count: 4 },
    { status: 'shipped', count: 1_250 },
  ],
  topProducts: [{ toolId: 't1', sku: 'TBD-000001', name: 'Claw Hammer', quantity: 48, revenue: 1_128 }],
  lowStock: [{ toolId: 't2', sku: 'TBD-000002', name: 'Tape Measure', stock: 0, minimumOrder: 6 }],
};

function renderOverview(answer: { status?: number; body: unknown } = { body: overview }) {
  const calls = mockApi({
    'GET /api/admin/overview': answer,
    'GET /api/admin/exports/orders.csv': { body: 'csv' },
    'GET /api/admin/exports/products.csv': { status: 400, body: { message: reportMessages.dateOrder } },
  });
  renderWithApp(<SalesOverviewPage />, { path: '/dashboard' });
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('the sales overview', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the 30 days revenue with a table for screen readers, orders by status, best sellers and low stock', async () => {
    const { user } = renderOverview();
    expect(await screen.findByRole('heading', { name: 'Sales overview' })).toBeInTheDocument();
    expect(screen.getByTestId('revenue-total')).toHaveTextContent('1334.49$');
    expect(
      screen.getByRole('img', { name: /1334\.49\$ from 4 paid orders; best day Nov 30, 2026 with 1234\.50\$/ }),
    ).toBeInTheDocument();

    // The table is in the page for screen readers even before it is shown.
    const table = screen.getByRole('table', { name: 'Revenue per day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: /Nov 30, 2026 3 1234\.50\$/ })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');

    const statuses = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(statuses).getByText('Shipped').nextElementSibling).toHaveTextContent('1,250');
    const top = screen.getByRole('region', { name: 'Best sellers, last 30 days' });
    expect(within(top).getByRole('row', { name: /Claw Hammer/ })).toHaveTextContent('1128.00$');
    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(within(low).getByRole('link', { name: 'Restock Tape Measure in Manage products' })).toHaveAttribute(
      'href',
      '/dashboard/manageProduct',
    );
  });

  it('says so when nothing was sold and nothing runs low', async () => {
    renderOverview({
      body: {
        ...overview,
        revenueByDay: days.map((day) => ({ ...day, revenue: 0, orders: 0 })),
        topProducts: [],
        lowStock: [],
      },
    });
    expect(await screen.findByRole('img', { name: reportMessages.noSales })).toBeInTheDocument();
    expect(screen.getByText(reportMessages.noTopProducts)).toBeInTheDocument();
    expect(screen.getByText(reportMessages.noLowStock)).toBeInTheDocument();
  });

  it('shows the server’s message when the overview cannot load', async () => {
    renderOverview({ status: 403, body: { message: 'Forbidden' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });

  it('downloads an export for the chosen Dhaka days with the bearer token, and explains a bad range', async () => {
    localStorage.setItem('accessToken', 'admin-token');
    const created = vi.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls, user } = renderOverview();
    const fetchSpy = vi.fn(globalThis.fetch);
    globalThis.fetch = fetchSpy as typeof fetch;

    const from = await screen.findByLabelText('From');
    const today = shopDate(new Date());
    expect(from).toHaveValue(`${today.slice(0, 8)}01`);
    expect(screen.getByLabelText('To')).toHaveValue(today);

    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: /Download orders/ }));
    expect(await screen.findByText(/2026-11-01 to 2026-11-30 downloaded/)).toBeInTheDocument();
    const exportsAsked = () => calls.filter((call) => call.path.startsWith('/api/admin/exports/'));
    expect(exportsAsked().map((call) => call.path)).toEqual([
      '/api/admin/exports/orders.csv?from=2026-11-01&to=2026-11-30',
    ]);
    const exportCall = fetchSpy.mock.calls.find(([input]) => String(input).startsWith('/api/admin/exports/'));
    expect(exportCall?.[1]).toMatchObject({ headers: { authorization: 'Bearer admin-token' } });
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);

    // The server's refusal is shown as it is.
    await user.click(screen.getByRole('button', { name: /Download products/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reportMessages.dateOrder);

    // A start after the end is caught before asking.
    await user.clear(from);
    await user.type(from, '2026-12-01');
    await user.click(screen.getByRole('button', { name: /Download orders/ }));
    expect(await screen.findByText(reportMessages.dateOrder, { selector: '.field-error' })).toBeInTheDocument();
    expect(exportsAsked()).toHaveLength(2);
  });
});
