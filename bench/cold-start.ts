/**
 * `npm run bench:start`: cold start of the production server (`tsx server/main.ts`, what `npm start`
 * runs, without `--build-if-needed`) on an empty DATA_DIR (PGlite creation + migrations + demo seed)
 * and on an existing one (the same directory, second start). For each run: spawn → `GET /api/health`
 * answers 200 (polled every 25 ms), spawn → `GET /` returns the HTML shell, then SIGTERM → exit
 * (graceful shutdown). Three runs per case; prints min/median/max in ms. Builds the client first if
 * it is stale. Exits 1 only when a server did not come up (or did not stop).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildClient, clientIsStale } from '../server/build-client';
import { freePort, killGroup } from './lib/process';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const TSX_CLI = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const SERVER_ENTRY = 'server/main.ts';

const RUNS = 3;
const POLL_MS = 25;
const RUN_TIMEOUT_MS = 120_000;
/** main.ts forces an exit after 10 s; give it a little more before killing. */
const SHUTDOWN_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 5_000;

type Case = 'empty' | 'existing';

interface RunResult {
  health: number;
  html: number;
  /**
   * What main.ts itself prints ("… đang chạy sau N ms"): from its first statement to listening, so without
   * starting Node and tsx or loading its imports.
   */
  selfReported?: number;
  shutdown: number;
  exitCode: number | null;
}

class RunError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** One GET without keep-alive (so the server has no idle connection to wait for on shutdown); null when refused. */
function get(port: number, urlPath: string): Promise<Answer | null> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: urlPath, agent: false, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', () => resolve(null));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

let current: ChildProcess | undefined;
const tempDirs = new Set<string>();

function cleanup() {
  if (current) killGroup(current);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

async function startAndStop(dataDir: string): Promise<RunResult> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // Measure the embedded PGlite over plain HTTP whatever the calling shell has set.
  delete env.DATABASE_URL;
  delete env.TLS_CERT;
  delete env.TLS_KEY;

  let output = '';
  const started = performance.now();
  // Own process group, so a failed run can be killed with tsx's child (the actual server) included.
  const child = spawn(process.execPath, [TSX_CLI, SERVER_ENTRY], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  current = child;
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    });
    child.once('error', (err) => {
      output += `\n${err.message}`;
      exit = { code: null, signal: null };
      resolve();
    });
  });

  try {
    const deadline = started + RUN_TIMEOUT_MS;
    const until = async (urlPath: string, ok: (a: Answer) => boolean): Promise<number> => {
      for (;;) {
        if (exit)
          throw new RunError(`server exited (code ${exit.code}, signal ${exit.signal}) before ${urlPath}`, output);
        if (performance.now() > deadline) {
          throw new RunError(`no answer from ${urlPath} within ${RUN_TIMEOUT_MS / 1000} s`, output);
        }
        const answer = await get(port, urlPath);
        if (answer && ok(answer)) return performance.now() - started;
        await sleep(POLL_MS);
      }
    };
    const health = await until('/api/health', (a) => a.status === 200);
    const html = await until(
      '/',
      (a) => a.status === 200 && a.contentType.startsWith('text/html') && a.body.includes('id="root"'),
    );

    const stopping = performance.now();
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(SHUTDOWN_TIMEOUT_MS).then(() => false)]);
    if (!stopped) throw new RunError(`still running ${SHUTDOWN_TIMEOUT_MS / 1000} s after SIGTERM`, output);
    const shutdown = performance.now() - stopping;

    const self = /sau (\d+) ms/.exec(output)?.[1];
    return { health, html, selfReported: self ? Number(self) : undefined, shutdown, exitCode: exit?.code ?? null };
  } finally {
    killGroup(child);
    current = undefined;
  }
}

const ms = (n: number) => `${Math.round(n)}`;
function stats(values: number[]): [string, string, string] {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return [ms(sorted[0] ?? Number.NaN), ms(median), ms(sorted.at(-1) ?? Number.NaN)];
}

async function main(): Promise<number> {
  if (clientIsStale(root, distDir)) buildClient(root);

  console.log(`Cold start of \`tsx ${SERVER_ENTRY}\` (PGlite, LOG_LEVEL=warn), ${RUNS} runs per case, times in ms.`);
  console.log(
    'empty = fresh temp DATA_DIR (PGlite creation + migrations + demo seed); existing = the same dir, started again.',
  );
  const results: Record<Case, RunResult[]> = { empty: [], existing: [] };
  let failed = false;

  for (let i = 1; i <= RUNS && !failed; i++) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vt-cold-start-'));
    tempDirs.add(dir);
    try {
      for (const kind of ['empty', 'existing'] as const) {
        try {
          const r = await startAndStop(dir);
          results[kind].push(r);
          console.log(
            `  ${kind.padEnd(8)} #${i}: /api/health ${ms(r.health).padStart(5)}  GET / ${ms(r.html).padStart(5)}  ` +
              `main.ts says ${r.selfReported ?? '?'}  shutdown ${ms(r.shutdown).padStart(4)}` +
              (r.exitCode === 0 ? '' : `  (exit code ${r.exitCode})`),
          );
        } catch (err) {
          failed = true;
          console.error(`  ${kind} #${i}: FAILED — ${err instanceof Error ? err.message : String(err)}`);
          if (err instanceof RunError) console.error(err.output.replace(/^/gm, '    | '));
          break;
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      tempDirs.delete(dir);
    }
  }

  const rows: string[][] = [];
  for (const kind of ['empty', 'existing'] as const) {
    const list = results[kind];
    if (list.length === 0) continue;
    rows.push([kind, 'spawn → /api/health 200', ...stats(list.map((r) => r.health))]);
    rows.push(['', 'spawn → GET / (HTML)', ...stats(list.map((r) => r.html))]);
    const self = list.flatMap((r) => (r.selfReported === undefined ? [] : [r.selfReported]));
    if (self.length) rows.push(['', "main.ts's own ready time", ...stats(self)]);
    rows.push(['', 'SIGTERM → exit', ...stats(list.map((r) => r.shutdown))]);
  }
  if (rows.length) {
    const headers = ['case', 'measure', 'min', 'median', 'max'];
    const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i >= 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
    console.log(`\n  ${line(headers)}`);
    console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const r of rows) console.log(`  ${line(r)}`);
    console.log(
      '\n  spawn → … includes starting Node and tsx (TypeScript transformed on the fly, cached in the OS temp dir)\n' +
        "  and loading the server's modules; main.ts's own ready time runs from its first statement to listening\n" +
        '  (database open, migrations, seed, Fastify plugins).',
    );
  }
  return failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanup();
    process.exit(130);
  });
}

try {
  process.exitCode = await main();
} finally {
  cleanup();
}
