/**
 * Zod-free facts and messages of delivery in Bangladesh: the districts an address names, the
 * delivery zones' limits and defaults, and the messages of the quote and the zone settings.
 */

/**
 * Bangladesh's 64 districts in their official English spellings (the 2018 ones: Chattogram,
 * Cumilla, Barishal, Jashore, Bogura), division by division, Dhaka's first. Addresses, zones and
 * quotes name a district exactly so.
 */
export const BANGLADESH_DISTRICTS = [
  // Dhaka division
  'Dhaka',
  'Faridpur',
  'Gazipur',
  'Gopalganj',
  'Kishoreganj',
  'Madaripur',
  'Manikganj',
  'Munshiganj',
  'Narayanganj',
  'Narsingdi',
  'Rajbari',
  'Shariatpur',
  'Tangail',
  // Chattogram division
  'Bandarban',
  'Brahmanbaria',
  'Chandpur',
  'Chattogram',
  "Cox's Bazar",
  'Cumilla',
  'Feni',
  'Khagrachhari',
  'Lakshmipur',
  'Noakhali',
  'Rangamati',
  // Rajshahi division
  'Bogura',
  'Chapainawabganj',
  'Joypurhat',
  'Naogaon',
  'Natore',
  'Pabna',
  'Rajshahi',
  'Sirajganj',
  // Khulna division
  'Bagerhat',
  'Chuadanga',
  'Jashore',
  'Jhenaidah',
  'Khulna',
  'Kushtia',
  'Magura',
  'Meherpur',
  'Narail',
  'Satkhira',
  // Barishal division
  'Barguna',
  'Barishal',
  'Bhola',
  'Jhalokati',
  'Patuakhali',
  'Pirojpur',
  // Sylhet division
  'Habiganj',
  'Moulvibazar',
  'Sunamganj',
  'Sylhet',
  // Rangpur division
  'Dinajpur',
  'Gaibandha',
  'Kurigram',
  'Lalmonirhat',
  'Nilphamari',
  'Panchagarh',
  'Rangpur',
  'Thakurgaon',
  // Mymensingh division
  'Jamalpur',
  'Mymensingh',
  'Netrokona',
  'Sherpur',
] as const;
export type District = (typeof BANGLADESH_DISTRICTS)[number];

export const isDistrict = (value: unknown): value is District =>
  (BANGLADESH_DISTRICTS as readonly unknown[]).includes(value);

/** Each district's name as English screens show it (the same as its value); Bangla ones in messages.bn.ts. */
export const districtNames = Object.fromEntries(BANGLADESH_DISTRICTS.map((district) => [district, district])) as Record<
  District,
  string
>;

/** A zone's `districts` that matches every district (the usual last zone, "Outside Dhaka"). */
export const ALL_DISTRICTS = '*';

export const SHIPPING_LIMITS = {
  zonesMax: 100,
  zoneNameMax: 60,
  /** In the shop's currency: a delivery fee or a free-delivery threshold beyond it means nothing. */
  feeMax: 1_000_000,
} as const;

/** A delivery zone as the shop stores and applies it: amounts in integer cents of the shop's currency. */
export interface DeliveryZone {
  name: string;
  /** The districts it covers, or every district. */
  districts: readonly District[] | typeof ALL_DISTRICTS;
  baseFeeCents: number;
  perKgFeeCents: number;
  /** Delivery is free when the goods' total reaches it; null: never free. */
  freeAboveCents: number | null;
}

/** A new shop's zones: Dhaka at 60 + 15 a kilogram, everywhere else at 120 + 25, never free. */
export const DEFAULT_DELIVERY_ZONES: readonly DeliveryZone[] = [
  { name: 'Inside Dhaka', districts: ['Dhaka'], baseFeeCents: 6_000, perKgFeeCents: 1_500, freeAboveCents: null },
  { name: 'Outside Dhaka', districts: ALL_DISTRICTS, baseFeeCents: 12_000, perKgFeeCents: 2_500, freeAboveCents: null },
];

export const shippingMessages = {
  chooseDistrict: 'Choose a district',
  /** No zone of the shop's covers the district. */
  districtNotServed: 'The shop does not deliver to this district',
  bangladeshiMobile: 'Enter a Bangladeshi mobile number',
  zones: `shipping.zones must list from 1 to ${SHIPPING_LIMITS.zonesMax} delivery zones`,
  zoneName: `Each delivery zone needs a name of at most ${SHIPPING_LIMITS.zoneNameMax} characters`,
  zoneNamesUnique: 'Each delivery zone needs a name of its own',
  zoneDistricts: 'A delivery zone\'s districts must be "*" (every district) or a list of Bangladesh\'s districts',
  zoneUnknownDistrict: (district: string) =>
    `"${district}" is not one of Bangladesh's ${BANGLADESH_DISTRICTS.length} districts`,
  zoneFee: `baseFee and perKgFee must be amounts from 0 to ${SHIPPING_LIMITS.feeMax} with at most two decimals`,
  zoneFreeAbove: `freeAbove must be an amount from 0 to ${SHIPPING_LIMITS.feeMax} with at most two decimals, or left out for no free delivery`,
} as const;
