import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToolDetail } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { inBangla } from '../../../test/bangla.tsx';
import { wholesaleTool } from '../../../test/fixtures.ts';
import ToolPage from './ToolPage.tsx';

const hammer: ToolDetail = {
  ...wholesaleTool,
  nameBn: 'ক্ল হাতুড়ি',
  descriptionBn: 'শক্ত হাতলের হাতুড়ি',
  categoryPath: [
    { name: 'Hand Tools', slug: 'hand-tools' },
    { name: 'Hammers', slug: 'hammers', nameBn: 'হাতুড়ি' },
  ],
};

function renderInBangla(tool: ToolDetail) {
  mockApi({
    [`/api/tools/by-slug/${tool.slug}`]: { body: tool },
    [`/api/tools/by-slug/${tool.slug}/reviews`]: { body: { count: 0, averageRating: null, reviews: [] } },
  });
  renderWithApp([{ path: '/tools/:slug', element: inBangla(<ToolPage />) }], { path: `/tools/${tool.slug}` });
  return userEvent.setup();
}

describe('product page in Bangla', () => {
  it('shows the Bangla name, description and category names where set, the English ones otherwise', async () => {
    renderInBangla(hammer);
    await screen.findByRole('heading', { level: 1, name: 'ক্ল হাতুড়ি' });
    expect(screen.getByText('শক্ত হাতলের হাতুড়ি')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হাতুড়ি' })).toHaveAttribute('href', '/shop/hammers');
    // No Bangla name for the top-level category: its English one.
    expect(screen.getByRole('link', { name: 'Hand Tools' })).toBeInTheDocument();
  });

  it('takes a quantity typed in Bengali digits', async () => {
    const user = renderInBangla(hammer);
    await screen.findByRole('heading', { level: 1, name: 'ক্ল হাতুড়ি' });
    const quantity = screen.getByRole('spinbutton');
    await user.clear(quantity);
    await user.type(quantity, '৪৮');
    expect(quantity).toHaveValue('৪৮');
    // The break at 48: 235.00 each, 11,280.00 in all, in Bengali digits.
    expect(screen.getByText(/১১,২৮০\.০০/)).toBeInTheDocument();
  });
});
