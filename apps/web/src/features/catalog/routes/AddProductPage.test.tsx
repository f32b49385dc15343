import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { inBangla } from '../../../test/bangla.tsx';
import { catalogMessages } from '@tools-bd/contract';
import AddProductPage from './AddProductPage.tsx';

function renderAddProduct(answer: { status: number; body: unknown } = { status: 201, body: {} }) {
  const calls = mockApi({ 'POST /api/tools': answer });
  const view = renderWithApp(<AddProductPage />, { path: '/dashboard/addProduct' });
  return { ...view, calls, user: userEvent.setup({ delay: null }) };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Product name'), 'Bench Vice');
  await user.type(screen.getByLabelText('Description'), 'Cast-iron bench vice.');
  await user.type(screen.getByLabelText('Price ($)'), '64.99');
  await user.type(screen.getByLabelText('Available quantity'), '50');
  await user.type(screen.getByLabelText('Quantity'), '60');
  await user.type(screen.getByLabelText('Minimum order'), '2');
  await user.type(screen.getByLabelText('Image URL'), 'https://media.example.com/vice.png');
}

// Typing is slow on a busy machine: a timed-out test must not keep typing into the next one.
describe('the add product screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('names every required field of the add form and sends nothing while they are empty', async () => {
    const { user, calls } = renderAddProduct();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    for (const message of [
      'Product name is required',
      'Description is required',
      'Price is required',
      'Available quantity is required',
      'Quantity is required',
      'Minimum order is required',
      'Image is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a price of 0, a fractional stock, a minimum above the stock and a non-web image', async () => {
    const { user, calls } = renderAddProduct();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '0');
    await user.clear(screen.getByLabelText('Available quantity'));
    await user.type(screen.getByLabelText('Available quantity'), '1.5');
    await user.clear(screen.getByLabelText('Image URL'));
    await user.type(screen.getByLabelText('Image URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Price must be more than 0')).toBeInTheDocument();
    expect(screen.getByText('Available quantity must be a whole number')).toBeInTheDocument();
    expect(screen.getByText(catalogMessages.imgInvalid)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '5');
    await user.clear(screen.getByLabelText('Available quantity'));
    await user.type(screen.getByLabelText('Available quantity'), '1');
    await user.clear(screen.getByLabelText('Image URL'));
    await user.type(screen.getByLabelText('Image URL'), '/images/tools/vice.svg');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Minimum order can not be more than the available quantity')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('posts the sketch fields as numbers, says "Item Successfully Added!" and empties the form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = renderAddProduct();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Item Successfully Added!'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Bench Vice',
      description: 'Cast-iron bench vice.',
      price: 64.99,
      availableItem: 50,
      quentity: 60,
      minPurse: 2,
      img: 'https://media.example.com/vice.png',
      // Left as they were: the server makes up a SKU; packs of 1, no cap, no breaks, 1 kg.
      sku: '',
      packSize: 1,
      maxPerOrder: null,
      priceBreaks: [],
      weightGrams: 1_000,
    });
    await waitFor(() => expect(screen.getByLabelText('Product name')).toHaveValue(''));
    expect(screen.getByLabelText('Price ($)')).toHaveValue(null);
    expect(screen.getByLabelText('Image URL')).toHaveValue('');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderAddProduct({ status: 403, body: { message: 'You are not allowed to do that' } });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that');
    expect(screen.getByLabelText('Product name')).toHaveValue('Bench Vice');
    expect(alert).not.toHaveBeenCalled();
  });

  it('offers a file upload limited to JPEG, PNG and WebP instead of an address', async () => {
    renderAddProduct();
    const user = userEvent.setup({ applyAccept: false, delay: null });
    await user.click(screen.getByRole('radio', { name: 'Upload a file' }));
    const file = screen.getByLabelText('Image file');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.queryByLabelText('Image URL')).not.toBeInTheDocument();
    // A file the browser already knows is not a picture is refused before any upload.
    await user.upload(file, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be a JPEG, PNG or WebP image');
  });

  it('sends the wholesale rules and refuses a price break that breaks a rule, naming it', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = renderAddProduct();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Minimum order'));
    await user.type(screen.getByLabelText('Minimum order'), '12');
    await user.type(screen.getByLabelText('SKU'), 'ht-vice-6');
    await user.clear(screen.getByLabelText('Pack size'));
    await user.type(screen.getByLabelText('Pack size'), '6');
    await user.type(screen.getByLabelText('Max per order'), '48');
    await user.click(screen.getByRole('button', { name: 'Add a price break' }));
    await user.type(screen.getByLabelText('Break 1: from quantity'), '20');
    await user.type(screen.getByLabelText('Break 1: unit price ($)'), '60');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText('Each price break quantity must be a multiple of the pack size'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('Break 1: from quantity'));
    await user.type(screen.getByLabelText('Break 1: from quantity'), '24');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      minPurse: 12,
      sku: 'HT-VICE-6',
      packSize: 6,
      maxPerOrder: 48,
      priceBreaks: [{ minQuantity: 24, price: 60 }],
    });
  });

  it('takes every number in Bengali digits on a Bangla screen: price, stock, selling rules and price breaks', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const calls = mockApi({ 'POST /api/tools': { status: 201, body: {} } });
    renderWithApp(inBangla(<AddProductPage />), { path: '/dashboard/addProduct' });
    const user = userEvent.setup({ delay: null });
    const typeInto = async (label: string, text: string) => {
      const field = screen.getByRole('spinbutton', { name: label });
      await user.clear(field);
      await user.type(field, text);
      expect(field).toHaveValue(text);
    };
    await user.type(screen.getByLabelText('পণ্যের নাম'), 'Bench Vice');
    await user.type(screen.getByLabelText('বিবরণ'), 'Cast-iron bench vice.');
    await user.type(screen.getByLabelText('ছবির URL'), 'https://media.example.com/vice.png');
    await typeInto('দাম ($)', '৬৪.৯৯');
    await typeInto('মজুদ পরিমাণ', '৫০');
    await typeInto('পরিমাণ', '৬০');
    await typeInto('ন্যূনতম অর্ডার', '১২');
    await typeInto('প্যাকেটে কয়টি', '৬');
    await typeInto('এক অর্ডারে সর্বোচ্চ', '৪৮');
    await typeInto('ওজন (গ্রাম)', '২৫০০');
    await user.click(screen.getByRole('button', { name: 'মূল্যের ধাপ যোগ করুন' }));
    await typeInto('ধাপ ১: যত পিস থেকে', '২৪');
    await typeInto('ধাপ ১: প্রতি পিসের দাম ($)', '৬০.৫০');
    await user.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      price: 64.99,
      availableItem: 50,
      quentity: 60,
      minPurse: 12,
      packSize: 6,
      maxPerOrder: 48,
      weightGrams: 2500,
      priceBreaks: [{ minQuantity: 24, price: 60.5 }],
    });
  });

  it('sends the weight in grams, 1 kg unless changed, and refuses a weight of 0 or a fraction of a gram', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, calls } = renderAddProduct();
    await fillValidForm(user);
    const weight = screen.getByLabelText('Weight (g)');
    expect(weight).toHaveValue(1_000);
    for (const typed of ['0', '2.5']) {
      await user.clear(weight);
      await user.type(weight, typed);
      await user.click(screen.getByRole('button', { name: 'Add Product' }));
      expect(await screen.findByText(catalogMessages.weightGrams)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(weight);
    await user.type(weight, '2500');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ weightGrams: 2_500 });
  });

  it('offers at most 5 price breaks', async () => {
    const { user } = renderAddProduct();
    const add = screen.getByRole('button', { name: 'Add a price break' });
    for (let count = 0; count < 5; count += 1) await user.click(add);
    expect(screen.getByLabelText('Break 5: from quantity')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove price break 5' }));
    expect(add).toBeEnabled();
  });
});
