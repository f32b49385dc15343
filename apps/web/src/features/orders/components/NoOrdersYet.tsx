import { Link } from 'react-router';
import { orderMessages } from '@tools-bd/contract/messages';

/** What My Orders and Review show before the person's first order. */
export function NoOrdersYet() {
  return (
    <>
      <p>{orderMessages.noOrders}</p>
      <Link to="/" className="mt-2 inline-block font-semibold text-brand-800 underline">
        Browse the tools
      </Link>
    </>
  );
}
