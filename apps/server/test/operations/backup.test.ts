import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { callJson, migratedDataDir, startServerProcess, type ServerProcess } from '../processes.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const ADMIN = { email: 'backup-admin@example.com', password: 'backup-admin-password' };
/** A loaded machine may take a while to start a shop. */
const STARTING_MS = 150_000;
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };

/** `npm run backup` / `npm run restore` as an operator runs them. */
function runScript(script: 'backup' | 'restore', dataDir: string, file: string) {
  const result = spawnSync(process.execPath, [`scripts/${script}.mjs`, file], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every row of every table, in a stable order. */
async function everyTable(databaseDir: string): Promise<Record<string, unknown[]>> {
  const database = await PGlite.create({ dataDir: databaseDir });
  try {
    const tables = await database.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const contents: Record<string, unknown[]> = {};
    for (const { name } of tables.rows) {
      const rows = await database.query<{ row: string }>(`select to_jsonb(t)::text as row from "${name}" t order by 1`);
      contents[name] = rows.rows.map((row) => JSON.parse(row.row) as unknown);
    }
    return contents;
  } finally {
    await database.close();
  }
}

/** A shop with a customer, a product with an uploaded picture, a paid and reviewed order and an unpaid one. */
async function fillShop(baseUrl: string) {
  const admin = await callJson(baseUrl, '/api/auth/login', { method: 'POST', body: ADMIN });
  const adminToken = (admin.body as unknown as { token: string }).token;
  const form = new FormData();
  form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'vice.png');
  const upload = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const { url: picture } = (await upload.json()) as { url: string };
  const tool = await callJson(baseUrl, '/api/tools', {
    method: 'POST',
    token: adminToken,
    body: {
      name: 'Backup Vise',
      description: 'Survives a restore.',
      price: 12.5,
      availableItem: 40,
      quentity: 40,
      minPurse: 1,
      img: picture,
    },
  });
  expect(tool.status).toBe(201);
  const toolId = (tool.body as unknown as { _id: string })._id;

  const email = 'backup-customer@example.com';
  const signup = await callJson(baseUrl, '/api/auth/signup', {
    method: 'POST',
    body: {
      name: 'Backup Customer',
      email,
      password: 'vise-survives-restore',
      confirmPassword: 'vise-survives-restore',
    },
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const token = (signup.body as unknown as { token: string }).token;
  const orderIds: string[] = [];
  for (const cart of [3, 5]) {
    const order = await callJson(baseUrl, '/api/orders', {
      method: 'POST',
      token,
      body: {
        toolId,
        cart,
        customerName: 'Backup Customer',
        email,
        phone: '+880 1711-000000',
        address: '1 Backup Road, Dhaka',
        district: 'Dhaka',
      },
    });
    expect(order.status).toBe(201);
    orderIds.push((order.body as unknown as { _id: string })._id);
  }
  const paidId = orderIds[0] as string;
  const intent = await callJson(baseUrl, '/api/create-payment-intent', {
    method: 'POST',
    token,
    body: { orderId: paidId },
  });
  const clientSecret = (intent.body as unknown as { clientSecret: string }).clientSecret;
  const confirmed = await callJson(baseUrl, '/api/payments/simulator/confirm', {
    method: 'POST',
    body: { clientSecret, card: CARD, billingDetails: { name: 'Backup Customer', email } },
  });
  const intentId = (confirmed.body as unknown as { paymentIntent: { id: string } }).paymentIntent.id;
  expect(
    (await callJson(baseUrl, `/api/orders/${paidId}`, { method: 'PATCH', token, body: { transactionId: intentId } }))
      .status,
  ).toBe(200);
  expect(
    (
      await callJson(baseUrl, '/api/reviews', {
        method: 'POST',
        token,
        body: { id: paidId, ratings: 5, review: 'Still here after a restore' },
      })
    ).status,
  ).toBe(201);
  return { email, token, picture };
}

describe('npm run backup / npm run restore on the embedded database', () => {
  const workspace = mkdtempSync(join(tmpdir(), 'toolsbd-backup-'));
  const shopDir = migratedDataDir(join(workspace, 'shop'));
  let shop: ServerProcess | undefined;
  afterAll(async () => {
    await shop?.stop('SIGKILL');
    rmSync(workspace, { recursive: true, force: true });
  });

  it('snapshots the running shop into one file and restores it into an empty DATA_DIR, every table and picture alike', async () => {
    // No background sweeps: a mail sent or a reservation expired after the copy would (rightly)
    // make the running shop differ from its snapshot, and this test compares the two row by row.
    shop = await startServerProcess(
      {
        DATA_DIR: shopDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MAIL_SWEEP_INTERVAL_MS: '0',
        RESERVATION_SWEEP_INTERVAL_MS: '0',
      },
      STARTING_MS,
    );
    const customer = await fillShop(shop.baseUrl);

    const file = join(workspace, 'shop.tar.gz');
    const backup = runScript('backup', shopDir, file);
    expect(backup.output).toContain('Backup of the running shop written to');
    expect(backup.status).toBe(0);
    // The shop kept serving while it was copied.
    expect((await callJson(shop.baseUrl, '/api/health')).status).toBe(200);

    // Never over an existing shop.
    const occupied = join(workspace, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'notes.txt'), 'somebody else’s');
    const refused = runScript('restore', occupied, file);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('it is not empty');
    expect(readdirSync(occupied)).toEqual(['notes.txt']);

    const restoredDir = join(workspace, 'restored');
    const restore = runScript('restore', restoredDir, file);
    expect(restore.output).toContain('(1 uploaded pictures)');
    expect(restore.status).toBe(0);

    await shop.stop();
    shop = undefined;
    const original = await everyTable(join(shopDir, 'pglite'));
    expect(original.orders).toHaveLength(2);
    expect(original.reviews?.length).toBeGreaterThan(0);
    expect(await everyTable(join(restoredDir, 'pglite'))).toEqual(original);
    expect(readdirSync(join(restoredDir, 'uploads'))).toEqual(readdirSync(join(shopDir, 'uploads')));
    const pictureName = customer.picture.replace('/uploads/', '');
    expect(readFileSync(join(restoredDir, 'uploads', pictureName))).toEqual(TINY_PNG);
    expect(readFileSync(join(restoredDir, 'jwt-secret'), 'utf8')).toBe(
      readFileSync(join(shopDir, 'jwt-secret'), 'utf8'),
    );

    // The restored shop opens, with its sessions and pictures.
    shop = await startServerProcess({ DATA_DIR: restoredDir }, STARTING_MS);
    const orders = await callJson(shop.baseUrl, `/api/orders?email=${encodeURIComponent(customer.email)}`, {
      token: customer.token,
    });
    expect(orders.status).toBe(200);
    expect(orders.body).toHaveLength(2);
    expect((await fetch(`${shop.baseUrl}${customer.picture}`)).status).toBe(200);
    await shop.stop();
    shop = undefined;

    // A stopped shop is backed up straight from its folder.
    const offline = runScript('backup', restoredDir, join(workspace, 'stopped.tar.gz'));
    expect(offline.output).toContain('Backup of the stopped shop written to');
    expect(offline.status).toBe(0);
  }, 900_000);
});
