/**
 * Fanpages (spec 001 §3 Fanpage, §5, §8; issue 16): the list with its write-only page token
 * (encrypted with SecretBox, never answered, blank on edit keeps it), and the page's posts through
 * the Graph API — the feed, media of OUR library uploaded unpublished, posts with attached media or
 * a video, edits and deletes. Graph failures answer 502 with the Vietnamese message of their code.
 */
import type { Readable } from 'node:stream';
import type { PageQuery } from '@/contracts/envelope';
import type {
  CreateFanpageBody,
  CreateFanpagePostBody,
  Fanpage,
  FanpageMediaBody,
  FanpagePost,
  UpdateFanpageBody,
} from '@/contracts/fanpages';
import { FANPAGE_MESSAGES as M, FANPAGE_POST_MESSAGES as PM } from '@/contracts/fanpages-vocabulary';
import { FILE_URL_PATTERN } from '@/contracts/uploads-vocabulary';
import type { Db } from '../../db/client';
import { conflict, HttpError, notFound, unprocessable } from '../../http-error';
import { GraphClient, GraphError, type GraphFeedItem, type GraphOptions } from '../../integrations/facebook-graph';
import { sniffImage } from '../../lib/image-info';
import { toPage } from '../../lib/paging';
import type { SecretBox } from '../../lib/secrets';
import { sniffLibraryFile } from '../files/sniff';
import type { FanpageRow } from './repo';
import * as repo from './repo';

export type FanpageContext = {
  db: Db;
  box: SecretBox;
  /** Opens a file of our library by id (FilesService.open). */
  openFile: (id: string) => Promise<{ body: Readable; mime: string; size: number }>;
  graph?: GraphOptions;
};

const PHOTO_BYTES = 10 * 1024 * 1024;
const VIDEO_BYTES = 100 * 1024 * 1024;

export const toFanpage = (r: FanpageRow): Fanpage => ({
  id: r.id,
  maTrang: r.maTrang,
  name: r.name,
  hasToken: !!r.tokenEnc,
});

export async function listFanpages(db: Db, q: PageQuery) {
  const [rows, total] = await repo.pageOfFanpages(db, q);
  return toPage(rows.map(toFanpage), total, q);
}

async function getRow(db: Db, id: number): Promise<FanpageRow> {
  const row = await repo.findFanpage(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

async function refuseDuplicate(db: Db, maTrang: string, id?: number) {
  const other = await repo.findByMaTrang(db, maTrang);
  if (other && other.id !== id) throw conflict(M.duplicate);
}

export async function createFanpage(ctx: FanpageContext, tx: Db, body: CreateFanpageBody): Promise<Fanpage> {
  await refuseDuplicate(tx, body.maTrang);
  const row = await repo.insertFanpage(tx, {
    maTrang: body.maTrang,
    name: body.name,
    tokenEnc: ctx.box.encrypt(body.token),
  });
  return toFanpage(row);
}

export async function updateFanpage(ctx: FanpageContext, tx: Db, id: number, body: UpdateFanpageBody) {
  await getRow(tx, id);
  await refuseDuplicate(tx, body.maTrang, id);
  const row = await repo.updateFanpage(tx, id, {
    maTrang: body.maTrang,
    name: body.name,
    ...(body.token ? { tokenEnc: ctx.box.encrypt(body.token) } : {}),
  });
  if (!row) throw notFound(M.notFound);
  return toFanpage(row);
}

export async function deleteFanpage(tx: Db, id: number): Promise<void> {
  if (!(await repo.deleteFanpage(tx, id))) throw notFound(M.notFound);
}

/** The page's Graph client with its decrypted token (decrypted here only, never stored or answered). */
async function clientOf(ctx: FanpageContext, id: number) {
  const page = await getRow(ctx.db, id);
  if (!page.tokenEnc) throw unprocessable(M.noToken);
  let token: string;
  try {
    token = ctx.box.decrypt(page.tokenEnc);
  } catch {
    throw unprocessable(M.tokenUnreadable);
  }
  return { page, client: new GraphClient(token, ctx.graph) };
}

/** A Graph failure as our answer: 502 with the code's message (never Facebook's 401/400 as ours). */
function graphFailure(err: unknown, prefix?: string): HttpError {
  if (err instanceof HttpError) return err;
  const message = err instanceof GraphError ? err.message : PM.saveFailed;
  const code = err instanceof GraphError && err.code ? `FACEBOOK_${err.code}` : 'FACEBOOK_ERROR';
  return new HttpError(502, code, prefix ? `${prefix} ${message}` : message);
}

const imagesOf = (item: GraphFeedItem): string[] => {
  const found: string[] = [];
  for (const a of item.attachments?.data ?? []) {
    const subs = a.subattachments?.data ?? [];
    for (const s of subs) if (s.media?.image?.src) found.push(s.media.image.src);
    if (!subs.length && a.media?.image?.src) found.push(a.media.image.src);
  }
  return found;
};

export const toPost = (item: GraphFeedItem): FanpagePost => ({
  id: item.id,
  message: item.message ?? null,
  created_time: item.created_time,
  full_picture: item.full_picture ?? null,
  permalink_url: item.permalink_url ?? null,
  images: imagesOf(item),
});

export async function postsOf(ctx: FanpageContext, id: number, q: { after?: string; limit: number }) {
  const { page, client } = await clientOf(ctx, id);
  try {
    const feed = await client.feed(page.maTrang, q);
    const data = (feed.data ?? []).map(toPost);
    // Graph gives a cursor even on the last page; only `next` says there is one more.
    const after = feed.paging?.next ? (feed.paging.cursors?.after ?? null) : null;
    return { data, paging: { after } };
  } catch (err) {
    throw graphFailure(err, PM.loadFailed);
  }
}

/** A file of our library (/api/files/{id}, with or without our origin), read up to `max` bytes. */
async function libraryFile(ctx: FanpageContext, url: string, max: number): Promise<{ id: string; bytes: Buffer }> {
  const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
  if (!FILE_URL_PATTERN.test(path)) throw unprocessable(PM.badMediaUrl);
  const id = path.slice('/api/files/'.length);
  const file = await ctx.openFile(id).catch(() => {
    throw unprocessable(PM.badMediaUrl);
  });
  if (file.size > max) {
    file.body.destroy();
    throw unprocessable(PM.mediaTooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.body) {
    size += (chunk as Buffer).length;
    if (size > max) {
      file.body.destroy();
      throw unprocessable(PM.mediaTooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return { id, bytes: Buffer.concat(chunks) };
}

export async function uploadMedia(ctx: FanpageContext, id: number, body: FanpageMediaBody) {
  const { page, client } = await clientOf(ctx, id);
  const file = await libraryFile(ctx, body.url, body.video ? VIDEO_BYTES : PHOTO_BYTES);
  const mime = body.video ? sniffLibraryFile(file.bytes) : sniffImage(file.bytes);
  if (!mime || (body.video && !mime.startsWith('video/'))) {
    throw unprocessable(body.video ? PM.notVideo : PM.notImage);
  }
  const ext = mime.split('/')[1]?.replace('jpeg', 'jpg').replace('quicktime', 'mov') ?? 'bin';
  const upload = { bytes: file.bytes, fileName: `${file.id}.${ext}`, mime };
  try {
    const mediaId = body.video
      ? await client.uploadVideo(page.maTrang, upload)
      : await client.uploadPhoto(page.maTrang, upload);
    return { id: mediaId, video: body.video };
  } catch (err) {
    throw graphFailure(err, PM.uploadFailed);
  }
}

export async function createPost(ctx: FanpageContext, id: number, body: CreateFanpagePostBody) {
  const { page, client } = await clientOf(ctx, id);
  try {
    const postId = body.videoId
      ? await client.publishVideo(body.videoId, [body.message, body.link].filter(Boolean).join('\n'))
      : await client.createPost(page.maTrang, {
          message: body.message,
          link: body.link,
          mediaIds: body.attachedMedia,
        });
    return { id: postId };
  } catch (err) {
    throw graphFailure(err, PM.saveFailed);
  }
}

export async function editPost(ctx: FanpageContext, id: number, postId: string, message: string) {
  const { client } = await clientOf(ctx, id);
  try {
    await client.editPost(postId, message);
    return { id: postId };
  } catch (err) {
    throw graphFailure(err, PM.saveFailed);
  }
}

export async function deletePost(ctx: FanpageContext, id: number, postId: string) {
  const { client } = await clientOf(ctx, id);
  try {
    await client.deletePost(postId);
  } catch (err) {
    throw graphFailure(err, PM.deleteFailed);
  }
}
