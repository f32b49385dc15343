import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsMessages, type ShopSettings } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import SettingsPage from './SettingsPage.tsx';

const stored: ShopSettings = {
  paymentMethods: ['card', 'cod', 'bank_transfer'],
  codCeiling: 50_000,
  guestPrices: 'show',
  bankTransferText: '',
  legalName: 'Tools-BD',
  address: '',
  phone: '',
  email: '',
  bin: '',
  currency: 'USD',
  defaultVatRate: 15,
  pricesIncludeVat: true,
  defaultLanguage: 'en',
  shipping: { zones: [{ name: 'Everywhere', districts: '*', baseFee: 120, perKgFee: 25 }] },
  sms: { placed: true, codConfirmed: true, shipped: true, delivered: true, paid: true },
  sslcommerzAvailable: false,
  currencyLocked: false,
};

function renderSettings(settings: ShopSettings = stored, putAnswer?: { status: number; body: unknown }) {
  const calls = mockApi({
    'GET /api/admin/settings': { body: settings },
    'PUT /api/admin/settings': (_url, init) =>
      putAnswer ?? { body: { ...settings, ...JSON.parse(String(init?.body)) } },
  });
  renderWithApp(<SettingsPage />, { path: '/dashboard/settings' });
  return { calls, user: userEvent.setup({ delay: null }) };
}

const puts = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'PUT');

describe('the shop settings screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the stored settings in Payments, Shop identity and Tax, and saves the changes', async () => {
    const { calls, user } = renderSettings();
    const payments = await screen.findByRole('group', { name: 'Payments' });
    expect(within(payments).getByLabelText('Card (Stripe)')).toBeChecked();
    expect(within(payments).getByLabelText('Cash on delivery')).toBeChecked();
    // Not configured on the server: not offered.
    expect(within(payments).queryByLabelText(/SSLCommerz/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Shop identity' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tax' })).toBeInTheDocument();
    expect(screen.getByLabelText('Default VAT rate')).toHaveValue('15');
    expect(screen.getByLabelText('Prices include VAT')).toBeChecked();

    await user.click(screen.getByLabelText('Cash on delivery'));
    await user.clear(screen.getByLabelText('Cash on delivery ceiling (USD)'));
    await user.type(screen.getByLabelText('Cash on delivery ceiling (USD)'), '20000');
    await user.type(screen.getByLabelText('BIN'), '1234567890123');
    await user.selectOptions(screen.getByLabelText('Default VAT rate'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(settingsMessages.saved)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toMatchObject({
      paymentMethods: ['card', 'bank_transfer'],
      codCeiling: 20_000,
      bin: '1234567890123',
      defaultVatRate: 7.5,
      currency: 'USD',
    });
  });

  it('checks the form with the contract before sending: a short BIN, no payment method', async () => {
    const { calls, user } = renderSettings();
    await user.type(await screen.findByLabelText('BIN'), '12345');
    for (const label of ['Card (Stripe)', 'Cash on delivery', 'Bank transfer'])
      await user.click(screen.getByLabelText(label));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(settingsMessages.bin)).toBeInTheDocument();
    expect(screen.getByText(settingsMessages.noPaymentMethod)).toBeInTheDocument();
    expect(screen.getByLabelText('BIN')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toEqual([]);
  });

  it("shows the server's message when it refuses, and a locked currency without sending it", async () => {
    const { calls, user } = renderSettings(
      { ...stored, currencyLocked: true, sslcommerzAvailable: true },
      { status: 409, body: { message: 'Refused by the server' } },
    );
    expect(await screen.findByLabelText('Currency')).toBeDisabled();
    expect(screen.getByText(`${settingsMessages.currencyLocked}.`)).toBeInTheDocument();
    expect(screen.getByLabelText('SSLCommerz (cards, bKash, Nagad)')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused by the server');
    expect(puts(calls)[0]?.body).not.toHaveProperty('currency');
  });
});
