import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the pg-core schema and committed; the server applies them
// at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
