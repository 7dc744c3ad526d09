/**
 * The Facebook Graph API for one page, always from our server with the page's token as
 * `access_token` (the browser never sees it): the feed with cursor paging, photos and videos
 * uploaded unpublished, posts with `attached_media`, edit and delete. Bounded timeouts; every
 * failure becomes a GraphError whose message is Vietnamese (the Graph error object's code decides
 * it). The base is `FACEBOOK_GRAPH_URL` (a versioned base, default the real Graph API).
 */
import { GRAPH_MESSAGES as G } from '@/contracts/fanpages-vocabulary';

export const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v21.0';

export type GraphOptions = {
  baseUrl?: string;
  /** Reads, posts, edits (default 20 s). */
  timeoutMs?: number;
  /** Photo and video uploads (default 120 s). */
  uploadTimeoutMs?: number;
};

export class GraphError extends Error {
  constructor(
    message: string,
    /** The Graph error code (0 when Facebook never answered with an error object). */
    readonly code: number,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GraphError';
  }
}

/** A Graph error object as the message a marketer reads. */
export function graphMessage(code: number): string {
  if (code === 190) return G.token;
  if (code === 10 || (code >= 200 && code <= 299)) return G.permission.replace('{code}', String(code));
  if ([4, 17, 32, 613].includes(code)) return G.rateLimit.replace('{code}', String(code));
  if (code === 368) return G.policy;
  if (code === 506) return G.duplicate;
  return G.other.replace('{code}', String(code));
}

export const FEED_FIELDS = 'id,message,created_time,full_picture,permalink_url,attachments{media,subattachments}';

type Media = { image?: { src?: string } };
type Attachment = { media?: Media; subattachments?: { data?: { media?: Media }[] } };
export type GraphFeedItem = {
  id: string;
  message?: string;
  created_time: string;
  full_picture?: string;
  permalink_url?: string;
  attachments?: { data?: Attachment[] };
};
export type GraphFeed = { data: GraphFeedItem[]; paging?: { cursors?: { after?: string }; next?: string } };

export type Upload = { bytes: Buffer; fileName: string; mime: string };

export class GraphClient {
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly uploadTimeoutMs: number;

  constructor(
    private readonly token: string,
    options: GraphOptions = {},
  ) {
    this.base = (options.baseUrl || DEFAULT_GRAPH_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.uploadTimeoutMs = options.uploadTimeoutMs ?? 120_000;
  }

  /** GET /{page-id}/feed with the fields the list shows; `after` is the cursor of the next page. */
  feed(pageId: string, q: { after?: string; limit: number }): Promise<GraphFeed> {
    const query = new URLSearchParams({ fields: FEED_FIELDS, limit: String(q.limit) });
    if (q.after) query.set('after', q.after);
    return this.call('GET', `/${encodeURIComponent(pageId)}/feed`, { query });
  }

  /** POST /{page-id}/photos published=false (multipart `source`) → the photo's id for attached_media. */
  async uploadPhoto(pageId: string, file: Upload): Promise<string> {
    const form = new FormData();
    form.set('published', 'false');
    form.set('source', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.fileName);
    const answer = await this.call<{ id?: string }>('POST', `/${encodeURIComponent(pageId)}/photos`, {
      form,
      upload: true,
    });
    return idOf(answer);
  }

  /** POST /{page-id}/videos published=false (multipart `source`) → the video's id. */
  async uploadVideo(pageId: string, file: Upload): Promise<string> {
    const form = new FormData();
    form.set('published', 'false');
    form.set('source', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.fileName);
    const answer = await this.call<{ id?: string }>('POST', `/${encodeURIComponent(pageId)}/videos`, {
      form,
      upload: true,
    });
    return idOf(answer);
  }

  /** POST /{page-id}/feed with message, link and attached_media[i]={"media_fbid":id} → the post id. */
  async createPost(pageId: string, post: { message: string; link: string; mediaIds: string[] }): Promise<string> {
    const body = new URLSearchParams();
    if (post.message) body.set('message', post.message);
    if (post.link) body.set('link', post.link);
    post.mediaIds.forEach((id, i) => {
      body.set(`attached_media[${i}]`, JSON.stringify({ media_fbid: id }));
    });
    return idOf(await this.call<{ id?: string }>('POST', `/${encodeURIComponent(pageId)}/feed`, { body }));
  }

  /** POST /{video-id} published=true with the message as its description: the video becomes a post. */
  async publishVideo(videoId: string, description: string): Promise<string> {
    const body = new URLSearchParams({ published: 'true' });
    if (description) body.set('description', description);
    await this.call('POST', `/${encodeURIComponent(videoId)}`, { body });
    return videoId;
  }

  /** POST /{post-id} message=… (edit a post's text). */
  async editPost(postId: string, message: string): Promise<void> {
    await this.call('POST', `/${encodeURIComponent(postId)}`, { body: new URLSearchParams({ message }) });
  }

  /** DELETE /{post-id}. */
  async deletePost(postId: string): Promise<void> {
    await this.call('DELETE', `/${encodeURIComponent(postId)}`, {});
  }

  private async call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    args: { query?: URLSearchParams; body?: URLSearchParams; form?: FormData; upload?: boolean },
  ): Promise<T> {
    const query = new URLSearchParams(args.query);
    // The token goes in the body of a POST (never in a URL a proxy might log), in the query otherwise.
    if (args.form) args.form.set('access_token', this.token);
    else if (args.body) args.body.set('access_token', this.token);
    else query.set('access_token', this.token);
    const url = `${this.base}${path}?${query}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        body: args.form ?? args.body,
        signal: AbortSignal.timeout(args.upload ? this.uploadTimeoutMs : this.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const name = (err as Error).name;
      throw new GraphError(name === 'TimeoutError' || name === 'AbortError' ? G.timeout : G.unreachable, 0, 0);
    }
    const text = await res.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      throw new GraphError(G.badAnswer, 0, res.status);
    }
    const error = (json as { error?: { code?: unknown } }).error;
    if (!res.ok || error) {
      const code = typeof error?.code === 'number' ? error.code : 0;
      throw new GraphError(
        code ? graphMessage(code) : G.other.replace('{code}', `HTTP ${res.status}`),
        code,
        res.status,
      );
    }
    return json as T;
  }
}

function idOf(answer: { id?: unknown; post_id?: unknown }): string {
  const id = answer.post_id ?? answer.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new GraphError(G.badAnswer, 0, 200);
  return String(id);
}
