/**
 * `npm run dev`: the API server under `tsx watch` (restarts when server code changes) on API_PORT
 * (default 8080) and the Vite dev server (HMR, port 5173 unless taken), which proxies /api and /docs
 * to the API (vite.config.ts reads the same API_PORT). Output lines are prefixed `[api] ` / `[web] `.
 * SIGINT/SIGTERM are forwarded to both (a second one kills them); when either exits on its own the
 * other is stopped and this script exits too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '8080';
if (!/^\d+$/.test(apiPort) || Number(apiPort) > 65535) {
  console.error(`[dev] API_PORT must be a port number, got "${apiPort}".`);
  process.exit(1);
}
/** How long children get to finish after a forwarded signal (the API server itself forces exit after 10 s). */
const STOP_TIMEOUT_MS = 15_000;
/** Signals closer together than this are the same Ctrl-C delivered through several processes. */
const DUPLICATE_SIGNAL_MS = 1_000;

const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
// Children write to pipes, not the terminal: keep their colours when ours is a terminal.
const env: NodeJS.ProcessEnv = { ...process.env, API_PORT: apiPort, ...(color ? { FORCE_COLOR: '1' } : {}) };

type Name = 'api' | 'web';
const children = new Map<Name, ChildProcess>();
/** Set once shutting down (a signal arrived or a child exited). */
let stoppingSince: number | undefined;
let exitCode = 0;
let urlShown = false;

function pipeLines(from: Readable | null, to: Writable, prefix: string, onLine?: (line: string) => void) {
  if (!from) return;
  const lines = createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => {
    to.write(`${prefix}${line}\n`);
    onLine?.(line);
  });
}

function alive(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

/** Each child leads its own process group; kill the group so nothing it started (tsx's server process) survives. */
function killGroup(child: ChildProcess) {
  if (!alive(child) || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

function start(name: Name, args: string[], childEnv: NodeJS.ProcessEnv, onLine?: (line: string) => void) {
  const prefix = name === 'api' ? paint(36, '[api] ') : paint(35, '[web] ');
  // detached: a terminal Ctrl-C reaches this script only; it forwards the signal once, so the API server
  // is not interrupted twice in the middle of closing its database.
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(name, child);
  pipeLines(child.stdout, process.stdout, prefix, onLine);
  pipeLines(child.stderr, process.stderr, prefix);
  child.on('error', (err) => {
    console.error(`[dev] could not start ${name}: ${err.message}`);
    if (stoppingSince === undefined) exitCode = 1;
    stop('SIGTERM');
  });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} exited (${signal ? `signal ${signal}` : `code ${code}`})`);
    if (stoppingSince === undefined) {
      exitCode = code || 1;
      stop('SIGTERM');
    }
    if ([...children.values()].every((c) => !alive(c))) process.exit(exitCode);
  });
}

function stop(signal: NodeJS.Signals, why?: string) {
  if (stoppingSince !== undefined) {
    // One Ctrl-C can arrive several times (terminal, npm, tsx relay it): only a later one means "stop waiting".
    if (why && performance.now() - stoppingSince > DUPLICATE_SIGNAL_MS) {
      console.error(`[dev] ${why} again: killing the servers`);
      for (const child of children.values()) killGroup(child);
    }
    return;
  }
  stoppingSince = performance.now();
  if (why) console.log(`[dev] ${why}: stopping the API and Vite…`);
  for (const child of children.values()) if (alive(child)) child.kill(signal);
  setTimeout(() => {
    for (const [name, child] of children) {
      if (!alive(child)) continue;
      console.error(`[dev] ${name} still running ${STOP_TIMEOUT_MS / 1000} s after ${signal}: killing it`);
      killGroup(child);
    }
  }, STOP_TIMEOUT_MS).unref();
}

process.on('SIGINT', () => stop('SIGINT', 'SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM', 'SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM', 'SIGHUP'));
// Last resort (an uncaught error here): leave no orphaned servers behind.
process.on('exit', () => {
  for (const child of children.values()) killGroup(child);
});

console.log(`[dev] API: tsx watch server/main.ts on http://localhost:${apiPort} — web: Vite dev server (HMR)`);

start('api', [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'], {
  ...env,
  PORT: apiPort,
});
start('web', [path.join(root, 'node_modules/vite/bin/vite.js')], env, (line) => {
  if (urlShown) return;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colours Vite adds to its banner
  const url = /Local:\s+(https?:\/\/\S+)/.exec(line.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
  if (!url) return;
  urlShown = true;
  console.log(
    `\n[dev] ${paint(1, `Open ${url}`)}  (API proxied at ${url.replace(/\/$/, '')}/api and /docs; ` +
      `server directly on http://localhost:${apiPort})\n`,
  );
});
