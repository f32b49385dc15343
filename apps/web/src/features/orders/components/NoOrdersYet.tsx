import { Link } from 'react-router';
import { orderMessages } from '@tools-bd/contract/messages';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

/** What My Orders and Review show before the person's first order. */
export function NoOrdersYet() {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  return (
    <>
      <p>{m(orderMessages.noOrders)}</p>
      <Link to="/" className="mt-2 inline-block font-semibold text-brand-800 underline">
        {t.browseTools}
      </Link>
    </>
  );
}
