import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { nguoiDung } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A WordPress website (spec 001 §3). The application password is stored encrypted
 * (server/lib/secrets.ts, AES-256-GCM) and never read back by an API.
 */
export const wpSite = pgTable('wp_site', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  baseUrl: varchar('base_url', { length: 500 }).notNull(),
  wpUsername: varchar('wp_username', { length: 255 }).notNull(),
  wpAppPassEnc: text('wp_app_pass_enc').notNull(),
  active: boolean('active').notNull().default(true),
  /** An intranet site an admin allowed (private address ranges are refused otherwise). */
  allowPrivate: boolean('allow_private').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Call-to-action block (spec 001 §3): sanitised HTML appended to pushed articles. */
export const cta = pgTable('cta', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  ctaContent: text('cta_content').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Article of the AI writer (spec 001 §3). `step` is the last stage reached (§4). */
export const article = pgTable(
  'article',
  {
    id: serial('id').primaryKey(),
    language: varchar('language', { length: 40 }).notNull(),
    schemaType: varchar('schema_type', { length: 40 }).notNull(),
    mainKeyword: varchar('main_keyword', { length: 255 }).notNull(),
    subKeywords: text('sub_keywords'),
    outline: text('outline'),
    title: varchar('title', { length: 255 }),
    description: text('description'),
    semanticKeywords: text('semantic_keywords'),
    content: text('content'),
    slug: varchar('slug', { length: 190 }),
    focusKeywords: text('focus_keywords'),
    featuredImage: text('featured_image'),
    selectedSiteId: integer('selected_site_id').references(() => wpSite.id, { onDelete: 'set null' }),
    selectedCategoryIds: text('selected_category_ids'),
    ctaId: integer('cta_id').references(() => cta.id, { onDelete: 'set null' }),
    internalLinks: text('internal_links'),
    step: varchar('step', { length: 20 }).notNull().default('INIT'),
    authorId: integer('author_id')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' }),
    wpPostId: integer('wp_post_id'),
    wpPostUrl: text('wp_post_url'),
    /** Set while a push to WordPress runs (any instance); a push claims the article only when it is
     * unset or older than the push's longest possible run (a crashed instance's claim expires). */
    pushStartedAt: at('push_started_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The list (sorted by updatedAt desc, per author or all) and the dashboards' period counts.
    index('article_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('article_author_updated_idx').on(t.authorId, t.updatedAt.desc()),
    index('article_created_idx').on(t.createdAt),
    index('article_author_created_idx').on(t.authorId, t.createdAt),
    index('article_step_idx').on(t.step),
  ],
);

/**
 * Articles per Vietnam calendar day of creation × author × current step × site (0 = none), kept by
 * triggers on `article` (migration 0012): the dashboards add up at most days × authors × 8 × sites
 * rows instead of grouping every article of the period (1.4 s → a few ms at 100 000 articles).
 */
export const articleDayCount = pgTable(
  'article_day_count',
  {
    day: integer('day').notNull(),
    authorId: integer('author_id').notNull(),
    step: varchar('step', { length: 20 }).notNull(),
    siteId: integer('site_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.authorId, t.step, t.siteId] }),
    index('article_day_count_author_idx').on(t.authorId, t.day),
  ],
);

/**
 * Persisted background jobs (server/lib/jobs.ts): AI generations, web pushes, webhooks, reminders.
 * A worker claims due rows with FOR UPDATE SKIP LOCKED and holds a lease (`lockedUntil`); a row
 * whose lease ran out (its instance crashed) is claimed again. `singletonKey` keeps one queued or
 * running job per key (one generation per article step at a time).
 */
export const appJob = pgTable(
  'app_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: varchar('queue', { length: 60 }).notNull(),
    payload: jsonb('payload').notNull(),
    singletonKey: varchar('singleton_key', { length: 200 }),
    /** created → active → completed | failed (retries go back to created with a later runAfter). */
    state: varchar('state', { length: 12 }).notNull().default('created'),
    attempt: integer('attempt').notNull().default(0),
    retryLimit: integer('retry_limit').notNull().default(3),
    retryBackoffMs: integer('retry_backoff_ms').notNull().default(2000),
    timeoutMs: integer('timeout_ms').notNull().default(120_000),
    runAfter: at('run_after').notNull().defaultNow(),
    lockedBy: varchar('locked_by', { length: 60 }),
    lockedUntil: at('locked_until'),
    progress: jsonb('progress'),
    output: jsonb('output'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('app_job_due_idx').on(t.queue, t.state, t.runAfter),
    uniqueIndex('app_job_singleton_idx')
      .on(t.queue, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.state} in ('created', 'active')`),
  ],
);
