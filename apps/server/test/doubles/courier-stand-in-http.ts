import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The small HTTP plumbing both courier stand-ins share. */
export type Handler = (
  request: IncomingMessage,
  body: Record<string, unknown>,
) => { status: number; body: unknown; headers?: Record<string, string> } | Promise<{ status: number; body: unknown }>;

export async function serveJson(handler: Handler, port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> = {};
    try {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text) body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Malformed JSON' }));
      return;
    }
    const answer = await handler(request, body);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Posts a webhook to the shop as the courier does; the shop's status and headers. */
export async function postWebhook(url: string, headers: Record<string, string>, payload: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json().catch(() => null)) as unknown,
  };
}
