import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../../../server/app';
import { type Database, openDatabase } from '../../../server/db/client';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { withDatabase } from './global-setup';

/** A fresh copy of the seeded database, private to the calling test file. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) return openPostgresCopy(url, template);
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ loadDataDir: new Blob([snapshot]) });
}

/** An empty database of the kind under test (no tables yet): what a first start meets. */
export async function openEmptyTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresCopy(url, 'template0') : openDatabase({});
}

/**
 * Two handles on one fresh test database, as two server instances have: two pools on one
 * PostgreSQL database, or (PGlite, one connection in this process) the same database twice.
 */
export async function openTestDatabaseTwice(): Promise<[Database, Database]> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const first = await openPostgresCopy(url, template);
    const second = await openDatabase({ url: first.url, poolSize: 4, onIdleError: () => {} });
    return [first, second];
  }
  const only = await openTestDatabase();
  return [only, { ...only, close: async () => {} }];
}

async function openPostgresCopy(url: string, template: string): Promise<Database & { url: string }> {
  {
    const name = `vt_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 4, onIdleError: () => {} });
    return {
      ...database,
      url: withDatabase(url, name),
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
}

/** Uploads go to a private temp directory unless the test names one. */
export async function createTestApp(
  config: AppOptions['config'] = {},
  idempotency?: AppOptions['idempotency'],
  extra: Pick<AppOptions, 'loginClock' | 'uploadLimits' | 'wordpress' | 'automation' | 'jobs'> = {},
) {
  const database = await openTestDatabase();
  const uploadsDir = config.uploadsDir ?? mkdtempSync(path.join(tmpdir(), 'vt-uploads-'));
  const app = await buildApp({ database, config: { ...config, uploadsDir }, idempotency, ...extra });
  return {
    app,
    database,
    db: database.db,
    uploadsDir,
    close: async () => {
      await app.close();
      await database.close();
      if (!config.uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function login(app: TestApp['app'], username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json().data as { accessToken: string; refreshToken: string; expiresIn: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
