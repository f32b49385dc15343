import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages, shippingMessages, type PublicSettings, type ShopSettings } from '@tools-bd/contract';
import { shopSettings } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, placeOrder } from '../../../test/fixtures/orders.ts';

const sslcommerz = { storeId: 'toolsbd-test', storePassword: 'secret@ssl', live: false };
const dhakaZone = { name: 'Inside Dhaka', districts: ['Dhaka'], baseFee: 60, perKgFee: 15 };

describe.each(testEngines)('settings API on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;
  beforeAll(async () => {
    shop = await createTestApp(engine, {}, { delivery: 'default' });
    admin = await createAccount(shop.app, { role: 'admin' });
    customer = await createAccount(shop.app);
  });
  afterAll(() => shop.close());

  const getAdmin = () => shop.app.inject({ url: '/api/admin/settings', headers: admin.authorization });
  const put = (payload: unknown, headers: Record<string, string> = admin.authorization) =>
    shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: payload as object });
  const storedRow = async () => (await shop.app.db.select().from(shopSettings))[0];

  it('starts with card, cash on delivery and bank transfer on, a 50,000 ceiling, USD, 15 % VAT included, in English, delivering inside and outside Dhaka', async () => {
    const response = await getAdmin();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      paymentMethods: ['card', 'cod', 'bank_transfer'],
      codCeiling: 50_000,
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
      shipping: {
        zones: [
          { name: 'Inside Dhaka', districts: ['Dhaka'], baseFee: 60, perKgFee: 15 },
          { name: 'Outside Dhaka', districts: '*', baseFee: 120, perKgFee: 25 },
        ],
      },
      sms: { placed: true, codConfirmed: true, shipped: true, delivered: true, paid: true },
      guestPrices: 'show',
      sslcommerzAvailable: false,
      currencyLocked: false,
    } satisfies ShopSettings);
  });

  it('lets admins only read and change the settings', async () => {
    expect((await shop.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
    expect((await shop.app.inject({ url: '/api/admin/settings', headers: customer.authorization })).statusCode).toBe(
      403,
    );
    const asCustomer = await put({ codCeiling: 1 }, customer.authorization);
    expect(asCustomer.statusCode).toBe(403);
    expect((await storedRow())?.codCeilingCents).toBe(5_000_000);
  });

  it('saves any subset of the fields, leaves the others, and shows the change at once', async () => {
    const response = await put({
      codCeiling: 12_500.5,
      bankTransferText: 'Dutch-Bangla Bank, A/C 123-456-789',
      defaultVatRate: 7.5,
      bin: '1234567890123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      codCeiling: 12_500.5,
      defaultVatRate: 7.5,
      bin: '1234567890123',
      paymentMethods: ['card', 'cod', 'bank_transfer'],
      legalName: 'Tools-BD',
    });
    expect(await storedRow()).toMatchObject({ codCeilingCents: 1_250_050, defaultVatRateBasisPoints: 750 });
    // The cache of this instance was dropped: the next read sees the new values.
    expect((await getAdmin()).json()).toMatchObject({
      codCeiling: 12_500.5,
      bankTransferText: 'Dutch-Bangla Bank, A/C 123-456-789',
    });

    const methods = await put({ paymentMethods: ['bank_transfer', 'card', 'card'], pricesIncludeVat: false });
    expect(methods.json()).toMatchObject({
      paymentMethods: ['card', 'bank_transfer'],
      pricesIncludeVat: false,
      codCeiling: 12_500.5,
    });
  });

  it.each([
    [{ sms: { placed: 'no' } }, settingsMessages.sms],
    [{ sms: { shipped: 0 } }, settingsMessages.sms],
    [{ sms: { delivered: null } }, settingsMessages.sms],
    [{ sms: { refunded: false } }, settingsMessages.sms],
    [{ sms: {} }, settingsMessages.sms],
    [{ sms: true }, settingsMessages.sms],
    [{ sms: [false] }, settingsMessages.sms],
    [{ codCeiling: -1 }, settingsMessages.codCeiling],
    [{ codCeiling: 10.555 }, settingsMessages.codCeiling],
    [{ codCeiling: '500' }, settingsMessages.codCeiling],
    [{ paymentMethods: [] }, settingsMessages.noPaymentMethod],
    [{ paymentMethods: ['card', 'bitcoin'] }, settingsMessages.paymentMethods],
    [{ paymentMethods: ['sslcommerz'] }, settingsMessages.sslcommerzNotConfigured],
    [{ bin: '12345' }, settingsMessages.bin],
    [{ email: 'not-an-address' }, settingsMessages.email],
    [{ phone: 'call me' }, settingsMessages.phone],
    [{ currency: 'EUR' }, settingsMessages.currency],
    [{ defaultVatRate: 12 }, settingsMessages.defaultVatRate],
    [{ pricesIncludeVat: 'yes' }, settingsMessages.pricesIncludeVat],
    [{ defaultLanguage: 'fr' }, settingsMessages.defaultLanguage],
    [{ defaultLanguage: 'BN' }, settingsMessages.defaultLanguage],
    [{ defaultLanguage: null }, settingsMessages.defaultLanguage],
    [{ shipping: { zones: [] } }, shippingMessages.zones],
    [{ shipping: {} }, shippingMessages.zones],
    [{ shipping: { zones: [{ ...dhakaZone, name: '' }] } }, shippingMessages.zoneName],
    [
      { shipping: { zones: [dhakaZone, { ...dhakaZone, name: 'INSIDE DHAKA', districts: '*' }] } },
      shippingMessages.zoneNamesUnique,
    ],
    [
      { shipping: { zones: [{ ...dhakaZone, districts: ['Dhaka', 'Comilla'] }] } },
      shippingMessages.zoneUnknownDistrict('Comilla'),
    ],
    [{ shipping: { zones: [{ ...dhakaZone, districts: 'all' }] } }, shippingMessages.zoneDistricts],
    [{ shipping: { zones: [{ ...dhakaZone, baseFee: -60 }] } }, shippingMessages.zoneFee],
    [{ shipping: { zones: [{ ...dhakaZone, perKgFee: 15.001 }] } }, shippingMessages.zoneFee],
    [{ shipping: { zones: [{ ...dhakaZone, freeAbove: 'never' }] } }, shippingMessages.zoneFreeAbove],
  ])('refuses %j with 400 naming the field, saving nothing', async (payload, message) => {
    const before = await storedRow();
    // A valid field beside the bad one is not saved either.
    const response = await put({ legalName: 'Changed Ltd', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await storedRow()).toEqual(before);
  });

  it("saves the delivery zones in their order, in the shop's currency (cents inside), and leaves the other settings", async () => {
    const zones = [
      { ...dhakaZone, freeAbove: 5_000 },
      { name: 'Near Dhaka', districts: ['Gazipur', 'Narayanganj', 'Gazipur'], baseFee: 80.5, perKgFee: 20 },
      { name: 'Outside Dhaka', districts: '*', baseFee: 130, perKgFee: 25, freeAbove: null },
    ];
    const response = await put({ shipping: { zones } });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      zones: [
        { name: 'Inside Dhaka', districts: ['Dhaka'], baseFee: 60, perKgFee: 15, freeAbove: 5_000 },
        { name: 'Near Dhaka', districts: ['Gazipur', 'Narayanganj'], baseFee: 80.5, perKgFee: 20 },
        { name: 'Outside Dhaka', districts: '*', baseFee: 130, perKgFee: 25 },
      ],
    };
    expect(response.json().shipping).toEqual(expected);
    expect((await getAdmin()).json()).toMatchObject({ shipping: expected, codCeiling: 12_500.5 });
    expect((await storedRow())?.shippingZones).toEqual([
      {
        name: 'Inside Dhaka',
        districts: ['Dhaka'],
        baseFeeCents: 6_000,
        perKgFeeCents: 1_500,
        freeAboveCents: 500_000,
      },
      {
        name: 'Near Dhaka',
        districts: ['Gazipur', 'Narayanganj'],
        baseFeeCents: 8_050,
        perKgFeeCents: 2_000,
        freeAboveCents: null,
      },
      { name: 'Outside Dhaka', districts: '*', baseFeeCents: 13_000, perKgFeeCents: 2_500, freeAboveCents: null },
    ]);
    // Another setting's change keeps the zones; buyers' public settings do not carry them.
    expect((await put({ bankTransferText: 'Dutch-Bangla Bank, A/C 123-456-789' })).json().shipping).toEqual(expected);
    expect((await shop.app.inject({ url: '/api/settings' })).json()).not.toHaveProperty('shipping');
    // Back to the defaults for the tests that follow.
    expect(
      (
        await put({
          shipping: { zones: [dhakaZone, { name: 'Outside Dhaka', districts: '*', baseFee: 120, perKgFee: 25 }] },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown field inside a delivery zone', async () => {
    const response = await put({ shipping: { zones: [{ ...dhakaZone, baseFees: 1 }] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/baseFees/);
  });

  it('switches SMS per order event, leaves the other events and settings, and answers in Bangla when asked', async () => {
    const response = await put({ sms: { codConfirmed: false, paid: false } });
    expect(response.statusCode).toBe(200);
    expect(response.json().sms).toEqual({
      placed: true,
      codConfirmed: false,
      shipped: true,
      delivered: true,
      paid: false,
    });
    expect(await storedRow()).toMatchObject({
      smsPlaced: true,
      smsCodConfirmed: false,
      smsShipped: true,
      smsDelivered: true,
      smsPaid: false,
    });
    expect(await shop.app.settings.smsSwitches()).toEqual({
      placed: true,
      codConfirmed: false,
      shipped: true,
      delivered: true,
      paid: false,
    });
    expect((await put({ sms: { paid: true } })).json().sms).toMatchObject({ codConfirmed: false, paid: true });
    expect((await shop.app.inject({ url: '/api/settings' })).json()).not.toHaveProperty('sms');

    const bangla = await put({ sms: { placed: 'হ্যাঁ' } }, { ...admin.authorization, 'accept-language': 'bn' });
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json().message).toMatch(/^sms-এ প্রতিটি ঘটনার এসএমএস/);
    expect((await put({ sms: { codConfirmed: true, paid: true } })).statusCode).toBe(200);
  });

  it('refuses an empty change', async () => {
    const response = await put({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: settingsMessages.nothingToChange });
  });

  it('refuses fields it does not know', async () => {
    const response = await put({ codCeiling: 1, secretKey: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/secretKey/);
  });

  it('publishes the enabled methods, currency, bank text and the shop identity, not the internals', async () => {
    await put({
      legalName: 'Tools BD Ltd.',
      address: '12 Tejgaon, Dhaka',
      phone: '+880 1711-000000',
      email: 'Sales@Tools-BD.com',
    });
    const response = await shop.app.inject({ url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    const settings = response.json() as PublicSettings;
    expect(settings).toEqual({
      paymentMethods: ['card', 'bank_transfer'],
      codCeiling: 12_500.5,
      currency: 'USD',
      bankTransferText: 'Dutch-Bangla Bank, A/C 123-456-789',
      pricesIncludeVat: false,
      defaultLanguage: 'en',
      shop: {
        legalName: 'Tools BD Ltd.',
        address: '12 Tejgaon, Dhaka',
        phone: '+880 1711-000000',
        email: 'sales@tools-bd.com',
        bin: '1234567890123',
      },
    });
  });

  it('saves the default language and publishes it', async () => {
    const response = await put({ defaultLanguage: 'bn' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ defaultLanguage: 'bn', legalName: 'Tools BD Ltd.' });
    expect(await storedRow()).toMatchObject({ defaultLanguage: 'bn' });
    expect((await shop.app.inject({ url: '/api/settings' })).json()).toMatchObject({ defaultLanguage: 'bn' });
    expect((await put({ defaultLanguage: 'en' })).json()).toMatchObject({ defaultLanguage: 'en' });
  });

  it('takes the shop phone in Bengali digits and keeps it in Latin ones', async () => {
    const response = await put({ phone: '+৮৮০ ১৭১১-০০০০০০' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone: '+880 1711-000000' });
    expect(await storedRow()).toMatchObject({ phone: '+880 1711-000000' });
  });

  it('changes the currency until the first order exists, then answers 409 and keeps it', async () => {
    expect((await put({ currency: 'BDT' })).json()).toMatchObject({ currency: 'BDT', currencyLocked: false });
    expect((await put({ currency: 'USD' })).statusCode).toBe(200);
    const tool = await createTool(shop.app.db);
    await placeOrder(shop.app, customer, { toolId: tool.id, cart: 1 });

    const refused = await put({ currency: 'BDT', legalName: 'Not saved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: settingsMessages.currencyLocked });
    expect(await storedRow()).toMatchObject({ currency: 'USD', legalName: 'Tools BD Ltd.' });
    // Sending the same currency again is no change, so it is fine.
    expect((await put({ currency: 'USD', phone: '01711000000' })).json()).toMatchObject({
      currency: 'USD',
      phone: '01711000000',
      currencyLocked: true,
    });
  });
});

describe('settings with SSLCommerz configured', () => {
  let shop: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    shop = await createTestApp('pglite', { sslcommerz });
    admin = await createAccount(shop.app, { role: 'admin' });
  });
  afterAll(() => shop.close());

  it('has SSLCommerz on by default and lets the admin turn it off and on', async () => {
    const initial = await shop.app.inject({ url: '/api/settings' });
    expect(initial.json().paymentMethods).toEqual(['card', 'sslcommerz', 'cod', 'bank_transfer']);
    const off = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.authorization,
      payload: { paymentMethods: ['cod'] },
    });
    expect(off.json()).toMatchObject({ paymentMethods: ['cod'], sslcommerzAvailable: true });
    const on = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.authorization,
      payload: { paymentMethods: ['sslcommerz', 'cod'] },
    });
    expect(on.json().paymentMethods).toEqual(['sslcommerz', 'cod']);
  });
});

describe('settings cache', () => {
  let first: TestApp;
  it("shows another instance's change after the cache time, and this instance's change at once", async () => {
    first = await createTestApp('pglite');
    const admin = await createAccount(first.app, { role: 'admin' });
    const service = first.app.settings;
    expect((await service.forPublic()).codCeiling).toBe(50_000);
    // Another instance writes straight to the shared row: this one keeps its copy for a while.
    await first.app.db.update(shopSettings).set({ codCeilingCents: 100 });
    expect((await service.forPublic()).codCeiling).toBe(50_000);
    // A PUT through this instance drops the copy.
    await first.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.authorization,
      payload: { bankTransferText: 'x' },
    });
    expect(await service.forPublic()).toMatchObject({ codCeiling: 1, bankTransferText: 'x' });
    await first.close();
  });
});
