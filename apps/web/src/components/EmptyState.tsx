import type { ReactNode } from 'react';

/** The card a list or table shows instead of itself when it has nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="card p-6 text-slate-700">{children}</div>;
}
