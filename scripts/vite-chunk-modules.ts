/**
 * What each chunk holds: `dist/.vite/chunk-modules.json`, for `bench:bundle -- --check`.
 *
 * The manifest says which chunk a route loads, not what is inside it. The first screens' code is in
 * a few large group chunks (vite.config.ts screenGroups), so when one grows the budget check could
 * only name the group ("driver-screen 173.6 KiB"), not the import that pulled a chart library into
 * it. This file lists each chunk's modules with their rendered size (after tree-shaking, before
 * minification), and who imports each module of the build, so the check can say which package
 * grew a chunk and from where it is imported.
 *
 * Like the manifest it sits in `.vite/`: the service worker's precache takes no .json, and no
 * dot-directory.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
/**
 * Importers of the same owner kept per module: a walk through a package needs one path up to its
 * index. Another owner's are all kept: which of them is in the chunk asked about is known only then.
 */
const SAME_OWNER_KEPT = 4;

export interface ChunkModules {
  /** By chunk file name, as the manifest names chunks: its modules, largest first. */
  chunks: Record<string, { id: string; size: number }[]>;
  /** By module: modules that import it statically, another owner's first (see `ownerOf`). */
  importers: Record<string, string[]>;
}

/** The package a module belongs to (`recharts`, `@mantine/core`), or its source file. */
export function ownerOf(id: string): string {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return match?.[1] ?? id.replace(/\?.*$/, '');
}

export function chunkModules(root: string): Plugin {
  // Module ids as paths from the project root (`node_modules/recharts/…`, `src/ui/chart-parts.tsx`).
  const relative = (id: string) => path.relative(root, id.replace(/^\0/, '')).split(path.sep).join('/');
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const out: ChunkModules = { chunks: {}, importers: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        out.chunks[chunk.fileName] = Object.entries(chunk.modules)
          .map(([id, module]) => ({ id: relative(id), size: module.renderedLength }))
          .sort((a, b) => b.size - a.size);
      }
      for (const id of this.getModuleIds()) {
        const importers = (this.getModuleInfo(id)?.importers ?? []).map(relative);
        if (importers.length === 0) continue;
        const owner = ownerOf(relative(id));
        const other = importers.filter((i) => ownerOf(i) !== owner);
        const same = importers.filter((i) => ownerOf(i) === owner);
        out.importers[relative(id)] = [...other, ...same.slice(0, SAME_OWNER_KEPT)];
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(out) });
    },
  };
}
