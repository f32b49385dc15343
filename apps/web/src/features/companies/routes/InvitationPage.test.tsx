import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { companyMessages, type Company, type InvitationPreview } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import { testCustomer } from '../../../test/fixtures.ts';
import InvitationPage from './InvitationPage.tsx';

const token = 'tok_abc-123';
const invitation: InvitationPreview = {
  companyName: 'Chattogram Hardware',
  role: 'buyer',
  email: testCustomer.email,
  orderLimit: 1500,
  expiresAt: '2026-12-04T10:00:00.000Z',
};
const company: Company = {
  _id: 'c1',
  name: 'Chattogram Hardware',
  bin: null,
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
  members: [],
};

/** Stands in for the sign-in page: shows where it would return to. */
function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <h1>Sign-in page, back to {state?.from}</h1>;
}

function renderInvitation({
  signedIn = true,
  preview = { body: invitation },
  accept = { body: company },
}: {
  signedIn?: boolean;
  preview?: { status?: number; body: unknown };
  accept?: { status?: number; body: unknown };
} = {}) {
  if (signedIn) tokenStorage.set('token');
  const calls = mockApi({
    '/api/auth/me': signedIn ? { body: testCustomer } : { status: 401, body: { message: 'Sign in' } },
    [`GET /api/invitations/${token}`]: preview,
    [`POST /api/invitations/${token}/accept`]: accept,
  });
  renderWithApp(
    [
      { path: '/invitations/:token', element: <InvitationPage /> },
      { path: '/login', element: <LoginProbe /> },
      { path: '/dashboard/company', element: <h1>Company page</h1> },
    ],
    { path: `/invitations/${token}` },
  );
  return { calls, user: userEvent.setup({ delay: null }) };
}

const posts = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'POST');

describe('the invitation page', { timeout: 20_000 }, () => {
  it('shows the company and role, and a signed-in person accepts and joins', async () => {
    const { calls, user } = renderInvitation();
    expect(await screen.findByText('You are invited to join Chattogram Hardware as Buyer.')).toBeInTheDocument();
    expect(screen.getByText(`Sent to ${testCustomer.email}.`)).toBeInTheDocument();
    expect(screen.getByText('Your order limit: 1500.00$.')).toBeInTheDocument();
    expect(screen.getByText(`Signed in as ${testCustomer.email}.`)).toBeInTheDocument();
    expect(screen.queryByText(/^Sign out, then sign in/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText(/You joined Chattogram Hardware\./)).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ method: 'POST', path: `/api/invitations/${token}/accept`, body: undefined }]);
    await user.click(screen.getByRole('link', { name: 'Open your company page' }));
    expect(await screen.findByRole('heading', { name: 'Company page' })).toBeInTheDocument();
  });

  it('asks a signed-out person to sign in first, and the sign-in page returns here', async () => {
    const { calls, user } = renderInvitation({ signedIn: false });
    expect(await screen.findByText('You are invited to join Chattogram Hardware as Buyer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('link', { name: 'Sign in to accept' }));
    expect(
      await screen.findByRole('heading', { name: `Sign-in page, back to /invitations/${token}` }),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it('warns before accepting when the invitation was sent to another address', async () => {
    renderInvitation({ preview: { body: { ...invitation, email: 'someone.else@example.com' } } });
    expect(
      await screen.findByText('Sign out, then sign in with someone.else@example.com to accept it.'),
    ).toHaveAttribute('role', 'status');
  });

  it.each([
    [403, companyMessages.invitationOtherEmail, `Sign out, then sign in with ${testCustomer.email} to accept it.`],
    [409, companyMessages.alreadyInCompany, 'A person belongs to one company at a time.'],
    [410, companyMessages.invitationGone, 'Ask the company’s owner to invite you again.'],
  ])('shows a refused acceptance (%i) with what to do', async (status, message, hint) => {
    const { user } = renderInvitation({ accept: { status, body: { message } } });
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(hint);
    expect(screen.queryByText(/You joined/)).toBeNull();
  });

  it.each([
    [404, companyMessages.invitationNotFound, 'ask the company’s owner to invite you again'],
    [410, companyMessages.invitationGone, 'Ask the company’s owner to invite you again.'],
  ])('says so when the link is unknown or spent (%i), with nothing to accept', async (status, message, hint) => {
    const { calls } = renderInvitation({ preview: { status, body: { message } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(hint);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull());
    expect(posts(calls)).toEqual([]);
  });
});
