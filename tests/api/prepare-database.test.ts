import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { nguoiDung, quyen } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed-data';
import { openEmptyTestDatabase } from './helpers/test-app';

const users = async (db: Parameters<typeof prepareDatabase>[0]['db']) =>
  (await db.select({ n: count() }).from(nguoiDung))[0]?.n;

describe('prepareDatabase (what npm start does to a database)', () => {
  it('seeds the demo company into an empty embedded database, once', async () => {
    const database = await openDatabase({});
    try {
      expect(await prepareDatabase(database)).toEqual({ seeded: 'demo' });
      expect(await users(database.db)).toBe(DEMO_USERS.length);
      expect((await database.db.select({ n: count() }).from(quyen))[0]?.n).toBeGreaterThan(40);
      // A second start finds data and leaves it alone.
      expect(await prepareDatabase(database)).toEqual({ seeded: 'none' });
      expect(await users(database.db)).toBe(DEMO_USERS.length);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'never seeds demo users into a DATABASE_URL database without --demo: one admin instead',
    async () => {
      const database = await openEmptyTestDatabase();
      try {
        const prepared = await prepareDatabase(database, { adminPassword: 'Mat-khau-dau-tien-1' });
        expect(prepared).toEqual({ seeded: 'admin', adminPassword: 'Mat-khau-dau-tien-1' });
        expect(await users(database.db)).toBe(1);
        const app = await buildApp({ database });
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'admin', password: 'Mat-khau-dau-tien-1' },
        });
        expect(res.statusCode).toBe(200);
        await app.close();
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)('--demo seeds the demo company into a DATABASE_URL database', async () => {
    const database = await openEmptyTestDatabase();
    try {
      expect(await prepareDatabase(database, { demo: true })).toEqual({ seeded: 'demo' });
      expect(await users(database.db)).toBe(DEMO_USERS.length);
    } finally {
      await database.close();
    }
  });
});
