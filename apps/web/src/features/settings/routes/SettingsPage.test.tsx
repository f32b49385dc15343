import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingsMessages, shippingMessages, type ShopSettings } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { inBangla } from '../../../test/bangla.tsx';
import { translations } from '@tools-bd/contract/i18n';
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

function renderSettings(
  settings: ShopSettings = stored,
  putAnswer?: { status: number; body: unknown },
  { bangla = false }: { bangla?: boolean } = {},
) {
  const calls = mockApi({
    'GET /api/admin/settings': { body: settings },
    'PUT /api/admin/settings': (_url, init) =>
      putAnswer ?? { body: { ...settings, ...JSON.parse(String(init?.body)) } },
  });
  renderWithApp(bangla ? inBangla(<SettingsPage />) : <SettingsPage />, { path: '/dashboard/settings' });
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

  it('saves who sees prices and the SMS per event with the other settings', async () => {
    const { calls, user } = renderSettings();
    const trade = await screen.findByRole('group', { name: 'Prices for the trade' });
    expect(within(trade).getByLabelText('Everyone: guests and every customer')).toBeChecked();
    await user.click(within(trade).getByLabelText('Only members of approved trade accounts'));
    const sms = screen.getByRole('group', { name: 'SMS to buyers' });
    expect(
      within(sms)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true, true, true]);
    await user.click(within(sms).getByLabelText('Delivered'));
    await user.click(within(sms).getByLabelText('Order placed'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(settingsMessages.saved)).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toMatchObject({
      guestPrices: 'hide',
      sms: { placed: false, codConfirmed: true, shipped: true, delivered: false, paid: true },
    });
    expect(puts(calls)[0]?.body).not.toHaveProperty('shipping');
    expect(within(trade).getByLabelText('Only members of approved trade accounts')).toBeChecked();
  });

  it('edits the delivery zones: adds one, moves it first (the first match wins), and saves only the zones', async () => {
    const { calls, user } = renderSettings();
    const zones = await screen.findByRole('region', { name: 'Delivery zones' });
    const everywhere = within(zones).getByRole('group', { name: 'Zone 1: Everywhere' });
    expect(within(everywhere).getByLabelText('Every district')).toBeChecked();
    expect(within(everywhere).getByLabelText('Base fee (USD)')).toHaveValue(120);
    expect(within(everywhere).getByLabelText('Free delivery above (USD, optional)')).toHaveValue(null);

    await user.click(within(zones).getByRole('button', { name: 'Add a zone' }));
    const added = within(zones).getByRole('group', { name: 'Zone 2: New zone' });
    await user.type(within(added).getByLabelText('Zone name'), 'Port city');
    expect(within(added).getByText('No district chosen yet.')).toBeInTheDocument();
    await user.selectOptions(within(added).getByLabelText('Districts'), ['Chattogram', "Cox's Bazar"]);
    expect(within(added).getByText("Chosen: Chattogram, Cox's Bazar")).toBeInTheDocument();
    await user.clear(within(added).getByLabelText('Base fee (USD)'));
    await user.type(within(added).getByLabelText('Base fee (USD)'), '80');
    await user.clear(within(added).getByLabelText('Fee per kg (USD)'));
    await user.type(within(added).getByLabelText('Fee per kg (USD)'), '20.5');
    await user.type(within(added).getByLabelText('Free delivery above (USD, optional)'), '5000');
    await user.click(within(zones).getByRole('button', { name: 'Move Port city up' }));
    expect(within(zones).getByRole('group', { name: 'Zone 1: Port city' })).toBeInTheDocument();
    expect(within(zones).getByRole('button', { name: 'Move Port city up' })).toBeDisabled();
    await user.click(within(zones).getByRole('button', { name: 'Save delivery zones' }));

    expect(await within(zones).findByText('Delivery zones saved')).toBeInTheDocument();
    expect(puts(calls).map((call) => call.body)).toEqual([
      {
        shipping: {
          zones: [
            {
              name: 'Port city',
              districts: ['Chattogram', "Cox's Bazar"],
              baseFee: 80,
              perKgFee: 20.5,
              freeAbove: 5000,
            },
            { name: 'Everywhere', districts: '*', baseFee: 120, perKgFee: 25 },
          ],
        },
      },
    ]);
    // The answer is what the editor shows now.
    expect(within(zones).getByRole('group', { name: 'Zone 2: Everywhere' })).toBeInTheDocument();
  });

  it('checks the zones with the contract before sending: a zone without name or districts, a bad fee, two zones of one name', async () => {
    const { calls, user } = renderSettings();
    const zones = await screen.findByRole('region', { name: 'Delivery zones' });
    await user.click(within(zones).getByRole('button', { name: 'Add a zone' }));
    const added = within(zones).getByRole('group', { name: 'Zone 2: New zone' });
    await user.clear(within(added).getByLabelText('Fee per kg (USD)'));
    await user.type(within(added).getByLabelText('Fee per kg (USD)'), '1.234');
    await user.click(within(zones).getByRole('button', { name: 'Save delivery zones' }));
    expect(await within(added).findByText(shippingMessages.zoneName)).toBeInTheDocument();
    expect(within(added).getByText(shippingMessages.zoneDistricts)).toBeInTheDocument();
    expect(within(added).getByText(shippingMessages.zoneFee)).toBeInTheDocument();
    expect(within(added).getByLabelText('Zone name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(added).getByLabelText('Districts')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(added).getByLabelText('Zone name'), 'everywhere');
    await user.click(within(added).getByLabelText('Every district'));
    await user.clear(within(added).getByLabelText('Fee per kg (USD)'));
    await user.type(within(added).getByLabelText('Fee per kg (USD)'), '10');
    await user.click(within(zones).getByRole('button', { name: 'Save delivery zones' }));
    expect(await within(zones).findByRole('alert')).toHaveTextContent(shippingMessages.zoneNamesUnique);

    for (const name of ['Remove everywhere', 'Remove Everywhere'])
      await user.click(within(zones).getByRole('button', { name }));
    await user.click(within(zones).getByRole('button', { name: 'Save delivery zones' }));
    expect(await within(zones).findByRole('alert')).toHaveTextContent(shippingMessages.zones);
    expect(puts(calls)).toEqual([]);
  });

  it("shows the server's refusal of the zones", async () => {
    const { user } = renderSettings(stored, { status: 400, body: { message: 'Refused zones' } });
    const zones = await screen.findByRole('region', { name: 'Delivery zones' });
    await user.click(within(zones).getByRole('button', { name: 'Save delivery zones' }));
    expect(await within(zones).findByRole('alert')).toHaveTextContent('Refused zones');
    expect(screen.queryByText('Delivery zones saved')).toBeNull();
  });

  it('reads in Bangla: the sections, the zones editor and the contract’s messages', async () => {
    const { calls, user } = renderSettings(stored, undefined, { bangla: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'দোকানের সেটিংস' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ট্রেডের জন্য দাম' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ক্রেতাদের এসএমএস' })).toBeInTheDocument();
    const zones = screen.getByRole('region', { name: 'ডেলিভারি এলাকা' });
    await user.click(within(zones).getByRole('button', { name: 'একটি এলাকা যোগ করুন' }));
    const added = within(zones).getByRole('group', { name: 'এলাকা ২: নতুন এলাকা' });
    expect(within(added).getByRole('option', { name: 'চট্টগ্রাম' })).toHaveValue('Chattogram');
    await user.click(within(zones).getByRole('button', { name: 'ডেলিভারি এলাকা সংরক্ষণ করুন' }));
    expect(await within(added).findByText(translations.bn.shipping.shippingMessages.zoneName)).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });
});
