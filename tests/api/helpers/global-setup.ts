/**
 * Prepares one migrated, seeded database that every API test file copies: a PGlite data-dir
 * dump (the default), or a PostgreSQL template database when TEST_DATABASE_URL is set.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { seedCatalogue, seedDemo } from '../../../server/db/seed';
import { seedFixtureFiles } from './fixture-files';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `vt_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: withDatabase(url, template), poolSize: 2 });
    await database.migrate();
    await seedCatalogue(database.db);
    await seedDemo(database.db);
    await seedFixtureFiles(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedCatalogue(database.db);
  await seedDemo(database.db);
  await seedFixtureFiles(database.db);
  const pglite = (database as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite;
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-snapshot-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => rmSync(file, { force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
