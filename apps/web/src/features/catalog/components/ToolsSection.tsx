import type { ReactNode } from 'react';
import type { Tool } from '@tools-bd/contract';
import { HOME_TOOL_COUNT } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { useTools } from '../api.ts';
import { useTexts } from '../../../lib/i18n/index.ts';
import { catalogTexts } from '../texts.ts';
import { ToolCard } from './ToolCard.tsx';

/** Placeholder cards of the real card's size, so the grid does not jump when tools arrive. */
export function ToolCardSkeleton() {
  return (
    <div className="card animate-pulse overflow-hidden" aria-hidden="true">
      <div className="aspect-[4/3] bg-slate-100" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-16 rounded bg-slate-100" />
        <div className="h-9 rounded bg-slate-200" />
        {/* Add to cart and the line that says what it did. */}
        <div className="h-9 rounded bg-slate-100" />
        <div className="h-5" />
      </div>
    </div>
  );
}

/** The home page's tools block: the first four tools, 1 column on small screens, 4 on large, and the way into the shop. */
export function ToolsSection({ cardAction }: { cardAction?: (tool: Tool) => ReactNode }) {
  const tools = useTools();
  const t = useTexts(catalogTexts);
  return (
    <section className="container-page py-16" aria-labelledby="tools-heading" aria-busy={tools.isPending}>
      <h2 id="tools-heading" className="mb-8 text-center text-3xl font-bold">
        {t.ourTools}
      </h2>
      {tools.isError ? <Alert tone="error">{t.toolsFailed}</Alert> : null}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4" data-testid="tools-grid">
        {tools.isPending
          ? Array.from({ length: HOME_TOOL_COUNT }, (_, index) => <ToolCardSkeleton key={index} />)
          : tools.data
              ?.slice(0, HOME_TOOL_COUNT)
              .map((tool) => <ToolCard key={tool._id} tool={tool} action={cardAction?.(tool)} />)}
      </div>
      {tools.isPending ? (
        <p className="sr-only" role="status">
          {t.loadingTools}
        </p>
      ) : null}
      <div className="mt-8 text-center">
        <ButtonLink to="/shop" variant="secondary" size="lg">
          {t.browseAll}
        </ButtonLink>
      </div>
    </section>
  );
}
