import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { testCustomer, unpaidOrder } from '../../../test/fixtures.ts';
import { inBangla } from '../../../test/bangla.tsx';
import CompanyPage from './CompanyPage.tsx';

const company: Company = {
  _id: 'c1',
  name: 'Chattogram Hardware',
  bin: '1234567890123',
  phone: '01711000000',
  address: 'Khatunganj',
  district: 'Chattogram',
  tradeLicense: null,
  status: 'approved',
  priceListId: null,
  requirePoNumber: false,
  paymentTerms: 'prepaid',
  creditLimit: 0,
  balance: 0,
  available: 0,
  onAccount: { available: 0, overdueBlocked: false },
  members: [
    { userId: 'u1', email: testCustomer.email, name: testCustomer.name, role: 'owner', orderLimit: null },
    { userId: 'u2', email: 'bina@example.com', name: 'Buyer Bina', role: 'buyer', orderLimit: 100 },
  ],
};
const waiting = {
  ...unpaidOrder,
  _id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  status: 'awaiting_approval' as const,
  companyId: 'c1',
  placedBy: { userId: 'u2', name: 'Buyer Bina' },
  poNumber: 'PO-77',
};

describe('the company page', () => {
  it('shows an owner the orders waiting for approval and approves one; lists members with their limits', async () => {
    tokenStorage.set('token');
    const calls = mockApi({
      '/api/auth/me': { body: testCustomer },
      'GET /api/companies/mine': { body: company },
      'GET /api/companies/mine/addresses': { body: [] },
      'GET /api/orders': { body: [waiting] },
      [`POST /api/orders/${waiting._id}/approve`]: { body: { ...waiting, status: 'pending' } },
    });
    renderWithApp([{ path: '/dashboard/company', element: <CompanyPage /> }], { path: '/dashboard/company' });
    const approvals = await screen.findByRole('region', { name: 'Approvals waiting' });
    expect(await within(approvals).findByText('PO-77')).toBeInTheDocument();
    expect(within(approvals).getByText('Buyer Bina')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Members and invitations' })).toHaveTextContent('bina@example.com');
    await userEvent.setup().click(within(approvals).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/approve'))).toBe(true),
    );
    expect(calls.some((call) => call.path === '/api/orders?scope=company')).toBe(true);
  });
});

describe('the company page in Bangla', () => {
  it('takes a member’s order limit in Bengali digits', async () => {
    tokenStorage.set('token');
    const calls = mockApi({
      '/api/auth/me': { body: testCustomer },
      'GET /api/companies/mine': { body: company },
      'GET /api/companies/mine/addresses': { body: [] },
      'GET /api/orders': { body: [] },
      'PATCH /api/companies/mine/members/u2': { body: company.members[1] },
    });
    renderWithApp([{ path: '/dashboard/company', element: inBangla(<CompanyPage />) }], { path: '/dashboard/company' });
    const user = userEvent.setup();
    const limit = await screen.findByLabelText('অর্ডারের সীমা: bina@example.com');
    await user.clear(limit);
    await user.type(limit, '২৫০.৫০');
    await user.click(within(limit.closest('form')!).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ orderLimit: 250.5 });
  });
});

describe('the company page’s account', () => {
  it('says why buying on account is paused while an invoice is long overdue', async () => {
    tokenStorage.set('token');
    mockApi({
      '/api/auth/me': { body: testCustomer },
      'GET /api/companies/mine': {
        body: {
          ...company,
          paymentTerms: 'net_30',
          creditLimit: 50_000,
          balance: 12_000,
          available: 38_000,
          onAccount: { available: 38_000, overdueBlocked: true },
        },
      },
      'GET /api/companies/mine/addresses': { body: [] },
      'GET /api/orders': { body: [] },
    });
    renderWithApp([{ path: '/dashboard/company', element: <CompanyPage /> }], { path: '/dashboard/company' });
    expect(
      await screen.findByText('Your account has overdue invoices: pay them to buy on account again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('account-figures')).toHaveTextContent('Net 30');
  });
});
