import { Button } from './Button.tsx';

export interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  noun: string;
  onPageChange: (page: number) => void;
}

/** Previous / Next with "Page x of y", announced politely when it changes. */
export function Pagination({ page, pageCount, total, noun, onPageChange }: PaginationProps) {
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {Math.max(pageCount, 1)} · {total} {noun}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
