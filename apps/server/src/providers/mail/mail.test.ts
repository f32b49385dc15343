import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './index.ts';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from '../../../test/doubles/test-smtp-server.ts';

const message = {
  to: 'reader@example.com',
  subject: 'Your link — Tools-BD',
  text: 'Open https://shop.example/verify-email?token=abc_DEF-123 to go on.',
  html: '<p>Open <a href="https://shop.example/verify-email?token=abc_DEF-123">this link</a></p>',
};

describe('mailer', () => {
  let smtp: TestSmtpServer;
  let outboxDir: string;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    outboxDir = mkdtempSync(join(tmpdir(), 'tools-bd-outbox-'));
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Tools-BD <no-reply@tools-bd.local>', outboxDir });
    await mailer.send(message);
    await mailer.close();
    const received = await smtp.waitFor(message.to);
    expect(received.from).toBe('no-reply@tools-bd.local');
    expect(received.to).toEqual(['reader@example.com']);
    expect(received.decoded).toContain('to go on.');
    expect(linkIn(received, 'https://shop.example/verify-email?token=')).toBe(
      'https://shop.example/verify-email?token=abc_DEF-123',
    );
    expect(readdirSync(outboxDir)).toEqual([]);
  });

  it('otherwise writes each message to the outbox folder and logs its recipient and file, never its links', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer({
      from: 'Tools-BD <no-reply@tools-bd.local>',
      outboxDir,
      log: { info: (entry: unknown) => logged.push(entry) } as never,
    });
    await mailer.send(message);
    await mailer.send({ ...message, to: 'second@example.com' });
    await mailer.close();
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
    const stored = JSON.parse(readFileSync(join(outboxDir, files[0] ?? ''), 'utf8')) as {
      to: { address: string }[];
      subject: string;
      text: string;
      html: string;
    };
    expect(stored.to[0]?.address).toBe('reader@example.com');
    expect(stored.subject).toBe(message.subject);
    expect(stored.text).toBe(message.text);
    expect(logged[0]).toEqual({ to: 'reader@example.com', file: expect.stringMatching(/\.json$/) });
    expect(files.map((file) => join(outboxDir, file))).toContain((logged[0] as { file: string }).file);
    expect(JSON.stringify(logged)).not.toContain('abc_DEF-123');
  });
});
