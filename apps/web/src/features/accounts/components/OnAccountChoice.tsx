import { useEffect, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TERM_DAYS } from '@tools-bd/contract/messages';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { useMyAccount } from '../api.ts';
import { accountTexts } from '../texts.ts';

interface OnAccountChoiceProps {
  field: UseFormRegisterReturn;
  /** The order's total, the delivery fee included once it is known. */
  total: number;
  /** Whether `on_account` is the chosen method now. */
  chosen: boolean;
  /** Called when the chosen option stops fitting (a disabled radio sends no value): choose another. */
  onUnavailable: () => void;
}

/**
 * Checkout's `On account (net N)`: offered to members of an approved company with payment terms,
 * with the credit still available; disabled, with the reason, while the account is blocked by an
 * overdue invoice or when the order does not fit. Both come from the server's credit check
 * (`onAccount` of the company); the server checks again when the order is placed.
 */
export function OnAccountChoice({ field, total, chosen, onUnavailable }: OnAccountChoiceProps) {
  const t = useTexts(accountTexts);
  const format = useFormat();
  const account = useMyAccount();
  const reasonId = useId();
  const company = account.data;
  const offered = Boolean(company && company.status === 'approved' && company.paymentTerms !== 'prepaid');
  const available = company?.onAccount.available ?? 0;
  const blocked = company?.onAccount.overdueBlocked === true;
  const usable = offered && !blocked && total <= available;
  useEffect(() => {
    if (offered && chosen && !usable) onUnavailable();
  }, [offered, chosen, usable, onUnavailable]);
  if (!company || !offered) return null;
  const reason = blocked
    ? t.overdueBlocked
    : usable
      ? t.availableCredit(format.price(available))
      : t.doesNotFit(format.price(available));
  return (
    <label
      className={`flex items-start gap-2 rounded-md border border-slate-200 p-3 has-[:checked]:border-amber-500 ${usable ? 'cursor-pointer' : 'cursor-not-allowed opacity-70'}`}
    >
      <input
        type="radio"
        value="on_account"
        className="mt-1"
        disabled={!usable}
        aria-describedby={reasonId}
        {...field}
      />
      <span>
        <span className="block font-semibold">{t.onAccount(TERM_DAYS[company.paymentTerms])}</span>
        <span id={reasonId} className={`block text-sm ${usable ? 'text-slate-600' : 'text-red-700'}`}>
          {reason}
        </span>
      </span>
    </label>
  );
}
