import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TERM_DAYS } from '@tools-bd/contract/messages';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { useMyAccount } from '../api.ts';
import { accountTexts } from '../texts.ts';

/**
 * Checkout's `On account (net N)`: offered to members of an approved company with payment terms,
 * with the credit still available; disabled, with the reason, when the order does not fit. The
 * server checks again when the order is placed (the delivery fee and other buyers included).
 */
export function OnAccountChoice({ field, total }: { field: UseFormRegisterReturn; total: number }) {
  const t = useTexts(accountTexts);
  const format = useFormat();
  const account = useMyAccount();
  const reasonId = useId();
  const company = account.data;
  if (!company || company.status !== 'approved' || company.paymentTerms === 'prepaid') return null;
  const fits = total <= company.available;
  return (
    <label
      className={`flex items-start gap-2 rounded-md border border-slate-200 p-3 has-[:checked]:border-amber-500 ${fits ? 'cursor-pointer' : 'cursor-not-allowed opacity-70'}`}
    >
      <input type="radio" value="on_account" className="mt-1" disabled={!fits} aria-describedby={reasonId} {...field} />
      <span>
        <span className="block font-semibold">{t.onAccount(TERM_DAYS[company.paymentTerms])}</span>
        <span id={reasonId} className={`block text-sm ${fits ? 'text-slate-600' : 'text-red-700'}`}>
          {fits ? t.availableCredit(format.price(company.available)) : t.doesNotFit(format.price(company.available))}
        </span>
      </span>
    </label>
  );
}
