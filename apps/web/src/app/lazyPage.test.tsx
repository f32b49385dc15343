import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { eagerPage, lazyPage, SCREEN_LIVE_ATTRIBUTE } from './lazyPage.tsx';

/** A screen whose code arrives when the test says so. */
function slowScreen(heading: string) {
  let arrive = () => {};
  const loaded = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>{heading}</h1> });
  });
  return { element: lazyPage(() => loaded), arrive: () => act(async () => arrive()) };
}

describe('code-split pages', () => {
  it('show the spinner, not the page left behind, while the next page’s code loads', async () => {
    const login = slowScreen('Login');
    const forgot = slowScreen('Forgot password');
    const router = createMemoryRouter(
      [
        { path: '/login', element: login.element },
        { path: '/forgot-password', element: forgot.element },
      ],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    await login.arrive();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();

    await act(() => router.navigate('/forgot-password'));
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await forgot.arrive();
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('mark the document live only once a screen has committed, so journeys know a click will be taken', async () => {
    document.documentElement.removeAttribute(SCREEN_LIVE_ATTRIBUTE);
    const shop = slowScreen('Shop');
    const router = createMemoryRouter([{ path: '/shop', element: shop.element }], { initialEntries: ['/shop'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(document.documentElement.hasAttribute(SCREEN_LIVE_ATTRIBUTE)).toBe(false);

    await shop.arrive();
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(document.documentElement.hasAttribute(SCREEN_LIVE_ATTRIBUTE)).toBe(true);
  });

  it('mark the document live for a screen of the first bundle too', () => {
    document.documentElement.removeAttribute(SCREEN_LIVE_ATTRIBUTE);
    render(
      <>
        {eagerPage(() => (
          <h1>Home</h1>
        ))}
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(document.documentElement.hasAttribute(SCREEN_LIVE_ATTRIBUTE)).toBe(true);
  });
});
