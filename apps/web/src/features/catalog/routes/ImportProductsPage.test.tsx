import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogImportResult } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import ImportProductsPage from './ImportProductsPage.tsx';

const clean: CatalogImportResult = {
  applied: false,
  summary: { create: 1, update: 1, unchanged: 0, error: 0 },
  rows: [
    { line: 2, sku: 'NEW-1', name: 'New Clamp', action: 'create', message: null, changes: [] },
    { line: 3, sku: 'HT-HAM-16OZ', name: 'Claw Hammer', action: 'update', message: null, changes: ['price'] },
  ],
};
const withError: CatalogImportResult = {
  applied: false,
  summary: { create: 1, update: 0, unchanged: 0, error: 1 },
  rows: [
    clean.rows[0]!,
    { line: 3, sku: 'BAD-1', name: 'Lost', action: 'error', message: 'Unknown category "nowhere"', changes: [] },
  ],
};

describe('the import screen', { timeout: 20_000 }, () => {
  it('checks first, allows Apply only for a clean dry run of the same text, then applies', async () => {
    const calls = mockApi({
      'POST /api/admin/catalog/import': (url, init) => {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        if (url.searchParams.get('dryRun') === 'false') return { body: { ...clean, applied: true } };
        return { body: text.includes('BAD-1') ? withError : clean };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ImportProductsPage />, { path: '/dashboard/importProducts' });
    const text = screen.getByLabelText('CSV text');
    await user.type(text, 'sku,category{Enter}BAD-1,nowhere');
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByText('Unknown category "nowhere"')).toBeInTheDocument();
    expect(screen.getByText(/Dry run: 1 new, 0 to update, 0 unchanged, 1 with errors/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.clear(text);
    await user.type(text, 'sku,price{Enter}HT-HAM-16OZ,13');
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByText('Changes price')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Apply 2 changes' });
    expect(apply).toBeEnabled();
    // Editing the text after the check asks for a new check.
    await user.type(text, '0');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    await user.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByText('Imported: 1 new, 1 updated.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/admin/catalog/import?dryRun=false')).toHaveLength(1),
    );
    expect(calls.at(-1)?.body).toEqual({ text: 'sku,price\nHT-HAM-16OZ,130' });
  });

  it('shows the rows of an apply the server refused', async () => {
    mockApi({
      'POST /api/admin/catalog/import': (url) =>
        url.searchParams.get('dryRun') === 'false'
          ? { status: 400, body: { message: '1 row has errors: nothing was imported', rows: withError.rows } }
          : { body: clean },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ImportProductsPage />, { path: '/dashboard/importProducts' });
    await user.type(screen.getByLabelText('CSV text'), 'sku{Enter}NEW-1');
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    await user.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 row has errors: nothing was imported');
    expect(screen.getByText('Unknown category "nowhere"')).toBeInTheDocument();
  });
});
