import type { ReactNode } from 'react';

/** A titled card of the résumé. */
export function ResumeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-8">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
