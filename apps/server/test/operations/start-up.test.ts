import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../processes.ts';

/** Real `main.ts` processes on one embedded DATA_DIR; a loaded machine may take a while to start one. */
const STARTING_MS = 150_000;
describe('starting the embedded shop', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'toolsbd-start-up-'));
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
      new RegExp(`exited early \\(78\\)[\\s\\S]*another Tools-BD process \\(pid ${first.child.pid}\\) is using the embedded database`),
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
    await expect(startServerProcess({ DATA_DIR: dataDir, HOST: '0.0.0.0' }, STARTING_MS)).rejects.toThrow(
      /exited early \(78\)[\s\S]*listens on 0\.0\.0\.0, and the account admin@tools-bd\.local and the account customer@tools-bd\.local still signs in with the demo password/,
    );
  }, 300_000);
});
