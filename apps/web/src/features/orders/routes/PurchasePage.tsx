import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import type { OrderForm, Tool } from '@tools-bd/contract';
import {
  centsToDollars,
  descriptionIn,
  isSoldOut,
  lineTotalCents,
  lineVat,
  nameIn,
  nextPriceBreak,
  orderMessages,
  pricingMessages,
  smallestOrderQuantity,
  unitPriceCentsFor,
  vatPercentToBasisPoints,
} from '@tools-bd/contract/messages';
import { lazyZodResolver, loadContract } from '../../../lib/lazyZodResolver.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { usePricesIncludeVat } from '../../../lib/money.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import {
  QuantitySpinner,
  quantityVerdict,
  useQuantityMessage,
  spinnerLimitsFor,
  typedQuantity,
} from '../../../components/QuantitySpinner.tsx';
import { AddToCartButton, NextBreakHint } from '../../cart/index.ts';
import { ToolImage, toolLimits, toolPricing, useTool } from '../../catalog/index.ts';
import { useSession } from '../../identity/index.ts';
import { usePlaceOrder } from '../api.ts';
import { PriceBreakTable } from '../components/PriceBreakTable.tsx';
import { DistrictSelect } from '../components/DistrictSelect.tsx';
import { deliveryTexts } from '../deliveryTexts.ts';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

interface PurchaseFormProps {
  tool: Tool;
  quantity: string;
  onQuantityChange: (quantity: string) => void;
}

function PurchaseForm({ tool, quantity, onQuantityChange }: PurchaseFormProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const delivery = useTexts(deliveryTexts);
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const format = useFormat();
  const verdictId = useId();
  const limits = toolLimits(tool);
  const pricing = toolPricing(tool);
  const soldOut = isSoldOut(limits);
  const wanted = typedQuantity(quantity);
  const verdict = quantityVerdict(quantity, { ...limits, pricing });
  const verdictText = useQuantityMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OrderForm>({
    resolver: lazyZodResolver<OrderForm>(() => loadContract().then((contract) => contract.orderFormSchema)),
    mode: 'onTouched',
    defaultValues: { customerName: user?.name ?? '', email: user?.email ?? '', phone: '', address: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!verdict.valid) return;
    placeOrder.mutate(
      { ...values, toolId: tool._id, cart: typedQuantity(quantity) },
      { onSuccess: () => navigate('/dashboard/myOrders') },
    );
  });

  // The unit price follows the quantity (price breaks); the total shows only for a quantity that can be ordered.
  const unitPrice = centsToDollars(
    unitPriceCentsFor(pricing, Number.isInteger(wanted) ? wanted : smallestOrderQuantity(limits)),
  );
  // VAT by the contract's rules: contained in the price, or added to it when the shop lists prices without VAT.
  const pricesIncludeVat = usePricesIncludeVat();
  const vat = verdict.valid
    ? lineVat({
        amountCents: lineTotalCents(pricing, wanted),
        rateBasisPoints: vatPercentToBasisPoints(tool.vatRate),
        pricesIncludeVat,
      })
    : null;
  const total = vat ? centsToDollars(vat.grossCents) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 p-5 sm:p-6" aria-labelledby="order-form-heading">
      <h2 id="order-form-heading" className="text-xl font-bold">
        {t.yourOrder}
      </h2>
      <QuantitySpinner
        value={quantity}
        onChange={onQuantityChange}
        {...spinnerLimitsFor(limits)}
        disabled={soldOut}
        describedBy={verdictId}
      />
      <div className="grid grid-cols-2 gap-2 text-sm text-slate-700">
        <p>
          {t.unitPriceColon}{' '}
          <output className="block text-lg font-bold text-ink" aria-live="polite">
            {format.price(unitPrice)}
          </output>
        </p>
        <p>
          {t.totalPriceColon}{' '}
          <output className="block text-lg font-extrabold text-ink" aria-live="polite">
            {total === null ? '—' : format.price(total)}
          </output>
          {vat ? (
            <span className="block text-xs text-slate-600">
              {t.vatIn(pricesIncludeVat, format.price(centsToDollars(vat.vatCents)), format.number(tool.vatRate))}
            </span>
          ) : null}
        </p>
      </div>
      <NextBreakHint
        quantity={wanted}
        nextBreak={Number.isInteger(wanted) ? nextPriceBreak(tool.priceBreaks, wanted) : null}
      />
      <AddToCartButton tool={tool} quantity={wanted} disabled={!verdict.valid} />
      <FormField label={t.name} autoComplete="name" error={errors.customerName} {...register('customerName')} />
      <FormField
        label={t.email}
        type="email"
        readOnly
        className="[&_input]:bg-slate-100"
        hint={t.emailHint}
        error={errors.email}
        {...register('email')}
      />
      <FormField label={t.phone} type="tel" autoComplete="tel" error={errors.phone} {...register('phone')} />
      <FormField label={t.address} autoComplete="street-address" error={errors.address} {...register('address')} />
      <DistrictSelect error={errors.district} {...register('district')} />
      <p className="text-sm text-slate-600">{delivery.feeAtPlacement}</p>
      {soldOut ? (
        <Alert tone="warning">{m(orderMessages.soldOut)}</Alert>
      ) : (
        <p
          id={verdictId}
          role="status"
          className={`min-h-5 text-sm font-medium ${verdict.valid ? 'text-success' : 'text-danger'}`}
        >
          {verdictText(verdict.message, limits)}
        </p>
      )}
      {placeOrder.error ? <Alert tone="error">{placeOrder.error.message}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={soldOut || !verdict.valid}
        loading={placeOrder.isPending}
      >
        {m(orderMessages.purchase)}
      </Button>
    </form>
  );
}

/** The tool's card: picture, description, its selling rules and volume prices. */
function ToolFacts({ tool, quantity }: { tool: Tool; quantity: number }) {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const format = useFormat();
  const name = nameIn(tool, format.language);
  return (
    <article className="card overflow-hidden" aria-labelledby="purchase-tool-name">
      <ToolImage
        src={tool.img}
        variants={tool.imgVariants}
        sizes="(min-width: 768px) 50vw, 100vw"
        alt={name}
        className="rounded-t-xl"
      />
      <div className="space-y-3 p-5 sm:p-6">
        <h2 id="purchase-tool-name" className="text-xl font-bold">
          {name}
        </h2>
        <p className="text-slate-700">{descriptionIn(tool, format.language)}</p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-3">
          <div>
            <dt>{t.unitPrice}</dt>
            <dd className="text-lg font-extrabold text-ink">
              {tool.price === null ? m(pricingMessages.signInForPrices) : format.price(tool.price)}
            </dd>
          </div>
          <div>
            <dt>{t.minimumOrder}</dt>
            <dd className="text-lg font-bold text-ink">{format.number(tool.minPurse)}</dd>
          </div>
          <div>
            <dt>{t.available}</dt>
            <dd className="text-lg font-bold text-ink">{format.number(tool.availableItem)}</dd>
          </div>
          <div>
            <dt>{t.sku}</dt>
            <dd className="font-mono font-semibold text-ink">{tool.sku}</dd>
          </div>
          {tool.packSize > 1 ? (
            <div>
              <dt>{t.soldInPacksOf}</dt>
              <dd className="text-lg font-bold text-ink">{format.number(tool.packSize)}</dd>
            </div>
          ) : null}
          {tool.maxPerOrder !== null ? (
            <div>
              <dt>{t.mostPerOrder}</dt>
              <dd className="text-lg font-bold text-ink">{format.number(tool.maxPerOrder)}</dd>
            </div>
          ) : null}
        </dl>
        <PriceBreakTable tool={tool} quantity={quantity} />
      </div>
    </article>
  );
}

/** The tool and its order form side by side; the quantity lives here so the price table follows it. */
function Purchase({ tool }: { tool: Tool }) {
  const [quantity, setQuantity] = useState(String(smallestOrderQuantity(toolLimits(tool))));
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <ToolFacts tool={tool} quantity={typedQuantity(quantity)} />
      <PurchaseForm tool={tool} quantity={quantity} onQuantityChange={setQuantity} />
    </div>
  );
}

/** /purchases/:Id — one tool, a quantity spinner and the order form, with its volume prices and Add to cart. */
export default function PurchasePage() {
  const { Id } = useParams();
  const tool = useTool(Id);
  const session = useSession();
  const t = useTexts(orderScreenTexts);
  const { language } = useFormat();
  useDocumentTitle(tool.data ? t.purchaseOf(nameIn(tool.data, language)) : t.purchase);

  // The form is prefilled from the account, so it waits for the session too.
  if (tool.isPending || session.status === 'loading') return <PageSpinner label={t.loadingTool} />;
  if (tool.isError) {
    return (
      <div className="container-page py-10">
        <h1 className="text-2xl font-bold">{t.purchase}</h1>
        <Alert tone="error" className="mt-4">
          {tool.error.message}
        </Alert>
        <Link to="/" className="mt-4 inline-block font-semibold text-brand-800 underline">
          {t.backToTools}
        </Link>
      </div>
    );
  }

  const item = tool.data;
  return (
    <div className="container-page py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t.purchaseOf(nameIn(item, language))}</h1>
      {/* Keyed by tool so a new tool (or fresh stock) starts the form over. */}
      <Purchase key={item._id} tool={item} />
    </div>
  );
}
