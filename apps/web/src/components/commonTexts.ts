import { orderMessages, orderMessagesFor } from '@tools-bd/contract/messages';
import { defineTexts } from '../lib/i18n/texts.ts';

/** Words every screen shares. */
export const commonTexts = defineTexts('common', {
  loading: 'Loading…',
  /** The quantity stepper's label unless its screen names it. */
  quantity: 'Quantity',
  /** The quantity stepper's buttons, e.g. "Decrease quantity". */
  decrease: (action: string) => `Decrease ${action}`,
  increase: (action: string) => `Increase ${action}`,
  /** What the stepper says when − or + is blocked: the contract's words, here so a public page needs no contract texts. */
  followMinimumOrder: orderMessages.followMinimumOrder,
  moreThanAvailable: orderMessages.moreThanAvailable,
  maxPerOrder: (count: number) => orderMessagesFor.maxPerOrder(count),
  /** What the quantity rules say of a typed quantity (the contract's checkQuantity, which speaks English). */
  itemAvailable: orderMessages.itemAvailable,
  followMinimumQuantity: orderMessages.followMinimumQuantity,
  quantityWholeNumber: orderMessages.quantityWholeNumber,
  quantityTooLarge: orderMessages.quantityTooLarge,
  orderTooLarge: orderMessages.orderTooLarge,
  soldOut: orderMessages.soldOut,
  packSize: (count: number) => orderMessagesFor.packSize(count),
  socialMedia: 'Social media',
  /** A rating read out: "4 out of 5 stars". */
  starRating: (value: string, scale: string) => `${value} out of ${scale} stars`,
  /** One choice of a rating input: "1 star", "4 stars". */
  starCount: (count: string, stars: number) => `${count} ${stars === 1 ? 'star' : 'stars'}`,
});
