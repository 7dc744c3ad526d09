import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { nguoiDung } from './staff';

/**
 * Tệp tin — uploaded files. The id (128 random bits, base64url) is the only handle a client
 * gets; the bytes live on disk under `storedName`, a random name unrelated to the client's.
 */
export const tepTin = pgTable(
  'tep_tin',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    ownerId: integer('owner_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    folder: varchar('folder', { length: 60 }).notNull(),
    /** Path relative to the uploads directory. */
    storedName: text('stored_name').notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    /** Bytes as stored (after metadata removal). */
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** SHA-256 of the bytes as the client sent them (what it checks and retries with). */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tep_tin_owner_idx').on(t.ownerId, t.createdAt)],
);
