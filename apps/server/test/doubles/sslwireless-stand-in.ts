import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a local HTTP server that plays SSL Wireless's push SMS API v3, single SMS only:
 * `POST /api/v3/send-sms` with JSON `{api_token, sid, msisdn, sms, csms_id}`, answered with
 * `{status, status_code, error_message, smsinfo}` as the API does (status_code 200 taken; 4001
 * a wrong token; 4002 a wrong SID; 4022 a missing field; 4023 a csms_id it took before; 4025 a
 * number that is no Bangladeshi mobile). Point the shop at it with `SSLWIRELESS_BASE_URL`
 * (config `sms.sslwireless.baseUrl`) and the stand-in's token and SID.
 */

export const STAND_IN_API_TOKEN = 'toolsbd-stand-in-token';
export const STAND_IN_SID = 'TOOLSBDAPI';

export interface ReceivedSms {
  msisdn: string;
  sms: string;
  csmsId: string;
  referenceId: string;
}

export interface SslWirelessStandIn {
  /** The origin to set as SSLWIRELESS_BASE_URL. */
  url: string;
  /** The messages it took, in order (each csms_id once). */
  received: ReceivedSms[];
  /** Every request's csms_id, refused ones included. */
  requests: string[];
  /** Every request's JSON body as it came (token and SID included), refused ones too. */
  bodies: Record<string, unknown>[];
  /** The next `count` requests answer this status_code and error_message instead (a busy gateway). */
  failNext(count: number, statusCode?: number, errorMessage?: string): void;
  close(): Promise<void>;
}

export async function startSslWirelessStandIn(): Promise<SslWirelessStandIn> {
  const received: ReceivedSms[] = [];
  const requests: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  let failures: { count: number; statusCode: number; errorMessage: string } = {
    count: 0,
    statusCode: 4029,
    errorMessage: '',
  };
  let references = 0;

  const answer = (response: ServerResponse, body: object) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const failed = (response: ServerResponse, statusCode: number, errorMessage: string) =>
    answer(response, { status: 'FAILED', status_code: statusCode, error_message: errorMessage });

  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/api/v3/send-sms')
      return failed(response, 4004, 'End point Not Found');
    let body: Record<string, unknown>;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return failed(response, 4005, 'Invalid request format');
    }
    bodies.push(body);
    const { api_token: token, sid, msisdn, sms, csms_id: csmsId } = body;
    if (typeof csmsId === 'string') requests.push(csmsId);
    if (token !== STAND_IN_API_TOKEN) return failed(response, 4001, 'Unauthorized');
    if (sid !== STAND_IN_SID) return failed(response, 4002, 'SID/Stakeholder is not permitted');
    if (typeof msisdn !== 'string' || typeof sms !== 'string' || typeof csmsId !== 'string' || !sms || !csmsId) {
      return failed(response, 4022, 'Required Parameter Missing');
    }
    if (csmsId.length > 20) return failed(response, 4020, 'Invalid CSMS ID');
    if (!/^8801[3-9]\d{8}$/.test(msisdn)) return failed(response, 4025, 'Invalid Cell No.');
    if (failures.count > 0) {
      failures.count -= 1;
      return failed(response, failures.statusCode, failures.errorMessage);
    }
    if (received.some((taken) => taken.csmsId === csmsId)) return failed(response, 4023, 'Duplicate CMS ID');
    references += 1;
    const referenceId = `ref-${references}`;
    received.push({ msisdn, sms, csmsId, referenceId });
    answer(response, {
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [
        {
          sms_status: 'SUCCESS',
          status_message: 'Success',
          msisdn,
          sms_type: 'EN',
          sms_body: sms,
          csms_id: csmsId,
          reference_id: referenceId,
        },
      ],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    requests,
    bodies,
    failNext(count, statusCode = 4029, errorMessage = 'Too many requests') {
      failures = { count, statusCode, errorMessage };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
