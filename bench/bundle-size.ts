/**
 * `npm run bench:bundle`: how much JavaScript a browser downloads before each main screen renders.
 *
 * Reads dist/.vite/manifest.json (vite.config.ts sets `build.manifest: true`) and, per route, counts
 * the entry chunk (index.html), the route chunks TanStack Router's autoCodeSplitting makes for every
 * route file on the way down (`src/routes/…?tsr-split=component`), the chunks the app shell lazily
 * loads on every screen of that kind, and the static imports of all of these, recursively and once
 * each. Dynamic imports made later (service-worker registration after the first render, screens
 * opened by the user) are listed but not counted. Each file is compressed on its own, as served.
 * Prints figures; exits 0 whatever they are (1 only when there is nothing to measure).
 *
 * `--check` (CI, .ci/run): also compares each route with its budget below and exits 1 when one is
 * over, printing the route's largest chunks and why each is loaded. Raising a budget is a decision
 * for a reviewed commit that says why, not something a build does by accident.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../scripts/vite-chunk-modules';
import { classicFileOf } from '../scripts/vite-classic-chunks';
import { buildClient, clientIsStale } from '../server/build-client';
import { chunkContents } from './lib/chunk-contents';
import { printTable } from './lib/report';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');

/** Driver surface target (spec): initial JS for /tai-xe, gzip. */
const DRIVER_TARGET_KIB = 200;

/**
 * What `--check` enforces, KiB gzip (issue 12): initial JS per route, and render-blocking CSS on
 * the routes a phone opens first. The targets are lower (/tai-xe 200, /login 150, / 300); these
 * leave room for ordinary growth, and crossing them fails CI — a regression is a decision (raise
 * the number here, in review), not an accident.
 */
const BUDGETS: Record<string, { js: number; css?: number; chunks?: number }> = {
  // chunks: each is a request to the service worker and a message on a phone's throttled main
  // thread when the dashboard opens offline; 90 of them cost ~1 s of a 3.2-s start
  // (bench:offline-start). On a first visit to /login each is a request over the network, six at a
  // time over HTTP/1.1 (Lighthouse's LCP was 0.3-0.5 s later with 40 of them, 0.1 s with 11 instead
  // of 8). vite.config.ts screenGroups keeps them at 9 and 6.
  '/tai-xe': { js: 220, css: 20, chunks: 14 },
  '/login': { js: 170, css: 20, chunks: 10 },
  '/': { js: 330 },
};
/**
 * Chunks loaded after the first screen whose size is still a cost there, KiB gzip, by chunk name
 * (vite.config.ts's groups). zod loads with every screen's first answer and is evaluated then: when
 * its module namespace was handed on as a value (lib/api.ts), the build kept all of zod, its 40
 * locales too (25 → 88 KiB gzip, a 21-ms task at CPU ×1 on /tai-xe), and no route budget saw it.
 */
const LAZY_BUDGETS: Record<string, { kib: number; why: string }> = {
  zod: { kib: 35, why: 'evaluated with the first answer of every screen' },
};
/**
 * The service worker's script, KiB gzip. Every phone downloads it at each update, over whatever link
 * it has, and the browser starts it for a reopen a little after the app went to the background.
 * When lib/api.ts imported zod itself, the worker's build (one file, dynamic imports inlined) kept
 * zod's whole namespace, its 40 locales too: 594 KB raw, 154 KiB gzip; 90 KiB without them.
 */
const SERVICE_WORKER = { file: 'sw.js', kib: 110 };
const OFFENDERS_SHOWN = 8;
/** Inside each of the largest chunks over a budget: its largest packages or source files. */
const CONTENTS_SHOWN = 5;
/** Lazily loaded by src/app/shell/app-layout.tsx (React.lazy) on every route that shows the console shell. */
const CONSOLE_SHELL = 'src/app/shell/console-layout.tsx';
/** AppLayout renders the driver's screens (this file's entries) bare; every other route loads the console shell. */
const DRIVER_META_FILE = path.join(root, 'src/app/route-meta-driver.ts');
const ROUTE_META_FILE = path.join(root, 'src/app/route-meta-table.ts');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteSpec {
  path: string;
  label: string;
  /** Route files matched for this URL, root first (see src/routeTree.gen.ts). */
  files: string[];
  /** Whether the route renders inside AppLayout (src/routes/_app.tsx), which may load the console shell. */
  underAppLayout: boolean;
}

const ROUTES: RouteSpec[] = [
  {
    path: '/tai-xe',
    label: 'driver dashboard',
    files: ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/tai-xe.tsx'],
    underAppLayout: true,
  },
  {
    path: '/',
    label: 'console home',
    files: ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/index.tsx'],
    underAppLayout: true,
  },
  { path: '/login', label: 'login', files: ['src/routes/__root.tsx', 'src/routes/login.tsx'], underAppLayout: false },
];

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * The files a chunk costs the browser: itself and, for the first screens' shared chunks, its
 * classic script (scripts/vite-classic-chunks.ts), which holds the code while the chunk's own file
 * is a small module handing its exports on.
 */
function filesOf(chunkFile: string): string[] {
  const classic = classicFileOf(chunkFile);
  return chunkFile.endsWith('.js') && existsSync(path.join(distDir, classic)) ? [chunkFile, classic] : [chunkFile];
}

const sizeCache = new Map<string, Sizes>();
/** A chunk's sizes, with its classic script's when it has one. */
function sizesOf(chunkFile: string): Sizes {
  const cached = sizeCache.get(chunkFile);
  if (cached) return cached;
  const sizes = sum(filesOf(chunkFile).map(fileSizes));
  sizeCache.set(chunkFile, sizes);
  return sizes;
}

function fileSizes(file: string): Sizes {
  const data = readFileSync(path.join(distDir, file));
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }).length,
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (list: Sizes[]): Sizes =>
  list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/**
 * Whether AppLayout loads the console shell for this route: not for the driver's screens (listed in
 * route-meta-driver.ts), for every route of the console's table. Read from the source text (bench
 * code may not import src/).
 */
function showsConsoleShell(routePath: string): boolean | undefined {
  const declares = (file: string) => existsSync(file) && readFileSync(file, 'utf8').includes(`'${routePath}': {`);
  if (declares(DRIVER_META_FILE)) return false;
  return declares(ROUTE_META_FILE) ? true : undefined;
}

/** Split groups of a TanStack Router split chunk key (`…?tsr-split=loader---component`), or null if not split. */
function splitGroups(key: string): string[] | null {
  const query = key.split('?')[1];
  const value = query ? new URLSearchParams(query).get('tsr-split') : null;
  return value ? value.split('---') : null;
}

/** Readable chunk name: route split chunks are all named after their folder (`_app`), so use the source. */
function labelOf(key: string, chunk: ManifestChunk): string {
  if (chunk.isEntry) return key;
  if (chunk.src) return chunk.src.replace(/^src\/(routes\/)?/, '').replace(/\?tsr-split=.*$/, '');
  return chunk.name ?? key;
}

interface Counted {
  key: string;
  file: string;
  why: string;
  /** The counted chunk that imports this one statically (none for the entry and route chunks). */
  via?: string;
}

interface RouteResult {
  spec: RouteSpec;
  manifest: Manifest;
  counted: Counted[];
  js: Sizes;
  css: { files: string[]; sizes: Sizes };
  notCounted: { key: string; file: string; why: string }[];
  notes: string[];
}

function measureRoute(manifest: Manifest, spec: RouteSpec): RouteResult {
  const seen = new Map<string, Counted>();
  const notes: string[] = [];

  const add = (key: string, why: string, via?: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) {
      notes.push(`manifest has no chunk "${key}" (${why}); skipped`);
      return;
    }
    seen.set(key, { key, file: chunk.file, why, via });
    for (const imported of chunk.imports ?? []) add(imported, `static import of ${labelOf(key, chunk)}`, key);
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk (isEntry) in the manifest.');
  add(entryKey, `entry (${entryKey})`);

  for (const routeFile of spec.files) {
    const lazyFile = routeFile.replace(/\.tsx$/, '.lazy.tsx');
    const keys = Object.keys(manifest).filter((k) => {
      const file = k.split('?')[0];
      return file === routeFile || file === lazyFile;
    });
    const short = routeFile.replace('src/routes/', '');
    if (keys.length === 0) notes.push(`${short}: no chunk of its own (bundled into the entry chunk)`);
    for (const key of keys) {
      const groups = splitGroups(key);
      // The component and the loader are needed before the screen renders; error, not-found and pending
      // components only when that state happens.
      if (!groups || groups.includes('component') || groups.includes('loader')) {
        add(key, `route chunk ${short}${groups ? ` [${groups.join('+')}]` : ''}`);
      }
    }
  }

  if (spec.underAppLayout) {
    const shell = showsConsoleShell(spec.path);
    if (shell === undefined) {
      notes.push(
        `${spec.path} is in neither src/app/route-meta-driver.ts nor route-meta-table.ts; console shell counted`,
      );
    }
    if (shell !== false) {
      if (manifest[CONSOLE_SHELL])
        add(CONSOLE_SHELL, 'console shell (React.lazy in app-layout.tsx, every console route)');
      else notes.push(`${CONSOLE_SHELL} has no chunk of its own (bundled statically)`);
    }
  }

  const counted = [...seen.values()];
  const countedKeys = new Set(counted.map((c) => c.key));
  const notCounted = new Map<string, { key: string; file: string; why: string }>();
  for (const c of counted) {
    for (const dyn of manifest[c.key]?.dynamicImports ?? []) {
      if (countedKeys.has(dyn) || notCounted.has(dyn)) continue;
      const chunk = manifest[dyn];
      if (!chunk) continue;
      const groups = splitGroups(dyn);
      const dynRouteFile = dyn.split('?')[0] ?? dyn;
      // Other screens' route chunks are not worth listing; this route's own on-demand parts are.
      if (dynRouteFile.startsWith('src/routes/') && !spec.files.includes(dynRouteFile)) continue;
      const from = manifest[c.key];
      let why = `dynamic import from ${from ? labelOf(c.key, from) : c.key}, loaded later or on demand`;
      if (dyn === 'src/app/pwa/register-sw.tsx') why = 'service-worker registration, imported after the first render';
      else if (dyn === CONSOLE_SHELL) why = 'console shell: this route renders without it';
      else if (groups) why = `route ${groups.join('+')}, only when that state happens`;
      notCounted.set(dyn, { key: dyn, file: chunk.file, why });
    }
  }

  const jsFiles = counted.map((c) => c.file).filter((f) => f.endsWith('.js'));
  const cssFiles = [...new Set(counted.flatMap((c) => manifest[c.key]?.css ?? []))];
  return {
    spec,
    manifest,
    counted,
    js: sum(jsFiles.map(sizesOf)),
    css: { files: cssFiles, sizes: sum(cssFiles.map(sizesOf)) },
    notCounted: [...notCounted.values()],
    notes,
  };
}

/** One file (with its classic script) against its budget, KiB gzip; `hint` says where to look when over. */
function withinBudget(label: string, file: string, budget: number, hint: string): boolean {
  const value = sizesOf(file).gzip / 1024;
  const over = value > budget;
  console.log(
    `  ${over ? 'FAIL' : 'ok  '}  ${label} ${value.toFixed(1).padStart(6)} / ${budget}` +
      (over ? ` — over by ${(value - budget).toFixed(1)} KiB: ${hint}` : ''),
  );
  return !over;
}

let chunkModulesRead: ChunkModules | null | undefined;
/** dist/.vite/chunk-modules.json (~2 MB), read once however many routes are over budget; null if absent. */
function readChunkModules(): ChunkModules | null {
  if (chunkModulesRead === undefined) {
    const file = path.join(distDir, CHUNK_MODULES_FILE);
    chunkModulesRead = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkModules) : null;
  }
  return chunkModulesRead;
}

/**
 * For the largest chunks of a route over budget: what is inside them, by package or source file,
 * and how each got there (dist/.vite/chunk-modules.json, scripts/vite-chunk-modules.ts). A group
 * chunk such as driver-screen holds a hundred modules; its name alone does not say what grew.
 */
function printContents(files: string[]) {
  const contents = readChunkModules();
  if (!contents) {
    console.log(`        (no ${CHUNK_MODULES_FILE}: build with vite.config.ts's chunkModules to see inside chunks)`);
    return;
  }
  for (const chunkFile of files) {
    const count = contents.chunks[chunkFile]?.length ?? 0;
    if (count < 2) continue;
    console.log(`        inside ${chunkFile} (${count} modules; KiB before minifying):`);
    for (const { bytes, share, chain } of chunkContents(contents, chunkFile, CONTENTS_SHOWN)) {
      console.log(`          ${kib(bytes).padStart(6)}  ${String(share).padStart(2)} %  ${chain.join(' ← ')}`);
    }
  }
}

/** `--check`: each route against BUDGETS; on a miss, its largest chunks and why each is loaded. */
function checkBudgets(results: RouteResult[], manifest: Manifest): boolean {
  console.log('\nBudget check (initial JS and render-blocking CSS, KiB gzip; budgets in bench/bundle-size.ts):');
  let ok = true;
  for (const r of results) {
    const budget = BUDGETS[r.spec.path];
    if (!budget) continue;
    const figures: [string, number, number | undefined][] = [
      ['JS', r.js.gzip / 1024, budget.js],
      ['CSS', r.css.sizes.gzip / 1024, budget.css],
    ];
    for (const [what, value, limit] of figures) {
      if (limit === undefined) continue;
      const over = value > limit;
      ok &&= !over;
      console.log(
        `  ${over ? 'FAIL' : 'ok  '}  ${r.spec.path.padEnd(8)} ${what.padEnd(3)} ${value.toFixed(1).padStart(6)} / ${limit}` +
          (over ? `  — over by ${(value - limit).toFixed(1)} KiB` : `  (${(limit - value).toFixed(1)} to spare)`),
      );
      if (!over) continue;
      const byKey = new Map(r.counted.map((c) => [c.key, c]));
      // How the route reaches a chunk: entry or route chunk › … › the chunk itself.
      const chain = (c: Counted) => {
        const names: string[] = [];
        for (let at: Counted | undefined = c; at; at = at.via ? byKey.get(at.via) : undefined) {
          const chunk = r.manifest[at.key];
          names.unshift(at.via || !chunk ? (chunk ? labelOf(at.key, chunk) : at.key) : at.why);
        }
        return names.join(' › ');
      };
      const candidates =
        what === 'JS'
          ? r.counted.filter((c) => c.file.endsWith('.js'))
          : r.counted.filter((c) => (r.manifest[c.key]?.css ?? []).length > 0);
      const size = (c: Counted) =>
        what === 'JS' ? sizesOf(c.file).gzip : sum((r.manifest[c.key]?.css ?? []).map(sizesOf)).gzip;
      console.log(`        largest ${what} of ${r.spec.path} (gzip KiB) and how the route loads it:`);
      const largest = [...candidates].sort((a, b) => size(b) - size(a)).slice(0, OFFENDERS_SHOWN);
      for (const c of largest) console.log(`        ${kib(size(c)).padStart(6)}  ${c.file}  ${chain(c)}`);
      if (what === 'JS') printContents(largest.slice(0, 3).map((c) => c.file));
    }
  }
  for (const r of results) {
    const limit = BUDGETS[r.spec.path]?.chunks;
    if (limit === undefined) continue;
    // Requests: a chunk with a classic script is two.
    const count = r.counted.filter((c) => c.file.endsWith('.js')).flatMap((c) => filesOf(c.file)).length;
    ok &&= count <= limit;
    console.log(
      `  ${count > limit ? 'FAIL' : 'ok  '}  ${r.spec.path.padEnd(8)} JS chunks ${count} / ${limit}` +
        (count > limit ? ' — the module graph was cut into more files: see vite.config.ts screenGroups' : ''),
    );
  }
  for (const [name, budget] of Object.entries(LAZY_BUDGETS)) {
    const chunk = Object.values(manifest).find((c) => c.name === name && !c.isEntry);
    if (!chunk) {
      ok = false;
      console.log(`  FAIL  no chunk named ${name} in the manifest (vite.config.ts groups)`);
      continue;
    }
    ok =
      withinBudget(
        `chunk ${name} (${budget.why})`,
        chunk.file,
        budget.kib,
        'is a whole module namespace kept (a value, not member reads)?',
      ) && ok;
  }
  ok =
    withinBudget(
      `service worker ${SERVICE_WORKER.file}`,
      SERVICE_WORKER.file,
      SERVICE_WORKER.kib,
      'what did it gain? A dynamic import inlined there keeps its whole module namespace.',
    ) && ok;
  console.log(
    ok
      ? 'Budget check: PASS'
      : 'Budget check: FAIL — find what pulled those chunks in (the "why" chain), make it lazy or lighter;\n' +
          'raise a budget only as a decision, in its own commit, with the reason.',
  );
  return ok;
}

function main(): number {
  const check = process.argv.includes('--check');
  if (clientIsStale(root, distDir) || !existsSync(manifestPath)) buildClient(root);
  if (!existsSync(manifestPath)) {
    console.error(
      `No ${path.relative(root, manifestPath)} after the build: is build.manifest enabled in vite.config.ts?`,
    );
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  console.log(`Initial JavaScript per route (dist built ${statSync(manifestPath).mtime.toISOString()})`);
  console.log('KiB = 1024 bytes; gzip level 9 and brotli quality 11, each file compressed on its own.');
  console.log(
    'Counted: entry chunk + route chunks of every route file matched (component/loader splits) + the console\n' +
      'shell on console routes, each with its static imports, recursively, once. Not counted: dynamic imports\n' +
      'made after the first render or on user action (listed under each table).',
  );

  const results = ROUTES.map((spec) => measureRoute(manifest, spec));
  for (const r of results) {
    console.log(`\n${r.spec.path}  (${r.spec.label})`);
    const rows = r.counted
      .filter((c) => c.file.endsWith('.js'))
      .map((c) => {
        const s = sizesOf(c.file);
        return [c.file, kib(s.raw), kib(s.gzip), kib(s.brotli), c.why];
      });
    rows.push(['total', kib(r.js.raw), kib(r.js.gzip), kib(r.js.brotli), `${rows.length} chunks`]);
    printTable(['chunk', 'raw KiB', 'gzip KiB', 'br KiB', 'why'], rows, new Set([1, 2, 3]));
    if (r.css.files.length) {
      console.log(
        `  + CSS (render-blocking, not in the JS total): ${kib(r.css.sizes.gzip)} KiB gzip, ` +
          `${kib(r.css.sizes.raw)} KiB raw — ${r.css.files.join(', ')}`,
      );
    }
    for (const n of r.notCounted) console.log(`  not counted: ${n.file} — ${n.why}`);
    for (const n of r.notes) console.log(`  note: ${n}`);
  }

  console.log('\nSummary (initial JS):');
  const width = Math.max(...results.map((r) => r.spec.path.length));
  for (const r of results) {
    console.log(
      `  ${r.spec.path.padEnd(width)}  ${kib(r.js.gzip).padStart(6)} KiB gzip  ${kib(r.js.brotli).padStart(6)} KiB br  ` +
        `${kib(r.js.raw).padStart(7)} KiB raw  in ${r.counted.filter((c) => c.file.endsWith('.js')).length} chunks  (${r.spec.label})`,
    );
  }
  const worker = sizesOf(SERVICE_WORKER.file);
  console.log(
    `  service worker  ${kib(worker.gzip).padStart(6)} KiB gzip  ${kib(worker.brotli).padStart(6)} KiB br  ` +
      `${kib(worker.raw).padStart(7)} KiB raw  (${SERVICE_WORKER.file})`,
  );
  const driver = results.find((r) => r.spec.path === '/tai-xe');
  if (driver) {
    const gz = driver.js.gzip / 1024;
    const verdict =
      gz <= DRIVER_TARGET_KIB
        ? `PASS (${(DRIVER_TARGET_KIB - gz).toFixed(1)} KiB to spare)`
        : `OVER by ${(gz - DRIVER_TARGET_KIB).toFixed(1)} KiB`;
    console.log(
      `\nDriver target: /tai-xe initial JS ≤ ${DRIVER_TARGET_KIB} KiB gzip → ${gz.toFixed(1)} KiB: ${verdict}`,
    );
  }
  if (check && !checkBudgets(results, manifest)) return 1;
  return 0;
}

process.exitCode = main();
