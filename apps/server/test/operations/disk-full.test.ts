import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commonMessages } from '@tools-bd/contract';
import { createMailer } from '../../src/providers/mail/mailer.ts';
import { createAccount, createTestApp, type TestAccount, type TestApp } from '../helpers.ts';

/**
 * A disk that fills up: while `full` is on, every write of a file writes half of its bytes and
 * then fails with ENOSPC, as a real full disk does part-way through a file.
 */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof real.writeFile = async (path, data, options) => {
    if (!disk.full) return real.writeFile(path, data, options);
    const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data as Uint8Array);
    await real.writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)), options);
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(path)}'`), {
      code: 'ENOSPC',
      errno: -28,
    });
  };
  return { ...real, writeFile, default: { ...real, writeFile } };
});

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function pictureUpload() {
  const boundary = '----toolsbd-disk-full';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    TINY_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every entry of a folder, hidden temporary files included; none when the folder is missing. */
const everything = (folder: string) => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

describe('a full disk', () => {
  let dataDir: string;
  let shop: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'toolsbd-disk-full-'));
    shop = await createTestApp('pglite', {
      dataDir,
      mail: { from: 'Tools-BD <shop@example.com>', outboxDir: join(dataDir, 'outbox') },
    });
    admin = await createAccount(shop.app, { role: 'admin' });
  });
  afterAll(async () => {
    disk.full = false;
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 507 to a picture upload and leaves no part of the file behind; with room again the upload works', async () => {
    const uploads = join(dataDir, 'uploads');
    disk.full = true;
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...admin.authorization, ...pictureUpload().headers },
      payload: pictureUpload().payload,
    });
    disk.full = false;
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ message: commonMessages.storageFull });
    expect(everything(uploads)).toEqual([]);

    const accepted = await shop.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...admin.authorization, ...pictureUpload().headers },
      payload: pictureUpload().payload,
    });
    expect(accepted.statusCode).toBe(201);
    expect(everything(uploads)).toEqual([(accepted.json() as { url: string }).url.replace('/uploads/', '')]);
  });

  it('answers 507 when an e-mail cannot be written to the outbox, and leaves no half message there', async () => {
    const outbox = join(dataDir, 'outbox');
    const customer = await createAccount(shop.app);
    await shop.app.identity.settle();
    const before = everything(outbox);
    disk.full = true;
    const resend = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: customer.authorization,
    });
    disk.full = false;
    expect(resend.statusCode).toBe(507);
    expect(resend.json()).toEqual({ message: commonMessages.storageFull });
    expect(everything(outbox)).toEqual(before);
  });

  it('the outbox mailer itself rejects with the 507 error and writes whole messages otherwise', async () => {
    const outbox = join(dataDir, 'outbox-direct');
    const mailer = createMailer({ from: 'Tools-BD <shop@example.com>', outboxDir: outbox });
    disk.full = true;
    await expect(
      mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'A long enough body '.repeat(50) }),
    ).rejects.toMatchObject({
      statusCode: 507,
      message: commonMessages.storageFull,
    });
    disk.full = false;
    expect(everything(outbox)).toEqual([]);
    await mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hi' });
    expect(everything(outbox)).toEqual([expect.stringMatching(/^[^.].*\.json$/)]);
    await mailer.close();
  });
});
