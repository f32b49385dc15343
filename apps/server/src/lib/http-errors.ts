import { commonMessages } from '@tools-bd/contract';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = commonMessages.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = commonMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = commonMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = commonMessages.tooManyRequests) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
