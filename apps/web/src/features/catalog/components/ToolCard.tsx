import type { ReactNode } from 'react';
import type { Tool } from '@tools-bd/contract';
import { catalogMessages } from '@tools-bd/contract/messages';
import { ButtonLink } from '../../../components/Button.tsx';
import { formatPrice } from '../../../lib/money.ts';
import { ToolImage } from './ToolImage.tsx';

/**
 * Name, img, description, price followed by $, and an Order button to /purchases/{id}.
 * `action` adds a control under it (the app passes the cart's Add to cart: the catalogue does not know the cart).
 */
export function ToolCard({ tool, action }: { tool: Tool; action?: ReactNode }) {
  const headingId = `tool-${tool._id}`;
  return (
    <article className="card flex flex-col overflow-hidden" aria-labelledby={headingId}>
      <ToolImage src={tool.img} alt={tool.name} loading="lazy" className="rounded-t-xl" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={headingId} className="text-lg font-bold">
          {tool.name}
        </h3>
        <p className="line-clamp-4 flex-1 text-sm text-slate-700">{tool.description}</p>
        <dl className="grid grid-cols-2 gap-1 text-sm text-slate-700">
          <dt className="sr-only">Price</dt>
          <dd className="col-span-2 text-xl font-extrabold text-ink">{formatPrice(tool.price)}</dd>
          <dt>Minimum order</dt>
          <dd className="text-right font-medium">{tool.minPurse}</dd>
          <dt>Available</dt>
          <dd className="text-right font-medium">{tool.availableItem}</dd>
        </dl>
        <ButtonLink to={`/purchases/${tool._id}`} className="mt-2 w-full" aria-label={`${catalogMessages.orderButton} ${tool.name}`}>
          {catalogMessages.orderButton}
        </ButtonLink>
        {action}
      </div>
    </article>
  );
}
