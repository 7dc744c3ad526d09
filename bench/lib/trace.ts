/**
 * Reading Chromium traces (Playwright's browser.startTracing/stopTracing) for the benchmarks: the page's
 * main thread found through its performance.mark() events, its tasks, and what a window of time was
 * spent on (script by file, style and layout, paint, GC, idle), with dist/ files named by their source.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from './server';

/** Categories that give tasks, their contents and the page's user-timing marks. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  ...(process.env.BENCH_EXTRA_CATEGORIES ? process.env.BENCH_EXTRA_CATEGORIES.split(',') : []),
  ...(process.env.BENCH_CPU_SAMPLES ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

export interface TraceEvent {
  name: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { data?: { url?: string; functionName?: string; type?: string } };
}

export interface Trace {
  events: TraceEvent[];
  /** Last event of each user-timing mark name (performance.mark, navigationStart…). */
  marks: Map<string, TraceEvent>;
}

export function parseTrace(buffer: Buffer): Trace {
  const parsed = JSON.parse(buffer.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const marks = new Map<string, TraceEvent>();
  for (const e of events) if (e.cat?.includes('blink.user_timing')) marks.set(e.name, e);
  return { events, marks };
}

const isTask = (e: TraceEvent) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

/** Complete ('X') events of the thread that recorded `mark` (the page's main thread). */
export function mainThreadOf(trace: Trace, mark: string): TraceEvent[] {
  const m = trace.marks.get(mark);
  if (!m) return [];
  return trace.events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X');
}

/** Top-level tasks (outermost RunTask) overlapping [start, end) µs. */
export function tasksIn(main: TraceEvent[], start: number, end: number): TraceEvent[] {
  const tasks = main.filter(isTask).sort((a, b) => a.ts - b.ts);
  const outer: TraceEvent[] = [];
  let coveredUntil = -1;
  for (const t of tasks) {
    const tEnd = t.ts + (t.dur ?? 0);
    if (t.ts < coveredUntil) continue;
    coveredUntil = tEnd;
    if (t.ts < end && tEnd > start) outer.push(t);
  }
  return outer;
}

/** dist/assets file name → "file = its source" (Vite manifest), to name code in a trace. */
export function assetSources(): Map<string, string> {
  const names = new Map<string, string>();
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; src?: string; name?: string }
    >;
    for (const [key, chunk] of Object.entries(manifest)) {
      const base = chunk.file.split('/').pop() ?? chunk.file;
      names.set(base, `${base} = ${(chunk.src ?? chunk.name ?? key).replace(/\?tsr-split=.*$/, '')}`);
    }
  } catch {
    // names stay hashed
  }
  return names;
}

const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'v8.produceModuleCache',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'XHRReadyStateChange',
]);
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'HitTest', 'RecalculateStyles']);
const PAINT = new Set(['Paint', 'Layerize', 'Commit', 'UpdateLayer', 'PaintImage', 'Decode Image']);
const GC = new Set(['MajorGC', 'MinorGC', 'V8.GCFinalizeMC', 'V8.GCScavenger', 'BlinkGC.AtomicPhase']);
const PARSE = new Set(['ParseHTML', 'ParseAuthorStyleSheet']);

/** One line naming an event: its name, the DOM event type or the script (by source), its duration. */
export function describeEvent(e: TraceEvent, names: Map<string, string>): string {
  const data = e.args?.data;
  let detail = '';
  if (data?.type) detail = data.type;
  else if (data?.url) {
    const file = data.url.split('/').pop() ?? data.url;
    detail = `${data.functionName ? `${data.functionName} in ` : ''}${names.get(file) ?? file}`;
  }
  return `${e.name}${detail ? ` (${detail})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)} ms`;
}

/** The biggest named events inside `task` (its contents, nested ones included). */
export function insideTask(main: TraceEvent[], task: TraceEvent, names: Map<string, string>, count = 4): string[] {
  const end = task.ts + (task.dur ?? 0);
  return main
    .filter(
      (e) =>
        e !== task &&
        !isTask(e) &&
        (SCRIPT.has(e.name) ||
          STYLE_LAYOUT.has(e.name) ||
          PAINT.has(e.name) ||
          GC.has(e.name) ||
          PARSE.has(e.name) ||
          e.name === 'HandlePostMessage' ||
          e.name === 'Receive mojo message' ||
          e.name === 'SimpleWatcher::OnHandleReady') &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= end &&
        (e.dur ?? 0) >= 2_000,
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, count)
    .map((e) => describeEvent(e, names));
}

/**
 * The script a top-level script event ran: its own URL, else (timers, microtasks, events) the URL of
 * the biggest nested call; injected code (the benchmark's probe) has a function name and no URL.
 */
function scriptOf(main: TraceEvent[], e: TraceEvent, names: Map<string, string>): string {
  const label = (x: TraceEvent) => {
    const url = x.args?.data?.url;
    if (url) {
      const file = url.split('/').pop() ?? url;
      return names.get(file) ?? file;
    }
    return x.args?.data?.functionName ? `${x.args.data.functionName}() (injected, no file)` : null;
  };
  const own = label(e);
  if (own) return own;
  const end = e.ts + (e.dur ?? 0);
  const nested = main
    .filter((x) => x !== e && x.ts >= e.ts && x.ts + (x.dur ?? 0) <= end && label(x) !== null)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  return nested ? (label(nested) ?? '') : `(${e.name} with no script inside)`;
}

export interface Breakdown {
  windowMs: number;
  busyMs: number;
  /** ms per kind: script, style & layout, paint & composite, GC, HTML/CSS parse, other work in tasks. */
  byKind: Map<string, number>;
  /** Script ms per file (top-most script events; microtasks have no file). */
  byScript: Map<string, number>;
  longestTaskMs: number;
}

/** What the main thread did in [start, end) µs: busy time split by kind, and script time by file. */
export function breakdown(main: TraceEvent[], start: number, end: number, names: Map<string, string>): Breakdown {
  const tasks = tasksIn(main, start, end);
  const clip = (e: TraceEvent) => Math.max(0, Math.min(end, e.ts + (e.dur ?? 0)) - Math.max(start, e.ts));
  const busy = tasks.reduce((a, t) => a + clip(t), 0);
  const byKind = new Map<string, number>();
  const byScript = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us / 1000);
  const kindOf = (name: string) =>
    SCRIPT.has(name)
      ? 'script'
      : STYLE_LAYOUT.has(name)
        ? 'style & layout'
        : PAINT.has(name)
          ? 'paint & composite'
          : GC.has(name)
            ? 'garbage collection'
            : PARSE.has(name)
              ? 'HTML/CSS parse'
              : null;
  const candidates = main
    .filter((e) => !isTask(e) && kindOf(e.name) !== null && e.ts < end && e.ts + (e.dur ?? 0) > start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let coveredUntil = -1;
  let counted = 0;
  for (const e of candidates) {
    if (e.ts < coveredUntil) continue;
    coveredUntil = e.ts + (e.dur ?? 0);
    const us = clip(e);
    counted += us;
    const kind = kindOf(e.name) ?? 'other';
    add(byKind, kind, us);
    if (kind === 'script') add(byScript, scriptOf(main, e, names), us);
  }
  add(byKind, 'other work inside tasks (IndexedDB/mojo callbacks, scheduling…)', Math.max(0, busy - counted));
  return {
    windowMs: (end - start) / 1000,
    busyMs: busy / 1000,
    byKind,
    byScript,
    longestTaskMs: Math.max(0, ...tasks.map((t) => (t.dur ?? 0) / 1000)),
  };
}
