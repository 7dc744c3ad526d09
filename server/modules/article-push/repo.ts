/** The rows a push reads and writes (article, cta); the only Drizzle file of article-push. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { article, cta } from '../../db/schema/articles';

export type ArticleRow = typeof article.$inferSelect;

export async function findArticleRow(db: Db, id: number): Promise<ArticleRow | null> {
  const [row] = await db.select().from(article).where(eq(article.id, id));
  return row ?? null;
}

export async function findCtaHtml(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ html: cta.ctaContent }).from(cta).where(eq(cta.id, id));
  return row?.html ?? null;
}

/** Marks a FINALIZED article PUSHED with what was published; false when it was no longer FINALIZED. */
export async function markPushed(
  db: Db,
  id: number,
  values: Pick<
    ArticleRow,
    'wpPostId' | 'wpPostUrl' | 'selectedSiteId' | 'selectedCategoryIds' | 'ctaId' | 'focusKeywords' | 'featuredImage'
  >,
): Promise<boolean> {
  const rows = await db
    .update(article)
    .set({ ...values, step: 'PUSHED', pushStartedAt: null, updatedAt: new Date() })
    .where(and(eq(article.id, id), eq(article.step, 'FINALIZED')))
    .returning({ id: article.id });
  return rows.length > 0;
}

/**
 * Claims a FINALIZED article for one push, across every instance on the database: false while
 * another push holds it. A claim older than `leaseSeconds` is taken over (its instance died mid-push).
 */
export async function claimPush(db: Db, id: number, leaseSeconds: number): Promise<boolean> {
  const rows = await db
    .update(article)
    .set({ pushStartedAt: sql`now()` })
    .where(
      and(
        eq(article.id, id),
        eq(article.step, 'FINALIZED'),
        or(
          isNull(article.pushStartedAt),
          lt(article.pushStartedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
        ),
      ),
    )
    .returning({ id: article.id });
  return rows.length > 0;
}

export async function releasePush(db: Db, id: number): Promise<void> {
  await db.update(article).set({ pushStartedAt: null }).where(eq(article.id, id));
}
