import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callJson, migratedDataDir, startServerProcess, type ServerProcess } from '../processes.ts';

/** Real `main.ts` processes on one embedded DATA_DIR; a loaded machine may take a while to start one. */
const STARTING_MS = 150_000;
describe('starting the embedded shop', () => {
  // Migrated but never started: the first shop below still seeds it and makes the demo accounts.
  const dataDir = migratedDataDir(mkdtempSync(join(tmpdir(), 'toolsbd-start-up-')));
  const lockFile = join(dataDir, 'pglite.lock');
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second process on the same DATA_DIR refuses to start and names the first; a stale lock is taken over', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir }, STARTING_MS);
    running.push(first);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });

    await expect(startServerProcess({ DATA_DIR: dataDir }, STARTING_MS)).rejects.toThrow(
      new RegExp(
        `exited early \\(78\\)[\\s\\S]*another Tools-BD process \\(pid ${first.child.pid}\\) is using the embedded database`,
      ),
    );
    // The refused process left the first one's lock alone.
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });

    // A crash leaves the lock behind, with a process id that no longer runs.
    await first.stop('SIGKILL');
    expect(existsSync(lockFile)).toBe(true);
    const next = await startServerProcess({ DATA_DIR: dataDir }, STARTING_MS);
    running.push(next);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: next.child.pid });
    // A clean stop gives the folder back.
    await next.stop();
    expect(existsSync(lockFile)).toBe(false);
  }, 600_000);

  it('opened beyond loopback while the demo accounts keep their published passwords, it refuses to start and names them', async () => {
    // The shop above was a loopback one, so it made the demo accounts.
    await expect(
      startServerProcess({ DATA_DIR: dataDir, HOST: '0.0.0.0', ALLOW_TEST_PAYMENTS: 'true' }, STARTING_MS),
    ).rejects.toThrow(
      /exited early \(78\)[\s\S]*listens on 0\.0\.0\.0, and the account admin@tools-bd\.local and the account customer@tools-bd\.local still signs in with the demo password/,
    );
  }, 300_000);

  it('behind a proxy (TRUST_PROXY) or at a public PUBLIC_URL on loopback, it refuses the demo passwords the same way', async () => {
    await expect(
      startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1', ALLOW_TEST_PAYMENTS: 'true' }, STARTING_MS),
    ).rejects.toThrow(
      /exited early \(78\)[\s\S]*trusts a proxy in front of it \(TRUST_PROXY=127\.0\.0\.1\), and the account admin@tools-bd\.local and the account customer@tools-bd\.local still signs in/,
    );
    await expect(
      startServerProcess(
        { DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example.com', ALLOW_TEST_PAYMENTS: 'true' },
        STARTING_MS,
      ),
    ).rejects.toThrow(
      /exited early \(78\)[\s\S]*has the public address https:\/\/shop\.example\.com \(PUBLIC_URL\), and the account admin@tools-bd\.local/,
    );
  }, 300_000);

  it('listening beyond loopback, it refuses the card simulator unless ALLOW_TEST_PAYMENTS=true', async () => {
    await expect(startServerProcess({ DATA_DIR: dataDir, HOST: '0.0.0.0' }, STARTING_MS)).rejects.toThrow(
      /exited early \(78\)[\s\S]*STRIPE_SECRET_KEY: required when the shop listens on 0\.0\.0\.0, so others can reach it \(or set ALLOW_TEST_PAYMENTS=true/,
    );
  }, 300_000);
});

/** DATA_DIR entries that a user other than the shop's could read or change. */
function openToOthers(root: string): string[] {
  const open = (path: string) => (statSync(path).mode & 0o077) !== 0;
  return [
    root,
    ...readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => join(entry.parentPath, entry.name)),
  ].filter(open);
}

describe('the embedded shop keeps DATA_DIR to its own user', () => {
  const parent = mkdtempSync(join(tmpdir(), 'toolsbd-private-start-'));
  // Not there yet: the shop creates it.
  const dataDir = join(parent, 'data');
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop('SIGKILL');
    rmSync(parent, { recursive: true, force: true });
  });

  it('a fresh shop behind a proxy creates DATA_DIR 0700 and every file in it 0600, with no demo accounts to sign in to', async () => {
    const shop = await startServerProcess(
      {
        DATA_DIR: dataDir,
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: 'https://shop.example.com',
        ALLOW_TEST_PAYMENTS: 'true',
      },
      STARTING_MS,
    );
    running.push(shop);
    // The README's admin, from a public address the proxy forwards: the account was never made.
    const demoAdmin = await fetch(`${shop.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: 'admin@tools-bd.local', password: 'admin-demo-2026' }),
    });
    expect(demoAdmin.status).toBe(401);
    // A sign-up writes the database and its log, and queues an e-mail in the outbox.
    const signUp = await callJson(shop.baseUrl, '/api/auth/signup', {
      method: 'POST',
      body: {
        name: 'Private Person',
        email: 'private@example.com',
        password: 'correct-horse-battery',
        confirmPassword: 'correct-horse-battery',
      },
    });
    expect(signUp.status).toBe(201);

    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dataDir, 'pglite', 'pg_wal')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
    await shop.stop();
    expect(openToOthers(dataDir)).toEqual([]);
  }, 300_000);

  it('an existing DATA_DIR open to everyone is tightened at start, and the log says so', async () => {
    const everything = [
      dataDir,
      ...readdirSync(dataDir, { recursive: true, withFileTypes: true }).map((entry) =>
        join(entry.parentPath, entry.name),
      ),
    ];
    for (const path of everything) chmodSync(path, statSync(path).isDirectory() ? 0o777 : 0o666);
    expect(openToOthers(dataDir).length).toBe(everything.length);

    const shop = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, STARTING_MS);
    running.push(shop);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(shop.output()).toMatch(
      new RegExp(
        `"entries":${everything.length},.*DATA_DIR was readable by other users of this machine: its files and folders are now for this user only`,
      ),
    );
    await shop.stop();
    expect(openToOthers(dataDir)).toEqual([]);
  }, 300_000);
});
