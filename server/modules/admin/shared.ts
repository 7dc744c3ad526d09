import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Case-insensitive "contains" over a few columns, with LIKE wildcards in the keyword taken literally. */
export function containing(keyword: string | undefined, columns: PgColumn[]): SQL | undefined {
  if (!keyword) return undefined;
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c, like)));
}

/** The PostgreSQL SQLSTATE of a failed statement; Drizzle wraps the driver's error in `cause`. */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : sqlState(e.cause);
}

/** Two writers raced past our own check to the same unique value. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/** The constraint (or unique index) a failed statement broke, to tell which value was taken. */
export function violatedConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return undefined;
  return typeof e.constraint === 'string' ? e.constraint : violatedConstraint(e.cause);
}
