import { formatMoney, LANGUAGE_LOCALES, type Language, type ShopCurrency } from '@tools-bd/contract/messages';
import { formatDate, formatUtcDate } from '../dates.ts';

/*
 * Numbers, money and dates in a page's language. English keeps the shop's own look exactly (no
 * Intl for dates, see dates.ts); Bangla goes through Intl with bn-BD: Bengali digits, lakh
 * grouping, Bangla month names. The formatters are made on first use (building one loads ICU
 * data), never on an English page. SKUs, phone numbers, order references, invoice numbers and URLs
 * are no numbers to format: they are printed as they are.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n ${language} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], options)));
  return format;
}

/** A count or quantity: `1,234` in English, `১,২৩৪` in Bangla (lakh grouping: `১২,৩৪,৫৬৭`). */
export function formatNumber(value: number, language: Language): string {
  return language === 'en' ? value.toLocaleString('en-US') : numberFormat(language).format(value);
}

/** An amount in major units: English as the shop prints it (`45.99$`, `৳12,34,567.89`), Bangla as Intl's bn-BD currency style does (`১২,৩৪,৫৬৭.৮৯৳`). */
export function formatMoneyIn(amount: number, currency: ShopCurrency, language: Language): string {
  return language === 'en'
    ? formatMoney(amount, currency)
    : numberFormat(language, { style: 'currency', currency }).format(amount);
}

/** A day: English as dates.ts writes it ("Nov 23, 2026"), Bangla with the month's Bangla name in Asia/Dhaka ("২৩ নভেম্বর, ২০২৬"). */
export function formatDateIn(
  value: string | Date,
  language: Language,
  { utc = false }: { utc?: boolean } = {},
): string {
  if (language === 'en') return utc ? formatUtcDate(value) : formatDate(value);
  const key = `d ${language}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    // One zone for server and browser alike: a server-rendered page hydrates with the same day.
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dhaka',
    });
    formatters.set(key, format);
  }
  return format.format(typeof value === 'string' ? new Date(value) : value);
}
