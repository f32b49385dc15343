/**
 * The VAT arithmetic, in one home that the server's placement, the invoices and
 * the browser all call. Zod-free. Money is integer minor units (cents, paisa); a rate is integer
 * basis points (15 % = 1500, 7.5 % = 750), so nothing here is a float.
 *
 * VAT is computed per line (quantity × unit price), never per unit, and rounded half up once:
 *   - prices include VAT (the default): VAT = gross × rate / (100 % + rate), net = gross − VAT;
 *   - prices exclude VAT: VAT = net × rate, gross = net + VAT.
 * The order's VAT is the sum of its lines' VAT, so printed lines always add up to the printed total.
 */
import { VAT_RATES, type VatRate } from '../settings/messages.ts';

/** 100 % in basis points. */
const WHOLE_BASIS_POINTS = 10_000;

/** The allowed rates in basis points (0, 500, 750, 1000, 1500): what the database stores. */
export const VAT_RATE_BASIS_POINTS: readonly number[] = VAT_RATES.map((percent) => Math.round(percent * 100));

/** The default rate of a new product and a new shop: 15 %. */
export const DEFAULT_VAT_RATE_BASIS_POINTS = 1500;

/** True for one of the allowed rates in percent (0, 5, 7.5, 10, 15). */
export function isVatRate(percent: unknown): percent is VatRate {
  return typeof percent === 'number' && (VAT_RATES as readonly number[]).includes(percent);
}

/** Percent as the wire carries it (7.5) → basis points (750). */
export const vatPercentToBasisPoints = (percent: number): number => Math.round(percent * 100);

/** Basis points (750) → percent as the wire and the screens show it (7.5). */
export const vatBasisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/**
 * numerator / denominator rounded half up, for non-negative integers. Exact while the
 * numerator stays below 2^52: a 32-bit amount times a rate of at most 10,000 does.
 */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** One line's amounts after VAT, in minor units. `grossCents = netCents + vatCents` always. */
export interface LineVat {
  netCents: number;
  vatCents: number;
  grossCents: number;
  rateBasisPoints: number;
}

/** What a line's VAT depends on: its amount (quantity × unit price), its rate, and the shop's setting. */
export interface LineVatInput {
  /** Quantity × unit price as the shop lists it (gross when prices include VAT, net otherwise). */
  amountCents: number;
  rateBasisPoints: number;
  pricesIncludeVat: boolean;
}

/** The VAT contained in a gross amount: gross × rate / (10,000 + rate), half up. */
export function vatIncludedIn(grossCents: number, rateBasisPoints: number): LineVat {
  const vatCents = divideHalfUp(grossCents * rateBasisPoints, WHOLE_BASIS_POINTS + rateBasisPoints);
  return { netCents: grossCents - vatCents, vatCents, grossCents, rateBasisPoints };
}

/** The VAT added on top of a net amount: net × rate / 10,000, half up. */
export function vatAddedTo(netCents: number, rateBasisPoints: number): LineVat {
  const vatCents = divideHalfUp(netCents * rateBasisPoints, WHOLE_BASIS_POINTS);
  return { netCents, vatCents, grossCents: netCents + vatCents, rateBasisPoints };
}

/** A line's net, VAT and gross under the shop's setting. */
export function lineVat({ amountCents, rateBasisPoints, pricesIncludeVat }: LineVatInput): LineVat {
  return pricesIncludeVat ? vatIncludedIn(amountCents, rateBasisPoints) : vatAddedTo(amountCents, rateBasisPoints);
}

/** An order's totals: the sums of its lines (never VAT computed again on the total). */
export function orderVatTotals(lines: readonly Pick<LineVat, 'netCents' | 'vatCents' | 'grossCents'>[]): { netCents: number; vatCents: number; grossCents: number } {
  let netCents = 0;
  let vatCents = 0;
  let grossCents = 0;
  for (const line of lines) {
    netCents += line.netCents;
    vatCents += line.vatCents;
    grossCents += line.grossCents;
  }
  return { netCents, vatCents, grossCents };
}
