/**
 * An in-memory WordPress REST API on loopback for API tests and e2e (issue 15): Basic auth with one
 * application password, users/me, types/post, categories paged with X-WP-Total(Pages), media
 * uploads (served back under /wp-content/uploads), posts CRUD with context=edit, search, status,
 * date range and _embed of the featured media, Rank Math's updateMeta route (on or off) and
 * rank_math_* registered meta (on or off). Tests can make it fail (status, not JSON, slow).
 *
 * CLI (e2e's second web server): `tsx tests/support/fake-wordpress.ts --port 5633`
 * (user FAKE_WP_USER, application password FAKE_WP_APP_PASSWORD, a few posts and categories).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WP_USER = 'bientap';
export const FAKE_WP_APP_PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';

export type FakePost = {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  slug: string;
  status: string;
  date: string;
  categories: number[];
  tags: number[];
  featured_media: number;
  meta: Record<string, string>;
};

export type FakeMedia = { id: number; source_url: string; mime: string; bytes: Buffer; fileName: string };

export type FakeWordPressOptions = {
  port?: number;
  user?: string;
  appPassword?: string;
  categories?: number;
  rankMath?: boolean;
  registeredMeta?: boolean;
  posts?: number;
};

export type FakeWordPress = {
  url: string;
  port: number;
  state: {
    posts: Map<number, FakePost>;
    media: Map<number, FakeMedia>;
    categories: { id: number; name: string }[];
    rankMath: boolean;
    registeredMeta: boolean;
    /** Every request as "METHOD /path?query". */
    requests: string[];
    rankMathCalls: unknown[];
    /** Answer every /wp-json request with this status (JSON error body), or plain text when 'html'. */
    failWith: number | 'html' | null;
    /** Hold every answer this long (ms). */
    delayMs: number;
  };
  close(): Promise<void>;
};

const SEO_KEYS = ['rank_math_title', 'rank_math_description', 'rank_math_focus_keyword', 'rank_math_seo_score'];

export async function startFakeWordPress(options: FakeWordPressOptions = {}): Promise<FakeWordPress> {
  const user = options.user ?? FAKE_WP_USER;
  const appPassword = (options.appPassword ?? FAKE_WP_APP_PASSWORD).replace(/\s+/g, '');
  const state: FakeWordPress['state'] = {
    posts: new Map(),
    media: new Map(),
    categories: Array.from({ length: options.categories ?? 3 }, (_, i) => ({
      id: i + 2,
      name: i === 0 ? 'Vận tải &amp; Logistics' : `Chuyên mục ${i + 1}`,
    })),
    rankMath: options.rankMath ?? true,
    registeredMeta: options.registeredMeta ?? true,
    requests: [],
    rankMathCalls: [],
    failWith: null,
    delayMs: 0,
  };
  let nextId = 100;
  let base = '';
  const sockets = new Set<import('node:net').Socket>();

  for (let i = 0; i < (options.posts ?? 0); i++) {
    const id = nextId++;
    state.posts.set(id, {
      id,
      title: `Bài mẫu số ${i + 1} về vận tải`,
      content: `<p>Nội dung bài mẫu ${i + 1}.</p>`,
      excerpt: `Mô tả bài mẫu ${i + 1}`,
      slug: `bai-mau-${i + 1}`,
      status: i % 3 === 2 ? 'draft' : 'publish',
      date: new Date(Date.UTC(2025, 0, 1 + i, 8)).toISOString().slice(0, 19),
      categories: [state.categories[i % state.categories.length]?.id ?? 1],
      tags: [],
      featured_media: 0,
      meta: { rank_math_focus_keyword: `từ khóa ${i + 1}`, rank_math_seo_score: String((i * 17) % 100) },
    });
  }

  const postJson = (p: FakePost, edit: boolean, embed: boolean) => {
    const media = state.media.get(p.featured_media);
    return {
      id: p.id,
      date: p.date,
      slug: p.slug,
      status: p.status,
      link: `${base}/${p.slug || `?p=${p.id}`}/`,
      title: { rendered: escapeHtml(p.title), ...(edit ? { raw: p.title } : {}) },
      content: { rendered: p.content, ...(edit ? { raw: p.content } : {}) },
      excerpt: { rendered: `<p>${escapeHtml(p.excerpt)}</p>\n`, ...(edit ? { raw: p.excerpt } : {}) },
      categories: p.categories,
      tags: p.tags,
      featured_media: p.featured_media,
      meta: state.registeredMeta ? Object.fromEntries(SEO_KEYS.map((k) => [k, p.meta[k] ?? ''])) : [],
      ...(embed && media
        ? { _embedded: { 'wp:featuredmedia': [{ id: media.id, source_url: media.source_url }] } }
        : {}),
    };
  };

  const applyFields = (p: FakePost, body: Record<string, unknown>) => {
    if (typeof body.title === 'string') p.title = body.title;
    if (typeof body.content === 'string') p.content = body.content;
    if (typeof body.excerpt === 'string') p.excerpt = body.excerpt;
    if (typeof body.slug === 'string') p.slug = body.slug;
    if (typeof body.status === 'string') p.status = body.status;
    if (Array.isArray(body.categories)) p.categories = body.categories.map(Number);
    if (Array.isArray(body.tags)) p.tags = body.tags.map(Number);
    if (typeof body.featured_media === 'number') p.featured_media = body.featured_media;
    if (body.meta && typeof body.meta === 'object' && state.registeredMeta) {
      for (const [k, v] of Object.entries(body.meta)) if (SEO_KEYS.includes(k)) p.meta[k] = String(v);
    }
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    state.requests.push(`${req.method} ${url.pathname}${url.search}`);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    if (res.destroyed) return;
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: string, message: string) => send(status, { code, message, data: { status } });

    if (url.pathname.startsWith('/wp-content/uploads/')) {
      const m = [...state.media.values()].find((x) => new URL(x.source_url).pathname === url.pathname);
      if (!m) return error(404, 'not_found', 'Not found');
      res.writeHead(200, { 'content-type': m.mime });
      return res.end(m.bytes);
    }
    if (!url.pathname.startsWith('/wp-json')) {
      res.writeHead(url.pathname === '/' ? 200 : 404, { 'content-type': 'text/html' });
      return res.end('<html><body>Fake WordPress</body></html>');
    }
    if (state.failWith === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>Not WordPress</body></html>');
    }
    if (state.failWith) return error(state.failWith, 'fake_failure', `Lỗi giả ${state.failWith}`);

    const route = url.pathname.replace(/^\/wp-json/, '').replace(/\/+$/, '') || '/';
    if (route === '/') {
      const routes: Record<string, unknown> = { '/': {}, '/wp/v2': {}, '/wp/v2/posts': {}, '/wp/v2/media': {} };
      if (state.rankMath) routes['/rankmath/v1/updateMeta'] = { methods: ['POST'] };
      return send(200, { name: 'Fake WordPress', url: base, routes });
    }
    const authorization = req.headers.authorization ?? '';
    const [scheme, token = ''] = authorization.split(' ');
    const [u, ...rest] = Buffer.from(token, 'base64').toString('utf8').split(':');
    const authed = scheme === 'Basic' && u === user && rest.join(':').replace(/\s+/g, '') === appPassword;
    if (authorization && !authed) return error(401, 'incorrect_password', 'Mật khẩu ứng dụng không đúng.');
    if (!authed) return error(401, 'rest_not_logged_in', 'You are not currently logged in.');

    let body: Record<string, unknown> = {};
    if (raw.length && String(req.headers['content-type']).startsWith('application/json')) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return error(400, 'rest_invalid_json', 'Invalid JSON body passed.');
      }
    }

    if (route === '/wp/v2/users/me') return send(200, { id: 1, name: user, slug: user });
    if (route === '/wp/v2/types/post') return send(200, { slug: 'post', name: 'Posts', rest_base: 'posts' });
    if (route === '/wp/v2/categories' && req.method === 'GET') {
      const per = Math.min(100, Number(url.searchParams.get('per_page') ?? 10));
      const page = Number(url.searchParams.get('page') ?? 1);
      const pages = Math.max(1, Math.ceil(state.categories.length / per));
      if (page > pages) return error(400, 'rest_post_invalid_page_number', 'Invalid page');
      return send(200, state.categories.slice((page - 1) * per, page * per), {
        'x-wp-total': String(state.categories.length),
        'x-wp-totalpages': String(pages),
      });
    }
    if (route === '/wp/v2/media' && req.method === 'POST') {
      const disposition = String(req.headers['content-disposition'] ?? '');
      const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1];
      if (!fileName || !raw.length) return error(400, 'rest_upload_no_data', 'No data supplied.');
      const id = nextId++;
      const media = {
        id,
        fileName,
        mime: String(req.headers['content-type']),
        bytes: raw,
        source_url: `${base}/wp-content/uploads/2025/01/${id}-${fileName}`,
      };
      state.media.set(id, media);
      return send(201, { id, source_url: media.source_url, mime_type: media.mime });
    }
    if (route === '/wp/v2/posts' && req.method === 'GET') {
      const statuses = (url.searchParams.get('status') ?? 'publish').split(',');
      const search = url.searchParams.get('search')?.toLowerCase();
      const after = url.searchParams.get('after');
      const before = url.searchParams.get('before');
      const per = Math.min(100, Number(url.searchParams.get('per_page') ?? 10));
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = [...state.posts.values()]
        .filter((p) => statuses.includes(p.status))
        .filter((p) => !search || `${p.title} ${p.content}`.toLowerCase().includes(search))
        .filter((p) => !after || p.date > after)
        .filter((p) => !before || p.date < before)
        .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
      const pages = Math.ceil(all.length / per);
      if (page > Math.max(1, pages)) return error(400, 'rest_post_invalid_page_number', 'Invalid page');
      const edit = url.searchParams.get('context') === 'edit';
      const embed = url.searchParams.has('_embed');
      return send(
        200,
        all.slice((page - 1) * per, page * per).map((p) => postJson(p, edit, embed)),
        { 'x-wp-total': String(all.length), 'x-wp-totalpages': String(pages) },
      );
    }
    if (route === '/wp/v2/posts' && req.method === 'POST') {
      if (typeof body.title !== 'string') return error(400, 'rest_missing_callback_param', 'Missing title');
      const id = nextId++;
      const post: FakePost = {
        id,
        title: '',
        content: '',
        excerpt: '',
        slug: '',
        status: 'draft',
        date: new Date().toISOString().slice(0, 19),
        categories: [1],
        tags: [],
        featured_media: 0,
        meta: {},
      };
      applyFields(post, body);
      state.posts.set(id, post);
      return send(201, postJson(post, true, false));
    }
    const postMatch = /^\/wp\/v2\/posts\/(\d+)$/.exec(route);
    if (postMatch) {
      const post = state.posts.get(Number(postMatch[1]));
      if (!post) return error(404, 'rest_post_invalid_id', 'Invalid post ID.');
      if (req.method === 'GET') {
        return send(200, postJson(post, url.searchParams.get('context') === 'edit', url.searchParams.has('_embed')));
      }
      if (req.method === 'POST' || req.method === 'PUT') {
        applyFields(post, body);
        return send(200, postJson(post, true, false));
      }
    }
    if (route === '/rankmath/v1/updateMeta' && state.rankMath && req.method === 'POST') {
      state.rankMathCalls.push(body);
      const post = state.posts.get(Number(body.objectID));
      if (!post) return error(404, 'invalid_id', 'Invalid object');
      for (const [k, v] of Object.entries((body.meta as Record<string, unknown>) ?? {})) post.meta[k] = String(v);
      return send(200, { slug: post.slug, schemas: {} });
    }
    return error(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    port,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

function escapeHtml(s: string) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// CLI: a fake site with content for e2e.
if (process.argv[1]?.endsWith('fake-wordpress.ts')) {
  const i = process.argv.indexOf('--port');
  const port = i > 0 ? Number(process.argv[i + 1]) : 5633;
  startFakeWordPress({ port, posts: 12, categories: 4 }).then((wp) => {
    console.log(`Fake WordPress on ${wp.url} (user ${FAKE_WP_USER})`);
  });
}
