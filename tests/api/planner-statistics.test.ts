import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { analyzeTables } from '../../server/db/planner-statistics';
import { prepareDatabase } from '../../server/db/prepare';

describe('planner statistics on the embedded database (PGlite has no autovacuum)', () => {
  it('analyze gives the planner the real size of the demo tables', async () => {
    const database = await openDatabase({});
    try {
      await prepareDatabase(database);
      const estimate = async () => {
        const { rows } = (await database.db.execute(
          sql`select reltuples::float8 as n from pg_class where relname = 'task'`,
        )) as unknown as { rows: { n: number }[] };
        return Number(rows[0]?.n);
      };
      // Never analyzed: PostgreSQL 14+ says -1 (unknown), and the planner falls back to guesses.
      expect(await estimate()).toBeLessThanOrEqual(0);
      await analyzeTables(database);
      const { rows } = (await database.db.execute(sql`select count(*)::int as n from task`)) as unknown as {
        rows: { n: number }[];
      };
      expect(await estimate()).toBe(rows[0]?.n);
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    // A whole migrate + seed of the demo company on a machine running other suites beside it.
  }, 90_000);
});
