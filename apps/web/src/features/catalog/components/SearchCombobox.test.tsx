import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Suggestion } from '@tools-bd/contract';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { SearchCombobox } from './SearchCombobox.tsx';

const suggestions: Suggestion[] = [
  { type: 'category', name: 'Hammers', slug: 'hammers', sku: null },
  { type: 'tool', name: 'Claw Hammer', slug: 'claw-hammer', sku: 'HT-HAM-16OZ' },
  { type: 'tool', name: 'Sledge Hammer', slug: 'sledge-hammer', sku: 'HT-HAM-SLG' },
];

/** The combobox on a page of its own, with the suggestions API answering for "ham…". */
function renderCombobox() {
  const calls = mockApi({
    '/api/search/suggest': (url) => ({ body: url.searchParams.get('q')?.startsWith('ham') ? suggestions : [] }),
  });
  const view = renderWithApp([
    { path: '/', element: <SearchCombobox /> },
    { path: '*', element: <p>Another page</p> },
  ]);
  const box = screen.getByRole('combobox', { name: 'Search tools' });
  return { ...view, calls, box, user: userEvent.setup() };
}

const suggestCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/search/suggest'));

describe('navbar search combobox', () => {
  it('is a closed combobox tied to its listbox until there is something to suggest', () => {
    const { box } = renderCombobox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const listId = box.getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    expect(document.getElementById(listId ?? '')).toHaveAttribute('role', 'listbox');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('asks for suggestions once typing pauses (debounced), then opens the list', async () => {
    const { box, user, calls } = renderCombobox();
    await user.type(box, 'hamm');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'HammersCategory',
      'Claw HammerHT-HAM-16OZ',
      'Sledge HammerHT-HAM-SLG',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // Four keys typed faster than the pause: one request, for the whole text.
    expect(suggestCalls(calls).map((call) => call.path)).toEqual(['/api/search/suggest?q=hamm']);
  });

  it('moves the active option with ArrowDown/ArrowUp (focus stays in the box) and opens it with Enter', async () => {
    const { box, user, router } = renderCombobox();
    await user.type(box, 'ham');
    const options = await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/tools/claw-hammer');
  });

  it('opens a category suggestion as its shop page', async () => {
    const { box, user, router } = renderCombobox();
    await user.type(box, 'ham');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/shop/hammers');
  });

  it('searches the shop for the text on Enter when no option is active', async () => {
    const { box, user, router } = renderCombobox();
    await user.type(box, 'hamer claw');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/shop');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('hamer claw');
  });

  it('searches for the text in the box even when it was typed before the script took the box over', async () => {
    const { box, router } = renderCombobox();
    // As on a server-rendered page: the browser's box holds text that React never saw change.
    (box as HTMLInputElement).value = 'hamer';
    fireEvent.submit(box.closest('form')!);
    expect(router.state.location.pathname).toBe('/shop');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('hamer');
  });

  it('closes the list with Escape, keeping the text; a second Escape clears it', async () => {
    const { box, user } = renderCombobox();
    await user.type(box, 'ham');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveValue('ham');

    // ArrowDown opens it again, on the first option.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);

    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });

  it('opens a suggestion picked with the mouse', async () => {
    const { box, user, router } = renderCombobox();
    await user.type(box, 'ham');
    await user.click(await screen.findByRole('option', { name: /Sledge Hammer/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/sledge-hammer'));
    expect(box).toHaveValue('');
  });
});
