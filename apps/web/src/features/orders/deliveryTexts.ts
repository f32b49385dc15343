import { defineTexts } from '../../lib/i18n/texts.ts';

/** Delivery on the order forms (checkout, quick order): the district and the fee. */
export const deliveryTexts = defineTexts('orderDelivery', {
  district: 'District',
  chooseDistrict: 'Choose your district',
  /** A district's name as the select shows it (the value sent stays the official English spelling). */
  districtName: (district: string) => district,
  deliveryFee: (zone: string) => `Delivery (${zone})`,
  freeDelivery: 'Free delivery',
  /** The zone's threshold, when it has one. */
  freeAbove: (amount: string) => `Free delivery above ${amount}`,
  deliveryFeeHint: 'Chosen your district? The delivery fee shows here.',
  quoteFailed: 'The delivery fee could not be worked out.',
  weight: (kilograms: string) => `Parcel: ${kilograms} kg`,
  total: 'Total with delivery',
  /** Under an order's total in My Orders and the admin's list. */
  includesDelivery: (fee: string, district: string) => `Incl. delivery ${fee} to ${district}`,
  feeAtPlacement: 'Delivery is charged by district and weight, and added to the total when the order is placed.',
});
