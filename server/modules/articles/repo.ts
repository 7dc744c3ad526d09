/**
 * Article rows (spec 001 §3): the only file that speaks Drizzle for the article table. Other modules
 * (AI generation, push) read and write articles through `findArticle`, `toArticle` and
 * `applyGeneration`, so the step rule — a save or a generation raises `step`, never lowers it, and a
 * PUSHED article is never touched — lives in one SQL expression here.
 */
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { GENERATION_QUEUE, GENERATION_STATE_OF, generationKey } from '@/contracts/article-ai';
import {
  ARTICLE_STEPS,
  type Article,
  type ArticleGeneration,
  type ArticleListItem,
  type ArticleStep,
  GENERATION_KINDS,
  type GenerationKind,
  type RecentItem,
  STEP_AFTER_GENERATION,
} from '@/contracts/articles';
import type { Db } from '../../db/client';
import { appJob, article, articleDayCount, nguoiDung } from '../../db/schema';
import { countOf } from '../../lib/paging';

export type ArticleRow = typeof article.$inferSelect;
export type ArticleFields = Partial<
  Pick<
    ArticleRow,
    | 'language'
    | 'schemaType'
    | 'mainKeyword'
    | 'subKeywords'
    | 'outline'
    | 'title'
    | 'description'
    | 'semanticKeywords'
    | 'content'
    | 'slug'
    | 'focusKeywords'
    | 'featuredImage'
    | 'selectedSiteId'
    | 'selectedCategoryIds'
    | 'ctaId'
    | 'internalLinks'
    | 'wpPostId'
    | 'wpPostUrl'
  >
>;

const STEP_ORDER = sql.raw(`array[${ARTICLE_STEPS.map((s) => `'${s}'`).join(',')}]::text[]`);
/** `step` raised to `to` when it is earlier (array_position over the §3 order). */
const raisedStep = (to: ArticleStep) =>
  sql`case when array_position(${STEP_ORDER}, ${article.step}::text) < array_position(${STEP_ORDER}, ${to}::text)
    then ${to} else ${article.step} end`;

export type ArticleWithAuthor = ArticleRow & { authorName: string };

export async function findArticle(db: Db, id: number): Promise<ArticleWithAuthor | undefined> {
  const [row] = await db
    .select({ row: article, authorName: nguoiDung.hoTen })
    .from(article)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, article.authorId))
    .where(eq(article.id, id));
  return row ? { ...row.row, authorName: row.authorName } : undefined;
}

/** The `article` contract's shape of a row. */
export function toArticle(row: ArticleRow, authorName: string, generation: ArticleGeneration | null): Article {
  return {
    id: row.id,
    language: row.language,
    schemaType: row.schemaType,
    mainKeyword: row.mainKeyword,
    subKeywords: row.subKeywords,
    outline: row.outline,
    title: row.title,
    description: row.description,
    semanticKeywords: row.semanticKeywords,
    content: row.content,
    slug: row.slug,
    focusKeywords: row.focusKeywords,
    featuredImage: row.featuredImage,
    selectedSiteId: row.selectedSiteId,
    selectedCategoryIds: row.selectedCategoryIds,
    ctaId: row.ctaId,
    internalLinks: row.internalLinks,
    step: row.step as ArticleStep,
    authorId: row.authorId,
    authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    wpPostId: row.wpPostId,
    wpPostUrl: row.wpPostUrl,
    generation,
  };
}

/** What the writer sees of a generation job (a row of `app_job`, queue article-ai): null when none. */
export type GenerationJob = Pick<
  typeof appJob.$inferSelect,
  'payload' | 'progress' | 'state' | 'attempt' | 'lastError' | 'createdAt' | 'startedAt' | 'completedAt'
>;
export function generationFromJob(job: GenerationJob | null): ArticleGeneration | null {
  if (!job) return null;
  const kind = [job.payload, job.progress]
    .map((v) => (v && typeof v === 'object' ? (v as { kind?: unknown }).kind : undefined))
    .find((k): k is GenerationKind => GENERATION_KINDS.includes(k as GenerationKind));
  const state = GENERATION_STATE_OF[job.state];
  if (!kind || !state) return null;
  return {
    kind,
    state,
    attempt: Math.max(1, job.attempt),
    error: state === 'FAILED' ? job.lastError : null,
    updatedAt: (job.completedAt ?? job.startedAt ?? job.createdAt).toISOString(),
  };
}

/**
 * The generation running or last run for an article: the newest `article-ai` job with the
 * article's singleton key (the payload names the kind). Read from the table with the caller's
 * handle rather than `jobs.latest`: the saves answer inside their transaction, and on PGlite (one
 * connection) a query outside it would wait for the transaction forever.
 */
export async function generationOf(db: Db, articleId: number): Promise<ArticleGeneration | null> {
  const [job] = await db
    .select({
      payload: appJob.payload,
      progress: appJob.progress,
      state: appJob.state,
      attempt: appJob.attempt,
      lastError: appJob.lastError,
      createdAt: appJob.createdAt,
      startedAt: appJob.startedAt,
      completedAt: appJob.completedAt,
    })
    .from(appJob)
    .where(and(eq(appJob.queue, GENERATION_QUEUE), eq(appJob.singletonKey, generationKey(articleId))))
    .orderBy(desc(appJob.id))
    .limit(1);
  return generationFromJob(job ?? null);
}

export async function insertArticle(
  db: Db,
  values: Pick<ArticleRow, 'language' | 'schemaType' | 'mainKeyword' | 'authorId'>,
): Promise<ArticleRow> {
  const [row] = await db.insert(article).values(values).returning();
  if (!row) throw new Error('insert article returned nothing');
  return row;
}

/**
 * Writes `fields` and raises `step` to `stepAtLeast` when it is earlier; updatedAt = now. A PUSHED
 * article is left alone: undefined when the article is missing or pushed.
 */
export async function saveArticle(
  db: Db,
  id: number,
  fields: ArticleFields,
  stepAtLeast?: ArticleStep,
): Promise<ArticleRow | undefined> {
  const [row] = await db
    .update(article)
    .set({ ...fields, ...(stepAtLeast ? { step: raisedStep(stepAtLeast) } : {}), updatedAt: sql`now()` })
    .where(and(eq(article.id, id), sql`${article.step} <> 'PUSHED'`))
    .returning();
  return row;
}

/** A generation's fields (AI slice): its step per STEP_AFTER_GENERATION, never lowered, never a pushed one. */
export const applyGeneration = (db: Db, id: number, kind: GenerationKind, fields: ArticleFields) =>
  saveArticle(db, id, fields, STEP_AFTER_GENERATION[kind]);

export async function deleteArticle(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(article).where(eq(article.id, id)).returning({ id: article.id });
  return rows.length > 0;
}

// ── the list (§2, §7 GET /api/articles/query) ────────────────────────────────────────────────
export type ArticleFilter = { keyword?: string; step?: ArticleStep; siteId?: number; authorId?: number };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function listWhere(f: ArticleFilter): SQL | undefined {
  const like = f.keyword ? `%${escapeLike(f.keyword)}%` : undefined;
  return and(
    f.authorId !== undefined ? eq(article.authorId, f.authorId) : undefined,
    f.step ? eq(article.step, f.step) : undefined,
    f.siteId !== undefined ? eq(article.selectedSiteId, f.siteId) : undefined,
    like ? or(ilike(article.title, like), ilike(article.mainKeyword, like), ilike(article.slug, like)) : undefined,
  );
}

const listColumns = {
  id: article.id,
  title: article.title,
  mainKeyword: article.mainKeyword,
  slug: article.slug,
  selectedSiteId: article.selectedSiteId,
  step: article.step,
  authorId: article.authorId,
  authorName: nguoiDung.hoTen,
  updatedAt: article.updatedAt,
};
type ListRow = Awaited<ReturnType<typeof listArticles>>[number];

export const toListItem = (r: ListRow): ArticleListItem => ({
  ...r,
  step: r.step as ArticleStep,
  updatedAt: r.updatedAt.toISOString(),
});

/** Newest change first (§9), id as the tie-break so paging is stable. */
export function listArticles(db: Db, f: ArticleFilter, window: { limit: number; offset: number }) {
  return db
    .select(listColumns)
    .from(article)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, article.authorId))
    .where(listWhere(f))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
}

export async function countArticles(db: Db, f: ArticleFilter): Promise<number> {
  return countOf(await db.select({ n: count() }).from(article).where(listWhere(f)));
}

// ── statistics (§3 Global stats, §7) ─────────────────────────────────────────────────────────
/** 'yyyy-MM-dd' of a Vietnam day number (days since 1970-01-01 in UTC+7, which has no daylight saving). */
export const dayText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * Newest change first, written as the indexes are built (DESC NULLS LAST): PostgreSQL only walks
 * article_updated_idx / article_author_updated_idx for an ORDER BY with the same null ordering.
 */
const newestFirst = [sql`${article.updatedAt} desc nulls last`, sql`${article.id} desc nulls last`];

/** The Vietnam day number of an instant that starts a Vietnam day (the periods' bounds). */
const dayOf = (d: Date) => Math.floor((d.getTime() / 1000 + 25_200) / 86_400);
const inPeriod = (from: Date, to: Date) =>
  and(sql`${articleDayCount.day} >= ${dayOf(from)}`, sql`${articleDayCount.day} < ${dayOf(to)}`);

/**
 * Articles created in [from, to), by day, step and site, from the per-day counts the triggers of
 * migration 0012 keep (a few hundred rows for 90 days, whatever the number of articles); the
 * service adds up every figure of the dashboards from these groups.
 */
export async function periodGroups(db: Db, from: Date, to: Date, authorId?: number) {
  const n = sql<number>`sum(${articleDayCount.n})`.mapWith(Number);
  const rows = await db
    .select({ day: articleDayCount.day, step: articleDayCount.step, site: articleDayCount.siteId, n })
    .from(articleDayCount)
    .where(and(inPeriod(from, to), authorId !== undefined ? eq(articleDayCount.authorId, authorId) : undefined))
    .groupBy(articleDayCount.day, articleDayCount.step, articleDayCount.siteId);
  return rows.filter((r) => r.n > 0).map(({ site, ...r }) => ({ ...r, siteId: site === 0 ? null : site }));
}

/** The `top` authors by articles created in [from, to). */
export function topAuthors(db: Db, from: Date, to: Date, top: number) {
  const n = sql<number>`sum(${articleDayCount.n})`.mapWith(Number);
  return db
    .select({ authorId: articleDayCount.authorId, authorName: nguoiDung.hoTen, total: n })
    .from(articleDayCount)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, articleDayCount.authorId))
    .where(inPeriod(from, to))
    .groupBy(articleDayCount.authorId, nguoiDung.hoTen)
    .having(sql`sum(${articleDayCount.n}) > 0`)
    .orderBy(desc(n), articleDayCount.authorId)
    .limit(top);
}

/** The last changed articles (all, or one author's). */
export async function recentArticles(db: Db, limit: number, authorId?: number): Promise<RecentItem[]> {
  const rows = await db
    .select({
      id: article.id,
      title: article.title,
      step: article.step,
      authorId: article.authorId,
      authorName: nguoiDung.hoTen,
      selectedSiteId: article.selectedSiteId,
      updatedAt: article.updatedAt,
    })
    .from(article)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, article.authorId))
    .where(authorId !== undefined ? eq(article.authorId, authorId) : undefined)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((r) => ({ ...r, step: r.step as ArticleStep, updatedAt: r.updatedAt.toISOString() }));
}

/** Whether users exist (the author filter of the admin dashboard names one). */
export async function userExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: nguoiDung.idNguoiDung }).from(nguoiDung).where(eq(nguoiDung.idNguoiDung, id));
  return rows.length > 0;
}
