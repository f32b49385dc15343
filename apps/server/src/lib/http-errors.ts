import { commonMessages } from '@tools-bd/contract';

/**
 * An error whose status and message are meant for the client. It is an answer, not a fault, so it
 * captures no stack: on a busy shop refusals are common (a tool selling out answers thousands of
 * 409s), and capturing a stack was most of the cost of making one.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More fields of the answer beside `message` (a checkout conflict lists its lines). */
    readonly details: Record<string, unknown> = {},
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = commonMessages.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = commonMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = commonMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string, details: Record<string, unknown> = {}) =>
  new HttpError(409, message, {}, details);
/** The request is well formed but contradicts an earlier one (an Idempotency-Key used for something else). */
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = commonMessages.tooManyRequests) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
