import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CUSTOMER, logIn, openLivePage, signUpNewCustomer } from './support.ts';

/** CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real 4×3 amber PNG, made here so the journey depends on no fixture file. */
function tinyPng(width = 4, height = 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [0xf5, 0x9e, 0x0b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Accepts every confirm and alert, remembering what they said. */
function answerDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** A small API client with one account's token, for the set-up steps a journey does not test. */
function apiAs(request: APIRequestContext, token: string) {
  const send = async <T>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get: <T>(path: string) => send<T>('GET', path),
    post: <T>(path: string, data: unknown) => send<T>('POST', path, data),
    patch: <T>(path: string, data: unknown) => send<T>('PATCH', path, data),
  };
}

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

interface ToolAnswer {
  _id: string;
  name: string;
  minPurse: number;
}

const suffix = () => randomUUID().slice(0, 6);

test.describe('admin operations', () => {
  test('an admin adds a product with an uploaded picture and finds it in the manage list and on its purchase page', async ({
    page,
  }) => {
    const dialogs = answerDialogs(page);
    const name = `Journey Bench Vice ${suffix()}`;
    await logIn(page, DEMO_ADMIN);
    await page.goto('/dashboard/addProduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();

    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('Description').fill('Cast-iron 125 mm bench vice with a swivel base.');
    await page.getByLabel('Price ($)').fill('64.99');
    await page.getByLabel('Available quantity').fill('50');
    await page.getByLabel('Quantity', { exact: true }).fill('50');
    await page.getByLabel('Minimum order').fill('2');
    await page.getByRole('radio', { name: 'Upload a file' }).check();
    await page.getByLabel('Image file').setInputFiles({ name: 'vice.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of the product image' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expect.poll(() => dialogs).toContain('Item Successfully Added!');
    await expect(page.getByLabel('Product name')).toHaveValue('');

    // The list is paged (oldest first): the search finds the new product on any page.
    await page.goto(`/dashboard/manageProduct?q=${encodeURIComponent(name)}`);
    const item = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(item).toContainText('64.99$');
    await expect(item).not.toContainText('Archived');
    await item.getByRole('link', { name: `View ${name} in the shop` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Purchase ${name}` })).toBeVisible();
    const picture = page.getByRole('img', { name, exact: true });
    // Named by its content hash and its size (4×3 px).
    await expect(picture).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}-4x3\.png$/);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(4);

    // The home page shows the catalogue's first four tools; a new product comes after them.
    await openLivePage(page, '/');
    await expect(page.getByTestId('tools-grid').getByRole('article')).toHaveCount(4);
    await expect(page.getByTestId('tools-grid')).not.toContainText(name);
  });

  test('an admin marks a paid order Confirmed and the customer sees it in My Orders', async ({ page, browser }) => {
    // The customer orders and pays through the API (the payment screens have their own journey).
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    const customer = await signUpNewCustomer(customerPage, `Paying Customer ${suffix()}`);
    const customerToken = await customerPage.evaluate(() => localStorage.getItem('accessToken'));
    expect(customerToken).toBeTruthy();
    const asCustomer = apiAs(customerPage.request, customerToken ?? '');
    const [, tool] = await asCustomer.get<ToolAnswer[]>('/api/tools?sort=oldest&limit=100');
    if (!tool) throw new Error('the demo catalogue has fewer than 2 tools');
    const order = await asCustomer.post<{ _id: string }>('/api/orders', {
      toolId: tool._id,
      cart: tool.minPurse,
      customerName: customer.name,
      email: customer.email,
      phone: '+880 1711-000000',
      address: '12 Journey Road, Dhaka',
      district: 'Dhaka',
    });
    const { clientSecret } = await asCustomer.post<{ clientSecret: string }>('/api/create-payment-intent', {
      orderId: order._id,
    });
    const confirmed = await asCustomer.post<{ paymentIntent: { id: string } }>('/api/payments/simulator/confirm', {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
      billingDetails: { name: customer.name, email: customer.email },
    });
    await asCustomer.patch(`/api/orders/${order._id}`, {
      orders: order._id,
      transactionId: confirmed.paymentIntent.id,
    });

    await logIn(page, DEMO_ADMIN);
    await page.goto('/dashboard/allOrder');
    const row = page.getByRole('row').filter({ hasText: customer.name });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(confirmed.paymentIntent.id);
    const status = row.getByRole('combobox', { name: /Status of the order/ });
    await expect(status).toHaveValue('pending');
    await status.selectOption('confirmed');
    await expect(row.getByText('Saved')).toBeVisible();
    // Saved on the server, not only on this screen.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: customer.name }).getByRole('combobox')).toHaveValue(
      'confirmed',
    );

    await customerPage.goto('/dashboard/myOrders');
    const myOrder = customerPage.getByRole('row').filter({ hasText: tool.name });
    await expect(myOrder).toContainText('Confirmed');
    await customerContext.close();
  });

  test('an admin deletes a product nobody ordered; one with orders is archived and stays listed', async ({
    page,
    request,
  }) => {
    const dialogs = answerDialogs(page);
    const asAdmin = apiAs(request, await tokenOf(request, DEMO_ADMIN));
    const asCustomer = apiAs(request, await tokenOf(request, DEMO_CUSTOMER));
    const product = (name: string) => ({
      name,
      description: 'Made for a journey.',
      price: 9.5,
      availableItem: 30,
      quentity: 30,
      minPurse: 1,
      img: '/images/tools/circular-saw.svg',
    });
    const unordered = await asAdmin.post<ToolAnswer>('/api/tools', product(`Journey Rasp ${suffix()}`));
    const ordered = await asAdmin.post<ToolAnswer>('/api/tools', product(`Journey Plane ${suffix()}`));
    await asCustomer.post('/api/orders', {
      toolId: ordered._id,
      cart: 2,
      customerName: 'Demo Customer',
      email: DEMO_CUSTOMER.email,
      phone: '+880 1711-000000',
      address: '12 Journey Road, Dhaka',
      district: 'Dhaka',
    });

    await logIn(page, DEMO_ADMIN);
    // Newest first: both journey products are on the first page however long the list is.
    await page.goto('/dashboard/manageProduct?sort=newest');
    const itemOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

    await itemOf(unordered.name)
      .getByRole('button', { name: `Delete ${unordered.name}` })
      .click();
    await expect.poll(() => dialogs).toContain('Deleted!');
    await expect(itemOf(unordered.name)).toHaveCount(0);
    expect((await request.get(`/api/tools/${unordered._id}`)).status()).toBe(404);

    await itemOf(ordered.name)
      .getByRole('button', { name: `Delete ${ordered.name}` })
      .click();
    await expect.poll(() => dialogs.filter((message) => message === 'Deleted!').length).toBe(2);
    await expect(itemOf(ordered.name)).toContainText('Archived');
    await expect(itemOf(ordered.name).getByRole('button', { name: /Delete/ })).toHaveCount(0);
    const shop = (await (await request.get('/api/tools?limit=100')).json()) as ToolAnswer[];
    expect(shop.map((tool) => tool._id)).not.toContain(ordered._id);
  });

  test('a customer (or a visitor) who types an admin address is sent to /login', async ({ page }) => {
    await page.goto('/dashboard/addProduct');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, DEMO_CUSTOMER);
    for (const path of ['/dashboard/allOrder', '/dashboard/addProduct', '/dashboard/manageProduct']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });
});
