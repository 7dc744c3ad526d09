/**
 * What is inside a chunk, by package or source file, and how each got there — read from
 * dist/.vite/chunk-modules.json (scripts/vite-chunk-modules.ts) for `bench:bundle -- --check`.
 */
import { type ChunkModules, ownerOf } from '../../scripts/vite-chunk-modules';

/** A walk up the importers stops after this many owners. */
const CHAIN_STEPS = 6;
/** Modules visited inside one package before giving up on finding who imports it. */
const WALK_LIMIT = 5000;

export interface OwnerShare {
  /** A package (`recharts`) or a source file (`src/ui/chart-parts.tsx`). */
  owner: string;
  /** Its modules' rendered size in the chunk, bytes before minifying. */
  bytes: number;
  /** Percent of the chunk's rendered size. */
  share: number;
  /** From the owner up: `['recharts', '@mantine/charts', 'src/ui/chart-parts.tsx', …]`. */
  chain: string[];
}

/**
 * How a chunk comes to hold `owner`: the module of another owner that imports it, then who imports
 * that, up to a route file or out of the chunk (the chunk chain says the rest). Within a package
 * the walk goes through its own modules, its index re-exporting the others. Importers in the chunk
 * come first: a shared module is also imported by screens that have nothing to do with it.
 */
export function importChain(owner: string, inChunk: Set<string>, importers: ChunkModules['importers']): string[] {
  const chain = [owner];
  let frontier = [...inChunk].filter((id) => ownerOf(id) === owner);
  for (let step = 0; step < CHAIN_STEPS && frontier.length > 0; step++) {
    const current = chain.at(-1);
    const seen = new Set(frontier);
    const queue = [...frontier];
    const outside: string[] = [];
    while (queue.length > 0 && seen.size < WALK_LIMIT) {
      for (const importer of importers[queue.shift() as string] ?? []) {
        if (ownerOf(importer) !== current) outside.push(importer);
        else if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    const fresh = outside.filter((id) => !chain.includes(ownerOf(id)));
    const next = fresh.find((id) => inChunk.has(id)) ?? fresh[0];
    if (!next) break;
    chain.push(ownerOf(next));
    if (next.startsWith('src/routes/') || !inChunk.has(next)) break;
    frontier = [next];
  }
  return chain;
}

/** The chunk's largest owners, largest first, each with the chain that brings it in. */
export function chunkContents(contents: ChunkModules, chunkFile: string, shown: number): OwnerShare[] {
  const modules = contents.chunks[chunkFile] ?? [];
  const bytesByOwner = new Map<string, number>();
  for (const m of modules) bytesByOwner.set(ownerOf(m.id), (bytesByOwner.get(ownerOf(m.id)) ?? 0) + m.size);
  const total = modules.reduce((a, m) => a + m.size, 0) || 1;
  const inChunk = new Set(modules.map((m) => m.id));
  return [...bytesByOwner]
    .sort((a, b) => b[1] - a[1])
    .slice(0, shown)
    .map(([owner, bytes]) => ({
      owner,
      bytes,
      share: Math.round((bytes / total) * 100),
      chain: importChain(owner, inChunk, contents.importers),
    }));
}
