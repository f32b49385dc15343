import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Tool } from '@tools-bd/contract';
import { descriptionIn, nameIn } from '@tools-bd/contract/messages';
import { ButtonLink } from '../../../components/Button.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { catalogTexts } from '../texts.ts';
import { ToolImage } from './ToolImage.tsx';

/** A tool's product page. */
export const toolHref = (tool: Pick<Tool, 'slug'>) => `/tools/${tool.slug}`;

/**
 * Name (a link to the product page), img, description, price followed by $, and an Order button to /purchases/{id}.
 * `action` adds a control under it (the app passes the cart's Add to cart: the catalogue does not know the cart).
 * `firstOnScreen` marks the card whose picture is a page's largest paint (the shop's first result):
 * fetched at once and first, where the other pictures wait until they are scrolled near.
 */
export function ToolCard({
  tool,
  action,
  firstOnScreen = false,
}: {
  tool: Tool;
  action?: ReactNode;
  firstOnScreen?: boolean;
}) {
  const headingId = `tool-${tool._id}`;
  const t = useTexts(catalogTexts);
  const format = useFormat();
  const name = nameIn(tool, format.language);
  return (
    <article className="card flex flex-col overflow-hidden" aria-labelledby={headingId}>
      {/* The picture leads to the product page too; the name says where, so the image link is skipped by screen readers and Tab. */}
      <Link to={toolHref(tool)} tabIndex={-1} aria-hidden="true">
        <ToolImage
          src={tool.img}
          variants={tool.imgVariants}
          alt=""
          loading={firstOnScreen ? 'eager' : 'lazy'}
          fetchPriority={firstOnScreen ? 'high' : undefined}
          className="rounded-t-xl"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={headingId} className="text-lg font-bold">
          <Link to={toolHref(tool)} className="hover:text-brand-800 hover:underline focus-visible:underline">
            {name}
          </Link>
        </h3>
        {/* Not stretched itself (a clamped box taller than its lines shows half of the next one): the facts below take the free space. */}
        <p className="line-clamp-4 text-sm text-slate-700">{descriptionIn(tool, format.language)}</p>
        <dl className="mt-auto grid grid-cols-2 gap-1 text-sm text-slate-700">
          <dt className="sr-only">{tool.listPrice !== undefined ? t.yourPrice : t.price}</dt>
          {tool.price === null ? (
            <dd className="col-span-2 font-medium text-ink">{t.signInForPrices}</dd>
          ) : (
            <dd className="col-span-2 text-xl font-extrabold text-ink">{format.price(tool.price)}</dd>
          )}
          {tool.listPrice !== undefined ? (
            <>
              <dt>{t.listPrice}</dt>
              <dd className="text-right line-through">{format.price(tool.listPrice)}</dd>
            </>
          ) : null}
          <dt>{t.minimumOrder}</dt>
          <dd className="text-right font-medium">
            {format.language === 'en' ? tool.minPurse : format.number(tool.minPurse)}
          </dd>
          <dt>{t.available}</dt>
          <dd className="text-right font-medium">
            {format.language === 'en' ? tool.availableItem : format.number(tool.availableItem)}
          </dd>
        </dl>
        <ButtonLink to={`/purchases/${tool._id}`} className="mt-2 w-full" aria-label={`${t.orderButton} ${name}`}>
          {t.orderButton}
        </ButtonLink>
        {action}
      </div>
    </article>
  );
}
