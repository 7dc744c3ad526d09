import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Two projects: `unit` for pure rules (client and server, node environment so Dexie +
// fake-indexeddb round-trip Blobs), `api` for app.inject against a real database.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/faults/**/*.test.ts'],
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is single-threaded WASM; two cores run two files at once comfortably.
          maxWorkers: 2,
          // Each file imported the whole server afresh (Fastify, Drizzle, every route's contracts):
          // 166 s of a 394-s pass on two cores, FAULT_RUNS=40. Shared per worker, the pass took 202 s.
          // Safe here: every file opens its own database and app (helpers/test-app.ts), the server
          // keeps per-database state in WeakMaps keyed by the database, and the one file that sets
          // environment variables restores them after each test (quotations/lines-from-image).
          isolate: false,
        },
      },
    ],
  },
});
