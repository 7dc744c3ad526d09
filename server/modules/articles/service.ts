/**
 * The AI writer's article (spec 001 §2, §4, §5, §7): create, read, the saves of each step, the list
 * and delete. Writers reach their own articles; BAI_VIET_DUYET (and administrators) reach
 * everyone's — someone else's article is answered exactly like a missing one. Each save raises the
 * article's step as the flow says (never lowers it); a PUSHED article refuses every edit.
 */

import type { z } from 'zod';
import type {
  contentBody,
  finalizeBody,
  internalLinksBody,
  outlineBody,
  semanticKeywordsBody,
  titleDescriptionBody,
} from '@/contracts/articles';
import {
  type Article,
  type ArticleListItem,
  type ArticleQuery,
  type ArticleStep,
  type CreateArticleBody,
  ARTICLE_MESSAGES as M,
  type UpdateArticleBody,
} from '@/contracts/articles';
import type { Page } from '@/contracts/envelope';
import type { Db } from '../../db/client';
import { notFound, stateConflict, unprocessable } from '../../http-error';
import { paged } from '../../lib/paging';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import { findCta } from '../ctas/repo';
import * as repo from './repo';

/** Who writes: their id, and whether they reach everyone's articles (BAI_VIET_DUYET). */
export type Writer = { id: number; seesAll: boolean };

const BAD_IMAGE = /^(https?:\/\/[^\s"'<>]+|\/api\/files\/[A-Za-z0-9_-]{10,64})$/;

/** The article, if the writer may reach it; 404 otherwise (someone else's looks missing). */
export async function reachable(db: Db, writer: Writer, id: number): Promise<repo.ArticleWithAuthor> {
  const row = await repo.findArticle(db, id);
  if (!row || (!writer.seesAll && row.authorId !== writer.id)) throw notFound(M.articleNotFound);
  return row;
}

async function answer(db: Db, row: repo.ArticleRow, authorName: string): Promise<Article> {
  return repo.toArticle(row, authorName, await repo.generationOf(db, row.id));
}

export async function getArticle(db: Db, writer: Writer, id: number): Promise<Article> {
  const row = await reachable(db, writer, id);
  return answer(db, row, row.authorName);
}

export async function createArticle(db: Db, writer: Writer, body: CreateArticleBody): Promise<Article> {
  const row = await repo.insertArticle(db, { ...body, authorId: writer.id });
  const found = await repo.findArticle(db, row.id);
  return repo.toArticle(row, found?.authorName ?? '', null);
}

/** A save of the writer's article: refused when pushed; `step` raised to `stepAtLeast`. */
async function save(
  db: Db,
  writer: Writer,
  id: number,
  fields: repo.ArticleFields,
  stepAtLeast?: ArticleStep,
): Promise<Article> {
  const current = await reachable(db, writer, id);
  if (current.step === 'PUSHED') throw stateConflict(M.pushedLocked);
  const row = await repo.saveArticle(db, id, fields, stepAtLeast);
  // Pushed between the read and the write (the push runs elsewhere): the same refusal.
  if (!row) throw stateConflict(M.pushedLocked);
  return answer(db, row, current.authorName);
}

/** Comma-separated lists are stored as the writer sees them: trimmed items, no empties, no repeats. */
export const csvList = (value: string): string =>
  [
    ...new Set(
      value
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].join(', ');

/** PUT /api/articles/{id}: step 1's fields, the chosen sub-keywords (→ SUB_KEYWORDS), or a CTA. */
export async function updateArticle(db: Db, writer: Writer, id: number, body: UpdateArticleBody) {
  // A CTA that does not exist is the caller's mistake (a 422 on the field), not the database's.
  if (typeof body.ctaId === 'number' && !(await findCta(db, body.ctaId))) {
    throw unprocessable(M.ctaInvalid);
  }
  const subKeywords = body.subKeywords === undefined ? undefined : csvList(body.subKeywords);
  return save(
    db,
    writer,
    id,
    {
      language: body.language,
      schemaType: body.schemaType,
      mainKeyword: body.mainKeyword,
      subKeywords,
      ctaId: body.ctaId,
    },
    subKeywords ? 'SUB_KEYWORDS' : undefined,
  );
}

export const saveOutline = (db: Db, w: Writer, id: number, b: z.output<typeof outlineBody>) =>
  save(db, w, id, { outline: b.outline }, 'OUTLINE');

export const saveTitleDescription = (db: Db, w: Writer, id: number, b: z.output<typeof titleDescriptionBody>) =>
  save(db, w, id, { title: b.title, description: b.description }, 'TITLE_DESCRIPTION');

export const saveSemanticKeywords = (db: Db, w: Writer, id: number, b: z.output<typeof semanticKeywordsBody>) =>
  save(db, w, id, { semanticKeywords: csvList(b.semanticKeywords) }, 'SEMANTIC_KEYWORDS');

/** The internal-link base URL of step 5: part of that step, it does not move the article on. */
export const saveInternalLinks = (db: Db, w: Writer, id: number, b: z.output<typeof internalLinksBody>) =>
  save(db, w, id, { internalLinks: b.internalLinks });

/** Sanitised HTML that still says something (an editor's empty paragraph is no content). */
function cleanContent(html: string): string {
  const clean = sanitizeArticleHtml(html).trim();
  if (!clean.replace(/<[^>]*>|&nbsp;|\s/g, '') && !/<img\b/i.test(clean)) throw unprocessable(M.contentRequired);
  return clean;
}

export const saveContent = (db: Db, w: Writer, id: number, b: z.output<typeof contentBody>) =>
  save(db, w, id, { content: cleanContent(b.content), ...(b.slug ? { slug: b.slug } : {}) }, 'CONTENT');

export function finalizeArticle(db: Db, w: Writer, id: number, b: z.output<typeof finalizeBody>) {
  if (b.featuredImage && !BAD_IMAGE.test(b.featuredImage)) throw unprocessable(M.badImageUrl);
  return save(
    db,
    w,
    id,
    {
      content: cleanContent(b.content),
      featuredImage: b.featuredImage ?? null,
      focusKeywords: b.focusKeywords === undefined ? null : csvList(b.focusKeywords),
    },
    'FINALIZED',
  );
}

/** DELETE (beyond §7): the author or the articles admin; a pushed article stays as the post's record. */
export async function deleteArticle(db: Db, writer: Writer, id: number): Promise<void> {
  const current = await reachable(db, writer, id);
  if (current.step === 'PUSHED' && !writer.seesAll) throw stateConflict(M.pushedLocked);
  await repo.deleteArticle(db, id);
}

/** GET /api/articles/query: newest change first; writers see their own. */
export function queryArticles(db: Db, writer: Writer, q: ArticleQuery): Promise<Page<ArticleListItem>> {
  const filter: repo.ArticleFilter = {
    keyword: q.keyword,
    step: q.step,
    siteId: q.siteId,
    authorId: writer.seesAll ? undefined : writer.id,
  };
  return paged(
    q,
    (window) => repo.listArticles(db, filter, window),
    () => repo.countArticles(db, filter),
    repo.toListItem,
  );
}
