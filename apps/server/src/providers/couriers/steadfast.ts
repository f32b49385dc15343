/**
 * Steadfast's API v1 (portal.packzy.com): `Api-Key` and `Secret-Key` headers, `create_order`, and
 * the status of a consignment by its id. Its webhook carries the merchant's token as a bearer.
 */
import type { ShipmentState } from '@tools-bd/contract/messages';
import {
  callJson,
  CourierRefusedError,
  CourierUnavailableError,
  localMobile,
  reasonOf,
  type Booking,
  type CourierClient,
  type CourierReport,
  type Parcel,
} from './types.ts';

export const STEADFAST_URL = 'https://portal.packzy.com/api/v1';

export interface SteadfastConfig {
  apiKey: string;
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Steadfast's delivery statuses (status_by_cid's `delivery_status`, the webhook's `status` in
 * words) → ours. `pending` means it is with the courier on its way; a `cancelled` consignment was
 * not delivered and goes back to the merchant: for the shop it is a parcel coming back. The
 * `*_approval_pending` words are the rider's report waiting for Steadfast's check: the parcel's
 * fate is known, so it counts. `hold`, `in_review` and `unknown` change nothing.
 */
const STATES: Record<string, ShipmentState | null> = {
  in_review: 'booked',
  pending: 'in_transit',
  hold: null,
  unknown: null,
  unknown_approval_pending: null,
  delivered_approval_pending: 'delivered',
  partial_delivered_approval_pending: 'delivered',
  delivered: 'delivered',
  partial_delivered: 'delivered',
  cancelled_approval_pending: 'returned',
  cancelled: 'returned',
};

/** `delivered`, `Partial Delivered`, `cancelled_approval_pending` → our state (null: no change). */
export function steadfastState(word: string): ShipmentState | null {
  return STATES[word.trim().toLowerCase().replace(/\s+/g, '_')] ?? null;
}

/** Steadfast's public tracking page of a tracking code. */
export const steadfastTrackingUrl = (trackingCode: string) =>
  `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}`;

export function createSteadfastClient(config: SteadfastConfig): CourierClient {
  const base = (config.baseUrl ?? STEADFAST_URL).replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? 20_000;
  const headers = { 'Api-Key': config.apiKey, 'Secret-Key': config.secretKey };

  return {
    kind: 'steadfast',

    async book(parcel: Parcel): Promise<Booking> {
      const { status, body } = await callJson(
        `${base}/create_order`,
        {
          method: 'POST',
          headers,
          body: {
            // Unique per consignment at Steadfast: the order id (letters, digits and hyphens), with
            // the booking's number after a cancelled pickup, whose invoice Steadfast keeps taken.
            invoice: (parcel.attempt ?? 1) > 1 ? `${parcel.orderId}-${parcel.attempt}` : parcel.orderId,
            recipient_name: parcel.recipientName,
            recipient_phone: localMobile(parcel.recipientPhone),
            recipient_address: parcel.district
              ? `${parcel.recipientAddress}, ${parcel.district}`
              : parcel.recipientAddress,
            cod_amount: parcel.codAmountCents / 100,
            note: parcel.note ?? '',
          },
        },
        timeoutMs,
      );
      if (status === 401 || status === 403)
        throw new CourierUnavailableError(`Steadfast refused the API keys (${status})`);
      const consignment = body.consignment as Record<string, unknown> | undefined;
      if (status !== 200 || body.status !== 200 || !consignment || consignment.consignment_id === undefined)
        throw new CourierRefusedError(reasonOf(body, `Steadfast answered ${status}`));
      const trackingCode = String(consignment.tracking_code ?? consignment.consignment_id);
      const courierStatus = typeof consignment.status === 'string' ? consignment.status : 'in_review';
      return {
        consignmentId: String(consignment.consignment_id),
        trackingNumber: trackingCode,
        trackingUrl: steadfastTrackingUrl(trackingCode),
        courierStatus,
        state: steadfastState(courierStatus) ?? 'booked',
      };
    },

    async report(consignmentId: string): Promise<CourierReport> {
      const { status, body } = await callJson(
        `${base}/status_by_cid/${encodeURIComponent(consignmentId)}`,
        { method: 'GET', headers },
        timeoutMs,
      );
      if (status !== 200 || typeof body.delivery_status !== 'string')
        throw new CourierUnavailableError(`Steadfast's status answered ${status}`);
      return { courierStatus: body.delivery_status, state: steadfastState(body.delivery_status) };
    },
  };
}
