import { closeServer, postWebhook, serveJson } from './courier-stand-in-http.ts';

/**
 * For tests and journeys: a local HTTP server that plays Steadfast's API v1 as its document
 * describes it: `Api-Key` / `Secret-Key` headers, `POST /create_order` (answered `{status: 200,
 * message, consignment: {consignment_id, invoice, tracking_code, status: 'in_review', …}}`;
 * validation as `422 {message, errors}`), `GET /status_by_cid/{id}`, `/status_by_invoice/{invoice}`
 * and `/status_by_trackingcode/{code}` (`{status: 200, delivery_status}`). The test moves a parcel
 * with `advance(consignmentId, status)`, which sends Steadfast's `delivery_status` webhook
 * (`Authorization: Bearer <token>`) to `webhookUrl` when one is set. Point the shop at it with
 * STEADFAST_BASE_URL and the keys below.
 */
export const STEADFAST_STAND_IN = { apiKey: 'stand-in-api-key', secretKey: 'stand-in-secret-key' } as const;

export interface SteadfastParcel {
  consignmentId: number;
  invoice: string;
  trackingCode: string;
  request: Record<string, unknown>;
  codAmount: number;
  /** Its delivery_status (`in_review`, `pending`, `delivered`, `cancelled`…). */
  status: string;
}

export interface SteadfastStandIn {
  url: string;
  parcels: Map<string, SteadfastParcel>;
  calls: string[];
  webhook: { url?: string; token?: string };
  refuseNext(message: string): void;
  /** The parcel's delivery_status becomes `status`; its webhook is sent. Returns the shop's answer. */
  advance(consignmentId: string, status: string): Promise<{ status: number; body: unknown } | null>;
  close(): Promise<void>;
}

/** The webhook's words for the delivery statuses (it writes them as people read them). */
const WEBHOOK_WORDS: Record<string, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  partial_delivered: 'Partial Delivered',
  cancelled: 'Cancelled',
  hold: 'Hold',
  unknown: 'Unknown',
};

export async function startSteadfastStandIn(options: { port?: number } = {}): Promise<SteadfastStandIn> {
  const parcels = new Map<string, SteadfastParcel>();
  const calls: string[] = [];
  const webhook: SteadfastStandIn['webhook'] = {};
  let refusal: string | undefined;
  let nextId = 1_000_000;

  const { server, url } = await serveJson((request, body) => {
    const path = (request.url ?? '').split('?')[0]!;
    // The journeys' remote control: a browser test moves a parcel as the courier would.
    if (request.method === 'POST' && path === '/__stand-in/advance')
      return self
        .advance(String(body.consignmentId), String(body.status))
        .then((answer) => ({ status: 200, body: { shop: answer?.status ?? null } }));
    calls.push(`${request.method} ${path}`);
    if (
      request.headers['api-key'] !== STEADFAST_STAND_IN.apiKey ||
      request.headers['secret-key'] !== STEADFAST_STAND_IN.secretKey
    )
      return { status: 401, body: { status: 401, message: 'Unauthorized' } };
    if (request.method === 'POST' && path === '/create_order') {
      const errors: Record<string, string[]> = {};
      const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : '');
      if (!/^[A-Za-z0-9_-]+$/.test(text('invoice'))) errors.invoice = ['The invoice field is required.'];
      else if ([...parcels.values()].some((parcel) => parcel.invoice === text('invoice')))
        errors.invoice = ['The invoice has already been taken.'];
      if (!text('recipient_name') || text('recipient_name').length > 100)
        errors.recipient_name = ['The recipient name field is required.'];
      if (!/^01\d{9}$/.test(text('recipient_phone')))
        errors.recipient_phone = ['The recipient phone must be 11 digits.'];
      if (!text('recipient_address') || text('recipient_address').length > 250)
        errors.recipient_address = ['The recipient address field is required.'];
      if (typeof body.cod_amount !== 'number' || body.cod_amount < 0)
        errors.cod_amount = ['The cod amount must be at least 0.'];
      if (Object.keys(errors).length > 0)
        return { status: 422, body: { message: Object.values(errors)[0]![0], errors } };
      if (refusal) {
        const message = refusal;
        refusal = undefined;
        return { status: 422, body: { message, errors: { recipient_address: [message] } } };
      }
      nextId += 1;
      const parcel: SteadfastParcel = {
        consignmentId: nextId,
        invoice: text('invoice'),
        trackingCode: `SFR${nextId}TBD`,
        request: body,
        codAmount: body.cod_amount as number,
        status: 'in_review',
      };
      parcels.set(String(nextId), parcel);
      const now = new Date().toISOString();
      return {
        status: 200,
        body: {
          status: 200,
          message: 'Consignment has been created successfully.',
          consignment: {
            consignment_id: parcel.consignmentId,
            invoice: parcel.invoice,
            tracking_code: parcel.trackingCode,
            recipient_name: body.recipient_name,
            recipient_phone: body.recipient_phone,
            recipient_address: body.recipient_address,
            cod_amount: parcel.codAmount,
            status: parcel.status,
            note: body.note ?? null,
            created_at: now,
            updated_at: now,
          },
        },
      };
    }
    const byCid = /^\/status_by_cid\/(\d+)$/.exec(path);
    const byInvoice = /^\/status_by_invoice\/([^/]+)$/.exec(path);
    const byCode = /^\/status_by_trackingcode\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && (byCid || byInvoice || byCode)) {
      const parcel = byCid
        ? parcels.get(byCid[1]!)
        : [...parcels.values()].find((candidate) =>
            byInvoice
              ? candidate.invoice === decodeURIComponent(byInvoice[1]!)
              : candidate.trackingCode === decodeURIComponent(byCode![1]!),
          );
      if (!parcel) return { status: 404, body: { status: 404, message: 'Consignment not found' } };
      return { status: 200, body: { status: 200, delivery_status: parcel.status } };
    }
    return { status: 404, body: { status: 404, message: 'Not Found' } };
  }, options.port);

  const self: SteadfastStandIn = {
    url,
    parcels,
    calls,
    webhook,
    refuseNext(message) {
      refusal = message;
    },
    async advance(consignmentId, status) {
      const parcel = parcels.get(consignmentId);
      if (!parcel) throw new Error(`no parcel ${consignmentId}`);
      parcel.status = status;
      if (!webhook.url) return null;
      const answer = await postWebhook(webhook.url, webhook.token ? { authorization: `Bearer ${webhook.token}` } : {}, {
        notification_type: 'delivery_status',
        consignment_id: parcel.consignmentId,
        invoice: parcel.invoice,
        cod_amount: status === 'delivered' ? parcel.codAmount : 0,
        status: WEBHOOK_WORDS[status] ?? status,
        delivery_charge: 100,
        tracking_message: `Parcel ${WEBHOOK_WORDS[status] ?? status}`,
        updated_at: new Date().toISOString().replace('T', ' ').slice(0, 19),
      });
      return { status: answer.status, body: answer.body };
    },
    close: () => closeServer(server),
  };
  return self;
}
