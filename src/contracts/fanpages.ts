/**
 * Fanpages and their posts, always through our server and the Graph API (spec 001 §3 Fanpage, Post;
 * §5; §7 Fanpages; §8). The page token is write-only: encrypted at rest, never in an answer
 * (`hasToken` says whether one is stored), blank on edit keeps it.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { FANPAGE_MESSAGES as M, FANPAGE_POST_MESSAGES as PM } from './fanpages-vocabulary';

export * from './fanpages-vocabulary';

export const fanpage = z.object({
  id: z.number().int(),
  maTrang: z.string(),
  name: z.string(),
  hasToken: z.boolean(),
});
export type Fanpage = z.infer<typeof fanpage>;
export const fanpageResponse = envelope(fanpage);
export const fanpagePageResponse = envelope(pageOf(fanpage));
export const fanpageListQuery = pageQuery;

export const fanpageParams = z.object({
  id: z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound),
});
const graphId = z
  .string()
  .trim()
  .min(1, PM.saveFailed)
  .max(100)
  .regex(/^[0-9_]+$/, PM.saveFailed);
export const fanpagePostParams = fanpageParams.extend({ postId: graphId });

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
export const createFanpageBody = z.object({
  maTrang: required(M.required)
    .max(100)
    .regex(/^[0-9]+$/, 'Mã trang là dãy số ID của trang Facebook.'),
  name: required(M.required).max(255),
  token: required(M.required).max(1000),
});
export const updateFanpageBody = createFanpageBody.extend({
  maTrang: required(M.requiredEdit)
    .max(100)
    .regex(/^[0-9]+$/, 'Mã trang là dãy số ID của trang Facebook.'),
  name: required(M.requiredEdit).max(255),
  // Blank on edit keeps the stored token.
  token: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(1000).optional()),
});
export type CreateFanpageBody = z.infer<typeof createFanpageBody>;
export type UpdateFanpageBody = z.infer<typeof updateFanpageBody>;

/** One post of a page's feed (§3 Post): `images` are the photos of its attachments. */
export const fanpagePost = z.object({
  id: z.string(),
  message: z.string().nullable(),
  created_time: z.string(),
  full_picture: z.string().nullable(),
  permalink_url: z.string().nullable(),
  images: z.array(z.string()),
});
export type FanpagePost = z.infer<typeof fanpagePost>;
/** GET /api/fanpages/{id}/posts → data.data (§7), with the Graph cursor of the next page. */
export const fanpagePostsResponse = envelope(
  z.object({ data: z.array(fanpagePost), paging: z.object({ after: z.string().nullable() }) }),
);
export const fanpagePostsQuery = z.object({
  after: z.string().trim().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** POST /api/fanpages/{id}/media: a file of OUR library uploaded to the page unpublished → its Graph id. */
export const fanpageMediaBody = z.object({
  url: z.string({ error: PM.badMediaUrl }).trim().min(1, PM.badMediaUrl).max(1000),
  video: z.boolean().default(false),
});
export type FanpageMediaBody = z.infer<typeof fanpageMediaBody>;
export const fanpageMediaResponse = envelope(z.object({ id: z.string(), video: z.boolean() }));

export const createFanpagePostBody = z
  .object({
    message: z.string().trim().max(60_000).default(''),
    link: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Đường dẫn phải là địa chỉ http(s).' })])
      .default(''),
    /** Graph ids of photos uploaded unpublished (POST …/media). */
    attachedMedia: z.array(graphId).max(30).default([]),
    /** The Graph id of a video uploaded unpublished (POST …/media with video): published with the message. */
    videoId: graphId.optional(),
  })
  .refine((b) => b.message || b.link || b.attachedMedia.length || b.videoId, { message: PM.empty })
  .refine((b) => !(b.videoId && b.attachedMedia.length), { message: PM.videoWithPhotos });
export type CreateFanpagePostBody = z.infer<typeof createFanpagePostBody>;
export const updateFanpagePostBody = z.object({ message: required(PM.messageRequired).max(60_000) });
export const fanpagePostIdResponse = envelope(z.object({ id: z.string() }));
