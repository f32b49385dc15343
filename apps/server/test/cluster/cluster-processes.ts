import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** The ports deploy/nginx.conf balances, and the one it listens on. */
export const INSTANCE_PORTS = [3001, 3002] as const;
export const NGINX_URL = 'http://127.0.0.1:80';

export interface Started {
  child: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
}

function started(child: ChildProcess): Started {
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    log: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One instance as the README's production steps and deploy/tools-bd.service start it: `npm start` with the settings. */
export function startInstance(port: number, settings: Record<string, string>): Started {
  return started(
    spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        ...settings,
        PORT: String(port),
      },
    }),
  );
}

export function nginxBinary(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
}

/**
 * nginx in the foreground with deploy/nginx.conf included unchanged; the wrapper only says where
 * nginx keeps its own files and logs which instance answered each request.
 */
export function startNginx(folder: string): Started {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is missing: apt-get install -y nginx');
  mkdirSync(join(folder, 'logs'), { recursive: true });
  const mimeTypes = ['/etc/nginx/mime.types'].find((path) => existsSync(path));
  const config = join(folder, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/logs/error.log warn;
events { worker_connections 1024; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  log_format upstream '$request_method $request_uri $status $upstream_addr';
  access_log ${folder}/logs/access.log upstream;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include ${repositoryRoot}deploy/nginx.conf;
}
`,
  );
  const check = spawnSync(binary, ['-t', '-p', folder, '-c', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);
  return started(spawn(binary, ['-p', folder, '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] }));
}

export async function waitUntilAnswering(url: string, processes: Started[], timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = processes.find((process) => process.child.exitCode !== null);
    if (dead) throw new Error(`a process exited early:\n${dead.log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer:\n${processes.map((p) => p.log()).join('\n---\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
