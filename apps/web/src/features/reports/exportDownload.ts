import { commonMessages, type ExportKind } from '@tools-bd/contract/messages';
import { ApiError, tokenStorage } from '../../lib/api.ts';

/**
 * Downloads one CSV export. A plain link cannot carry the bearer token, so the file is fetched
 * with it and handed to the browser as a download (the blob stays in memory only until saved).
 */
export async function downloadExport(kind: ExportKind, from: string, to: string): Promise<void> {
  const token = tokenStorage.get();
  const query = new URLSearchParams({ from, to });
  let response: Response;
  try {
    response = await fetch(`/api/admin/exports/${kind}.csv?${query.toString()}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the shop. Check your connection and try again.');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(response.status, typeof data?.message === 'string' ? data.message : commonMessages.internal);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-${from}-to-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a little while: some browsers read the blob after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
