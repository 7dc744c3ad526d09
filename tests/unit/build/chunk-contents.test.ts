import { describe, expect, it } from 'vitest';
import { chunkContents, importChain } from '../../../bench/lib/chunk-contents';
import { type ChunkModules, chunkModules, ownerOf } from '../../../scripts/vite-chunk-modules';

describe('ownerOf', () => {
  it('names the package of a module in node_modules, scoped or not, nested or not', () => {
    expect(ownerOf('node_modules/recharts/es6/chart/LineChart.js')).toBe('recharts');
    expect(ownerOf('node_modules/@mantine/charts/esm/index.mjs')).toBe('@mantine/charts');
    expect(ownerOf('node_modules/a/node_modules/@x/y/z.js')).toBe('a');
  });

  it('names a source file by its path, without the router split query', () => {
    expect(ownerOf('src/ui/chart-parts.tsx')).toBe('src/ui/chart-parts.tsx');
    expect(ownerOf('src/routes/_app/tai-xe.tsx?tsr-split=component---loader')).toBe('src/routes/_app/tai-xe.tsx');
  });
});

/**
 * The regression the budget check must explain: the dashboard imports a chart, and the chart
 * library lands in the driver-screen chunk through @mantine/charts' index (which renders nothing
 * and is in no chunk). A console screen imports the same index; it must not be the answer.
 */
const contents: ChunkModules = {
  chunks: {
    'assets/driver-screen-h.js': [
      { id: 'node_modules/recharts/es6/chart/LineChart.js', size: 60_000 },
      { id: 'node_modules/recharts/es6/util/scale.js', size: 40_000 },
      { id: 'node_modules/@mantine/charts/esm/DonutChart/DonutChart.mjs', size: 5_000 },
      { id: 'src/ui/chart-parts.tsx', size: 1_000 },
      { id: 'src/features/driver/components/driver-dashboard.tsx', size: 10_000 },
      { id: 'src/ui/sync-chip.tsx', size: 4_000 },
    ],
  },
  importers: {
    'node_modules/recharts/es6/util/scale.js': ['node_modules/recharts/es6/chart/LineChart.js'],
    'node_modules/recharts/es6/chart/LineChart.js': ['node_modules/recharts/es6/index.js'],
    'node_modules/recharts/es6/index.js': ['node_modules/@mantine/charts/esm/DonutChart/DonutChart.mjs'],
    'node_modules/@mantine/charts/esm/DonutChart/DonutChart.mjs': ['node_modules/@mantine/charts/esm/index.mjs'],
    'node_modules/@mantine/charts/esm/index.mjs': [
      'src/features/articles/dashboards/components/article-charts.tsx',
      'src/ui/chart-parts.tsx',
    ],
    'src/ui/chart-parts.tsx': [
      'src/features/articles/dashboards/components/article-charts.tsx',
      'src/features/driver/components/driver-dashboard.tsx',
    ],
    'src/features/driver/components/driver-dashboard.tsx': ['src/routes/_app/tai-xe.tsx?tsr-split=component---loader'],
    'src/ui/sync-chip.tsx': ['src/app/shell/console-header.tsx'],
  },
};
const inChunk = new Set(contents.chunks['assets/driver-screen-h.js']?.map((m) => m.id));

describe('importChain', () => {
  it('walks through a package and its index, preferring importers in the chunk, up to the route', () => {
    expect(importChain('recharts', inChunk, contents.importers)).toEqual([
      'recharts',
      '@mantine/charts',
      'src/ui/chart-parts.tsx',
      'src/features/driver/components/driver-dashboard.tsx',
      'src/routes/_app/tai-xe.tsx',
    ]);
  });

  it('stops at an importer outside the chunk (the chunk chain says the rest)', () => {
    expect(importChain('src/ui/sync-chip.tsx', inChunk, contents.importers)).toEqual([
      'src/ui/sync-chip.tsx',
      'src/app/shell/console-header.tsx',
    ]);
  });

  it('is the owner alone when nothing imports it', () => {
    expect(importChain('src/nowhere.ts', new Set(['src/nowhere.ts']), {})).toEqual(['src/nowhere.ts']);
  });

  it('ends on an import cycle instead of going round it', () => {
    const cycle = { 'src/a.ts': ['src/b.ts'], 'src/b.ts': ['src/a.ts'] };
    expect(importChain('src/a.ts', new Set(['src/a.ts', 'src/b.ts']), cycle)).toEqual(['src/a.ts', 'src/b.ts']);
  });
});

describe('chunkContents', () => {
  it('sums the modules by owner, largest first, with shares and chains', () => {
    const shares = chunkContents(contents, 'assets/driver-screen-h.js', 3);
    expect(shares.map(({ owner, bytes, share }) => [owner, bytes, share])).toEqual([
      ['recharts', 100_000, 83],
      ['src/features/driver/components/driver-dashboard.tsx', 10_000, 8],
      ['@mantine/charts', 5_000, 4],
    ]);
    expect(shares[0]?.chain.at(-1)).toBe('src/routes/_app/tai-xe.tsx');
  });

  it('is empty for a chunk it does not know', () => {
    expect(chunkContents(contents, 'assets/other-h.js', 5)).toEqual([]);
  });
});

describe('chunkModules plugin', () => {
  it('writes each chunk’s modules by size and every module’s importers, another owner’s first', () => {
    const root = '/project';
    const plugin = chunkModules(root);
    const graph: Record<string, string[]> = {
      '/project/node_modules/recharts/es6/index.js': [
        '/project/node_modules/recharts/es6/other.js',
        '/project/node_modules/@mantine/charts/esm/LineChart.mjs',
      ],
      '/project/src/ui/chart-parts.tsx': [],
    };
    const bundle = {
      'assets/driver-screen-h.js': {
        type: 'chunk',
        fileName: 'assets/driver-screen-h.js',
        modules: {
          '/project/src/ui/chart-parts.tsx': { renderedLength: 10 },
          '/project/node_modules/recharts/es6/index.js': { renderedLength: 0 },
          '\0/project/node_modules/recharts/es6/chart.js': { renderedLength: 500 },
        },
      },
      'assets/a.css': { type: 'asset', fileName: 'assets/a.css' },
    };
    let emitted: { fileName: string; source: string } | undefined;
    const hook = plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void;
    hook.call(
      {
        getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
        getModuleInfo: (id: string) => ({ importers: graph[id] ?? [] }),
        emitFile: (file: { fileName: string; source: string }) => {
          emitted = file;
        },
      },
      {},
      bundle,
    );
    expect(emitted?.fileName).toBe('.vite/chunk-modules.json');
    const written = JSON.parse(emitted?.source ?? '{}') as ChunkModules;
    expect(written.chunks).toEqual({
      'assets/driver-screen-h.js': [
        { id: 'node_modules/recharts/es6/chart.js', size: 500 },
        { id: 'src/ui/chart-parts.tsx', size: 10 },
        { id: 'node_modules/recharts/es6/index.js', size: 0 },
      ],
    });
    expect(written.importers).toEqual({
      'node_modules/recharts/es6/index.js': [
        'node_modules/@mantine/charts/esm/LineChart.mjs',
        'node_modules/recharts/es6/other.js',
      ],
    });
  });
});
