import { randomBytes } from 'node:crypto';
import { closeServer, postWebhook, serveJson } from './courier-stand-in-http.ts';

/**
 * For tests and journeys: a local HTTP server that plays Pathao's merchant API ("aladdin" v1) as
 * its documents describe it: `POST /aladdin/api/v1/issue-token` (password grant), `GET city-list`,
 * `GET cities/{id}/zone-list`, `GET zones/{id}/area-list`, `POST orders` (validation answered 422
 * `{message, type: 'error', code, errors: {field: [..]}}`), `GET orders/{consignment_id}/info`.
 * The test moves a parcel with `advance(consignmentId, event)`, which sends Pathao's webhook
 * (`X-PATHAO-Signature: <secret>`, body `{consignment_id, merchant_order_id, event: 'order.<event>', ...}`)
 * to `webhookUrl` when one is set. Point the shop at it with PATHAO_BASE_URL and the credentials below.
 */
export const PATHAO_STAND_IN = {
  clientId: 'stand-in-client',
  clientSecret: 'stand-in-secret',
  username: 'merchant@tools-bd.test',
  password: 'stand-in-password',
  storeId: 4242,
} as const;

const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
  { city_id: 3, city_name: 'Sylhet' },
  { city_id: 4, city_name: 'Comilla' },
];
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    { zone_id: 11, zone_name: 'Dhanmondi' },
    { zone_id: 12, zone_name: 'Mirpur' },
    { zone_id: 13, zone_name: 'Gulshan' },
  ],
  2: [{ zone_id: 21, zone_name: 'Agrabad' }],
  3: [{ zone_id: 31, zone_name: 'Zindabazar' }],
  4: [{ zone_id: 41, zone_name: 'Kandirpar' }],
};

export interface PathaoParcel {
  consignmentId: string;
  merchantOrderId: string;
  request: Record<string, unknown>;
  /** Its current order status slug (`Pending`, `Delivered`, `Return`…). */
  status: string;
}

export interface PathaoStandIn {
  url: string;
  parcels: Map<string, PathaoParcel>;
  /** Requests per path (`POST /aladdin/api/v1/orders`, `GET /aladdin/api/v1/orders/X/info`). */
  calls: string[];
  tokensIssued: number;
  /** Where `advance` sends the webhook, with this secret. */
  webhook: { url?: string; secret?: string };
  /** The next booking is refused with this reason (as Pathao refuses an address outside its coverage). */
  refuseNext(message: string): void;
  /** The parcel moves (`picked`, `in-transit`, `delivered`, `returned`…); its webhook is sent. Returns the shop's answer. */
  advance(consignmentId: string, event: string): Promise<{ status: number; headers: Headers } | null>;
  close(): Promise<void>;
}

/** Order info's words for the webhook events. */
const STATUS_OF_EVENT: Record<string, string> = {
  picked: 'Picked',
  'in-transit': 'In_Transit',
  'at-the-sorting-hub': 'At_the_Sorting_HUB',
  'assigned-for-delivery': 'Assigned_for_Delivery',
  delivered: 'Delivered',
  returned: 'Return',
  'pickup-cancelled': 'Pickup_Cancelled',
};

export async function startPathaoStandIn(options: { port?: number } = {}): Promise<PathaoStandIn> {
  const parcels = new Map<string, PathaoParcel>();
  const calls: string[] = [];
  const tokens = new Set<string>();
  let refusal: string | undefined;
  const webhook: PathaoStandIn['webhook'] = {};
  let tokensIssued = 0;

  const ok = (message: string, data: unknown) => ({ status: 200, body: { message, type: 'success', code: 200, data } });
  const error = (status: number, message: string, errors?: Record<string, string[]>) => ({
    status,
    body: { message, type: 'error', code: status, ...(errors ? { errors } : {}) },
  });

  const { server, url } = await serveJson((request, body) => {
    const path = (request.url ?? '').split('?')[0]!;
    // The journeys' remote control: a browser test moves a parcel as the courier would.
    if (request.method === 'POST' && path === '/__stand-in/advance')
      return self
        .advance(String(body.consignmentId), String(body.event))
        .then((answer) => ({ status: 200, body: { shop: answer?.status ?? null } }));
    calls.push(`${request.method} ${path}`);
    if (request.method === 'POST' && path === '/aladdin/api/v1/issue-token') {
      if (
        body.client_id !== PATHAO_STAND_IN.clientId ||
        body.client_secret !== PATHAO_STAND_IN.clientSecret ||
        body.username !== PATHAO_STAND_IN.username ||
        body.password !== PATHAO_STAND_IN.password ||
        body.grant_type !== 'password'
      )
        return error(401, 'Unauthorized');
      const accessToken = randomBytes(16).toString('hex');
      tokens.add(accessToken);
      tokensIssued += 1;
      return {
        status: 200,
        body: {
          token_type: 'Bearer',
          expires_in: 432000,
          access_token: accessToken,
          refresh_token: randomBytes(16).toString('hex'),
        },
      };
    }
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return error(401, 'Unauthorized');

    if (request.method === 'GET' && path === '/aladdin/api/v1/city-list')
      return ok('City successfully fetched.', { data: CITIES });
    const zoneList = /^\/aladdin\/api\/v1\/cities\/(\d+)\/zone-list$/.exec(path);
    if (request.method === 'GET' && zoneList)
      return ok('Zone list fetched.', { data: ZONES[Number(zoneList[1])] ?? [] });
    const areaList = /^\/aladdin\/api\/v1\/zones\/(\d+)\/area-list$/.exec(path);
    if (request.method === 'GET' && areaList)
      return ok('Area list fetched.', {
        data: [
          {
            area_id: Number(areaList[1]) * 10,
            area_name: 'Main road',
            home_delivery_available: true,
            pickup_available: true,
          },
        ],
      });

    if (request.method === 'POST' && path === '/aladdin/api/v1/orders') {
      const errors: Record<string, string[]> = {};
      const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : '');
      if (body.store_id !== PATHAO_STAND_IN.storeId) errors.store_id = ['The selected store id is invalid.'];
      if (text('recipient_name').length < 3)
        errors.recipient_name = ['The recipient name must be at least 3 characters.'];
      if (!/^01\d{9}$/.test(text('recipient_phone')))
        errors.recipient_phone = ['The recipient phone must be 11 characters.'];
      const address = text('recipient_address');
      if (address.length < 10 || address.length > 220)
        errors.recipient_address = ['The recipient address must be between 10 and 220 characters.'];
      if (body.delivery_type !== 48 && body.delivery_type !== 12)
        errors.delivery_type = ['The selected delivery type is invalid.'];
      if (body.item_type !== 1 && body.item_type !== 2) errors.item_type = ['The selected item type is invalid.'];
      const weight = Number(body.item_weight);
      if (!(weight >= 0.5 && weight <= 10)) errors.item_weight = ['The item weight must be between 0.5 and 10.'];
      if (!(Number(body.amount_to_collect) >= 0))
        errors.amount_to_collect = ['The amount to collect field is required.'];
      if (Object.keys(errors).length > 0) return error(422, 'Please fix the given errors', errors);
      if (refusal) {
        const message = refusal;
        refusal = undefined;
        return error(422, 'Please fix the given errors', { recipient_address: [message] });
      }
      const consignmentId = `DL${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${randomBytes(3).toString('hex').toUpperCase()}`;
      const merchantOrderId = text('merchant_order_id');
      parcels.set(consignmentId, { consignmentId, merchantOrderId, request: body, status: 'Pending' });
      return ok('Order Created Successfully', {
        consignment_id: consignmentId,
        merchant_order_id: merchantOrderId,
        order_status: 'Pending',
        delivery_fee: 80,
      });
    }
    const info = /^\/aladdin\/api\/v1\/orders\/([^/]+)\/info$/.exec(path);
    if (request.method === 'GET' && info) {
      const parcel = parcels.get(decodeURIComponent(info[1]!));
      if (!parcel) return error(404, 'Order not found');
      return ok('Order info', {
        consignment_id: parcel.consignmentId,
        merchant_order_id: parcel.merchantOrderId,
        order_status: parcel.status,
        order_status_slug: parcel.status,
        updated_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
        invoice_id: null,
      });
    }
    return error(404, 'no Route matched with those values');
  }, options.port);

  const self: PathaoStandIn = {
    url,
    parcels,
    calls,
    get tokensIssued() {
      return tokensIssued;
    },
    webhook,
    refuseNext(message) {
      refusal = message;
    },
    async advance(consignmentId, event) {
      const parcel = parcels.get(consignmentId);
      if (!parcel) throw new Error(`no parcel ${consignmentId}`);
      parcel.status = STATUS_OF_EVENT[event] ?? event;
      if (!webhook.url) return null;
      const now = new Date();
      const answer = await postWebhook(webhook.url, webhook.secret ? { 'X-PATHAO-Signature': webhook.secret } : {}, {
        consignment_id: consignmentId,
        merchant_order_id: parcel.merchantOrderId,
        updated_at: now.toISOString().replace('T', ' ').slice(0, 19),
        timestamp: now.toISOString(),
        store_id: PATHAO_STAND_IN.storeId,
        event: `order.${event}`,
      });
      return { status: answer.status, headers: answer.headers };
    },
    close: () => closeServer(server),
  };
  return self;
}
