import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes.tsx';

/** The shop's pages for the current location; the server renders them inside its StaticRouter. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The declarative router: the shop loads its data with TanStack Query, not with route loaders,
 * and the data router's machinery cost ~18 kB (gzip) of every page's first load.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
