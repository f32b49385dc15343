export {
  useCancelOrder,
  useChangePaymentMethod,
  useMyOrders,
  useOrder,
  ordersQueryKeys,
  usePublicSettings,
  useShippingQuote,
} from './api.ts';
export { DistrictSelect } from './components/DistrictSelect.tsx';
export { DeliveryFeeLine } from './components/DeliveryFeeLine.tsx';
export { deliveryTexts } from './deliveryTexts.ts';
export { PaymentMethodChoice } from './components/PaymentMethodChoice.tsx';
export { OrderStatusBadge } from './components/OrderStatusBadge.tsx';
export { NoOrdersYet } from './components/NoOrdersYet.tsx';
export { OrderLines } from './components/OrderLines.tsx';
export { CancelOrderButton } from './components/CancelOrderButton.tsx';
export { PaidLabel } from './components/PaidLabel.tsx';
export { OrderAmounts } from './components/OrderAmounts.tsx';
export { InvoiceLinks } from './components/InvoiceLinks.tsx';
export { PriceBreakTable } from './components/PriceBreakTable.tsx';
