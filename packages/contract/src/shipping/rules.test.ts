import { describe, expect, it } from 'vitest';
import {
  ALL_DISTRICTS,
  BANGLADESH_DISTRICTS,
  DEFAULT_DELIVERY_ZONES,
  districtNames,
  type DeliveryZone,
} from './messages.ts';
import { districtNames as banglaDistrictNames } from './messages.bn.ts';
import { latinDigits } from '../common/languages.ts';
import { chargedKilograms, deliveryFeeCents, normalizeBangladeshiMobile, quoteDelivery, zoneFor } from './rules.ts';
import { bangladeshiMobileSchema, districtSchema, shippingSettingsInputSchema } from './schemas.ts';
import { shippingMessages } from './messages.ts';

const [insideDhaka, outsideDhaka] = DEFAULT_DELIVERY_ZONES as [DeliveryZone, DeliveryZone];

describe("Bangladesh's districts", () => {
  it('lists the 64 districts once each, in the official spellings since 2018', () => {
    expect(BANGLADESH_DISTRICTS).toHaveLength(64);
    expect(new Set(BANGLADESH_DISTRICTS).size).toBe(64);
    expect(BANGLADESH_DISTRICTS[0]).toBe('Dhaka');
    for (const renamed of ['Chattogram', 'Cumilla', 'Barishal', 'Jashore', 'Bogura'])
      expect(BANGLADESH_DISTRICTS).toContain(renamed);
    for (const old of ['Chittagong', 'Comilla', 'Barisal', 'Jessore', 'Bogra'])
      expect(BANGLADESH_DISTRICTS).not.toContain(old);
  });

  it('names each district in Bangla, and in English as it is spelt', () => {
    expect(Object.keys(banglaDistrictNames)).toEqual([...BANGLADESH_DISTRICTS]);
    expect(banglaDistrictNames.Chattogram).toBe('চট্টগ্রাম');
    expect(districtNames["Cox's Bazar"]).toBe("Cox's Bazar");
  });

  it('takes a district only as the list spells it, else "Choose a district"', () => {
    expect(districtSchema.parse('Chattogram')).toBe('Chattogram');
    for (const wrong of ['Chittagong', 'dhaka', '', undefined, 3]) {
      const result = districtSchema.safeParse(wrong);
      expect(result.success, String(wrong)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(shippingMessages.chooseDistrict);
    }
  });
});

describe('the delivery fee', () => {
  it('charges the weight rounded up to whole kilograms, at least one', () => {
    expect(chargedKilograms(0)).toBe(1);
    expect(chargedKilograms(1)).toBe(1);
    expect(chargedKilograms(1_000)).toBe(1);
    expect(chargedKilograms(1_001)).toBe(2);
    expect(chargedKilograms(2_500)).toBe(3);
  });

  it('is 105 for 2.5 kg inside Dhaka and 195 outside (60 + 15/kg, 120 + 25/kg)', () => {
    expect(deliveryFeeCents(insideDhaka, 2_500, 100_00)).toBe(105_00);
    expect(deliveryFeeCents(outsideDhaka, 2_500, 100_00)).toBe(195_00);
    // An empty parcel is charged as one kilogram.
    expect(deliveryFeeCents(insideDhaka, 0, 0)).toBe(75_00);
  });

  it('is free once the goods reach freeAbove, not a cent before', () => {
    const zone: DeliveryZone = { ...outsideDhaka, freeAboveCents: 5_000_00 };
    expect(deliveryFeeCents(zone, 2_500, 4_999_99)).toBe(195_00);
    expect(deliveryFeeCents(zone, 2_500, 5_000_00)).toBe(0);
    expect(deliveryFeeCents(zone, 2_500, 9_000_00)).toBe(0);
    expect(deliveryFeeCents({ ...zone, freeAboveCents: 0 }, 2_500, 0)).toBe(0);
  });

  it('applies the first zone that covers the district, in the list order', () => {
    expect(zoneFor(DEFAULT_DELIVERY_ZONES, 'Dhaka')).toBe(insideDhaka);
    expect(zoneFor(DEFAULT_DELIVERY_ZONES, 'Chattogram')).toBe(outsideDhaka);
    // "*" first swallows every district, Dhaka included.
    expect(zoneFor([outsideDhaka, insideDhaka], 'Dhaka')).toBe(outsideDhaka);
    const nearby: DeliveryZone = {
      name: 'Near Dhaka',
      districts: ['Gazipur', 'Narayanganj', 'Dhaka'],
      baseFeeCents: 80_00,
      perKgFeeCents: 20_00,
      freeAboveCents: null,
    };
    expect(zoneFor([insideDhaka, nearby, outsideDhaka], 'Dhaka')).toBe(insideDhaka);
    expect(zoneFor([insideDhaka, nearby, outsideDhaka], 'Gazipur')).toBe(nearby);
    expect(zoneFor([insideDhaka, nearby], 'Sylhet')).toBeUndefined();
  });

  it('quotes the zone and fee, or null where no zone delivers', () => {
    expect(quoteDelivery(DEFAULT_DELIVERY_ZONES, 'Sylhet', 2_500, 0)).toEqual({ zone: outsideDhaka, feeCents: 195_00 });
    expect(quoteDelivery([insideDhaka], 'Sylhet', 2_500, 0)).toBeNull();
    expect(outsideDhaka.districts).toBe(ALL_DISTRICTS);
  });
});

describe('the Bangladeshi mobile number rule', () => {
  it.each([
    ['01711000000', '+8801711000000'],
    ['+8801711000000', '+8801711000000'],
    ['01311234567', '+8801311234567'],
    ['01912345678', '+8801912345678'],
    [' 01711-000000 ', '+8801711000000'],
    ['+880 1711 000000', '+8801711000000'],
    ['০১৭১১০০০০০০', '+8801711000000'],
    ['+৮৮০১৮১২৩৪৫৬৭৮', '+8801812345678'],
  ])('takes %j as %s', (typed, stored) => {
    expect(normalizeBangladeshiMobile(typed)).toBe(stored);
    expect(bangladeshiMobileSchema.parse(typed)).toBe(stored);
  });

  it.each([
    '01211000000', // 012: no operator
    '01011000000',
    '0171100000', // 10 digits
    '017110000000', // 12 digits
    '1711000000',
    '8801711000000', // the country code without its +
    '+880171100000',
    '+88017110000000',
    '+9101711000000',
    '029999999', // a Dhaka landline
    '01711 00000x',
    '017--11000000',
    '',
  ])('refuses %j with "Enter a Bangladeshi mobile number"', (typed) => {
    expect(normalizeBangladeshiMobile(typed)).toBeNull();
    const result = bangladeshiMobileSchema.safeParse(typed);
    expect(result.error?.issues[0]?.message).toBe(shippingMessages.bangladeshiMobile);
  });

  it('reads Bengali digits as digits', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(bangladeshiMobileSchema.safeParse(null).error?.issues[0]?.message).toBe(shippingMessages.bangladeshiMobile);
  });
});

describe('the delivery zones an admin saves', () => {
  const zone = { name: 'Inside Dhaka', districts: ['Dhaka'], baseFee: 60, perKgFee: 15 };
  const messageOf = (zones: unknown) => shippingSettingsInputSchema.safeParse({ zones }).error?.issues[0]?.message;

  it('takes zones with districts or "*", and a district named twice once', () => {
    const parsed = shippingSettingsInputSchema.parse({
      zones: [
        { ...zone, districts: ['Dhaka', 'Gazipur', 'Dhaka'], freeAbove: 5000 },
        { ...zone, name: 'Rest', districts: '*' },
      ],
    });
    expect(parsed.zones).toEqual([
      { name: 'Inside Dhaka', districts: ['Dhaka', 'Gazipur'], baseFee: 60, perKgFee: 15, freeAbove: 5000 },
      { name: 'Rest', districts: '*', baseFee: 60, perKgFee: 15 },
    ]);
  });

  it.each([
    [[], shippingMessages.zones],
    ['*', shippingMessages.zones],
    [[zone, { ...zone, name: 'inside dhaka ' }], shippingMessages.zoneNamesUnique],
    [[{ ...zone, name: ' ' }], shippingMessages.zoneName],
    [[{ ...zone, districts: [] }], shippingMessages.zoneDistricts],
    [[{ ...zone, districts: 'everywhere' }], shippingMessages.zoneDistricts],
    [[{ ...zone, districts: ['Dhaka', 'Chittagong'] }], shippingMessages.zoneUnknownDistrict('Chittagong')],
    [[{ ...zone, baseFee: -1 }], shippingMessages.zoneFee],
    [[{ ...zone, perKgFee: 1.005 }], shippingMessages.zoneFee],
    [[{ ...zone, perKgFee: '15' }], shippingMessages.zoneFee],
    [[{ ...zone, freeAbove: -5 }], shippingMessages.zoneFreeAbove],
  ])('refuses zones %j: %s', (zones, message) => {
    expect(messageOf(zones)).toBe(message);
  });
});
