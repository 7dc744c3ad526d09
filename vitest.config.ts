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
        },
      },
    ],
  },
});
