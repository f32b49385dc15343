import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminStockFilter,
  AdminToolSort,
  CatalogImportResult,
  CategoryUpdate,
  NewCategory,
  AdminTool,
  NewTool,
  Tool,
  ToolDeleteResult,
  ToolUpdate,
  UploadResult,
} from '@tools-bd/contract';
import { ApiError, apiFetch, apiFetchWithHeaders, tokenStorage } from '../../lib/api.ts';
import { toolsQueryKey } from './api.ts';

export const adminQueryKeys = {
  tools: ['admin', 'tools'] as const,
  toolPage: (filter: AdminToolFilter) => [...adminQueryKeys.tools, 'page', filter] as const,
  categories: ['admin', 'categories'] as const,
};

/** The admin product list's search, filters, order and page (the screen keeps them in the URL). */
export interface AdminToolFilter {
  q?: string;
  category?: string;
  stock?: AdminStockFilter;
  sort?: AdminToolSort;
  page: number;
  limit: number;
}

export interface AdminToolPage {
  tools: AdminTool[];
  total: number;
}

/** The query string of GET /api/admin/tools: only what is set, in a fixed order. */
export function adminToolListPath(filter: AdminToolFilter): string {
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.category) query.set('category', filter.category);
  if (filter.stock) query.set('stock', filter.stock);
  if (filter.sort) query.set('sort', filter.sort);
  query.set('page', String(filter.page));
  query.set('limit', String(filter.limit));
  return `/admin/tools?${query.toString()}`;
}

/** GET /api/admin/tools: one page of every product (archived ones included) with the total; the previous page stays while the next loads. */
export function useAdminToolPage(filter: AdminToolFilter) {
  return useQuery({
    queryKey: adminQueryKeys.toolPage(filter),
    queryFn: async ({ signal }): Promise<AdminToolPage> => {
      const { data, headers } = await apiFetchWithHeaders<AdminTool[]>(adminToolListPath(filter), { signal });
      const total = Number(headers.get('x-total-count') ?? Number.NaN);
      return { tools: data, total: Number.isFinite(total) ? total : data.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useCatalogueChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.tools }),
        queryClient.invalidateQueries({ queryKey: toolsQueryKey }),
      ]),
  });
}

/** POST /api/tools. */
export function useAddTool() {
  return useCatalogueChange((tool: NewTool) => apiFetch<Tool>('/tools', { method: 'POST', body: tool }));
}

/** PATCH /api/tools/{id}: price, stock or minimum. */
export function useUpdateTool() {
  return useCatalogueChange(({ id, change }: { id: string; change: ToolUpdate }) =>
    apiFetch<Tool>(`/tools/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),
  );
}

/** DELETE /api/tools/{id}: erased, or archived when it has orders. */
export function useDeleteTool() {
  return useCatalogueChange((id: string) =>
    apiFetch<ToolDeleteResult>(`/tools/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** POST /api/uploads: one picture as multipart form data; answers where it is served. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiFetch<UploadResult>('/uploads', { method: 'POST', body: form });
    },
  });
}

/** Category and import changes move the shop's lists and counts too (all cached under toolsQueryKey). */
function useCategoryChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.categories }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.tools }),
        queryClient.invalidateQueries({ queryKey: toolsQueryKey }),
      ]),
  });
}

/** GET /api/admin/categories: the tree with ids, sort orders and product counts. */
export function useAdminCategories() {
  return useQuery({
    queryKey: adminQueryKeys.categories,
    queryFn: ({ signal }) => apiFetch<AdminCategory[]>('/admin/categories', { signal }),
    staleTime: 0,
  });
}

/** POST /api/categories. */
export function useAddCategory() {
  return useCategoryChange((category: NewCategory) =>
    apiFetch<AdminCategory>('/categories', { method: 'POST', body: category }),
  );
}

/** PATCH /api/categories/{slug}: rename, move, reorder. */
export function useUpdateCategory() {
  return useCategoryChange(({ slug, change }: { slug: string; change: CategoryUpdate }) =>
    apiFetch<AdminCategory>(`/categories/${encodeURIComponent(slug)}`, { method: 'PATCH', body: change }),
  );
}

/** DELETE /api/categories/{slug}: 409 with the reason when it still holds products or sub-categories. */
export function useRemoveCategory() {
  return useCategoryChange((slug: string) =>
    apiFetch<unknown>(`/categories/${encodeURIComponent(slug)}`, { method: 'DELETE' }),
  );
}

/**
 * POST /api/admin/catalog/import: a dry run, or (apply) every row in one transaction. A refused
 * apply answers 400 with the rows; the error carries them so the table can show why.
 */
export class CatalogImportRefused extends ApiError {
  constructor(
    message: string,
    readonly rows: CatalogImportResult['rows'],
  ) {
    super(400, message);
  }
}

async function importCatalog({ text, apply }: { text: string; apply: boolean }): Promise<CatalogImportResult> {
  const token = tokenStorage.get();
  const response = await fetch(`/api/admin/catalog/import?dryRun=${apply ? 'false' : 'true'}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ text }),
  }).catch(() => {
    throw new ApiError(0, 'Cannot reach the shop. Check your connection and try again.');
  });
  const data = (await response.json().catch(() => null)) as
    (Partial<CatalogImportResult> & { message?: string }) | null;
  if (!response.ok) {
    const message = typeof data?.message === 'string' ? data.message : `The import failed (${response.status})`;
    if (data?.rows) throw new CatalogImportRefused(message, data.rows);
    throw new ApiError(response.status, message);
  }
  return data as CatalogImportResult;
}

export function useCatalogImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalog,
    onSuccess: (_result, { apply }) =>
      apply
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: adminQueryKeys.tools }),
            queryClient.invalidateQueries({ queryKey: adminQueryKeys.categories }),
            queryClient.invalidateQueries({ queryKey: toolsQueryKey }),
          ])
        : undefined,
  });
}

/**
 * GET /api/admin/catalog/export.csv, saved as a file. The call needs the bearer token, which a
 * plain link can not send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadCatalogCsv(): Promise<void> {
  const token = tokenStorage.get();
  const response = await fetch('/api/admin/catalog/export.csv', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, data?.message ?? `The export failed (${response.status})`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'catalogue.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
