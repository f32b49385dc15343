import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * While an embedded shop runs it owns its database folder (see data-dir-lock.ts), so a backup
 * has to come from the shop itself. It answers on a Unix socket beside its data, readable only
 * by the user the shop runs as: whoever may read DATA_DIR may take a backup, nobody on the
 * network can, and no HTTP route or token is involved.
 */

/** Unix socket paths are limited to ~107 bytes; a deep DATA_DIR gets a socket in the temp folder instead. */
const MAX_SOCKET_PATH = 100;

export function controlSocketPath(databaseDir: string): string {
  const beside = `${databaseDir.replace(/\/+$/, '')}.sock`;
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside;
  return join(tmpdir(), `tools-bd-${createHash('sha256').update(databaseDir).digest('hex').slice(0, 16)}.sock`);
}

export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

/** Serves `POST /backup` (the backup file's bytes) on the shop's control socket, one backup at a time. */
export async function startControlSocket(
  path: string,
  takeBackup: () => Promise<Buffer>,
  log: { error(details: object, message: string): void },
): Promise<ControlSocket> {
  let running: Promise<unknown> = Promise.resolve();
  const server = createServer((incoming, response) => {
    if (incoming.method !== 'POST' || incoming.url !== '/backup') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown command');
      return;
    }
    const backup = running.then(takeBackup);
    running = backup.catch(() => undefined);
    backup.then(
      (bytes) =>
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes),
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`The backup failed: ${(error as Error).message}`);
      },
    );
  });
  // We hold the database lock, so a socket file left here is a dead process's.
  rmSync(path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks the running shop for a backup over its control socket. */
export function requestBackup(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const call = request({ socketPath: path, method: 'POST', path: '/backup' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(body.toString('utf8') || `the shop answered ${response.statusCode}`));
      });
    });
    call.on('error', reject);
    call.end();
  });
}
