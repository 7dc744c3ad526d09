/**
 * A WordPress site's REST API, always from our server (the browser never talks to a site): Basic
 * auth with the site's application password, bounded timeouts (connect 10 s, request 30 s, media
 * upload 60 s), answers capped in size, and the site's address checked like a push endpoint (public
 * unicast only, resolved and pinned per request) unless an admin allowed an intranet site. Every
 * failure becomes a WpError carrying a WP_SITE_MESSAGES text a writer understands and the status
 * the site answered (0 when it did not).
 */
import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PreflightResult, WpCategory, WpPost } from '@/contracts/wp-sites';
import { WP_SITE_MESSAGES as M } from '@/contracts/wp-sites';
import { isPublicWebUrl, type Resolver, resolvePublic } from './public-address';
import { pinnedLookup } from './web-push';

export type WpSiteAccess = { baseUrl: string; username: string; appPassword: string; allowPrivate: boolean };

export type WpClientOptions = {
  timeoutMs?: number;
  connectTimeoutMs?: number;
  mediaTimeoutMs?: number;
  /** DNS for the address check (tests pass their own). */
  resolver?: Resolver;
};

export class WpError extends Error {
  constructor(
    message: string,
    /** The site's HTTP status; 0 when it never answered. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'WpError';
  }
}

const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

const defaultResolver: Resolver = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family as 4 | 6,
  }));

const TLS_CODES =
  /^(CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_(GET|VERIFY)|ERR_TLS_|ERR_SSL_|EPROTO$)/;

/** A transport failure as a writer's message. */
function networkError(err: unknown): WpError {
  if (err instanceof WpError) return err;
  const code = String((err as { code?: string }).code ?? '');
  if (code === 'WP_TIMEOUT') return new WpError(M.siteTimeout, 0);
  if (TLS_CODES.test(code) || /certificate|ssl|tls/i.test(String((err as Error).message))) {
    return new WpError(M.siteTls, 0);
  }
  return new WpError(M.siteUnreachable, 0);
}

/** An HTTP error status from the site as a writer's message (the site's own text when it is short and plain). */
function statusError(status: number, body: unknown): WpError {
  if (status === 401) return new WpError(M.siteUnauthorized, status);
  if (status === 403) return new WpError(M.siteForbidden, status);
  const wpMessage =
    body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
      ? stripTags((body as { message: string }).message).slice(0, 300)
      : '';
  if (status === 404 && (!wpMessage || (body as { code?: string }).code === 'rest_no_route')) {
    return new WpError(M.siteRestMissing, status);
  }
  return new WpError(wpMessage ? `Website báo lỗi (${status}): ${wpMessage}` : `Website báo lỗi (${status}).`, status);
}

export const stripTags = (s: string) => decodeEntities(s.replace(/<[^>]*>/g, '')).trim();

/** The entities WordPress puts in rendered names and titles. */
export function decodeEntities(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: unknown };

type RequestArgs = {
  method?: string;
  /** Path under /wp-json, e.g. /wp/v2/posts; or a full URL of the site. */
  path: string;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  raw?: { bytes: Buffer; headers: Record<string, string> };
  timeoutMs?: number;
};

type WpRawPost = {
  id: number;
  title?: { rendered?: string; raw?: string };
  link?: string;
  date?: string;
  status?: string;
  slug?: string;
  excerpt?: { rendered?: string; raw?: string };
  content?: { rendered?: string; raw?: string };
  categories?: number[];
  featured_media?: number;
  meta?: Record<string, unknown> | unknown[];
  _embedded?: { 'wp:featuredmedia'?: { id?: number; source_url?: string }[] };
};

export type WpPostFields = {
  title?: string;
  slug?: string;
  content?: string;
  status?: string;
  categories?: number[];
  tags?: number[];
  excerpt?: string;
  featured_media?: number;
};

export type SeoMeta = { title?: string; description?: string; focusKeyword?: string };

export type WpPostsPage = { posts: WpRawPost[]; total: number; totalPages: number };

export type WpPostListQuery = {
  page: number;
  perPage: number;
  search?: string;
  status?: string;
  after?: string;
  before?: string;
};

const RANK_MATH_ROUTE = '/rankmath/v1/updateMeta';

export class WordPressClient {
  private readonly base: string;
  private readonly auth: string;
  private readonly timeoutMs: number;
  private readonly connectTimeoutMs: number;
  private readonly mediaTimeoutMs: number;
  private readonly resolver: Resolver;

  constructor(
    private readonly site: WpSiteAccess,
    options: WpClientOptions = {},
  ) {
    this.base = site.baseUrl.replace(/\/+$/, '');
    this.auth = `Basic ${Buffer.from(`${site.username}:${site.appPassword.replace(/\s+/g, '')}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.mediaTimeoutMs = options.mediaTimeoutMs ?? 60_000;
    this.resolver = options.resolver ?? defaultResolver;
  }

  /** users/me and types/post, each with ok and the status the site answered (0: no answer). */
  async preflight(): Promise<PreflightResult> {
    const probe = async (path: string) => {
      try {
        const a = await this.send({ path, query: { context: 'edit' } });
        if (a.status >= 200 && a.status < 300) return { ok: true, status: a.status };
        return { ok: false, status: a.status, message: statusError(a.status, a.body).message };
      } catch (err) {
        const e = networkError(err);
        return { ok: false, status: e.status, message: e.message };
      }
    };
    const [users_me, types_post] = await Promise.all([probe('/wp/v2/users/me'), probe('/wp/v2/types/post')]);
    return { users_me, types_post };
  }

  /** Every category, page by page (per_page=100, X-WP-TotalPages). */
  async categories(): Promise<WpCategory[]> {
    const out: WpCategory[] = [];
    for (let page = 1, pages = 1; page <= pages && page <= 50; page++) {
      const a = await this.ok({
        path: '/wp/v2/categories',
        query: { per_page: 100, page, orderby: 'name', order: 'asc', _fields: 'id,name' },
      });
      pages = Number(a.headers['x-wp-totalpages'] ?? 1) || 1;
      for (const c of asArray<{ id?: number; name?: string }>(a.body)) {
        if (typeof c.id === 'number') out.push({ id: c.id, name: decodeEntities(String(c.name ?? '')) });
      }
    }
    return out;
  }

  async uploadMedia(file: {
    bytes: Buffer;
    fileName: string;
    mime: string;
  }): Promise<{ id: number; source_url: string }> {
    const safeName = file.fileName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'anh';
    const a = await this.ok({
      method: 'POST',
      path: '/wp/v2/media',
      raw: {
        bytes: file.bytes,
        headers: { 'content-type': file.mime, 'content-disposition': `attachment; filename="${safeName}"` },
      },
      timeoutMs: this.mediaTimeoutMs,
    });
    const body = a.body as { id?: unknown; source_url?: unknown };
    if (typeof body?.id !== 'number') throw new WpError(M.siteBadAnswer, a.status);
    return { id: body.id, source_url: String(body.source_url ?? '') };
  }

  async createPost(fields: WpPostFields): Promise<{ id: number; link: string }> {
    const a = await this.ok({ method: 'POST', path: '/wp/v2/posts', json: fields });
    const body = a.body as WpRawPost;
    if (typeof body?.id !== 'number') throw new WpError(M.siteBadAnswer, a.status);
    return { id: body.id, link: String(body.link ?? '') };
  }

  async updatePost(id: number, fields: WpPostFields & { meta?: Record<string, string> }): Promise<WpRawPost> {
    const a = await this.ok({ method: 'POST', path: `/wp/v2/posts/${id}`, json: fields });
    return asPost(a);
  }

  async getPost(id: number): Promise<WpRawPost> {
    return asPost(
      await this.ok({ path: `/wp/v2/posts/${id}`, query: { context: 'edit', _embed: 'wp:featuredmedia' } }),
    );
  }

  /** One page of posts (all statuses an editor sees unless one is asked), with the featured media embedded. */
  async posts(q: WpPostListQuery): Promise<WpPostsPage> {
    const a = await this.ok({
      path: '/wp/v2/posts',
      query: {
        context: 'edit',
        _embed: 'wp:featuredmedia',
        page: q.page,
        per_page: q.perPage,
        search: q.search,
        status: q.status ?? 'publish,draft,pending,future,private',
        after: q.after,
        before: q.before,
        orderby: 'date',
        order: 'desc',
      },
    });
    return {
      posts: asArray<WpRawPost>(a.body).filter((p) => typeof p?.id === 'number'),
      total: Number(a.headers['x-wp-total'] ?? 0) || 0,
      totalPages: Number(a.headers['x-wp-totalpages'] ?? 0) || 0,
    };
  }

  /** Whether the site has Rank Math's updateMeta route (the /wp-json index lists its routes). */
  async hasRankMath(): Promise<boolean> {
    const a = await this.ok({ path: '/', query: { _fields: 'routes' } });
    const routes = (a.body as { routes?: Record<string, unknown> })?.routes;
    return !!routes && typeof routes === 'object' && RANK_MATH_ROUTE in routes;
  }

  /**
   * SEO title/description/focus keyword: through Rank Math's route when the site has it, else
   * through registered post meta (the post's `meta` lists rank_math_* keys), else not at all (null).
   */
  async writeSeoMeta(postId: number, seo: SeoMeta, post?: WpRawPost): Promise<'rankmath' | 'meta' | null> {
    const meta: Record<string, string> = {};
    if (seo.title !== undefined) meta.rank_math_title = seo.title;
    if (seo.description !== undefined) meta.rank_math_description = seo.description;
    if (seo.focusKeyword !== undefined) meta.rank_math_focus_keyword = seo.focusKeyword;
    if (await this.hasRankMath()) {
      await this.ok({
        method: 'POST',
        path: RANK_MATH_ROUTE,
        json: { objectID: postId, objectType: 'post', meta },
      });
      return 'rankmath';
    }
    const current = post ?? (await this.getPost(postId));
    const registered = current.meta && !Array.isArray(current.meta) ? current.meta : {};
    if (Object.keys(meta).every((k) => k in registered)) {
      await this.updatePost(postId, { meta });
      return 'meta';
    }
    return null;
  }

  /** A request whose answer must be 2xx JSON. */
  private async ok(args: RequestArgs): Promise<Answer> {
    const a = await this.send(args).catch((err) => {
      throw networkError(err);
    });
    if (a.status < 200 || a.status >= 300) throw statusError(a.status, a.body);
    if (a.body === undefined) throw new WpError(M.siteBadAnswer, a.status);
    return a;
  }

  private url(args: RequestArgs): URL {
    const url = new URL(`${this.base}/wp-json${args.path === '/' ? '/' : args.path}`);
    for (const [k, v] of Object.entries(args.query ?? {}))
      if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
    return url;
  }

  /** One HTTP exchange; the answer's JSON body, or undefined when it is not JSON. */
  private async send(args: RequestArgs): Promise<Answer> {
    const url = this.url(args);
    let lookup: LookupFunction | undefined;
    if (!this.site.allowPrivate) {
      let pinned: Awaited<ReturnType<typeof resolvePublic>>;
      try {
        pinned = await resolvePublic(url.href, this.resolver, isPublicWebUrl);
      } catch {
        throw new WpError(M.siteUnreachable, 0);
      }
      if (!pinned) throw new WpError(M.privateAddress, 0);
      lookup = pinnedLookup(pinned);
    }
    const body = args.raw?.bytes ?? (args.json === undefined ? undefined : Buffer.from(JSON.stringify(args.json)));
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: this.auth,
      'user-agent': 'van-tai-articles/1.0',
      ...(args.json !== undefined ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      ...(args.raw?.headers ?? {}),
      ...(body ? { 'content-length': String(body.length) } : {}),
    };
    const total = args.timeoutMs ?? this.timeoutMs;
    return new Promise<Answer>((resolve, reject) => {
      const lib = url.protocol === 'https:' ? https : http;
      const req = lib.request(url, { method: args.method ?? 'GET', headers, lookup });
      const fail = (code: string) => req.destroy(Object.assign(new Error(code), { code }));
      const overall = setTimeout(() => fail('WP_TIMEOUT'), total);
      const connect = setTimeout(() => fail('WP_TIMEOUT'), Math.min(this.connectTimeoutMs, total));
      req.on('socket', (socket) => {
        const connected = () => clearTimeout(connect);
        if (!socket.connecting) connected();
        socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > MAX_ANSWER_BYTES) {
            res.destroy();
            fail('WP_TOO_LARGE');
            return;
          }
          chunks.push(c);
        });
        res.on('end', () => {
          clearTimeout(overall);
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text.replace(/^\uFEFF/, '')) : undefined;
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
        res.on('error', (err) => {
          clearTimeout(overall);
          reject(err);
        });
      });
      req.on('error', (err) => {
        clearTimeout(overall);
        clearTimeout(connect);
        reject(err);
      });
      req.end(body);
    });
  }
}

function asArray<T>(body: unknown): T[] {
  if (!Array.isArray(body)) throw new WpError(M.siteBadAnswer, 200);
  return body as T[];
}

function asPost(a: Answer): WpRawPost {
  const body = a.body as WpRawPost;
  if (typeof body?.id !== 'number') throw new WpError(M.siteBadAnswer, a.status);
  return body;
}

/** A post of a site in our contract's shape. */
export function toWpPost(p: WpRawPost, site: { id: number; name: string }): WpPost {
  const meta = p.meta && !Array.isArray(p.meta) ? p.meta : {};
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const score = Number(meta.rank_math_seo_score);
  const media = p._embedded?.['wp:featuredmedia']?.[0];
  return {
    id: p.id,
    siteId: site.id,
    siteName: site.name,
    title: { rendered: decodeEntities(p.title?.rendered ?? p.title?.raw ?? '') },
    link: p.link ?? '',
    date: p.date ?? '',
    status: p.status ?? '',
    slug: p.slug ?? '',
    excerpt: { rendered: p.excerpt?.rendered ?? '' },
    content: { raw: p.content?.raw, rendered: p.content?.rendered },
    categories: Array.isArray(p.categories) ? p.categories.filter((c) => Number.isInteger(c)) : [],
    featuredMediaId: p.featured_media ? p.featured_media : null,
    featuredImageUrl: media?.source_url ?? null,
    meta: {
      rank_math_focus_keyword: str(meta.rank_math_focus_keyword),
      rank_math_seo_score: Number.isFinite(score) && meta.rank_math_seo_score !== '' ? score : undefined,
      rank_math_title: str(meta.rank_math_title),
      rank_math_description: str(meta.rank_math_description),
    },
  };
}
