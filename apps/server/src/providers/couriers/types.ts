import { timingSafeEqual } from 'node:crypto';
import type { Courier, ShipmentState } from '@tools-bd/contract/messages';

/** What a courier needs to take a parcel: the order's buyer, address and what to collect. */
export interface Parcel {
  /** Our order id: the courier's merchant order id / invoice. */
  orderId: string;
  recipientName: string;
  /** As the shop stores it; each client writes it as its courier wants. */
  recipientPhone: string;
  recipientAddress: string;
  /** One of the contract's 64 districts (official spelling). */
  district: string | null;
  /** Cash the courier collects at the door (0: nothing). */
  codAmountCents: number;
  weightGrams: number;
  itemCount: number;
  note?: string;
  /** Which booking of the order this is (1 the first; more after a courier cancelled a pickup). */
  attempt?: number;
}

/** The courier took the parcel. */
export interface Booking {
  consignmentId: string;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The courier's own word for the parcel's state, and ours for it. */
  courierStatus: string;
  state: ShipmentState;
}

/** What the courier says of a parcel now: its own word and ours (null: a word we do not map, nothing changes). */
export interface CourierReport {
  courierStatus: string;
  state: ShipmentState | null;
}

/** One courier's API behind the shop's one interface. */
export interface CourierClient {
  kind: Exclude<Courier, 'manual'>;
  /** Books the parcel; CourierRefusedError with the courier's reason, CourierUnavailableError when it did not answer. */
  book(parcel: Parcel): Promise<Booking>;
  /** The parcel's state by its consignment id (the poll). */
  report(consignmentId: string): Promise<CourierReport>;
}

/** The courier said no (bad address, outside its coverage…): its reason, shown to the admin. */
export class CourierRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'CourierRefusedError';
  }
}

/** The courier did not answer (network, timeout, its server failing): try again later. */
export class CourierUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CourierUnavailableError';
  }
}

/** Bangladeshi couriers take the local 11-digit form (01XXXXXXXXX). */
export function localMobile(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  if (digits.startsWith('880') && digits.length === 13) return digits.slice(2);
  return digits;
}

/** Compares a presented secret with the configured one in constant time; false when none is configured. */
export function sameSecret(presented: string | undefined, configured: string | undefined): boolean {
  if (!presented || !configured) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(configured);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A JSON call with a timeout; network failures become CourierUnavailableError. */
export async function callJson(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  timeoutMs: number,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...init.headers,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new CourierUnavailableError(`courier unreachable: ${(error as Error).message}`, { cause: error });
  }
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // A body that is no JSON (a gateway's HTML page): judged by its status below.
  }
  if (response.status >= 500 || response.status === 429)
    throw new CourierUnavailableError(`courier answered ${response.status}`);
  return { status: response.status, body };
}

/** A courier's validation answer (`{message, errors: {field: [texts]}}`) as one reason. */
export function reasonOf(body: Record<string, unknown>, fallback: string): string {
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const errors = body.errors;
  if (!errors || typeof errors !== 'object') return message;
  const details = Object.values(errors as Record<string, unknown>)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string');
  return details.length > 0 ? `${message}: ${details.join(' ')}` : message;
}
