/**
 * The article rows a generation reads and writes.
 * TODO(lead): once server/modules/articles/repo.ts is on main, `findArticle`, `applyGeneration` and
 * `toArticle` come from there (this file then keeps nothing of its own).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ARTICLE_STEPS,
  type Article,
  type ArticleGeneration,
  type ArticleStep,
  type GenerationKind,
  STEP_AFTER_GENERATION,
} from '@/contracts/articles';
import type { Db } from '../../db/client';
import { article, nguoiDung } from '../../db/schema';
import type { GeneratedFields } from './prompts';

export type ArticleRow = typeof article.$inferSelect;
export type ArticleWithAuthor = ArticleRow & { authorName: string };

export async function findArticle(db: Db, id: number): Promise<ArticleWithAuthor | undefined> {
  const [row] = await db
    .select({ a: article, authorName: nguoiDung.hoTen })
    .from(article)
    .innerJoin(nguoiDung, eq(nguoiDung.idNguoiDung, article.authorId))
    .where(eq(article.id, id));
  return row ? { ...row.a, authorName: row.authorName ?? '' } : undefined;
}

const STEP_ORDER = sql.raw(`array[${ARTICLE_STEPS.map((s) => `'${s}'`).join(',')}]::text[]`);
const raisedStep = (to: ArticleStep) =>
  sql`case when array_position(${STEP_ORDER}, ${article.step}::text) < array_position(${STEP_ORDER}, ${to}::text)
    then ${to} else ${article.step} end`;

/** Writes generated fields and raises `step`; never touches a PUSHED article (undefined then). */
export async function applyGeneration(db: Db, id: number, kind: GenerationKind, fields: GeneratedFields) {
  const [row] = await db
    .update(article)
    .set({ ...fields, step: raisedStep(STEP_AFTER_GENERATION[kind]), updatedAt: sql`now()` })
    .where(and(eq(article.id, id), ne(article.step, 'PUSHED')))
    .returning({ id: article.id });
  return row;
}

const iso = (d: Date) => d.toISOString();

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
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    wpPostId: row.wpPostId,
    wpPostUrl: row.wpPostUrl,
    generation,
  };
}
