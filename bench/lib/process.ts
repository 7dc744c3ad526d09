/**
 * Process helpers shared by the benchmarks: a free TCP port, killing a spawned process group, and a
 * cleanup registry that runs on normal exit, on failure, on Ctrl-C and when a run overruns its time
 * budget — so no server, browser or temporary directory outlives a benchmark.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** SIGKILL to the child's process group (spawned with `detached: true`), or to the child alone. */
export function killGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

type Cleanup = () => unknown;
const cleanups: { label: string; fn: Cleanup }[] = [];

/** Registers a cleanup step; returns a function that runs it now (once) and unregisters it. */
export function onCleanup(label: string, fn: Cleanup): () => Promise<void> {
  const entry = { label, fn };
  cleanups.push(entry);
  return async () => {
    const i = cleanups.indexOf(entry);
    if (i < 0) return;
    cleanups.splice(i, 1);
    await entry.fn();
  };
}

/** Runs every registered cleanup, newest first, each bounded in time; errors are printed, not thrown. */
export async function runCleanups(perStepMs = 20_000): Promise<void> {
  while (cleanups.length) {
    const entry = cleanups.pop();
    if (!entry) break;
    try {
      await Promise.race([
        Promise.resolve().then(entry.fn),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), perStepMs).unref()),
      ]);
    } catch (err) {
      console.error(`  cleanup "${entry.label}" failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

/**
 * Runs `main` with everything cleaned up afterwards whatever happens: exit code from `main` (1 when it
 * throws), 130 on SIGINT/SIGTERM, 1 when `budgetMs` passes first.
 */
export async function runBenchmark(name: string, budgetMs: number, main: () => Promise<number>): Promise<never> {
  let finishing = false;
  const finish = async (code: number): Promise<never> => {
    if (!finishing) {
      finishing = true;
      await runCleanups();
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${name}: ${signal}, cleaning up…`);
      void finish(130);
    });
  }
  const budget = setTimeout(() => {
    console.error(`\n${name}: still running after ${Math.round(budgetMs / 1000)} s — stopped, cleaning up.`);
    void finish(1);
  }, budgetMs);
  budget.unref();
  let code = 1;
  try {
    code = await main();
  } catch (err) {
    console.error(`\n${name} FAILED: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    code = 1;
  }
  clearTimeout(budget);
  return finish(code);
}
