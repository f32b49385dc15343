import { orderNameIn, nameIn } from '@tools-bd/contract/messages';
import { useNavigate } from 'react-router';
import type { Order } from '@tools-bd/contract';
import { Button } from '../../../components/Button.tsx';
import { useReorder } from '../api.ts';
import { useTexts, useFormat } from '../../../lib/i18n/index.ts';
import { cartScreenTexts } from '../screenTexts.ts';

/** Where the cart page finds what a reorder could not put back as it was. */
export interface ReorderNotice {
  changes: { toolId: string; name: string; problem: string }[];
}

/** Puts a past order's lines into the cart at today's rules and prices, then opens the cart with the changes. */
export function ReorderButton({ order }: { order: Order }) {
  const t = useTexts(cartScreenTexts);
  const reorder = useReorder();
  const navigate = useNavigate();
  const { language } = useFormat();
  const nameOf = (toolId: string) => {
    const line = order.lines.find((candidate) => candidate.toolId === toolId);
    return line ? nameIn(line, language) : orderNameIn(order, language);
  };
  const onReorder = () =>
    reorder.mutate(order._id, {
      onSuccess: ({ changes }) => {
        const notice: ReorderNotice = {
          changes: changes.map((change) => ({ ...change, name: nameOf(change.toolId) })),
        };
        navigate('/cart', { state: { reorder: notice } });
      },
    });
  return (
    <span className="flex flex-col items-end gap-1 md:items-start">
      <Button
        variant="outline"
        size="sm"
        onClick={onReorder}
        loading={reorder.isPending}
        aria-label={t.reorderItem(orderNameIn(order, language))}
      >
        {t.reorder}
      </Button>
      {reorder.error ? (
        <span role="alert" className="text-xs text-danger">
          {reorder.error.message}
        </span>
      ) : null}
    </span>
  );
}
