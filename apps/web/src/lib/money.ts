import { useSyncExternalStore } from 'react';
import { formatMoney, SHOP_CURRENCIES, type Language, type ShopCurrency } from '@tools-bd/contract/messages';
import { formatMoneyIn } from './i18n/format.ts';

/**
 * The shop's one money formatter: every amount on screen goes through it. The look comes from the
 * shop's currency (GET /api/settings, read once per visit by `ShopCurrencySync`): US dollars keep
 * the sketch's look ("45.99$"), taka show "৳12,34,567.89" (the contract's formatMoney, so the
 * invoices print the same). The last currency seen is remembered, so a returning visitor's first
 * paint already shows the right sign.
 */
const STORAGE_KEY = 'tools-bd:currency';

function storedCurrency(): ShopCurrency | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return (SHOP_CURRENCIES as readonly string[]).includes(value ?? '') ? (value as ShopCurrency) : null;
  } catch {
    return null;
  }
}

// Read on first use, not when the module loads: the first localStorage call of a page opens the
// storage (a synchronous trip to the browser process, 2–7 ms), and a server-rendered page is told
// its currency by the page itself (main.tsx decides when that happens).
let currency: ShopCurrency | undefined;
/** Whether listed prices include VAT (the shop's setting; the default until read). */
let pricesIncludeVat = true;
const listeners = new Set<() => void>();

/** The currency amounts are shown in now. */
export const shopCurrency = (): ShopCurrency => (currency ??= storedCurrency() ?? 'USD');

/** An amount in the shop's currency, in a page's language (English unless told: `useFormat().price` passes the page's). */
export function formatPrice(amount: number, language: Language = 'en'): string {
  return language === 'en' ? formatMoney(amount, shopCurrency()) : formatMoneyIn(amount, shopCurrency(), language);
}

/** Switches every amount on screen to this currency (components reading useShopCurrency re-render). */
export function setShopCurrency(next: ShopCurrency): void {
  if (next === shopCurrency()) return;
  currency = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Private mode: the currency is simply read again next visit.
  }
  for (const listener of listeners) listener();
}

/** Whether the shop's listed prices include VAT (else the checkout adds it). */
export const shopPricesIncludeVat = (): boolean => pricesIncludeVat;

export function setShopPricesIncludeVat(next: boolean): void {
  if (next === pricesIncludeVat) return;
  pricesIncludeVat = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shop currency, re-rendering the caller when it changes. */
export function useShopCurrency(): ShopCurrency {
  return useSyncExternalStore(subscribe, shopCurrency, shopCurrency);
}

/** What a server-rendered page was drawn with, handed to the browser in the page's query cache so hydration draws the same amounts. */
export const SHOP_MONEY_QUERY_KEY = ['shop-money'] as const;
export interface ShopMoney {
  currency: ShopCurrency;
  pricesIncludeVat: boolean;
}

/** Sets both money settings at once (GET /api/settings, or a server-rendered page's cache). */
export function applyShopMoney({ currency: nextCurrency, pricesIncludeVat: nextPricesIncludeVat }: ShopMoney): void {
  setShopCurrency(nextCurrency);
  setShopPricesIncludeVat(nextPricesIncludeVat);
}

/** Whether listed prices include VAT, re-rendering the caller when the setting arrives. */
export function usePricesIncludeVat(): boolean {
  return useSyncExternalStore(subscribe, shopPricesIncludeVat, shopPricesIncludeVat);
}
