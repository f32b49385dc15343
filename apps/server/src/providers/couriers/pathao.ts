/**
 * Pathao's merchant API ("aladdin" v1): an OAuth password-grant token from `issue-token`, the
 * city and zone lists, `POST orders` and an order's info by consignment id. Its webhook carries
 * the merchant's secret in `X-PATHAO-Signature` and expects 202 with the integration header back.
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

export const PATHAO_SANDBOX_URL = 'https://courier-api-sandbox.pathao.com';
export const PATHAO_LIVE_URL = 'https://api-hermes.pathao.com';
/** Pathao's documented answer header for its webhook integration check, and its fixed value. */
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
export const PATHAO_INTEGRATION_VALUE = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
export const PATHAO_SIGNATURE_HEADER = 'x-pathao-signature';

export interface PathaoConfig {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  live: boolean;
  baseUrl?: string;
  timeoutMs?: number;
}

export const pathaoBaseUrl = (config: Pick<PathaoConfig, 'live' | 'baseUrl'>) =>
  (config.baseUrl ?? (config.live ? PATHAO_LIVE_URL : PATHAO_SANDBOX_URL)).replace(/\/$/, '');

/** Normal delivery (48 h) of a parcel (item type 2), as Pathao numbers them. */
const DELIVERY_TYPE_NORMAL = 48;
const ITEM_TYPE_PARCEL = 2;

/**
 * Pathao's city list keeps the spellings before 2018; the contract's districts use the new ones.
 */
const OLD_SPELLINGS: Record<string, string> = {
  Chattogram: 'Chittagong',
  Cumilla: 'Comilla',
  Barishal: 'Barisal',
  Jashore: 'Jessore',
  Bogura: 'Bogra',
};

/**
 * Pathao's states (its webhook events without `order.`, and its order-info words) → ours. Words
 * that move nothing (`updated`, `paid`, a failed attempt that will be tried again) map to null.
 */
const STATES: Record<string, ShipmentState> = {
  created: 'booked',
  pending: 'booked',
  'pickup-requested': 'booked',
  'assigned-for-pickup': 'booked',
  picked: 'picked_up',
  'pickup-failed': 'booked',
  'pickup-cancelled': 'cancelled',
  cancelled: 'cancelled',
  'at-the-sorting-hub': 'in_transit',
  'in-transit': 'in_transit',
  'received-at-last-mile-hub': 'in_transit',
  'assigned-for-delivery': 'in_transit',
  'delivery-failed': 'in_transit',
  'on-hold': 'in_transit',
  delivered: 'delivered',
  'partial-delivery': 'delivered',
  return: 'returned',
  returned: 'returned',
  'paid-return': 'returned',
};

/** `order.delivered`, `Delivered`, `Pickup Requested`, `pickup_requested` → our state (null: no change). */
export function pathaoState(word: string): ShipmentState | null {
  const key = word
    .trim()
    .toLowerCase()
    .replace(/^order\./, '')
    .replace(/[\s_]+/g, '-');
  return STATES[key] ?? null;
}

/** Pathao's public tracking page of a consignment. */
export const pathaoTrackingUrl = (consignmentId: string, phone: string) =>
  `https://merchant.pathao.com/tracking?consignment_id=${encodeURIComponent(consignmentId)}&phone=${encodeURIComponent(localMobile(phone))}`;

interface Named {
  id: number;
  name: string;
}

export function createPathaoClient(config: PathaoConfig): CourierClient {
  const base = pathaoBaseUrl(config);
  const timeoutMs = config.timeoutMs ?? 20_000;
  let token: { value: string; expiresAt: number } | undefined;
  let cities: Named[] | undefined;
  const zones = new Map<number, Named[]>();

  async function issueToken(): Promise<string> {
    const { status, body } = await callJson(
      `${base}/aladdin/api/v1/issue-token`,
      {
        method: 'POST',
        headers: {},
        body: {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          username: config.username,
          password: config.password,
          grant_type: 'password',
        },
      },
      timeoutMs,
    );
    const accessToken = body.access_token;
    // Wrong credentials are the shop's set-up, not the parcel's: the admin is told to try later, and the log says why.
    if (status !== 200 || typeof accessToken !== 'string')
      throw new CourierUnavailableError(`Pathao refused the token request (${status})`);
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    // Renewed a minute early, so a call never carries a token that lapses on the way.
    token = { value: accessToken, expiresAt: Date.now() + Math.max(expiresIn - 60, 1) * 1000 };
    return accessToken;
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const bearer = token && token.expiresAt > Date.now() ? token.value : await issueToken();
    let answer = await callJson(
      `${base}${path}`,
      { method, headers: { authorization: `Bearer ${bearer}` }, body },
      timeoutMs,
    );
    if (answer.status === 401) {
      // Revoked or expired early: one fresh token, then the answer stands.
      const fresh = await issueToken();
      answer = await callJson(
        `${base}${path}`,
        { method, headers: { authorization: `Bearer ${fresh}` }, body },
        timeoutMs,
      );
    }
    return answer;
  }

  const listOf = (body: Record<string, unknown>): Record<string, unknown>[] => {
    const data = body.data as { data?: unknown } | undefined;
    return Array.isArray(data?.data) ? (data.data as Record<string, unknown>[]) : [];
  };

  /** The district's city, else a city the address names (orders placed before districts were asked). */
  async function cityOf(district: string | null, address: string): Promise<Named | undefined> {
    if (!cities) {
      const { status, body } = await call('GET', '/aladdin/api/v1/city-list');
      if (status !== 200) throw new CourierUnavailableError(`Pathao's city list answered ${status}`);
      cities = listOf(body).map((city) => ({ id: Number(city.city_id), name: String(city.city_name) }));
    }
    if (!district) return cities.find((city) => address.toLowerCase().includes(city.name.toLowerCase()));
    const wanted = [district, OLD_SPELLINGS[district]].filter(Boolean).map((name) => name!.toLowerCase());
    return cities.find((city) => wanted.includes(city.name.toLowerCase()));
  }

  async function zonesOf(cityId: number): Promise<Named[]> {
    let known = zones.get(cityId);
    if (!known) {
      const { status, body } = await call('GET', `/aladdin/api/v1/cities/${cityId}/zone-list`);
      if (status !== 200) throw new CourierUnavailableError(`Pathao's zone list answered ${status}`);
      known = listOf(body).map((zone) => ({ id: Number(zone.zone_id), name: String(zone.zone_name) }));
      zones.set(cityId, known);
    }
    return known;
  }

  return {
    kind: 'pathao',

    async book(parcel: Parcel): Promise<Booking> {
      // The city from the district and the zone named in the address; without them Pathao finds
      // the place from the address itself (both are optional in its order API).
      const city = await cityOf(parcel.district, parcel.recipientAddress);
      const address = parcel.recipientAddress.toLowerCase();
      const zone = city
        ? (await zonesOf(city.id)).find((candidate) => address.includes(candidate.name.toLowerCase()))
        : undefined;
      const phone = localMobile(parcel.recipientPhone);
      const { status, body } = await call('POST', '/aladdin/api/v1/orders', {
        store_id: config.storeId,
        merchant_order_id: parcel.orderId,
        recipient_name: parcel.recipientName,
        recipient_phone: phone,
        recipient_address: parcel.district ? `${parcel.recipientAddress}, ${parcel.district}` : parcel.recipientAddress,
        ...(city ? { recipient_city: city.id } : {}),
        ...(city && zone ? { recipient_zone: zone.id } : {}),
        delivery_type: DELIVERY_TYPE_NORMAL,
        item_type: ITEM_TYPE_PARCEL,
        special_instruction: parcel.note ?? '',
        item_quantity: Math.max(1, parcel.itemCount),
        // Pathao weighs in kilograms, from half a kilogram up.
        item_weight: Math.max(0.5, Math.round(parcel.weightGrams / 100) / 10),
        amount_to_collect: parcel.codAmountCents / 100,
      });
      const data = body.data as Record<string, unknown> | undefined;
      if (status !== 200 || !data || data.consignment_id === undefined)
        throw new CourierRefusedError(reasonOf(body, `Pathao answered ${status}`));
      const consignmentId = String(data.consignment_id);
      const courierStatus = typeof data.order_status === 'string' ? data.order_status : 'Pending';
      return {
        consignmentId,
        trackingNumber: consignmentId,
        trackingUrl: pathaoTrackingUrl(consignmentId, parcel.recipientPhone),
        courierStatus,
        state: pathaoState(courierStatus) ?? 'booked',
      };
    },

    async report(consignmentId: string): Promise<CourierReport> {
      const { status, body } = await call('GET', `/aladdin/api/v1/orders/${encodeURIComponent(consignmentId)}/info`);
      const data = body.data as Record<string, unknown> | undefined;
      if (status !== 200 || !data) throw new CourierUnavailableError(`Pathao's order info answered ${status}`);
      const word = String(data.order_status_slug ?? data.order_status ?? '');
      return { courierStatus: String(data.order_status ?? word), state: pathaoState(word) };
    },
  };
}
