export { useCancelOrder, useMyOrders, useOrder, ordersQueryKeys } from './api.ts';
export { OrderStatusBadge } from './components/OrderStatusBadge.tsx';
export { NoOrdersYet } from './components/NoOrdersYet.tsx';
export { OrderLines } from './components/OrderLines.tsx';
export { CancelOrderButton } from './components/CancelOrderButton.tsx';
export { PaidLabel } from './components/PaidLabel.tsx';
export { OrderAmounts } from './components/OrderAmounts.tsx';
export { InvoiceLinks } from './components/InvoiceLinks.tsx';
export { PriceBreakTable } from './components/PriceBreakTable.tsx';
