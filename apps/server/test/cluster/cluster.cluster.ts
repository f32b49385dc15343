import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../helpers.ts';
import { testPostgresUrl, testRedisUrl } from '../services.ts';
import { startS3StandIn, type S3StandIn } from '../doubles/s3-stand-in.ts';
import { multipart } from '../fixtures/images.ts';
import {
  INSTANCE_PORTS,
  NGINX_URL,
  startInstance,
  startNginx,
  waitUntilAnswering,
  type Started,
} from './cluster-processes.ts';

// The README's production setup, for real, on loopback: PostgreSQL, Redis and an S3 bucket shared by
// two instances, nginx in front with deploy/nginx.conf. Every call goes through nginx, which
// alternates between the instances; its access log says which instance answered each request.

const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-admin-password-1' };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${NGINX_URL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** A POST from a chosen local address (any of 127.0.0.0/8 reaches nginx); answers the status. */
function postFrom(localAddress: string, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${NGINX_URL}${path}`,
      { method: 'POST', localAddress, headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('two instances behind nginx', () => {
  let database: { url: string; drop: () => Promise<void> };
  let s3: S3StandIn;
  let folder: string;
  let dataDirs: string[];
  let processes: Started[] = [];
  let adminToken: string;

  /** Which instances (upstream addresses) answered requests whose line matches. */
  const answeredBy = (pattern: RegExp) =>
    new Set(
      readFileSync(join(folder, 'nginx', 'logs', 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => pattern.test(line))
        .map((line) => line.split(' ').at(-1)),
    );

  beforeAll(async () => {
    if (!testPostgresUrl || !testRedisUrl) throw new Error('Set TEST_DATABASE_URL and TEST_REDIS_URL (README, Tests).');
    database = await createScratchPostgresDatabase();
    s3 = await startS3StandIn();
    folder = mkdtempSync(join(tmpdir(), 'toolsbd-cluster-'));
    dataDirs = INSTANCE_PORTS.map((port) => join(folder, `data-${port}`));
    const settings = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      JWT_SECRET: 'cluster-test-secret-0123456789abcdef0123456789',
      PUBLIC_URL: 'http://127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ALLOW_TEST_PAYMENTS: 'true',
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint ?? '',
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey ?? '',
      LOG_LEVEL: 'warn',
      // Unpaid orders give their stock back after a minute; both instances sweep every second.
      RESERVATION_MINUTES: '1',
      RESERVATION_SWEEP_INTERVAL_MS: '1000',
      MAIL_SWEEP_INTERVAL_MS: '500',
      OPEN_UNPAID_ORDERS_PER_CUSTOMER: '1000',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    };
    processes = INSTANCE_PORTS.map((port, index) =>
      startInstance(port, { ...settings, DATA_DIR: dataDirs[index] ?? '' }),
    );
    for (const port of INSTANCE_PORTS) await waitUntilAnswering(`http://127.0.0.1:${port}/api/health`, processes);
    processes.push(startNginx(join(folder, 'nginx')));
    await waitUntilAnswering(`${NGINX_URL}/api/health`, processes, 30_000);
    const signedIn = await call('/api/auth/login', { method: 'POST', body: ADMIN });
    expect(signedIn.status).toBe(200);
    adminToken = signedIn.body.token as string;
  });

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await s3?.close();
    await database?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const signUp = async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'cluster-buyer-password';
    const answer = await call('/api/auth/signup', {
      method: 'POST',
      body: { name: 'Cluster Buyer', email, password, confirmPassword: password },
    });
    expect(answer.status).toBe(201);
    return { email, password, token: answer.body.token as string };
  };

  const addTool = async (fields: Record<string, unknown>) => {
    const answer = await call('/api/tools', {
      method: 'POST',
      token: adminToken,
      body: {
        description: 'A tool of the cluster test.',
        img: '/images/tools/hand-saw.svg',
        minPurse: 1,
        ...fields,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as { _id: string; price: number; availableItem: number };
  };

  it('serves through nginx from both instances, with gzip for text', async () => {
    for (let i = 0; i < 6; i += 1) expect((await call('/api/health')).status).toBe(200);
    expect(answeredBy(/ \/api\/health /)).toEqual(new Set(INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`)));
    // The API document is large JSON the shop sends as it is: nginx compresses it.
    const document = await fetch(`${NGINX_URL}/api/docs/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(document.status).toBe(200);
    expect(document.headers.get('content-encoding')).toBe('gzip');
  });

  it('takes a token from a sign-in on one instance on the other', async () => {
    const buyer = await signUp();
    const signedIn = await call('/api/auth/login', {
      method: 'POST',
      body: { email: buyer.email, password: buyer.password },
    });
    expect(signedIn.status).toBe(200);
    for (let i = 0; i < 6; i += 1) {
      const me = await call('/api/auth/me', { token: signedIn.body.token as string });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(buyer.email);
    }
    expect(answeredBy(/ \/api\/auth\/me 200 /).size).toBe(2);
  });

  it('serves a picture uploaded through one instance from the other', async () => {
    const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c05020' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ fileName: 'saw.jpg', contentType: 'image/jpeg', data: picture }]);
    const uploaded = await fetch(`${NGINX_URL}/api/uploads`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${adminToken}` },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    for (const path of [url, url.replace(/-600x400\.jpg$/, '-480.webp')]) {
      for (let i = 0; i < 4; i += 1) {
        const served = await fetch(`${NGINX_URL}${path}`);
        expect(served.status, path).toBe(200);
      }
    }
    expect(answeredBy(new RegExp(`GET ${url.replace(/\./g, '\\.')} 200 `)).size).toBe(2);
  });

  it('shows a price change on both instances within a second', async () => {
    const tool = await addTool({ name: 'Cluster Level', price: 10, availableItem: 50, quentity: 50 });
    const changed = await call(`/api/tools/${tool._id}`, { method: 'PATCH', token: adminToken, body: { price: 12.5 } });
    expect(changed.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (let i = 0; i < 6; i += 1) expect((await call(`/api/tools/${tool._id}`)).body.price).toBe(12.5);
  });

  let soldOut: { toolId: string; orderIds: string[]; buyer: { email: string } };

  it('sells out a tool from both instances at once, never more than its stock', async () => {
    const buyer = await signUp();
    const tool = await addTool({ name: 'Cluster Jigsaw', price: 30, availableItem: 10, quentity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('/api/orders', {
          method: 'POST',
          token: buyer.token,
          body: {
            toolId: tool._id,
            cart: 1,
            customerName: 'Cluster Buyer',
            email: buyer.email,
            phone: '+8801712345678',
            address: '1 Cluster Road',
            district: 'Dhaka',
          },
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.status === 409)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (let i = 0; i < 4; i += 1) expect((await call(`/api/tools/${tool._id}`)).body.availableItem).toBe(0);
    soldOut = { toolId: tool._id, orderIds: accepted.map((answer) => answer.body._id as string), buyer };
  });

  it('sweeps each expired reservation and sends each e-mail once across both instances', async () => {
    // The sold-out orders are unpaid: a minute after placement both instances' sweeps race for them.
    const deadline = Date.now() + 120_000;
    let stock = 0;
    while (Date.now() < deadline) {
      stock = (await call(`/api/tools/${soldOut.toolId}`)).body.availableItem as number;
      if (stock === 10) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(stock).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Still 10, not more: no reservation was given back twice.
    expect((await call(`/api/tools/${soldOut.toolId}`)).body.availableItem).toBe(10);
    for (const orderId of soldOut.orderIds) {
      const events = await call(`/api/orders/${orderId}/events`, { token: adminToken });
      const expired = (events.body as unknown as { type: string }[]).filter((event) => event.type === 'expired');
      expect(expired, orderId).toHaveLength(1);
    }

    // Every e-mail written once, by whichever instance claimed it.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const mails = dataDirs.flatMap((dataDir) => {
      const outbox = join(dataDir, 'outbox');
      let names: string[] = [];
      try {
        names = readdirSync(outbox).filter((name) => name.endsWith('.json'));
      } catch {
        // this instance sent nothing
      }
      return names.map((name) => readFileSync(join(outbox, name), 'utf8'));
    });
    const identities = mails.map((mail) => {
      const message = JSON.parse(mail) as { messageId?: string; subject?: string; to?: { address: string }[] };
      return `${message.to?.map((to) => to.address).join(',')}|${message.subject}`;
    });
    const toBuyer = identities.filter((identity) => identity.startsWith(soldOut.buyer.email));
    expect(toBuyer.length).toBeGreaterThanOrEqual(1);
    expect(new Set(identities).size).toBe(identities.length);
  }, 180_000);

  it('holds the per-address sign-in limit across both instances, whatever a client writes in X-Forwarded-For', async () => {
    const target = await signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // From 127.0.0.2, an address the instances do not trust (TRUST_PROXY names nginx's 127.0.0.1).
      // A client may claim any address; nginx appends the one it saw, and only that one is believed.
      statuses.push(
        await postFrom(
          '127.0.0.2',
          '/api/auth/login',
          { email: target.email, password: `wrong-${attempt}` },
          {
            'x-forwarded-for': `203.0.113.${attempt + 1}`,
          },
        ),
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect(answeredBy(/POST \/api\/auth\/login 401 /).size).toBe(2);
  });
});
