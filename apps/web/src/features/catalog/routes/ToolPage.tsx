import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ToolDetail } from '@tools-bd/contract';
import {
  centsToDollars,
  isSoldOut,
  lineTotalCents,
  nextPriceBreak,
  smallestOrderQuantity,
  unitPriceCentsFor,
  descriptionIn,
  nameIn,
} from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import {
  QuantitySpinner,
  quantityVerdict,
  useQuantityMessage,
  spinnerLimitsFor,
  typedQuantity,
} from '../../../components/QuantitySpinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { catalogTexts } from '../texts.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { AddToCartButton, NextBreakHint } from '../../cart/index.ts';
import { PriceBreakTable } from '../../orders/index.ts';
import { ToolReviewsSection } from '../../reviews/index.ts';
import { useToolBySlug } from '../api.ts';
import { ToolImage } from '../components/ToolImage.tsx';
import { toolLimits, toolPricing } from '../toolRules.ts';

/** Shop / Hand Tools / Hammers: each step a link to that category's shop page. */
function Breadcrumb({ tool }: { tool: ToolDetail }) {
  const t = useTexts(catalogTexts);
  const { language } = useFormat();
  return (
    <nav aria-label={t.breadcrumb} className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/shop" className="underline hover:text-ink">
            {t.shop}
          </Link>
        </li>
        {tool.categoryPath.map((category) => (
          <li key={category.slug} className="flex items-center gap-1">
            <span aria-hidden="true">/</span>
            <Link to={`/shop/${category.slug}`} className="underline hover:text-ink">
              {nameIn(category, language)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Price, stock, selling rules, volume prices and the buying controls; the quantity drives the unit price. */
function BuyBox({ tool }: { tool: ToolDetail }) {
  const limits = toolLimits(tool);
  const pricing = toolPricing(tool);
  const soldOut = isSoldOut(limits);
  const [quantity, setQuantity] = useState(String(smallestOrderQuantity(limits)));
  const wanted = typedQuantity(quantity);
  const verdict = quantityVerdict(quantity, { ...limits, pricing });
  const verdictText = useQuantityMessage();
  const verdictId = useId();
  const unitPrice = centsToDollars(
    unitPriceCentsFor(pricing, Number.isInteger(wanted) ? wanted : smallestOrderQuantity(limits)),
  );
  const total = verdict.valid ? centsToDollars(lineTotalCents(pricing, wanted)) : null;
  const t = useTexts(catalogTexts);
  const format = useFormat();
  // English prints counts as the shop always has; Bangla in Bengali digits. The SKU stays as it is.
  const count = (value: number) => (format.language === 'en' ? value : format.number(value));
  // The shop shows prices to trade accounts only, and this visitor is not one: no price, no buying.
  const priceHidden = tool.price === null;

  return (
    <div className="space-y-4">
      {priceHidden ? (
        <p className="text-lg font-semibold text-ink">{t.signInForPrices}</p>
      ) : (
        <p className="text-3xl font-extrabold text-ink">
          <span className="sr-only">{tool.listPrice !== undefined ? t.yourPrice : t.unitPrice}</span>
          <output aria-live="polite">{format.price(unitPrice)}</output>
          <span className="ml-1 text-base font-medium text-slate-600">{t.each}</span>
        </p>
      )}
      {tool.listPrice !== undefined ? (
        <p className="text-sm text-slate-600">
          <span>{t.listPrice}</span> <s>{format.price(tool.listPrice)}</s>
        </p>
      ) : null}
      <p className={`font-semibold ${soldOut ? 'text-danger' : 'text-success'}`}>
        {soldOut ? t.soldOut : t.inStock(String(count(tool.availableItem)))}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-slate-700 sm:grid-cols-3">
        <div>
          <dt>{t.sku}</dt>
          <dd className="font-mono font-semibold text-ink">{tool.sku}</dd>
        </div>
        <div>
          <dt>{t.minimumOrder}</dt>
          <dd className="font-bold text-ink">{count(tool.minPurse)}</dd>
        </div>
        <div>
          <dt>{t.soldInPacksOf}</dt>
          <dd className="font-bold text-ink">{count(tool.packSize)}</dd>
        </div>
        {tool.maxPerOrder !== null ? (
          <div>
            <dt>{t.mostPerOrder}</dt>
            <dd className="font-bold text-ink">{count(tool.maxPerOrder)}</dd>
          </div>
        ) : null}
      </dl>
      <PriceBreakTable tool={tool} quantity={wanted} />
      {priceHidden ? null : (
        <div className="card space-y-3 p-4">
          <QuantitySpinner
            value={quantity}
            onChange={setQuantity}
            {...spinnerLimitsFor(limits)}
            disabled={soldOut}
            describedBy={verdictId}
          />
          {soldOut ? null : (
            <p
              id={verdictId}
              role="status"
              className={`min-h-5 text-sm font-medium ${verdict.valid ? 'text-slate-700' : 'text-danger'}`}
            >
              {verdict.valid && total !== null ? t.total(format.price(total)) : verdictText(verdict.message, limits)}
            </p>
          )}
          <NextBreakHint
            quantity={wanted}
            nextBreak={Number.isInteger(wanted) ? nextPriceBreak(tool.priceBreaks, wanted) : null}
          />
          <div className="grid gap-2 sm:grid-cols-2 sm:items-start">
            <AddToCartButton tool={tool} quantity={wanted} disabled={!verdict.valid} variant="primary" />
            <ButtonLink
              to={`/purchases/${tool._id}`}
              variant="outline"
              aria-label={`${t.orderButton} ${nameIn(tool, format.language)}`}
            >
              {t.orderButton}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}

/** The page for a slug no tool has (or one taken off sale). */
function ToolNotFound() {
  const t = useTexts(catalogTexts);
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold">{t.toolMissingHeading}</h1>
      <p className="mt-2 text-slate-700">{t.toolMissingText}</p>
      <ButtonLink to="/shop" className="mt-6">
        {t.browseShop}
      </ButtonLink>
    </div>
  );
}

/** /tools/{slug}: the product page — picture, facts, price breaks, stock, buying, reviews. */
export default function ToolPage() {
  const { slug = '' } = useParams();
  const tool = useToolBySlug(slug);
  const notFound = tool.error instanceof ApiError && tool.error.status === 404;
  const t = useTexts(catalogTexts);
  const { language } = useFormat();
  useDocumentTitle(tool.data ? nameIn(tool.data, language) : notFound ? t.toolNotFoundTitle : t.toolTitle);

  if (tool.isPending) return <PageSpinner label={t.loadingTool} />;
  if (notFound) return <ToolNotFound />;
  if (tool.isError) {
    return (
      <div className="container-page py-10">
        <Alert tone="error">{tool.error.message}</Alert>
      </div>
    );
  }

  const item = tool.data;
  const name = nameIn(item, language);
  return (
    <div className="container-page py-8">
      <Breadcrumb tool={item} />
      <article aria-labelledby="tool-name" className="grid gap-8 md:grid-cols-2 md:items-start">
        {/* The page's largest paint: fetched first (React preloads it in the server-rendered head). */}
        <ToolImage
          src={item.img}
          variants={item.imgVariants}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={name}
          fetchPriority="high"
          className="card"
        />
        <div className="space-y-4">
          <header>
            {item.brand ? (
              <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                <Link to={`/shop?brand=${item.brand.slug}`} className="hover:underline">
                  {item.brand.name}
                </Link>
              </p>
            ) : null}
            <h1 id="tool-name" className="text-3xl font-bold">
              {name}
            </h1>
          </header>
          {/* Keyed by tool: another tool's page starts its quantity over. */}
          <BuyBox key={item._id} tool={item} />
        </div>
        <section aria-labelledby="tool-description-heading" className="md:col-span-2">
          <h2 id="tool-description-heading" className="text-2xl font-bold">
            {t.description}
          </h2>
          <p className="mt-2 max-w-3xl whitespace-pre-line text-slate-700">{descriptionIn(item, language)}</p>
        </section>
      </article>
      <div className="mt-10">
        <ToolReviewsSection slug={item.slug} />
      </div>
    </div>
  );
}
