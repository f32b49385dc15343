import type { Order } from '@tools-bd/contract';
import { commonMessages, orderMessages, transitionProblem } from '@tools-bd/contract/messages';
import { Button } from '../../../components/Button.tsx';
import { confirmDeletion } from '../../../lib/dialogs.ts';
import { useCancelOrder } from '../api.ts';
import { useMessageText } from '../../../lib/i18n/index.ts';

interface CancelOrderButtonProps {
  order: Order;
  /** The question of the confirm dialog. */
  question: string;
  /** What a screen reader announces for the button (the row's order, not just "Cancel"). */
  label: string;
  variant?: 'outline' | 'danger';
}

/**
 * Cancel with a confirm dialog, the 'Deleted!' alert, its own pending state and the server's
 * refusal under it: one per row, so rows never share a spinner or an error. An order that holds
 * money can not be cancelled, so the button is disabled for it; a cancelled order has none.
 */
export function CancelOrderButton({ order, question, label, variant = 'outline' }: CancelOrderButtonProps) {
  const m = useMessageText();
  const cancel = useCancelOrder();
  if (order.status === 'cancelled') return null;
  const onCancel = () => {
    if (!confirmDeletion(question)) return;
    cancel.mutate(order._id, { onSuccess: () => window.alert(m(commonMessages.deleted)) });
  };
  return (
    <span className="flex flex-col items-end gap-1 md:items-start">
      <Button
        variant={variant}
        size="sm"
        onClick={onCancel}
        disabled={order.paymentStatus !== 'unpaid' || transitionProblem(order, 'cancelled') !== null}
        loading={cancel.isPending}
        aria-label={label}
      >
        {m(orderMessages.cancel)}
      </Button>
      {cancel.error ? (
        <span role="alert" className="text-xs text-danger">
          {cancel.error.message}
        </span>
      ) : null}
    </span>
  );
}
