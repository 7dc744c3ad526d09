import type { Database } from './client';
import { bootstrapAdmin, isEmpty, seedCatalogue, seedDemo } from './seed';

export type Prepared = { seeded: 'none' } | { seeded: 'demo' } | { seeded: 'admin'; adminPassword: string };

/**
 * Migrates and fills an empty database: the embedded one gets the demo company; a database
 * given by DATABASE_URL never gets demo users unless asked (`demo`), only a first admin.
 */
export async function prepareDatabase(
  database: Database,
  options: { demo?: boolean; adminPassword?: string } = {},
): Promise<Prepared> {
  await database.migrate();
  await seedCatalogue(database.db);
  if (!(await isEmpty(database.db))) return { seeded: 'none' };
  if (database.kind === 'pglite' || options.demo) {
    await seedDemo(database.db);
    return { seeded: 'demo' };
  }
  return { seeded: 'admin', adminPassword: await bootstrapAdmin(database.db, options.adminPassword) };
}
