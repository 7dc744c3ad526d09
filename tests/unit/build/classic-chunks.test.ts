import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { beforeModuleScript, classicChunksPlugin, classicScriptTags } from '../../../scripts/vite-classic-chunks';

/** A chunk as the bundler hands it to generateBundle, with what these tests need of it. */
function chunk(name: string, code: string, imports: string[] = []) {
  return {
    type: 'chunk' as const,
    name,
    fileName: `assets/${name}-h.js`,
    code,
    imports,
    isEntry: false,
    isDynamicEntry: false,
  };
}

/** Runs the plugin's generateBundle on `chunks`: the emitted scripts, and the chunks as rewritten. */
function build(names: string[], chunks: ReturnType<typeof chunk>[]) {
  const plugin = classicChunksPlugin(names);
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  const emitted = new Map<string, string>();
  const hook = plugin.generateBundle as unknown as { handler: (this: unknown, o: unknown, b: unknown) => void };
  hook.handler.call(
    { emitFile: (file: { fileName: string; source: string }) => emitted.set(file.fileName, file.source) },
    {},
    bundle,
  );
  return { emitted, plugin, bundle };
}

/** Runs scripts as a page would, in order, and returns what they published. */
function run(...scripts: string[]) {
  const page = { location: { href: 'http://localhost/tai-xe' }, URL } as Record<string, unknown>;
  page.self = page;
  const context = createContext(page);
  for (const script of scripts) runInContext(script, context);
  const published = page.__vtChunks as Record<string, Record<string, unknown>>;
  /** What a chunk's script published under `name`; throws when the chunk published nothing. */
  return (file: string, name: string) => {
    const exports = published[`assets/${file}`];
    if (!exports) throw new Error(`assets/${file} published nothing`);
    return exports[name];
  };
}

const runtime = chunk('rolldown-runtime', 'var o=(e)=>e*2;export{o as t};');
/** Over 2 KiB, as a chunk with a script of its own is. */
const PADDING = `/*${'x'.repeat(2100)}*/`;
const framework = chunk(
  'framework',
  `import{t as d}from"./rolldown-runtime-h.js";${PADDING}var x=d(21),y=function(){return x};export{x as a,y as in};`,
  ['assets/rolldown-runtime-h.js'],
);
const shell = chunk(
  'app-shell',
  `${PADDING}import{a as n,in as q}from"./framework-h.js";` + 'var u=()=>n+q()+import.meta.url.length;export{u as s};',
  ['assets/rolldown-runtime-h.js', 'assets/framework-h.js'],
);

describe('classic-chunks: the first screens\u2019 chunks as classic scripts', () => {
  it('publishes each chunk\u2019s exports, its imports read from the chunks before it', () => {
    const { emitted } = build(['framework'], [{ ...runtime }, { ...framework }]);
    // The runtime helpers (under 2 KiB) ride in their importer's script: one request less.
    expect([...emitted.keys()]).toEqual(['assets/framework-h.classic.js']);
    const published = run(emitted.get('assets/framework-h.classic.js') ?? '');
    expect(published('rolldown-runtime-h.js', 't')).toBeTypeOf('function');
    expect(published('framework-h.js', 'a')).toBe(42);
    expect((published('framework-h.js', 'in') as () => number)()).toBe(42);
  });

  it('gives a chunk\u2019s script its own address for import.meta.url', () => {
    const { emitted } = build(['app-shell'], [{ ...runtime }, { ...framework }, { ...shell }]);
    const published = run(...emitted.values());
    const url = 'http://localhost/assets/app-shell-h.js';
    expect((published('app-shell-h.js', 's') as () => number)()).toBe(42 + 42 + url.length);
  });

  it('runs nothing of a chunk whose imports have not run: its module runs it again later', () => {
    const { emitted } = build(['app-shell'], [{ ...runtime }, { ...framework }, { ...shell }]);
    const published = run(emitted.get('assets/app-shell-h.classic.js') ?? '');
    expect(() => published('app-shell-h.js', 's')).toThrow(/published nothing/);
  });

  it('leaves each chunk\u2019s file a module that hands on the same exports, reserved names included', () => {
    const { bundle } = build(['app-shell'], [{ ...runtime }, { ...framework }, { ...shell }]);
    const standIn = bundle['assets/framework-h.js']?.code ?? '';
    expect(standIn).toContain('import"./rolldown-runtime-h.js";');
    expect(standIn).toContain('export const{a}=$chunk;');
    expect(standIn).toContain('export{$0 as in};');
    // Only the first stand-in defines the loader; the others import it.
    expect(bundle['assets/rolldown-runtime-h.js']?.code).toContain('function $load(');
    expect(standIn).toContain('import{"load classic script" as $load}from"./rolldown-runtime-h.js";');
    // The merged runtime loads the script that carries it.
    expect(bundle['assets/rolldown-runtime-h.js']?.code).toContain('await $load("/assets/framework-h.classic.js")');
  });

  it('writes the pages\u2019 script tags in dependency order, one per script, before the module script', () => {
    const { plugin } = build(['app-shell'], [{ ...runtime }, { ...framework }, { ...shell }]);
    const tags = classicScriptTags(plugin.api.hosts(), [
      'assets/app-shell-h.js',
      'assets/rolldown-runtime-h.js',
      'assets/framework-h.js',
    ]);
    expect(tags).toEqual([
      '<script defer fetchpriority="high" src="/assets/framework-h.classic.js"></script>',
      '<script defer fetchpriority="high" src="/assets/app-shell-h.classic.js"></script>',
    ]);
    const html = beforeModuleScript('<head>\n    <script type="module" src="/e.js"></script></head>', tags);
    expect(html.indexOf('framework-h.classic.js')).toBeLessThan(html.indexOf('app-shell-h.classic.js'));
    expect(html.indexOf('app-shell-h.classic.js')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('stops the build on a chunk it cannot rewrite, rather than ship a broken script', () => {
    const odd = chunk('framework', `import*as ns from"./rolldown-runtime-h.js";export{ns as a};${PADDING}`, [
      'assets/rolldown-runtime-h.js',
    ]);
    expect(() => build(['framework'], [{ ...runtime }, odd])).toThrow(/import or export the rewrite does not know/);
    const awaiting = chunk('framework', `${PADDING}var a=await 1;export{a};`);
    expect(() => build(['framework'], [awaiting])).toThrow(/does not parse/);
    expect(() => build(['missing'], [{ ...runtime }])).toThrow(/no shared chunk named missing/);
  });
});
