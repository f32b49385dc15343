import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/api.ts';
import MyProfilePage from './MyProfilePage.tsx';

const account = { email: 'rahim@example.com', name: 'Rahim Uddin', role: 'user', emailVerified: false };
const empty: Profile = {
  email: account.email,
  customerName: account.name,
  education: '',
  location: '',
  phone: '',
  linkdin: '',
};

function renderProfile(initial: Profile = empty, saveAnswer?: { status: number; body: unknown }) {
  tokenStorage.set('token');
  let stored = initial;
  const calls = mockApi({
    '/api/auth/me': { body: account },
    'GET /api/profile/rahim%40example.com': () => ({ body: stored }),
    'PUT /api/profile/rahim%40example.com': (_url, init) => {
      if (saveAnswer) return saveAnswer;
      stored = { ...stored, ...(JSON.parse(String(init?.body)) as Partial<Profile>) };
      return { body: { acknowledged: true, modifiedCount: 1 } };
    },
  });
  renderWithApp(<MyProfilePage />, { path: '/dashboard' });
  return { calls, user: userEvent.setup() };
}

describe('My Profile', () => {
  it('shows the account with its verified state', async () => {
    renderProfile();
    const accountSection = await screen.findByRole('region', { name: 'Account' });
    expect(await within(accountSection).findByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(accountSection).getByText('rahim@example.com')).toBeInTheDocument();
    // Shown once, by the account-security panel, with the way to resend the link.
    const emailSection = await screen.findByRole('region', { name: 'E-mail address' });
    expect(within(emailSection).getByText('Not verified')).toBeInTheDocument();
    expect(screen.getAllByText('Not verified')).toHaveLength(1);
  });

  it('asks for every field, checks phone and LinkedIn, then saves and shows the profile', async () => {
    const { user, calls } = renderProfile();
    const save = await screen.findByRole('button', { name: 'Save profile' });
    await user.click(save);
    for (const message of [
      'Education is required',
      'Location is required',
      'Phone is required',
      'LinkedIn profile is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(screen.getByLabelText('Education'), 'BSc in Mechanical Engineering');
    await user.type(screen.getByLabelText('Location'), 'Dhaka');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.type(screen.getByLabelText('LinkedIn'), 'https://example.com/me');
    await user.click(save);
    expect(await screen.findByText('Input a valid phone number')).toBeInTheDocument();
    expect(screen.getByText(/Input a LinkedIn profile link/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+880 1711-223344');
    await user.clear(screen.getByLabelText('LinkedIn'));
    await user.type(screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/in/rahim');
    await user.click(save);

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      education: 'BSc in Mechanical Engineering',
      location: 'Dhaka',
      phone: '+880 1711-223344',
      linkdin: 'https://www.linkedin.com/in/rahim',
    });
    expect(screen.getByRole('link', { name: 'https://www.linkedin.com/in/rahim' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/rahim',
    );
    expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
  });

  it('edits a filled-in profile from its current values', async () => {
    const { user } = renderProfile({
      ...empty,
      education: 'MBA',
      location: 'Sylhet',
      phone: '01711223344',
      linkdin: 'linkedin.com/in/rahim',
    });
    expect(await screen.findByText('Sylhet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText('Location')).toHaveValue('Sylhet');
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Khulna');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Khulna')).toBeInTheDocument();
  });

  it("says 'No user is logged in' when the server no longer knows the person", async () => {
    const { user } = renderProfile(
      { ...empty, education: 'MBA', location: 'Sylhet', phone: '01711223344', linkdin: 'linkedin.com/in/rahim' },
      {
        status: 401,
        body: { message: 'No user is logged in' },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No user is logged in');
  });
});
