/**
 * Chromium driven over its DevTools pipe with nothing but the commands a run sends: no Playwright.
 *
 * Playwright enables the Runtime domain on every page it knows, and with Runtime on, V8 records a
 * detailed stack (with line and column) for every Error created, to report it if it goes uncaught.
 * React DOM creates five such sentinel errors while its module is evaluated, inside its 200-KB
 * module function, and V8 re-parses that whole function to find their positions: 95–173 ms of
 * `V8.CollectSourcePositions` at CPU ×4 in traces of the dashboard's offline start, ~5 ms without
 * Runtime. A phone has no DevTools attached; `bench:offline-start:bare` measures the start without them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/support/chromium';
import { killGroup, onCleanup } from './process';

type Params = Record<string, unknown>;
type Listener = (params: Params, sessionId: string | undefined) => void;

export interface BareChromium {
  send<T = Params>(method: string, params?: Params, sessionId?: string): Promise<T>;
  /** Every event of that name, from any session. Returns a function that removes the listener. */
  on(method: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/** Launches headless Chromium on `userDataDir` with the e2e suite's flags and `--remote-debugging-pipe`. */
export async function launchBareChromium(userDataDir: string, windowSize = '390,844'): Promise<BareChromium> {
  const child: ChildProcess = spawn(
    findChromium(),
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--user-data-dir=${userDataDir}`,
      '--remote-debugging-pipe',
      `--window-size=${windowSize}`,
      'about:blank',
    ],
    // fd 3: commands to the browser, fd 4: its answers and events, each JSON ended by a NUL byte.
    { detached: true, stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let nextId = 0;
  const pending = new Map<number, { resolve: (v: Params) => void; reject: (e: Error) => void; method: string }>();
  const listeners = new Map<string, Set<Listener>>();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as {
        id?: number;
        method?: string;
        params?: Params;
        result?: Params;
        error?: { message: string };
        sessionId?: string;
      };
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(`${call.method}: ${message.error.message}`));
        else call?.resolve(message.result ?? {});
      } else if (message.method) {
        for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {}, message.sessionId);
      }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const call of pending.values()) call.reject(new Error(`${call.method}: Chromium exited`));
    pending.clear();
  });
  const kill = onCleanup('close bare Chromium', async () => {
    killGroup(child);
    await exited;
  });

  const browser: BareChromium = {
    send: <T = Params>(method: string, params: Params = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve: resolve as (v: Params) => void, reject, method });
        toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      }),
    on(method, listener) {
      const set = listeners.get(method) ?? new Set();
      set.add(listener);
      listeners.set(method, set);
      return () => set.delete(listener);
    },
    close: kill,
  };
  await browser.send('Browser.getVersion');
  return browser;
}
