/**
 * The first screens' chunks (and the libraries every start runs) as classic scripts, so that V8's
 * code cache serves them.
 *
 * Chromium keeps a compiled copy of a script beside it (V8's code cache) and then skips parsing
 * and compiling it. For a classic script the service worker precached, that copy is made at
 * install with every function compiled, and read on a background thread at each start. For a
 * module script today's Chromium (156) produces a copy on every load and never reads it
 * (bench/README.md). So every reopen of the dashboard compiled ~1600 functions lazily on a
 * phone's main thread, in the middle of its first render; with these scripts, ~500.
 *
 * After the bundler has cut the chunks, each chunk of `names` and what it imports is rewritten:
 * - its code goes into a classic script, `<name>-<hash>.classic.js`, wrapped in a function that
 *   reads its imports from and writes its exports to `self.__vtChunks`, under the chunk's file;
 *   a chunk under `MERGE_BELOW` (the bundler's runtime helpers) goes into the script of the first
 *   chunk that imports it instead: one request less on every page;
 * - `<name>-<hash>.js`, which the other chunks import, becomes a small module handing on those
 *   exports, after loading the script if the page did not (a console screen opening the
 *   driver's dashboard, or a script that failed to download).
 * Each page runs its chunks' classic scripts with `defer`, in dependency order, before its module
 * script (`transformIndexHtml` below, `classicScriptTags` for the route pages).
 *
 * The rewrite is textual on what the bundler writes (`import{a as b}from"./x.js";` and a final
 * `export{…};`); the build fails when a chunk does not look like that, or when what it writes
 * would not parse.
 */
import { Script } from 'node:vm';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import { reachable } from './reachable.ts';

/** Where the classic scripts publish their exports, by chunk file name. */
const REGISTRY = 'self.__vtChunks';
/** Loads in flight, by script address: two modules never run one script twice. */
const LOADING = 'self.__vtChunkLoads';
/** A chunk smaller than this (raw bytes) rides in its first importer's script. */
const MERGE_BELOW = 2048;
/** The export of the first stand-in that loads a script; no chunk export can have this name. */
const LOADER_EXPORT = '"load classic script"';

/** A chunk's file as a classic script. */
export function classicFileOf(chunkFile: string): string {
  return chunkFile.replace(/\.js$/, '.classic.js');
}

const STATIC_IMPORT = /import\{([^}]*)\}from"\.\/([^"]+)";/g;
const BARE_IMPORT = /import"\.\/([^"]+)";/g;
const EXPORT_CLAUSE = /export\{([^}]*)\};?\s*$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `a as b, c` → [{ local: 'a', as: 'b' }, { local: 'c', as: 'c' }]. */
function bindings(list: string): { local: string; as: string }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [local = '', as = local] = part.split(/\s+as\s+/);
      return { local, as };
    });
}

const exportsOf = (code: string) => bindings(EXPORT_CLAUSE.exec(code)?.[1] ?? '');
const relative = (file: string) => `./${file.replace(/^assets\//, '')}`;

/** The chunks to make classic: the named ones and what they import, in dependency order. */
function classicOrder(bundle: OutputBundle, names: readonly string[]): OutputChunk[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const ordered: OutputChunk[] = [];
  const visiting = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (ordered.includes(chunk)) return;
    if (visiting.has(chunk.fileName)) throw new Error(`classic-chunks: ${chunk.fileName} is in an import cycle.`);
    visiting.add(chunk.fileName);
    for (const file of chunk.imports) {
      const dep = byFile.get(file);
      if (!dep) throw new Error(`classic-chunks: ${chunk.fileName} imports ${file}, not in the bundle.`);
      visit(dep);
    }
    ordered.push(chunk);
  };
  for (const name of names) {
    const chunk = chunks.find((c) => c.name === name && !c.isEntry && !c.isDynamicEntry);
    if (!chunk) throw new Error(`classic-chunks: no shared chunk named ${name}.`);
    visit(chunk);
  }
  return ordered;
}

/** Each classic chunk, in dependency order, with the chunk whose script carries its code: itself, or (when small) its first importer's. */
function withHosts(ordered: readonly OutputChunk[]): { chunk: OutputChunk; host: string }[] {
  const hostOf = (chunk: OutputChunk): string => {
    const importer = ordered.find((other) => other.imports.includes(chunk.fileName));
    return chunk.code.length < MERGE_BELOW && importer ? hostOf(importer) : chunk.fileName;
  };
  return ordered.map((chunk) => ({ chunk, host: hostOf(chunk) }));
}

const hostsByFile = (placed: readonly { chunk: OutputChunk; host: string }[]) =>
  new Map(placed.map(({ chunk, host }) => [chunk.fileName, host]));

/** The chunk's code in a function that takes its imports from, and gives its exports to, the registry. */
function wrapped(chunk: OutputChunk): string {
  const reads: string[] = [];
  const from: string[] = [];
  let body = chunk.code
    .replace(STATIC_IMPORT, (_all, names: string, file: string) => {
      const pairs = bindings(names).map(({ local, as }) => `${JSON.stringify(local)}:${as}`);
      from.push(`${REGISTRY}[${JSON.stringify(`assets/${file}`)}]`);
      reads.push(`var{${pairs.join(',')}}=${from.at(-1)};`);
      return '';
    })
    .replace(BARE_IMPORT, '');
  const exported = EXPORT_CLAUSE.exec(body);
  if (exported) body = body.slice(0, exported.index);
  if (/(^|[;}])\s*(import|export)\s*[{*"]/.test(body))
    throw new Error(`classic-chunks: ${chunk.fileName} has an import or export the rewrite does not know.`);
  // The preload helper resolves a dependency against import.meta.url: the chunk's own address.
  const meta = `var __vtMeta={url:new URL(${JSON.stringify(`/${chunk.fileName}`)},location.href).href};`;
  body = body.replaceAll('import.meta', '__vtMeta');
  const published = exportsOf(chunk.code).map(({ local, as }) => `${JSON.stringify(as)}:${local}`);
  return (
    // A script whose imports have not run (one of them failed to download) does nothing: the
    // chunk's module runs it again once they have.
    `(function(){"use strict";${from.length ? `if(!(${from.join('&&')}))return;` : ''}${meta}${reads.join('')}\n${body}\n` +
    `${REGISTRY}[${JSON.stringify(chunk.fileName)}]={${published.join(',')}};})();\n`
  );
}

/** The module the other chunks import in place of the chunk: its exports, once its script has run. */
function standIn(chunk: OutputChunk, script: string, loader: string | undefined): string {
  const key = JSON.stringify(chunk.fileName);
  const src = JSON.stringify(`/${script}`);
  // The dependencies' stand-ins first: each makes sure its own script has run.
  const deps = chunk.imports.map((file) => `import"${relative(file)}";`);
  const load = loader
    ? `import{${LOADER_EXPORT} as $load}from"${relative(loader)}";`
    : `function $load(src){const loads=${LOADING}||(${LOADING}={});` +
      `return loads[src]||(loads[src]=new Promise((ok,fail)=>{const s=document.createElement("script");` +
      `s.src=src;s.onload=ok;s.onerror=()=>{delete loads[src];fail(new Error("Không tải được "+src))};` +
      `document.head.append(s)}))}export{$load as ${LOADER_EXPORT}};`;
  const exports = exportsOf(chunk.code).map(({ as }) => as);
  // A name no binding may have (`in`, `do`) is exported from a local.
  const plain = exports.filter((as) => IDENTIFIER.test(as) && !RESERVED.has(as));
  const other = exports.filter((as) => !plain.includes(as));
  const lines = [
    ...deps,
    load,
    `${REGISTRY}?.[${key}]??await $load(${src});const $chunk=${REGISTRY}[${key}];`,
    plain.length ? `export const{${plain.join(',')}}=$chunk;` : '',
    ...other.map((as, i) => `const $${i}=$chunk[${JSON.stringify(as)}];export{$${i} as ${as}};`),
  ];
  const code = `${lines.join('')}\n`;
  try {
    parseAst(code, { sourceType: 'module' });
  } catch (error) {
    throw new Error(`classic-chunks: ${chunk.fileName}'s stand-in does not parse: ${String(error)}`);
  }
  return code;
}

/** Words an export may be named but a `const` may not. */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'yield let static implements interface package private protected public await arguments eval'
  ).split(' '),
);

/** What the route pages (vite.config.ts) need to know of the classic scripts once the bundle is written. */
export interface ClassicChunksApi {
  /** The classic chunk files, in dependency order, each with the chunk whose script carries it. */
  hosts(): ReadonlyMap<string, string>;
}

/**
 * `<script defer>` tags for the scripts that carry `files` (chunk file names), in dependency order.
 * At high priority: a deferred script is fetched at low priority, after the stylesheets and the
 * module preloads, yet nothing of the first screen is drawn before these run.
 */
export function classicScriptTags(hosts: ReadonlyMap<string, string>, files: Iterable<string>): string[] {
  const wanted = new Set(files);
  const scripts = [...hosts].filter(([file]) => wanted.has(file)).map(([, host]) => classicFileOf(host));
  return [...new Set(scripts)].map((script) => `<script defer fetchpriority="high" src="/${script}"></script>`);
}

/** `html` with `tags` right before its module script, which they must run before. */
export function beforeModuleScript(html: string, tags: readonly string[]): string {
  const moduleScript = '<script type="module"';
  if (!html.includes(moduleScript)) throw new Error('classic-chunks: the page has no module script.');
  return html.replace(moduleScript, `${tags.join('\n    ')}\n    ${moduleScript}`);
}

/**
 * `names`: the shared chunks (vite.config.ts's groups) that the first screens load. Their classic
 * scripts are emitted beside them, and index.html runs those of its entry's chunks.
 */
export function classicChunksPlugin(names: readonly string[]): Plugin & { api: ClassicChunksApi } {
  let hosts = new Map<string, string>();
  return {
    name: 'classic-chunks',
    apply: 'build',
    api: { hosts: () => hosts },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('classic-chunks: no entry chunk for index.html.');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loaded = reachable([entry.fileName], (file) => byFile.get(file)?.imports ?? []);
        return beforeModuleScript(html, classicScriptTags(hostsByFile(withHosts(classicOrder(bundle, names))), loaded));
      },
    },
    // After Vite's own generateBundle hooks: its preload lists are in the chunks' code by then.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // Placed before any chunk's code becomes its (small) stand-in.
        const placed = withHosts(classicOrder(bundle, names));
        const loader = placed[0]?.chunk.fileName;
        const scripts = new Map<string, string[]>();
        for (const { chunk, host } of placed) scripts.set(host, [...(scripts.get(host) ?? []), wrapped(chunk)]);
        for (const [host, parts] of scripts) {
          const fileName = classicFileOf(host);
          const source = `${REGISTRY}||(${REGISTRY}={});\n${parts.join('')}`;
          try {
            new Script(source, { filename: fileName });
          } catch (error) {
            throw new Error(`classic-chunks: ${fileName} does not parse: ${String(error)}`);
          }
          this.emitFile({ type: 'asset', fileName, source });
        }
        for (const { chunk, host } of placed) {
          chunk.code = standIn(chunk, classicFileOf(host), chunk.fileName === loader ? undefined : loader);
        }
        hosts = hostsByFile(placed);
      },
    },
  };
}
