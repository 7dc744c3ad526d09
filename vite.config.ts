import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { reachable } from './scripts/reachable.ts';
import { chunkModules } from './scripts/vite-chunk-modules.ts';
import {
  beforeModuleScript,
  type ClassicChunksApi,
  classicChunksPlugin,
  classicScriptTags,
} from './scripts/vite-classic-chunks.ts';
import { mantineLazyDefaultVariables } from './scripts/vite-mantine-lazy-defaults.ts';
import { mantineStableIds } from './scripts/vite-mantine-stable-ids.ts';
import type { RoutePage } from './src/shared/route-pages';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

/** Busts the persisted query cache (src/app/query-persistence.tsx) with every build. */
const buildId = process.env.BUILD_ID ?? `${process.env.npm_package_version ?? '0'}-${Date.now().toString(36)}`;

/**
 * Mantine's CSS per component, in the chunk that uses the component (build only).
 *
 * `@mantine/core/styles.layer.css` (imported by main.tsx) holds every component's styles, 40 KiB
 * gzip, render-blocking on every screen. In the build it is cut to Mantine's global styles, and
 * each component's styles (`@mantine/core/styles/<X>.css`, one per `<X>.module.mjs` of the
 * package) are imported by the module that carries its class names, so they land in the same
 * chunk as the component: the login and driver screens block only on the styles they draw, and a
 * screen's or a modal's styles load with its chunk.
 *
 * The cascade stays exactly that of the whole stylesheet whatever order the chunks load in: each
 * file goes into its own sub-layer of `mantine` (`mantine.m<i>`, i = its place in styles.css),
 * and index.html declares the order of those sub-layers before any stylesheet. (Without that, a
 * `Card component={Anchor}` gained the border that Anchor's later `border: none` removes.) Being
 * layered, Mantine's styles lose to the app's own CSS, as before. In dev the whole stylesheet loads.
 */
function mantineStylesPerComponent(): Plugin {
  // The package exports no package.json: find its folder from the stylesheet it does export.
  const coreDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css'));
  const stylesDir = path.join(coreDir, 'styles');
  const wholeSheet = path.join(coreDir, 'styles.layer.css');
  const orderedDir = path.join(stylesDir, '__per-component__');
  const classModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  const GLOBALS = ['baseline', 'default-css-variables', 'global'];

  // Each file's place in the whole stylesheet (a concatenation of them).
  const whole = readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const read = (name: string) => readFileSync(path.join(stylesDir, `${name}.css`), 'utf8');
  const placed = readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
    .map((f) => f.slice(0, -'.css'.length))
    .map((name) => ({ name, at: whole.indexOf(read(name).trim().slice(0, 200)) }));
  const missing = placed.filter((p) => p.at < 0).map((p) => p.name);
  if (missing.length) throw new Error(`mantineStylesPerComponent: not found in styles.css: ${missing.join(', ')}`);
  const order = placed.sort((a, b) => a.at - b.at).map((p) => p.name);
  const layerOf = (name: string) => `mantine.m${order.indexOf(name)}`;
  const layered = (name: string) => `@layer ${layerOf(name)} {\n${read(name)}\n}\n`;

  return {
    name: 'mantine-styles-per-component',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(orderedDir) ? id : undefined;
    },
    load(id) {
      if (id.startsWith(orderedDir)) return layered(path.basename(id, '.css'));
      if (id.split('?')[0] === wholeSheet) return GLOBALS.map(layered).join('');
      return undefined;
    },
    transform(code, id) {
      const name = classModule.exec(id)?.[1];
      if (!name || !order.includes(name)) return undefined;
      // After a leading "use client" directive, which must stay first.
      const directive = /^\s*(['"])use client\1;?\n?/.exec(code)?.[0] ?? '';
      const sheet = JSON.stringify(path.join(orderedDir, `${name}.css`));
      return { code: `${directive}import ${sheet};\n${code.slice(directive.length)}`, map: null };
    },
    transformIndexHtml() {
      return [
        {
          tag: 'style',
          children: `@layer ${order.map(layerOf).join(',')};`,
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/**
 * Lazy chunks whose dependencies are preloaded with them (see build.modulePreload below): the driver's
 * dashboard itself (`tai-xe-<hash>.js`, not its sub-screens), the login form, the signed-in layout,
 * the console home and shell. The driver's other screens are opened from the dashboard, after the
 * service worker has precached every chunk; their lists (~1 KiB gzip) were in every first load.
 */
const EAGER_PRELOAD = /^(tai-xe-[\w-]{8}\.js$|login-|_app-|index-|console-layout-|route-views-)/;

/**
 * The screens a first visit opens, each in a few chunks instead of dozens. Left to itself the
 * bundler cuts every component shared with some console screen (Button, Badge, each icon…) into a
 * chunk of its own. Opening the dashboard offline meant ~100 module requests to the service worker,
 * each a message, a compile and a wait on a phone's throttled main thread (bench:offline-start: ~0.8
 * s of a 3.4-s start); a first visit to /login fetched ~40 files, six at a time over HTTP/1.1, and
 * Lighthouse's Slow 4G paid a round trip for each wave. So what these screens' routes import
 * statically goes into one group per screen:
 * - `app-shell`: what the entry imports, but for itself (and the libraries with groups of their own),
 *   and what the login form and the dashboard both import;
 * - `login-screen`: what only the login form imports (its inputs, the form itself);
 * - `driver-screen`: what the dashboard's route (and the signed-in layout) import, except what the
 *   entry or the login form load anyway (with what the form fetches while the user types, and the
 *   toasts and service-worker registration every page loads after its first screen): those stay
 *   out, or the login form would download the dashboard;
 * - `screens-shared`: those of them the dashboard imports (the current user, lib/api.ts, the
 *   toasts' store, the alert). Left to the bundler they were five chunks of 0.1–2 KiB, one per
 *   combination of importers: the dashboard's first wave went from 14 files to 9 (on a first visit
 *   over HTTP/1.1, six at a time, a round trip less; offline, bench:offline-start saw no change).
 * Console screens that share a module with them load these chunks too; bench:bundle's budgets say
 * whether that is affordable.
 */
const SCREEN_GROUPS = ['app-shell', 'login-screen', 'driver-screen', 'screens-shared'] as const;
type ScreenGroup = (typeof SCREEN_GROUPS)[number];

function screenGroups() {
  const entry = path.resolve('src/main.tsx');
  const everyPageRoots = [/[\\/]app[\\/]notifications-host\.tsx$/, /[\\/]app[\\/]pwa[\\/]register-sw\.tsx$/];
  // Once per build: this config object is made for one build.
  let groups: Record<ScreenGroup, Set<string>> | undefined;
  const groupsOf = (ctx: ChunkingContext) => {
    if (groups) return groups;
    const info = (id: string) => ctx.getModuleInfo(id);
    // Every module, statically or lazily reachable from the entry, to find the route chunks' ids.
    const all = [
      ...reachable([entry], (id) => [...(info(id)?.importedIds ?? []), ...(info(id)?.dynamicallyImportedIds ?? [])]),
    ];
    const entryStatic = reachable([entry], (id) => staticImports(ctx, id));
    // The login form, and what it fetches while the user types (its request, its failure alert).
    const loginRoots = all.filter((id) => LOGIN_ROUTE.test(id));
    const loginForm = reachable(loginRoots, (id) => staticImports(ctx, id));
    // What the entry loads is closed under static imports: the rest of the form is its own.
    const login = new Set([...loginForm].filter((id) => !entryStatic.has(id)));
    const whileTyping = [...loginForm].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);
    // What every page loads once its first screen is on: toasts and the service worker's
    // registration. Pulling their components into this group made /login download the dashboard.
    const everyPage = all.filter((id) => everyPageRoots.some((root) => root.test(id)));
    const firstLoad = reachable([entry, ...loginForm, ...whileTyping, ...everyPage], (id) => staticImports(ctx, id));
    const roots = all.filter((id) => DRIVER_ROUTES.some((root) => root.test(id)) && !firstLoad.has(id));
    const driver = reachable(roots, (id) => staticImports(ctx, id).filter((dep) => !firstLoad.has(dep)));
    // Everything the dashboard imports statically, what the other loads hold included.
    const dashboard = reachable(roots, (id) => staticImports(ctx, id));
    // What the dashboard imports of those later loads (the current user, the API's front, the toasts'
    // store, the alert), before the login form drops its route modules from its group.
    const shared = new Set([...dashboard].filter((id) => firstLoad.has(id) && !entryStatic.has(id) && !login.has(id)));
    // The route chunks themselves stay where the router expects them (and what they hold).
    for (const root of roots) driver.delete(root);
    for (const root of loginRoots) login.delete(root);
    // Else the entry's modules that lazy chunks share (Mantine's Box, the search params' helpers,
    // the preload helper) were cut into chunks of their own: three requests more in every first wave.
    const shell = new Set([...entryStatic].filter((id) => id !== entry));
    // What the form shares with the dashboard (Button, the transitions, the install button…) goes
    // with the entry: every first screen loads it. The rest, the form's own (the form, the text and
    // password inputs), stays in the form's group, which the dashboard then does not load.
    for (const id of login) {
      if (!dashboard.has(id)) continue;
      login.delete(id);
      shell.add(id);
    }
    groups = { 'app-shell': shell, 'login-screen': login, 'driver-screen': driver, 'screens-shared': shared };
    return groups;
  };
  // The first load's modules are left out above; their dependencies must not be pulled back in.
  return SCREEN_GROUPS.map((chunk) => ({
    debugName: chunk,
    name: (id: string, ctx: ChunkingContext) => (groupsOf(ctx)[chunk].has(id) ? chunk : null),
    includeDependenciesRecursively: false,
  }));
}

/** The login route's component module (its chunk's facade): the form a first visit opens. */
const LOGIN_ROUTE = /[\\/]routes[\\/]login\.tsx\?tsr-split=component/;

/** The driver's dashboard: its route's component module and the signed-in layout's. */
const DRIVER_ROUTES = [
  /[\\/]routes[\\/]_app[\\/]tai-xe\.tsx\?tsr-split=component/,
  /[\\/]routes[\\/]_app\.tsx\?tsr-split=component/,
];

/** Which route modules each page of src/shared/route-pages.ts preloads. */
const ROUTE_PAGE_MODULES: Record<RoutePage, RegExp[]> = {
  'login.html': [LOGIN_ROUTE],
  'tai-xe.html': DRIVER_ROUTES,
};

/**
 * The first frame a page draws before its scripts run, put before its #root (hidden by its own CSS
 * when the first screen renders). Only the login form has one: a first visit's form otherwise
 * waited for ~145 KiB of JavaScript on a phone's slow link (bench:lighthouse with applied Slow 4G:
 * first paint 3.3 s without it, 2.2 s with it). The dashboard opens from the worker's cache and the
 * persisted data, which no static page can show.
 */
const ROUTE_PAGE_SHELLS: Partial<Record<RoutePage, string>> = {
  'login.html': 'src/features/auth/login-shell.html',
};

/** index.html's empty mount point, before which a shell goes. */
const ROOT = '<div id="root"></div>';
/** A stylesheet link as Vite writes it into index.html, with the whitespace before it. */
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*>/g;

/** A shell file: its comments dropped, its <style> for the head, the rest for the body. */
function readShell(file: string): { style: string; markup: string } {
  const source = readFileSync(file, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  const style = source.match(/<style>[\s\S]*?<\/style>/)?.[0];
  if (!style) throw new Error(`route-page-preloads: ${file} has no <style>.`);
  const css = style.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\n\s*/g, ' ');
  return { style: css, markup: source.replace(style, '').trim() };
}

/**
 * dist/login.html and dist/tai-xe.html (src/shared/route-pages.ts): index.html plus the route's
 * chunks as `modulepreload` and their CSS as stylesheets, less the manifest link. From
 * index.html, the browser asked for a route's chunks only once the entry had run: a second wave of
 * requests (on Lighthouse's Slow 4G, 0.3 s of /login's LCP), and the entry's preload helper
 * inserting their links took 12–19 ms of the main thread at CPU ×1 in the dashboard's offline start.
 * The CSS was a `preload` once; then the helper still linked each sheet when the route's chunk was
 * imported and held the chunk until its load event, a few tasks later (the screen cannot draw
 * before its CSS anyway). Linked by the page, it finds them and waits for nothing: the reopened
 * dashboard was usable ~40 ms sooner at CPU ×4 (p50s of 3 interleaved pairs of bench:offline-start,
 * 2026-12-04; /login's Lighthouse score unchanged).
 * Other routes keep index.html: a page that preloads the form or the dashboard for every route
 * would have a driver reopening /tai-xe fetch and compile the form for nothing.
 */
function routePagePreloads(classic: ClassicChunksApi): Plugin {
  return {
    name: 'route-page-preloads',
    apply: 'build',
    // Once the bundle is written, index.html with it.
    writeBundle({ dir: outDir = 'dist' }, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: string[]) => reachable(files, (file) => byFile.get(file)?.imports ?? []);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-page-preloads: no entry chunk in the bundle.');
      const inEntry = closure([entry.fileName]);
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = /<link rel="manifest"[^>]*>/;
      if (!manifest.test(index)) throw new Error('route-page-preloads: index.html has no manifest link to move.');
      for (const [page, modules] of Object.entries(ROUTE_PAGE_MODULES)) {
        const routes = chunks.filter((chunk) => modules.some((module) => module.test(chunk.facadeModuleId ?? '')));
        if (routes.length !== modules.length)
          throw new Error(`route-page-preloads: ${page}: a route chunk is missing.`);
        const scripts = [...closure(routes.map((chunk) => chunk.fileName))].filter((file) => !inEntry.has(file));
        const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        const preloads = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const sheets = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
        // The manifest (and the install icon it makes the browser fetch) is linked once the first
        // screen is on (src/app/pwa/register-sw.tsx): it does not draw the screen and took the link from it.
        const shellFile = ROUTE_PAGE_SHELLS[page as RoutePage];
        let html = index.replace(manifest, '');
        let head = [...preloads, ...sheets];
        if (shellFile) {
          const shell = readShell(shellFile);
          if (!html.includes(ROOT))
            throw new Error('route-page-preloads: index.html has no empty #root for the shell.');
          // Every stylesheet after the shell, in the body: a stylesheet in the head holds the
          // page's first paint until it has loaded, a request more after the HTML on a first visit
          // (first paint 2.2 → 1.1 s with Lighthouse's Slow 4G applied), while the shell needs only
          // its own <style>. In the body, Chromium paints what comes before it, and the scripts
          // still wait for it (a parser-inserted stylesheet blocks them): no unstyled form.
          const entrySheets = (html.match(STYLESHEET_LINK) ?? []).map((link) => link.trim());
          if (entrySheets.length === 0) throw new Error('route-page-preloads: index.html links no stylesheet.');
          html = html
            .replace(STYLESHEET_LINK, '')
            .replace(ROOT, `${shell.markup}\n${[...entrySheets, ...sheets].join('\n')}\n${ROOT}`);
          head = [...preloads, shell.style];
        }
        html = html.replace('</head>', `${head.join('\n    ')}\n  </head>`);
        // The route's classic scripts (scripts/vite-classic-chunks.ts) run before the page's module
        // script, like the entry's: then no module finds its chunk's exports missing.
        html = beforeModuleScript(html, classicScriptTags(classic.hosts(), scripts));
        writeFileSync(path.join(outDir, page), html);
      }
    },
  };
}

/**
 * Each script and stylesheet of dist/assets also as `.br` (brotli, quality 11) and `.gz` (level 9),
 * which the server sends as they are (server/plugins/static.ts, `preCompressed`). Compressed per
 * request, they went out as gzip at zlib's default level, at a CPU cost on every download; brotli
 * at its best takes ~13 % off (18 KiB of the /login page's first load), and the phone's link is the
 * bottleneck of a first visit. Hashed files never change, so this is paid once, at build.
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle({ dir: outDir = 'dist' }, bundle) {
      const files = Object.keys(bundle).filter((file) => /^assets[\\/].+\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const data = readFileSync(path.join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzipAsync(data, { level: 9 }),
          ]);
          // A tiny file can come out bigger; the server then sends it as it is.
          if (br.length < data.length) writeFileSync(path.join(outDir, `${file}.br`), br);
          if (gz.length < data.length) writeFileSync(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/**
 * Barrel files (a package's index that re-exports every component or icon): a module importing
 * `{ Button }` from one depends on Button's file, not on all of them. Without this, the login
 * form's `@mantine/core` import would seem to load every Mantine component.
 */
const BARRELS: Record<string, string> = {
  '@mantine/core': createRequire(import.meta.url)
    .resolve('@mantine/core')
    .replace(/cjs[\\/]index\.cjs$/, 'esm/index.mjs'),
  '@mantine/hooks': path.resolve('node_modules/@mantine/hooks/esm/index.mjs'),
  '@mantine/notifications': path.resolve('node_modules/@mantine/notifications/esm/index.mjs'),
  '@tabler/icons-react': path.resolve('node_modules/@tabler/icons-react/dist/esm/tabler-icons-react.mjs'),
};
const barrelMaps = new Map<string, Map<string, string>>();

/** `import { a, b as c } from 'x'` and `export { … } from 'x'` in some code: each name, as imported and as bound, with 'x'. */
function* namedImports(code: string): Generator<{ imported: string; local: string; spec: string }> {
  for (const [, names = '', spec = ''] of code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of names.split(',')) {
      const [imported = '', local = imported] = part.trim().split(/\s+as\s+/);
      if (imported) yield { imported, local, spec };
    }
  }
}

/** A barrel's exported names → the file each comes from (`import { a as b } from './x'` then `export { b }`, or `export { default as b } from './x'`). */
function barrelMap(file: string): Map<string, string> {
  let map = barrelMaps.get(file);
  if (map) return map;
  map = new Map();
  for (const { local, spec } of namedImports(readFileSync(file, 'utf8'))) {
    map.set(local, path.resolve(path.dirname(file), spec));
  }
  barrelMaps.set(file, map);
  return map;
}

/** A module's static imports, with a barrel replaced by the files of the names it imports from it. */
function staticImports(ctx: ChunkingContext, id: string): string[] {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  const barrels = Object.entries(BARRELS).filter(([, file]) => info.importedIds.includes(file));
  if (barrels.length === 0) return info.importedIds;
  const deps = info.importedIds.filter((dep) => !barrels.some(([, file]) => file === dep));
  for (const { imported, spec } of namedImports(info.code ?? '')) {
    const file = barrels.find(([pkg]) => pkg === spec)?.[1];
    const target = file && barrelMap(file).get(imported);
    if (target) deps.push(target);
  }
  return deps;
}

/**
 * The first screens' chunks as classic scripts, for V8's code cache (see the plugin), and the two
 * libraries every signed-in start runs right after its first screen: the offline database and the
 * API client (bench/README.md, offline-start).
 */
const classicChunks = classicChunksPlugin(['framework', ...SCREEN_GROUPS, 'dexie', 'ky']);

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Dexie's ESM build instead of its package entry, which wraps the UMD build: that build's body
      // is one factory function, compiled on the main thread when the chunk is evaluated (29 ms of
      // self time at CPU x1 in a profile of /tai-xe's start, one task after the first screen). A
      // module's top level is compiled off the main thread while it streams in. One copy of Dexie
      // all the same: every import of 'dexie' in the app (dexie-react-hooks' too) lands here.
      { find: /^dexie$/, replacement: fileURLToPath(new URL('./node_modules/dexie/dist/dexie.mjs', import.meta.url)) },
    ],
  },
  plugins: [
    mantineStylesPerComponent(),
    mantineLazyDefaultVariables(),
    mantineStableIds(),
    classicChunks,
    routePagePreloads(classicChunks.api),
    precompressAssets(),
    chunkModules(path.dirname(fileURLToPath(import.meta.url))),
    // Order matters: the router plugin generates src/routeTree.gen.ts and splits route
    // components before React's transform sees them.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // The plugin itself adds the manifest and its icons to the precache list; globbing them as
      // well would list each twice (and a revision mismatch would make the worker fail to install).
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: 'iife',
        // Every lazily loaded route chunk is precached so a screen opened for the first
        // time while offline still loads. (manifest.webmanifest: added by the plugin, see above.)
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // With the route pages (login.html, tai-xe.html), which the worker answers their navigations with.
        globIgnores: ['**/node_modules/**/*'],
      },
      manifest: {
        id: '/',
        name: 'Vận Tải — Điều hành',
        short_name: 'Vận Tải',
        description: 'Ứng dụng điều hành vận tải: bảng điều khiển tài xế và bàn làm việc văn phòng.',
        lang: 'vi',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1864ab',
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Bảng điều khiển tài xế',
            short_name: 'Tài xế',
            url: '/tai-xe',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/docs': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/docs': { target: apiTarget, changeOrigin: true },
    },
  },
  // manifest: dist/.vite/manifest.json maps source modules to chunks (read by bench/bundle-size.ts). It is
  // not precached: the service worker glob above takes no .json and workbox skips dot-directories.
  build: {
    outDir: 'dist',
    manifest: true,
    // A lazy import's dependencies are listed in the chunk that imports it, so the browser fetches
    // them all at once instead of level by level. Those lists for every console screen sat in the
    // entry chunk (the route tree), a quarter of it, on every first load — the login form's too.
    // Kept where a wait shows: the entry's own imports (HTML), the driver's dashboard, the login form,
    // the signed-in layout and console shell; a console screen's chunks come level by level from
    // the service worker's precache or a desktop connection.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || EAGER_PRELOAD.test(path.basename(file)) ? deps : [],
    },
    rolldownOptions: {
      output: {
        // BUILD_KEEP_NAMES=1: minified but with the source's names, for profiles that say which
        // function ran (bench/README.md). Unminified output is not an option: the classic scripts'
        // rewrite reads the minified shape (scripts/vite-classic-chunks.ts).
        ...(process.env.BUILD_KEEP_NAMES ? { minify: { mangle: false, compress: true, codegen: true } } : {}),
        codeSplitting: {
          // React, the router and TanStack Query in one chunk: every screen needs all of them first,
          // and the bundler otherwise cuts them into a dozen small shared chunks (each a request,
          // each compressed on its own), because lazily loaded screens import parts of them too.
          // The data layer's libraries get their own named chunks, so bench:bundle says what they are.
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ },
            { name: 'dexie', test: /node_modules[\\/]dexie[\\/]/ },
            // With the module through which lib/api.ts loads zod (not a chunk of its own, a request more).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]contracts[\\/]zod-runtime\.ts$/ },
            { name: 'ky', test: /node_modules[\\/]ky[\\/]/ },
            ...screenGroups(),
          ],
        },
      },
    },
  },
});
