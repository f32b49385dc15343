import {
  cartMessages,
  centsToDollars,
  quoteDelivery,
  shippingMessages,
  type DeliveryZone,
  type District,
  type ShippingQuote,
} from '@tools-bd/contract';
import { badRequest } from '../../lib/http-errors.ts';
import type { CartParcel } from '../cart/index.ts';

export interface ShippingDependencies {
  /** The buyer's cart as a parcel: its weight and the goods' total. */
  parcelOf: (userId: string) => Promise<CartParcel>;
  /** The shop's delivery zones, in the order they are tried. */
  deliveryZones: () => Promise<readonly DeliveryZone[]>;
}

/** Delivery in Bangladesh: what delivering the buyer's cart to a district costs. */
export function createShippingService({ parcelOf, deliveryZones }: ShippingDependencies) {
  return {
    /**
     * GET /api/shipping/quote: the zone that delivers to `district`, the cart's weight and the
     * fee by the contract's rule, and the zone's free-delivery threshold when it has one. An empty cart has nothing to deliver: 400, as checkout says.
     */
    async quote(userId: string, district: District): Promise<ShippingQuote> {
      const [parcel, zones] = await Promise.all([parcelOf(userId), deliveryZones()]);
      if (parcel.lineCount === 0) throw badRequest(cartMessages.cartEmpty);
      const quote = quoteDelivery(zones, district, parcel.weightGrams, parcel.goodsCents);
      if (!quote) throw badRequest(shippingMessages.districtNotServed);
      const { freeAboveCents } = quote.zone;
      return {
        zone: quote.zone.name,
        weightGrams: parcel.weightGrams,
        fee: centsToDollars(quote.feeCents),
        ...(freeAboveCents === null ? {} : { freeAbove: centsToDollars(freeAboveCents) }),
      };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
