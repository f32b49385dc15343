import { z } from 'zod';
import { isWholeCents } from '../catalog/schemas.ts';
import {
  ALL_DISTRICTS,
  BANGLADESH_DISTRICTS,
  SHIPPING_LIMITS,
  isDistrict,
  shippingMessages as messages,
  type District,
} from './messages.ts';
import { normalizeBangladeshiMobile, officialDistrict } from './rules.ts';

// Delivery: facts and messages in shipping/messages.ts, the fee and phone rules in shipping/rules.ts.

/** One of Bangladesh's 64 districts, spelt exactly as BANGLADESH_DISTRICTS spells it. */
export const districtSchema = z.enum(BANGLADESH_DISTRICTS, { error: messages.chooseDistrict });

/**
 * The district of an address as a buyer sends it (checkout, POST /api/orders): one of the 64,
 * whatever its letter case or spacing, stored in its official spelling.
 */
export const addressDistrictSchema = z.string({ error: messages.chooseDistrict }).transform((text, context) => {
  const district = officialDistrict(text);
  if (district === null) {
    context.addIssue({ code: 'custom', message: messages.chooseDistrict });
    return z.NEVER;
  }
  return district;
});

/** A Bangladeshi mobile number (`01XXXXXXXXX` or `+8801XXXXXXXXX`, Bengali digits too), as `+8801XXXXXXXXX`. */
export const bangladeshiMobileSchema = z.string({ error: messages.bangladeshiMobile }).transform((text, context) => {
  const mobile = normalizeBangladeshiMobile(text);
  if (mobile === null) {
    context.addIssue({ code: 'custom', message: messages.bangladeshiMobile });
    return z.NEVER;
  }
  return mobile;
});

/** An amount in the shop's currency (at most two decimals), from 0 to the fee limit. */
const amount = (message: string) =>
  z.number({ error: message }).min(0, message).max(SHIPPING_LIMITS.feeMax, message).refine(isWholeCents, message);

const zoneDistrictsSchema = z
  .union([z.literal(ALL_DISTRICTS), z.array(z.string()).min(1, messages.zoneDistricts)], {
    error: messages.zoneDistricts,
  })
  .superRefine((districts, context) => {
    const unknown = districts === ALL_DISTRICTS ? undefined : districts.find((district) => !isDistrict(district));
    if (unknown !== undefined) context.addIssue({ code: 'custom', message: messages.zoneUnknownDistrict(unknown) });
  })
  // A district named twice in one zone is the same district.
  .transform((districts) => (districts === ALL_DISTRICTS ? ALL_DISTRICTS : [...new Set(districts as District[])]));

/** One delivery zone as an admin sends it; amounts in the shop's currency. */
export const deliveryZoneInputSchema = z
  .object({
    name: z
      .string({ error: messages.zoneName })
      .trim()
      .min(1, messages.zoneName)
      .max(SHIPPING_LIMITS.zoneNameMax, messages.zoneName),
    districts: zoneDistrictsSchema,
    baseFee: amount(messages.zoneFee),
    perKgFee: amount(messages.zoneFee),
    /** Left out (or null): delivery is never free in this zone. */
    freeAbove: amount(messages.zoneFreeAbove).nullish(),
  })
  .strict();
export type DeliveryZoneInput = z.output<typeof deliveryZoneInputSchema>;

/** `shipping` in PUT /api/admin/settings: the zones in the order they are tried. */
export const shippingSettingsInputSchema = z
  .object({
    zones: z
      .array(deliveryZoneInputSchema, { error: messages.zones })
      .min(1, messages.zones)
      .max(SHIPPING_LIMITS.zonesMax, messages.zones),
  })
  .strict()
  .refine(
    ({ zones }) => new Set(zones.map((zone) => zone.name.toLowerCase())).size === zones.length,
    messages.zoneNamesUnique,
  );
export type ShippingSettingsInput = z.output<typeof shippingSettingsInputSchema>;

/** A delivery zone as the settings answer shows it. */
export const deliveryZoneSchema = z.object({
  name: z.string(),
  /** The districts it covers, or "*" for every district. */
  districts: z.union([z.literal(ALL_DISTRICTS), z.array(districtSchema)]),
  baseFee: z.number(),
  /** Charged for each kilogram, the parcel's weight rounded up to whole kilograms (at least 1). */
  perKgFee: z.number(),
  /** Delivery is free once the goods' total reaches it; absent: never free. */
  freeAbove: z.number().optional(),
});
export type DeliveryZoneView = z.infer<typeof deliveryZoneSchema>;

/** `shipping` in GET/PUT /api/admin/settings: the first zone that covers a district applies. */
export const shippingSettingsSchema = z.object({ zones: z.array(deliveryZoneSchema) });
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;

/** GET /api/shipping/quote. */
export const shippingQuoteQuerySchema = z.object({ district: districtSchema });

/** GET /api/shipping/quote's answer: the zone that delivers there, the cart's weight and the fee (shop's currency). */
export const shippingQuoteSchema = z.object({
  zone: z.string(),
  weightGrams: z.number().int(),
  fee: z.number(),
  /** The zone's free-delivery threshold (goods' total), only when it has one: checkout tells the buyer. */
  freeAbove: z.number().optional(),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;
