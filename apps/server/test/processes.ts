import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { inject } from 'vitest';
import { EMBEDDED_NODE_FLAGS, POSTGRES_NODE_FLAGS } from '../../../scripts/embedded-node-flags.mjs';
import { buildServerBundle, repositoryRoot } from '../../../scripts/server-bundle-options.mjs';

let serverBundle: Promise<string> | undefined;

/**
 * The production server bundle, as `npm start` runs it, built once per test process into the
 * run's builds folder (removed by the global teardown). Plain node starts it in about half the
 * CPU that TypeScript through tsx takes.
 */
function builtServer(): Promise<string> {
  serverBundle ??= (async () => {
    const outDir = join(inject('serverBuildsFolder'), randomUUID());
    await buildServerBundle(outDir);
    return join(outDir, 'main.mjs');
  })();
  return serverBundle;
}

/**
 * Fills `dataDir` with a copy of a migrated, empty embedded database (global-setup.ts) and answers
 * it: a shop process started on it skips initdb, which costs several seconds of CPU. Tests of the
 * first start itself give the shop an empty or missing DATA_DIR instead.
 */
export function migratedDataDir(dataDir: string): string {
  cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
  return dataDir;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** The last log lines it wrote to stdout. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the real server (`main.ts`, bundled as `npm start` bundles it, with its database's Node
 * options as `npm start` gives them) as its own process and waits until /api/health
 * answers 200.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const engineFlags = env.DATABASE_URL ? POSTGRES_NODE_FLAGS : EMBEDDED_NODE_FLAGS;
  const child = spawn(process.execPath, [...engineFlags, await builtServer()], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    baseUrl,
    child,
    exited,
    output: () => stdout,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** JSON over HTTP against a server process. */
export async function callJson(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> & unknown[] };
}
