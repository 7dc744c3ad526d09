/**
 * The production server for the browser benchmarks: `tsx server/main.ts` on a free port with a fresh
 * temporary DATA_DIR (embedded PGlite, demo accounts seeded), LOG_LEVEL=warn, plain HTTP. Registered
 * with the cleanup registry (process.ts): killed and its directory removed even when a run fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildClient, clientIsStale } from '../../server/build-client';
import { DEMO_PASSWORD } from '../../server/db/seed-data';
import { freePort, killGroup, onCleanup } from './process';

export const root = path.resolve(import.meta.dirname, '../..');
export const distDir = path.join(root, 'dist');
const TSX_CLI = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/** Builds the client when dist/ is missing or older than its sources (server/build-client.ts). */
export function ensureClientBuilt() {
  if (clientIsStale(root, distDir)) buildClient(root);
}

export interface BenchServer {
  port: number;
  /** http://localhost:<port> — a secure context, so the service worker registers. */
  baseUrl: string;
  dataDir: string;
  /** The last 20 000 characters the server printed. */
  output(): string;
  /** SIGTERM (graceful), SIGKILL after 15 s, then the data directory is removed. Idempotent. */
  stop(): Promise<void>;
}

export async function startServer(label = 'vt-bench'): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const removeDir = onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.TLS_CERT;
  delete env.TLS_KEY;

  let output = '';
  const child: ChildProcess = spawn(process.execPath, [TSX_CLI, 'server/main.ts'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', (err) => {
      output += `\n${err.message}`;
      exited = true;
      resolve();
    });
  });

  const stopProcess = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await Promise.race([exit, sleep(STOP_TIMEOUT_MS)]);
    }
    killGroup(child);
  };
  const kill = onCleanup(`stop server :${port}`, stopProcess);

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`server exited before answering /api/health:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server not up after ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }

  return {
    port,
    baseUrl,
    dataDir,
    output: () => output,
    stop: async () => {
      await kill();
      await removeDir();
    },
  };
}

/** The envelope's `data` of a JSON API call, with a bearer token; throws with the body on non-2xx. */
export async function apiJson<T>(
  server: BenchServer,
  method: 'GET' | 'POST',
  urlPath: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${server.port}${urlPath}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${urlPath} → ${res.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { data: T }).data;
}

export { DEMO_PASSWORD };

/** An access token for a demo account, through the API (not the browser). */
export async function apiLogin(server: BenchServer, username: string, password = DEMO_PASSWORD): Promise<string> {
  const data = await apiJson<{ accessToken: string }>(server, 'POST', '/api/auth/login', {
    body: { username, password },
  });
  return data.accessToken;
}
