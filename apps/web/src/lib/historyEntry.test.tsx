import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { numberHistoryEntry } from './historyEntry.ts';

describe('numberHistoryEntry', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '');
  });

  it('numbers the entry as BrowserRouter does, so the router writes nothing when it starts', () => {
    window.history.replaceState({ from: 'server' }, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ from: 'server', idx: 0 });
    const replaceState = vi.spyOn(window.history, 'replaceState');
    render(
      <BrowserRouter>
        <p>page</p>
      </BrowserRouter>,
    );
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('leaves an entry the router has numbered alone (back/forward keep their places)', () => {
    window.history.replaceState({ idx: 3 }, '');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    numberHistoryEntry();
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('is what BrowserRouter would otherwise write on its first render', () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    render(
      <BrowserRouter>
        <p>page</p>
      </BrowserRouter>,
    );
    expect(replaceState).toHaveBeenCalledWith(expect.objectContaining({ idx: 0 }), '');
  });
});
