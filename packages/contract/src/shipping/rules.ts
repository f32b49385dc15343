/**
 * Delivery's pure rules, the same in the browser and on the server: which zone a district falls
 * in, what delivering a parcel there costs, and what a Bangladeshi mobile number is. Money in
 * integer cents of the shop's currency, weights in grams.
 */
import { latinDigits } from '../common/languages.ts';
import { ALL_DISTRICTS, BANGLADESH_DISTRICTS, type DeliveryZone, type District } from './messages.ts';

const GRAMS_PER_KILOGRAM = 1_000;

/** The zone that delivers to `district`: the first one, in the shop's order, that covers it. */
export function zoneFor<Zone extends DeliveryZone>(zones: readonly Zone[], district: District): Zone | undefined {
  return zones.find((zone) => zone.districts === ALL_DISTRICTS || zone.districts.includes(district));
}

/**
 * The kilograms a parcel is charged for: its weight rounded up to whole kilograms (2.5 kg pays
 * 3), and at least one, since even the lightest parcel is a parcel to carry.
 */
export function chargedKilograms(weightGrams: number): number {
  return Math.max(1, Math.ceil(weightGrams / GRAMS_PER_KILOGRAM));
}

/**
 * What delivering `weightGrams` of goods worth `goodsCents` costs in `zone`: the base fee plus
 * the fee per charged kilogram, or nothing once the goods' total reaches the zone's free-delivery
 * threshold.
 */
export function deliveryFeeCents(zone: DeliveryZone, weightGrams: number, goodsCents: number): number {
  if (zone.freeAboveCents !== null && goodsCents >= zone.freeAboveCents) return 0;
  return zone.baseFeeCents + zone.perKgFeeCents * chargedKilograms(weightGrams);
}

/** The zone and fee for a parcel to `district`, or null when none of the zones covers it. */
export function quoteDelivery<Zone extends DeliveryZone>(
  zones: readonly Zone[],
  district: District,
  weightGrams: number,
  goodsCents: number,
): { zone: Zone; feeCents: number } | null {
  const zone = zoneFor(zones, district);
  return zone ? { zone, feeCents: deliveryFeeCents(zone, weightGrams, goodsCents) } : null;
}

/**
 * A Bangladeshi mobile number as the shop stores it, `+8801XXXXXXXXX`, or null. Taken as
 * `01XXXXXXXXX` or `+8801XXXXXXXXX` with an operator prefix from 013 to 019, in ASCII or Bengali
 * digits; spaces and dashes between the digits are how people write numbers and are dropped.
 */
export function normalizeBangladeshiMobile(text: string): string | null {
  const compact = latinDigits(text.trim()).replace(/(?<=\d)[ -](?=\d)/g, '');
  const match = /^(?:\+880|0)(1[3-9]\d{8})$/.exec(compact);
  return match ? `+880${match[1]}` : null;
}

/** The district as officially spelled, whatever its letter case (`dhaka` → `Dhaka`); null for anything else (old spellings included). */
export function officialDistrict(text: string): District | null {
  // A search of 64 names, no table built at load.
  const wanted = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u2019`]/g, "'")
    .toLowerCase();
  return BANGLADESH_DISTRICTS.find((district) => district.toLowerCase() === wanted) ?? null;
}
