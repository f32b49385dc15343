/**
 * How an amount looks in the shop's currency, for screens and invoices alike (zod-free):
 * US dollars keep the shop's look, the amount then `$` (`45.99$`); Bangladeshi taka show `৳`
 * with Bangladeshi grouping (`৳12,34,567.89`) through Intl (en-IN, narrow symbol).
 */
import type { ShopCurrency } from '../settings/messages.ts';

let takaFormat: Intl.NumberFormat | undefined;

/**
 * Made on the first taka amount, not when the module loads: building it loads ICU's en-IN
 * currency data, a long task on a phone's main thread (Lighthouse's 4x slower CPU) that every page
 * paid while its bundle was evaluated, in a dollar shop too.
 */
function takaFormatter(): Intl.NumberFormat {
  takaFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'BDT', currencyDisplay: 'narrowSymbol' });
  return takaFormat;
}

/** An amount in major units (dollars, taka) as the shop shows it. */
export function formatMoney(amount: number, currency: ShopCurrency): string {
  return currency === 'BDT' ? takaFormatter().format(amount) : `${amount.toFixed(2)}$`;
}

/** The same amount without its currency sign, grouped as the currency groups (tables whose heading names the currency). */
export function formatAmount(amount: number, currency: ShopCurrency): string {
  return currency === 'BDT' ? formatMoney(amount, currency).replace('৳', '') : amount.toFixed(2);
}
