import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { nguoiDung } from './staff';

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. A family is one login; every rotation
 * adds a row to it, and a reused (already rotated) token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    familyId: uuid('family_id').notNull(),
    idNguoiDung: integer('id_nguoi_dung')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 30 }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.idNguoiDung)],
);

/**
 * Idempotency keys for writes the offline outbox sends: key + user + request fingerprint
 * + stored response, kept at least 30 days so a phone that comes back late replays safely.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: varchar('key', { length: 100 }).notNull(),
    idNguoiDung: integer('id_nguoi_dung').notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    state: varchar('state', { length: 12 }).notNull().default('in_flight'),
    /** Which attempt holds an in-flight key, and until when; a crashed attempt's lease runs out. */
    owner: varchar('owner', { length: 36 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One key per user: two drivers' phones may never collide, even with the same ULID.
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.key, t.idNguoiDung] }),
  ],
);

/** Server-wide settings kept in the database (JWT secret, VAPID keys, …) so instances agree. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed-login counters per (username, IP) and per IP, in a fixed window. */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 255 }).primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
