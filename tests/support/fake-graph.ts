/**
 * An in-memory Facebook Graph API on loopback for API tests and e2e (issue 16), following the real
 * request and response shapes under a version prefix (/v21.0): a page's feed with `fields`, `limit`
 * and cursor paging (`paging.cursors.after`, `next` only when there is more), photos and videos
 * uploaded with `published=false` (multipart `source`), posts with `attached_media[i]`, editing
 * (`POST /{post-id}` message; `published=true` on a video publishes it), `DELETE /{post-id}`, the page
 * token as `access_token`, and Graph error objects `{error:{message,type,code,error_subcode,fbtrace_id}}`
 * — a wrong token is code 190; tests queue others (`state.failures`, or `POST /__fail` from e2e).
 * Uploaded photos are served back under /media/{id}. `GET /__requests` lists what was asked.
 *
 * CLI (e2e web server): `tsx tests/support/fake-graph.ts --port 7644` (page FAKE_PAGE_ID, token
 * FAKE_PAGE_TOKEN, a few posts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PAGE_ID = '102938475610001';
export const FAKE_PAGE_TOKEN = 'EAAfakePageToken0001xyz';
export const GRAPH_VERSION = 'v21.0';

export type FakeGraphPost = {
  id: string;
  pageId: string;
  message?: string;
  link?: string;
  created_time: string;
  photoIds: string[];
  videoId?: string;
};
export type FakeGraphMedia = {
  id: string;
  pageId: string;
  kind: 'photo' | 'video';
  bytes: Buffer;
  mime: string;
  published: boolean;
};
export type GraphFailure = { code: number; status?: number; subcode?: number; message?: string };
export type FakeGraphRequest = {
  method: string;
  path: string;
  /** Query and body parameters, access_token left out (`hasToken` says whether it came). */
  params: Record<string, string>;
  hasToken: boolean;
  file?: { name: string; type: string; size: number };
};

export type FakeGraph = {
  url: string;
  /** The versioned base the app is pointed at (FACEBOOK_GRAPH_URL). */
  graphUrl: string;
  port: number;
  state: {
    /** page id → its token */
    pages: Map<string, string>;
    /** newest first */
    posts: FakeGraphPost[];
    media: Map<string, FakeGraphMedia>;
    requests: FakeGraphRequest[];
    /** The next answers to a Graph call fail with these, one each. */
    failures: GraphFailure[];
  };
  addPage(pageId: string, token: string): void;
  close(): Promise<void>;
};

let counter = 0;
const nextId = () => `${Date.now().toString().slice(-6)}${String(++counter).padStart(4, '0')}`;

const ERROR_TYPES: Record<number, string> = { 190: 'OAuthException', 200: 'OAuthException', 10: 'OAuthException' };

export async function startFakeGraph(options: { port?: number; seedPosts?: number } = {}): Promise<FakeGraph> {
  const state: FakeGraph['state'] = { pages: new Map(), posts: [], media: new Map(), requests: [], failures: [] };
  let base = '';
  const sockets = new Set<import('node:net').Socket>();

  const graphError = (res: http.ServerResponse, f: GraphFailure) => {
    const body = {
      error: {
        message: f.message ?? `(#${f.code}) Fake Graph error`,
        type: ERROR_TYPES[f.code] ?? 'GraphMethodException',
        code: f.code,
        ...(f.subcode ? { error_subcode: f.subcode } : {}),
        fbtrace_id: `Fake${nextId()}`,
      },
    };
    send(res, f.status ?? (f.code === 190 ? 401 : 400), body);
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };

  const feedItem = (p: FakeGraphPost) => {
    const photos = p.photoIds.map((id) => ({
      media: { image: { src: `${base}/media/${id}`, height: 100, width: 100 } },
      target: { id },
      type: 'photo',
    }));
    const attachments =
      photos.length > 1
        ? { data: [{ media: photos[0]?.media, subattachments: { data: photos }, type: 'album' }] }
        : photos.length === 1
          ? { data: [photos[0]] }
          : p.videoId
            ? { data: [{ media: { source: `${base}/media/${p.videoId}` }, type: 'video_inline' }] }
            : undefined;
    return {
      id: p.id,
      ...(p.message ? { message: p.message } : {}),
      created_time: p.created_time,
      ...(p.photoIds[0] ? { full_picture: `${base}/media/${p.photoIds[0]}` } : {}),
      permalink_url: `https://www.facebook.com/${p.pageId}/posts/${p.id.split('_')[1] ?? p.id}`,
      ...(attachments ? { attachments } : {}),
    };
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);

    if (url.pathname === '/__requests') return send(res, 200, state.requests);
    if (url.pathname === '/__fail' && req.method === 'POST') {
      state.failures.push(...(JSON.parse(raw.toString() || '[]') as GraphFailure[]));
      return send(res, 200, { queued: state.failures.length });
    }
    const mediaMatch = /^\/media\/(\w+)$/.exec(url.pathname);
    if (mediaMatch) {
      const m = state.media.get(mediaMatch[1] ?? '');
      if (!m) return send(res, 404, {});
      res.writeHead(200, { 'content-type': m.mime });
      return res.end(m.bytes);
    }
    const prefix = `/${GRAPH_VERSION}/`;
    if (!url.pathname.startsWith(prefix)) return graphError(res, { code: 2500, message: 'Unknown path components' });
    const parts = url.pathname.slice(prefix.length).split('/').filter(Boolean);

    // Parameters from the query and the body (form or multipart).
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    let file: { name: string; type: string; bytes: Buffer } | undefined;
    const type = req.headers['content-type'] ?? '';
    if (raw.length && type.startsWith('application/x-www-form-urlencoded')) {
      Object.assign(params, Object.fromEntries(new URLSearchParams(raw.toString())));
    } else if (raw.length && type.startsWith('multipart/form-data')) {
      const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
      for (const [k, v] of form) {
        if (typeof v === 'string') params[k] = v;
        else file = { name: v.name, type: v.type, bytes: Buffer.from(await v.arrayBuffer()) };
      }
    }
    const token = params.access_token;
    delete params.access_token;
    state.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      params,
      hasToken: !!token,
      ...(file ? { file: { name: file.name, type: file.type, size: file.bytes.length } } : {}),
    });

    const queued = state.failures.shift();
    if (queued) return graphError(res, queued);

    // The token decides which page may be acted on (a page token is one page's).
    const tokenPage = [...state.pages].find(([, t]) => t === token)?.[0];
    if (!tokenPage)
      return graphError(res, { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
    const forbidden = () =>
      graphError(res, {
        code: 200,
        message: '(#200) The user hasn’t authorized the application to perform this action',
      });

    const [node, edge] = parts;
    if (!node) return graphError(res, { code: 100, message: 'Unsupported request' });
    if (edge) {
      if (node !== tokenPage) return forbidden();
      if (edge === 'feed' && req.method === 'GET') {
        const limit = Math.min(Number(params.limit ?? 25) || 25, 100);
        const start = params.after ? Number(Buffer.from(params.after, 'base64url').toString()) : 0;
        const mine = state.posts.filter((p) => p.pageId === node);
        const slice = mine.slice(start, start + limit);
        const cursor = (i: number) => Buffer.from(String(i)).toString('base64url');
        const more = start + limit < mine.length;
        return send(res, 200, {
          data: slice.map(feedItem),
          paging: {
            cursors: { before: cursor(start), after: cursor(start + slice.length) },
            ...(more ? { next: `${base}${url.pathname}?limit=${limit}&after=${cursor(start + slice.length)}` } : {}),
          },
        });
      }
      if ((edge === 'photos' || edge === 'videos') && req.method === 'POST') {
        if (!file && !params.url) return graphError(res, { code: 324, message: '(#324) Requires upload file' });
        const id = nextId();
        state.media.set(id, {
          id,
          pageId: node,
          kind: edge === 'photos' ? 'photo' : 'video',
          bytes: file?.bytes ?? Buffer.alloc(0),
          mime: file?.type || 'application/octet-stream',
          published: params.published !== 'false',
        });
        return send(res, 200, { id });
      }
      if (edge === 'feed' && req.method === 'POST') {
        const photoIds: string[] = [];
        for (let i = 0; params[`attached_media[${i}]`]; i++) {
          const { media_fbid } = JSON.parse(params[`attached_media[${i}]`] ?? '{}') as { media_fbid?: string };
          const m = state.media.get(String(media_fbid));
          if (m?.kind !== 'photo' || m.pageId !== node) {
            return graphError(res, { code: 100, message: '(#100) Invalid attached_media' });
          }
          photoIds.push(m.id);
        }
        if (!params.message && !params.link && !photoIds.length) {
          return graphError(res, { code: 100, message: '(#100) Missing message or attachment' });
        }
        if (params.message && state.posts.some((p) => p.pageId === node && p.message === params.message)) {
          return graphError(res, { code: 506, message: '(#506) Duplicate status message' });
        }
        const post: FakeGraphPost = {
          id: `${node}_${nextId()}`,
          pageId: node,
          ...(params.message ? { message: params.message } : {}),
          ...(params.link ? { link: params.link } : {}),
          created_time: new Date().toISOString().replace(/\.\d+Z$/, '+0000'),
          photoIds,
        };
        state.posts.unshift(post);
        return send(res, 200, { id: post.id });
      }
      return graphError(res, { code: 100, message: `Unsupported ${req.method} request on edge ${edge}` });
    }

    // A node: a post, or an unpublished video.
    const video = state.media.get(node);
    if (video && video.kind === 'video' && req.method === 'POST') {
      if (video.pageId !== tokenPage) return forbidden();
      if (params.published === 'true' && !video.published) {
        video.published = true;
        state.posts.unshift({
          id: `${video.pageId}_${video.id}`,
          pageId: video.pageId,
          ...(params.description ? { message: params.description } : {}),
          created_time: new Date().toISOString().replace(/\.\d+Z$/, '+0000'),
          photoIds: [],
          videoId: video.id,
        });
      }
      return send(res, 200, { success: true });
    }
    const post = state.posts.find((p) => p.id === node);
    if (!post) {
      return graphError(res, {
        code: 100,
        subcode: 33,
        message: `Unsupported get request. Object with ID '${node}' does not exist`,
      });
    }
    if (post.pageId !== tokenPage) return forbidden();
    if (req.method === 'POST') {
      if (params.message !== undefined) post.message = params.message;
      return send(res, 200, { success: true });
    }
    if (req.method === 'DELETE') {
      state.posts = state.posts.filter((p) => p !== post);
      return send(res, 200, { success: true });
    }
    if (req.method === 'GET') return send(res, 200, feedItem(post));
    return graphError(res, { code: 100, message: 'Unsupported request' });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  state.pages.set(FAKE_PAGE_ID, FAKE_PAGE_TOKEN);
  const seeded = options.seedPosts ?? 0;
  for (let i = seeded; i > 0; i--) {
    state.posts.unshift({
      id: `${FAKE_PAGE_ID}_${nextId()}`,
      pageId: FAKE_PAGE_ID,
      message: `Bài đăng mẫu số ${seeded - i + 1} của Vận tải Minh Tiến`,
      created_time: new Date(Date.UTC(2026, 0, 1 + (seeded - i))).toISOString().replace(/\.\d+Z$/, '+0000'),
      photoIds: [],
    });
  }
  return {
    url: base,
    graphUrl: `${base}/${GRAPH_VERSION}`,
    port,
    state,
    addPage: (pageId, token) => void state.pages.set(pageId, token),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

// CLI: a fake Graph with one page and a few posts for e2e.
if (process.argv[1]?.endsWith('fake-graph.ts')) {
  const i = process.argv.indexOf('--port');
  const port = i > 0 ? Number(process.argv[i + 1]) : 7644;
  startFakeGraph({ port, seedPosts: 3 }).then((g) => {
    console.log(`Fake Graph on ${g.graphUrl} (page ${FAKE_PAGE_ID})`);
  });
}
