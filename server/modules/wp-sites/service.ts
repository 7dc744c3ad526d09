/**
 * WordPress websites (spec 001 §3 Website, §5, §7, §8; issue 15): the list with its
 * write-only application password (encrypted with SecretBox, never answered, blank on edit
 * keeps it), and everything done on a site through our server — categories, posts across sites
 * for the blog view, reading and editing a post (sanitised content, SEO meta through Rank Math
 * or registered meta), media uploads (our library's images are uploaded to the site first).
 */
import type { Readable } from 'node:stream';
import { ARTICLE_MESSAGES } from '@/contracts/articles-vocabulary';
import type { Page, PageQuery } from '@/contracts/envelope';
import { ErrorCode } from '@/contracts/envelope';
import { FILE_URL_PATTERN } from '@/contracts/uploads-vocabulary';
import {
  type CreateWpSiteBody,
  WP_SITE_MESSAGES as M,
  type UpdateWpPostBody,
  type UpdateWpSiteBody,
  type WpPost,
  type WpPostsQuery,
  type WpSite,
} from '@/contracts/wp-sites';
import type { Db } from '../../db/client';
import { HttpError, notFound, unprocessable } from '../../http-error';
import { toWpPost, WordPressClient, type WpClientOptions, WpError } from '../../integrations/wordpress';
import { sniffImage } from '../../lib/image-info';
import { toPage } from '../../lib/paging';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import type { SecretBox } from '../../lib/secrets';
import type { WpSiteRow } from './repo';
import * as repo from './repo';

export const toWpSite = (r: WpSiteRow): WpSite => ({
  id: r.id,
  name: r.name,
  baseUrl: r.baseUrl,
  wpUsername: r.wpUsername,
  active: r.active,
  hasAppPass: !!r.wpAppPassEnc,
  allowPrivate: r.allowPrivate,
});

/** What a route needs to reach sites: the database, the secret box, our file library. */
export type WpContext = {
  db: Db;
  box: SecretBox;
  /** Opens a file of our library by id (FilesService.open). */
  openFile: (id: string) => Promise<{ body: Readable; mime: string; size: number }>;
  clientOptions?: WpClientOptions;
};

/** A site's failure as our answer: 502 (never the site's 401, which would sign our user out). */
export function siteFailure(err: unknown, prefix?: string): HttpError {
  if (err instanceof HttpError) return err;
  const message = err instanceof WpError ? err.message : M.siteUnreachable;
  return new HttpError(502, 'WP_SITE_ERROR', prefix ? `${prefix} ${message}` : message);
}

export async function listSites(db: Db, q: Partial<PageQuery>): Promise<WpSite[] | Page<WpSite>> {
  if (q.page === undefined && q.size === undefined) return (await repo.allSites(db)).map(toWpSite);
  const query = { page: q.page ?? 0, size: q.size ?? 10 };
  const [rows, total] = await repo.pageOfSites(db, query);
  return toPage(rows.map(toWpSite), total, query);
}

export async function getSite(db: Db, id: number): Promise<WpSiteRow> {
  const row = await repo.findSite(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** allowPrivate is only honoured for administrators (an intranet site is their decision). */
export async function createSite(ctx: WpContext, body: CreateWpSiteBody, isAdmin: boolean): Promise<WpSite> {
  const row = await repo.insertSite(ctx.db, {
    name: body.name,
    baseUrl: body.baseUrl,
    wpUsername: body.wpUsername,
    wpAppPassEnc: ctx.box.encrypt(body.wpAppPass),
    active: body.active,
    allowPrivate: isAdmin && body.allowPrivate,
  });
  return toWpSite(row);
}

export async function updateSite(ctx: WpContext, id: number, body: UpdateWpSiteBody, isAdmin: boolean) {
  const current = await getSite(ctx.db, id);
  const row = await repo.updateSite(ctx.db, id, {
    name: body.name,
    baseUrl: body.baseUrl,
    wpUsername: body.wpUsername,
    active: body.active,
    ...(body.wpAppPass ? { wpAppPassEnc: ctx.box.encrypt(body.wpAppPass) } : {}),
    allowPrivate: isAdmin ? body.allowPrivate : current.allowPrivate,
  });
  if (!row) throw notFound(M.notFound);
  return toWpSite(row);
}

export async function deleteSite(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteSite(db, id))) throw notFound(M.notFound);
}

/** The client of a site (refused when the site is inactive, unless `evenInactive`). */
export async function clientOf(ctx: WpContext, id: number, evenInactive = false) {
  const site = await getSite(ctx.db, id);
  if (!site.active && !evenInactive) throw unprocessable(M.inactive);
  return { site, client: clientFor(ctx, site) };
}

export function clientFor(ctx: WpContext, site: WpSiteRow): WordPressClient {
  let appPassword: string;
  try {
    appPassword = ctx.box.decrypt(site.wpAppPassEnc);
  } catch {
    throw new HttpError(
      500,
      ErrorCode.INTERNAL,
      'Không giải mã được mật khẩu ứng dụng của website: nhập lại mật khẩu.',
    );
  }
  return new WordPressClient(
    { baseUrl: site.baseUrl, username: site.wpUsername, appPassword, allowPrivate: site.allowPrivate },
    ctx.clientOptions,
  );
}

export async function categoriesOf(ctx: WpContext, siteId: number) {
  const { client } = await clientOf(ctx, siteId);
  return client.categories().catch((err) => {
    throw siteFailure(err);
  });
}

const IMAGE_BYTES = 10 * 1024 * 1024;

/** An image of our library (/api/files/…) as bytes to upload to a site. */
export async function libraryImage(
  ctx: WpContext,
  url: string,
): Promise<{ bytes: Buffer; fileName: string; mime: string }> {
  const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
  if (!FILE_URL_PATTERN.test(path)) throw unprocessable(ARTICLE_MESSAGES.badImageUrl);
  const id = path.slice('/api/files/'.length);
  const file = await ctx.openFile(id).catch(() => {
    throw unprocessable(ARTICLE_MESSAGES.badImageUrl);
  });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.body) {
    size += (chunk as Buffer).length;
    if (size > IMAGE_BYTES) {
      file.body.destroy();
      throw unprocessable(ARTICLE_MESSAGES.badImageUrl);
    }
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  const mime = sniffImage(bytes);
  if (!mime) throw unprocessable(ARTICLE_MESSAGES.badImageUrl);
  const ext = mime === 'image/jpeg' ? 'jpg' : mime.slice('image/'.length);
  return { bytes, fileName: `${id}.${ext}`, mime };
}

export async function uploadToSite(ctx: WpContext, siteId: number, file: { bytes: Buffer; fileName: string }) {
  const mime = sniffImage(file.bytes);
  if (!mime) throw unprocessable('Tệp tải lên phải là ảnh JPEG, PNG hoặc WebP.');
  const { client } = await clientOf(ctx, siteId);
  return client.uploadMedia({ ...file, mime }).catch((err) => {
    throw siteFailure(err, ARTICLE_MESSAGES.wpUploadFailed);
  });
}

/** A WordPress date filter: the start of `after`'s day, the end of `before`'s day (site time). */
const dayFilters = (q: WpPostsQuery) => ({
  after: q.after ? `${q.after}T00:00:00` : undefined,
  before: q.before ? `${q.before}T23:59:59` : undefined,
});

/** One site's posts, paged by the site. */
export async function postsOfSite(ctx: WpContext, siteId: number, q: WpPostsQuery): Promise<Page<WpPost>> {
  const { site, client } = await clientOf(ctx, siteId);
  try {
    const found = await client.posts({
      page: q.page + 1,
      perPage: q.size,
      search: q.search,
      status: q.status,
      ...dayFilters(q),
    });
    return toPage(
      found.posts.map((p) => toWpPost(p, site)),
      found.total,
      q,
    );
  } catch (err) {
    // Past the last page WordPress answers 400 rest_post_invalid_page_number: an empty page.
    if (err instanceof WpError && err.status === 400) return toPage([], 0, q);
    throw siteFailure(err);
  }
}

/**
 * Posts of every active site merged newest first, paged here: each site gives its newest
 * (page+1)×size posts (pages of up to 100), the merge keeps the window. A site that fails is
 * left out and named in the message; the others still show.
 */
export async function postsOfAllSites(
  ctx: WpContext,
  q: WpPostsQuery,
): Promise<{ page: Page<WpPost>; message?: string }> {
  const sites = await repo.activeSites(ctx.db);
  const want = (q.page + 1) * q.size;
  const failed: string[] = [];
  const results = await Promise.all(
    sites.map(async (site) => {
      const client = clientFor(ctx, site);
      const posts: WpPost[] = [];
      let total = 0;
      try {
        for (let page = 1; posts.length < want; page++) {
          const perPage = Math.min(100, want);
          const found = await client.posts({ page, perPage, search: q.search, status: q.status, ...dayFilters(q) });
          total = found.total;
          posts.push(...found.posts.map((p) => toWpPost(p, site)));
          if (page >= found.totalPages || found.posts.length < perPage) break;
        }
      } catch (err) {
        if (!(err instanceof WpError && err.status === 400)) failed.push(`${site.name}: ${siteFailure(err).message}`);
      }
      return { posts, total };
    }),
  );
  const merged = results
    .flatMap((r) => r.posts)
    .sort((a, b) => b.date.localeCompare(a.date) || a.siteId - b.siteId || b.id - a.id);
  const total = results.reduce((n, r) => n + r.total, 0);
  const page = toPage(merged.slice(q.page * q.size, want), total, q);
  return failed.length ? { page, message: `Không tải được bài của: ${failed.join('; ')}` } : { page };
}

export async function getPost(ctx: WpContext, siteId: number, postId: number): Promise<WpPost> {
  const { site, client } = await clientOf(ctx, siteId, true);
  const post = await client.getPost(postId).catch((err) => {
    throw err instanceof WpError && err.status === 404
      ? notFound(ARTICLE_MESSAGES.editLoadFailed)
      : siteFailure(err, ARTICLE_MESSAGES.editArticleProxyFailed);
  });
  return toWpPost(post, site);
}

/** The featured media id for a body: an id as given, or our library image uploaded to the site first. */
async function featuredMediaOf(
  ctx: WpContext,
  client: WordPressClient,
  body: Pick<UpdateWpPostBody, 'featuredMediaId' | 'featuredImageUrl'>,
): Promise<number | undefined> {
  if (body.featuredMediaId) return body.featuredMediaId;
  if (!body.featuredImageUrl) return body.featuredMediaId === null ? 0 : undefined;
  const image = await libraryImage(ctx, body.featuredImageUrl);
  const media = await client.uploadMedia(image).catch((err) => {
    throw siteFailure(err, ARTICLE_MESSAGES.wpUploadFailed);
  });
  return media.id;
}

export async function updatePost(ctx: WpContext, siteId: number, postId: number, body: UpdateWpPostBody) {
  const { site, client } = await clientOf(ctx, siteId, true);
  const featured = await featuredMediaOf(ctx, client, body);
  try {
    const updated = await client.updatePost(postId, {
      title: body.title,
      content: sanitizeArticleHtml(body.content),
      excerpt: body.description,
      status: body.status,
      categories: body.categoryIds,
      ...(body.slug ? { slug: body.slug } : {}),
      ...(body.tagIds ? { tags: body.tagIds } : {}),
      ...(featured !== undefined ? { featured_media: featured } : {}),
    });
    const seoMetaVia = await client.writeSeoMeta(
      postId,
      {
        title: body.seoTitle || body.title,
        description: body.seoDescription || body.description,
        focusKeyword: body.focusKeywords ?? '',
      },
      updated,
    );
    const post = toWpPost(await client.getPost(postId), site);
    return { post, seoMetaVia };
  } catch (err) {
    throw siteFailure(err, 'Lỗi khi cập nhật bài viết:');
  }
}
