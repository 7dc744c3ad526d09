/**
 * Publishing a FINALIZED article to a WordPress site (spec 001 §2 step 6, §7 push; issue 15):
 * the featured image of our library is uploaded to /wp/v2/media, the post is created with the
 * title, slug, sanitised content and the CTA's HTML appended as a block at the end, categories,
 * status, excerpt = description and the featured media; then the SEO meta (Rank Math route or
 * registered meta). The article becomes PUSHED with the post's id and link. A PUSHED article is
 * never pushed twice; one push per article at a time across every instance (a claim in the row).
 */

import type { PushArticleBody } from '@/contracts/articles';
import { ARTICLE_MESSAGES } from '@/contracts/articles-vocabulary';
import { PUSH_MESSAGES, type PushArticleResult } from '@/contracts/wp-sites';
import { conflict, forbidden, notFound, stateConflict, unprocessable } from '../../http-error';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import { clientOf, libraryImage, siteFailure, type WpContext } from '../wp-sites/service';
import * as repo from './repo';

/**
 * How long a push's claim holds before another push may take it over: longer than a push can run
 * (media upload 60 s, post 30 s, SEO meta ≤ 2 × 30 s, with connects), so only a dead instance's
 * claim ever expires.
 */
const PUSH_LEASE_SECONDS = 300;

export type Pusher = { id: number; mayAdminArticles: boolean };

/** The article's HTML with the CTA appended as its own block. */
export function contentWithCta(content: string, ctaHtml: string): string {
  const body = sanitizeArticleHtml(content);
  const cta = sanitizeArticleHtml(ctaHtml);
  return cta ? `${body}\n<div class="article-cta">${cta}</div>` : body;
}

export async function pushArticle(
  ctx: WpContext,
  articleId: number,
  body: PushArticleBody,
  who: Pusher,
): Promise<PushArticleResult> {
  const row = await repo.findArticleRow(ctx.db, articleId);
  if (!row) throw notFound(ARTICLE_MESSAGES.articleNotFound);
  if (row.authorId !== who.id && !who.mayAdminArticles) throw forbidden();
  if (row.step === 'PUSHED') throw stateConflict(PUSH_MESSAGES.alreadyPushed);
  if (row.step !== 'FINALIZED') throw stateConflict(PUSH_MESSAGES.notFinalized);
  const ctaHtml = await repo.findCtaHtml(ctx.db, body.ctaId);
  if (ctaHtml === null) throw unprocessable(ARTICLE_MESSAGES.ctaRequired);
  if (!(await repo.claimPush(ctx.db, articleId, PUSH_LEASE_SECONDS))) {
    // Lost to another push: it either finished (PUSHED now) or is still running.
    const now = await repo.findArticleRow(ctx.db, articleId);
    if (now?.step === 'PUSHED') throw stateConflict(PUSH_MESSAGES.alreadyPushed);
    if (now?.step !== 'FINALIZED') throw stateConflict(PUSH_MESSAGES.notFinalized);
    throw conflict(PUSH_MESSAGES.pushing);
  }
  try {
    const { client } = await clientOf(ctx, body.wpSiteId);
    const image = await libraryImage(ctx, body.featuredImage);
    const failed = (err: unknown) => siteFailure(err, ARTICLE_MESSAGES.pushFailed);
    const media = await client.uploadMedia(image).catch((err) => {
      throw failed(err);
    });
    const focusKeywords = body.focusKeywords ?? row.focusKeywords ?? '';
    const post = await client
      .createPost({
        title: row.title ?? row.mainKeyword,
        ...(row.slug ? { slug: row.slug } : {}),
        content: contentWithCta(row.content ?? '', ctaHtml),
        status: body.status,
        categories: body.categories,
        excerpt: row.description ?? '',
        featured_media: media.id,
      })
      .catch((err) => {
        throw failed(err);
      });
    const seoMetaVia = await client
      .writeSeoMeta(post.id, {
        title: row.title ?? '',
        description: row.description ?? '',
        focusKeyword: focusKeywords,
      })
      // The post exists: a refused meta write does not undo it (the editor can set it later).
      .catch(() => null);
    const marked = await repo.markPushed(ctx.db, articleId, {
      wpPostId: post.id,
      wpPostUrl: post.link,
      selectedSiteId: body.wpSiteId,
      selectedCategoryIds: body.categories.join(','),
      ctaId: body.ctaId,
      focusKeywords: focusKeywords || null,
      featuredImage: body.featuredImage,
    });
    if (!marked) throw stateConflict(PUSH_MESSAGES.alreadyPushed);
    return {
      id: articleId,
      step: 'PUSHED',
      wpPostId: post.id,
      wpPostUrl: post.link,
      featuredMediaId: media.id,
      seoMetaVia,
    };
  } finally {
    // After a success the row is PUSHED and its claim already cleared; after a failure it may be pushed again.
    await repo.releasePush(ctx.db, articleId);
  }
}
