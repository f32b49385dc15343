import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../app/providers.tsx';

/** Where the memory router is now, for assertions (`router.state.location`). */
interface RouterProbe {
  state: { location: Location };
}

function RouteTable({ routes, probe }: { routes: RouteObject[]; probe: RouterProbe }) {
  probe.state.location = useLocation();
  return useRoutes(routes);
}

/** Renders an element (or a route table) with the app's providers and a memory router at `path`. */
export function renderWithApp(ui: ReactElement | RouteObject[], { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = { state: {} } as RouterProbe;
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTable routes={routes} probe={router} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** An answer: status (200 by default), JSON body and extra headers (e.g. X-Total-Count). */
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (url: URL, init: RequestInit | undefined) => Answer | undefined;

/** Replaces fetch with answers by path (e.g. '/api/tools'); unknown paths answer 404. */
export function mockApi(handlers: Record<string, Handler | Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname + url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const entry = handlers[`${method} ${url.pathname}`] ?? handlers[url.pathname];
    const answer = typeof entry === 'function' ? entry(url, init) : entry;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? answer.body : { message: 'Not found' };
    return new Response(status === 204 ? null : JSON.stringify(body ?? null), {
      status,
      headers: { 'content-type': 'application/json', ...answer?.headers },
    });
  }) as typeof fetch;
  return calls;
}
