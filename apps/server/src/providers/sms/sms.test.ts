import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender } from './index.ts';
import {
  STAND_IN_API_TOKEN,
  STAND_IN_SID,
  startSslWirelessStandIn,
  type SslWirelessStandIn,
} from '../../../test/doubles/sslwireless-stand-in.ts';

const message = { phone: '+8801712345678', text: 'আপনার অর্ডার TB-1042 পাঠানো হয়েছে', csmsId: '0123456789abcdef0123' };

describe('SMS sender', () => {
  let standIn: SslWirelessStandIn;
  let outboxDir: string;
  beforeAll(async () => {
    standIn = await startSslWirelessStandIn();
    outboxDir = mkdtempSync(join(tmpdir(), 'tools-bd-sms-outbox-'));
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('sends through SSL Wireless when configured: the number without its plus, the text and the csms_id', async () => {
    const sender = createSmsSender({
      sslwireless: { apiToken: STAND_IN_API_TOKEN, sid: STAND_IN_SID, baseUrl: standIn.url },
      outboxDir,
    });
    expect(sender.kind).toBe('sslwireless');
    await sender.send(message);
    expect(standIn.received.at(-1)).toMatchObject({
      msisdn: '8801712345678',
      sms: message.text,
      csmsId: message.csmsId,
    });
    expect(readdirSync(outboxDir)).toEqual([]);
  });

  it('throws on an error answer, so the queue tries again later', async () => {
    const sender = createSmsSender({
      sslwireless: { apiToken: STAND_IN_API_TOKEN, sid: STAND_IN_SID, baseUrl: standIn.url },
      outboxDir,
    });
    standIn.failNext(1, 4029, 'Too many requests');
    await expect(sender.send({ ...message, csmsId: 'busy0000000000000001' })).rejects.toThrow(
      /status_code 4029.*Too many requests/,
    );
    await sender.send({ ...message, csmsId: 'busy0000000000000001' });
    expect(standIn.received.filter((taken) => taken.csmsId === 'busy0000000000000001')).toHaveLength(1);

    const wrongToken = createSmsSender({
      sslwireless: { apiToken: 'wrong', sid: STAND_IN_SID, baseUrl: standIn.url },
      outboxDir,
    });
    await expect(wrongToken.send({ ...message, csmsId: 'token000000000000001' })).rejects.toThrow(/4001.*Unauthorized/);
    const nobody = createSmsSender({
      sslwireless: { apiToken: STAND_IN_API_TOKEN, sid: STAND_IN_SID, baseUrl: 'http://127.0.0.1:1' },
      outboxDir,
    });
    await expect(nobody.send(message)).rejects.toThrow();
  });

  it('counts a csms_id the provider already took as sent (an earlier answer was lost), and it takes each id once', async () => {
    const sender = createSmsSender({
      sslwireless: { apiToken: STAND_IN_API_TOKEN, sid: STAND_IN_SID, baseUrl: standIn.url },
      outboxDir,
    });
    await sender.send({ ...message, csmsId: 'again000000000000001' });
    await sender.send({ ...message, csmsId: 'again000000000000001' });
    expect(standIn.received.filter((taken) => taken.csmsId === 'again000000000000001')).toHaveLength(1);
    expect(standIn.requests.filter((csmsId) => csmsId === 'again000000000000001')).toHaveLength(2);
  });

  it('otherwise writes each message to the outbox folder and logs only its file', async () => {
    const logged: unknown[] = [];
    const sender = createSmsSender({ outboxDir, log: { info: (entry: unknown) => logged.push(entry) } as never });
    expect(sender.kind).toBe('outbox');
    await sender.send(message);
    await sender.send({ ...message, phone: '+8801812345678', csmsId: 'second00000000000001' });
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    const stored = files.map(
      (file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as { to: string; text: string; csmsId: string },
    );
    expect(stored.map((sms) => sms.to).sort()).toEqual(['+8801712345678', '+8801812345678']);
    expect(stored[0]?.text).toBe(message.text);
    expect(logged).toEqual([{ file: expect.stringMatching(/\.json$/) }, { file: expect.stringMatching(/\.json$/) }]);
    expect(JSON.stringify(logged)).not.toContain('8801712345678');
  });
});
