import { defaultShouldDehydrateQuery, dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorFromJson } from '../../lib/api.ts';

/**
 * The query cache a server-rendered page hands to the browser: the answers it was rendered
 * from, and the refusals (a product that does not exist answers 404, and the page says so).
 */
export function dehydratePage(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.error instanceof ApiError,
  });
}

/** A Bangla page's state: its cache and the namespaces of the Bangla texts its markup was drawn with. */
export type PageState = DehydratedState & { banglaTexts?: string[] };

export const withBanglaTexts = (state: DehydratedState, banglaTexts: string[]): PageState => ({
  ...state,
  banglaTexts,
});

/** The page's cache as the browser's hooks expect it: refusals are ApiErrors again, not plain objects. */
export function readPageState(json: string): PageState {
  const state = JSON.parse(json) as PageState;
  for (const query of state.queries) {
    const error = apiErrorFromJson(query.state.error);
    if (error) query.state.error = error;
  }
  return state;
}

/** Puts a refusal into the cache under a hook's key, as if the browser had asked and been refused. */
export async function storeRefusal(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  status: number,
  message: string,
): Promise<void> {
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: () => Promise.reject(new ApiError(status, message)),
    retry: false,
  });
}
