/**
 * WordPress websites and their posts, always through our server (spec 001 §3 Website, Website
 * post, Category; §5; §7 Sites and posts; §8). The application password is write-only: never in
 * an answer, blank on edit keeps the stored one, encrypted at rest.
 */
import { z } from 'zod';
import { WP_POST_STATUSES } from './articles-vocabulary';
import { envelope, pageOf, pageQuery } from './envelope';

export const WP_SITE_MESSAGES = {
  loadFailed: 'Không thể tải danh sách website',
  addFailed: 'Không thể thêm website',
  updateFailed: 'Không thể cập nhật website',
  deleteFailed: 'Không thể xóa website',
  loadFailedNetwork: 'Lỗi tải danh sách website. Vui lòng kiểm tra kết nối.',
  added: 'Thêm website thành công!',
  updated: 'Cập nhật website thành công!',
  deleted: 'Xóa website thành công!',
  required: 'Vui lòng nhập đầy đủ tên, đường dẫn, tài khoản và mật khẩu ứng dụng.',
  badUrl: 'Đường dẫn website phải là địa chỉ http(s) đầy đủ, ví dụ https://example.com.',
  notFound: 'Không tìm thấy website.',
  inactive: 'Website đang tạm ngưng.',
  // errors from a site, in words a writer understands (issue 15)
  siteUnauthorized: 'Website từ chối đăng nhập (401): tài khoản hoặc mật khẩu ứng dụng không đúng.',
  siteForbidden: 'Tài khoản WordPress không có quyền thực hiện thao tác này (403).',
  siteRestMissing: 'Website không mở REST API (404): kiểm tra WordPress và đường dẫn /wp-json.',
  siteTimeout: 'Website không trả lời kịp thời (quá thời gian chờ).',
  siteTls: 'Không kết nối an toàn được tới website (chứng chỉ TLS không hợp lệ).',
  siteUnreachable: 'Không kết nối được tới website.',
  siteBadAnswer: 'Website trả lời không đúng định dạng WordPress.',
  privateAddress: 'Địa chỉ website thuộc mạng nội bộ; chỉ quản trị viên cho phép website nội bộ mới được dùng.',
  seoMetaUnavailable:
    'Website không có Rank Math (rankmath/v1/updateMeta) cũng không đăng ký meta SEO: tiêu đề SEO, mô tả SEO và từ khóa chính chưa được lưu lên website.',
} as const;

export const wpSite = z.object({
  id: z.number().int(),
  name: z.string(),
  baseUrl: z.string(),
  wpUsername: z.string(),
  active: z.boolean(),
  /** Whether an application password is stored (the password itself never leaves the server). */
  hasAppPass: z.boolean(),
  allowPrivate: z.boolean(),
});
export type WpSite = z.infer<typeof wpSite>;
export const wpSiteResponse = envelope(wpSite);
export const wpSitePageResponse = envelope(pageOf(wpSite));
export const wpSiteListQuery = pageQuery.partial();

const M = WP_SITE_MESSAGES;
const required = z.string({ error: M.required }).trim().min(1, M.required);
const baseUrl = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .max(500, M.badUrl)
  .pipe(z.url({ protocol: /^https?$/, error: M.badUrl }))
  .transform((u) => u.replace(/\/+$/, ''));

export const createWpSiteBody = z.object({
  name: required.max(255),
  baseUrl,
  wpUsername: required.max(255),
  wpAppPass: required.max(255),
  active: z.boolean().default(true),
  /** An intranet site (private address); only honoured for a user who may administer sites. */
  allowPrivate: z.boolean().default(false),
});
export const updateWpSiteBody = createWpSiteBody.extend({
  // Blank on edit keeps the stored password (§5).
  wpAppPass: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(255).optional()),
});
export type CreateWpSiteBody = z.infer<typeof createWpSiteBody>;
export type UpdateWpSiteBody = z.infer<typeof updateWpSiteBody>;

/** GET /api/articles/wp/preflight (§7): each probe's ok and HTTP status (0 = no answer). */
export const preflightResult = z.object({
  users_me: z.object({ ok: z.boolean(), status: z.number().int(), message: z.string().optional() }),
  types_post: z.object({ ok: z.boolean(), status: z.number().int(), message: z.string().optional() }),
});
export type PreflightResult = z.infer<typeof preflightResult>;
export const preflightResponse = envelope(preflightResult);

export const wpCategory = z.object({ id: z.number().int(), name: z.string() });
export type WpCategory = z.infer<typeof wpCategory>;
export const wpCategoriesResponse = envelope(z.array(wpCategory));

export const wpPostStatus = z.enum(WP_POST_STATUSES);

/** A post as our server hands it on (§3 Website post), with the site it came from. */
export const wpPost = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  title: z.object({ rendered: z.string() }),
  link: z.string(),
  date: z.string(),
  status: z.string(),
  slug: z.string(),
  excerpt: z.object({ rendered: z.string() }).optional(),
  content: z.object({ raw: z.string().optional(), rendered: z.string().optional() }).optional(),
  categories: z.array(z.number().int()),
  featuredMediaId: z.number().int().nullable(),
  featuredImageUrl: z.string().nullable(),
  meta: z.object({
    rank_math_focus_keyword: z.string().optional(),
    rank_math_seo_score: z.number().optional(),
    rank_math_title: z.string().optional(),
    rank_math_description: z.string().optional(),
  }),
});
export type WpPost = z.infer<typeof wpPost>;
export const wpPostResponse = envelope(wpPost);
export const wpPostPageResponse = envelope(pageOf(wpPost));

/** The blog view's filters (§2): site (or all), search, status, date range, 9 cards per page. */
export const wpPostsQuery = pageQuery.extend({
  size: z.coerce.number().int().min(1).max(100).default(9),
  search: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(200).optional()),
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), wpPostStatus.optional()),
  after: z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().optional()),
  before: z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().optional()),
});
export type WpPostsQuery = z.infer<typeof wpPostsQuery>;

/** PUT /api/wp-sites/{siteId}/posts/{postId} (§7). */
export const updateWpPostBody = z.object({
  title: z
    .string({ error: 'Thiếu tiêu đề/Mô tả/Trạng thái.' })
    .trim()
    .min(1, 'Thiếu tiêu đề/Mô tả/Trạng thái.')
    .max(255),
  seoTitle: z.string().trim().max(255).optional(),
  seoDescription: z.string().trim().max(1000).optional(),
  description: z
    .string({ error: 'Thiếu tiêu đề/Mô tả/Trạng thái.' })
    .trim()
    .min(1, 'Thiếu tiêu đề/Mô tả/Trạng thái.')
    .max(1000),
  content: z.string().max(500_000).default(''),
  slug: z.string().trim().max(190).optional(),
  status: z.enum(WP_POST_STATUSES, { error: 'Thiếu tiêu đề/Mô tả/Trạng thái.' }),
  categoryIds: z.array(z.number().int().positive()).max(50).default([]),
  featuredMediaId: z.number().int().positive().nullable().optional(),
  featuredImageUrl: z.string().trim().max(2000).nullable().optional(),
  focusKeywords: z.string().trim().max(1000).optional(),
  tagIds: z.array(z.number().int().positive()).max(50).optional(),
});
export type UpdateWpPostBody = z.infer<typeof updateWpPostBody>;

/** What an update did beyond the post itself (SEO meta may not be writable on a site). */
export const wpPostUpdateResult = z.object({
  post: wpPost,
  /** 'rankmath' (its updateMeta route), 'meta' (registered post meta) or null (neither: not saved). */
  seoMetaVia: z.enum(['rankmath', 'meta']).nullable(),
});
export const wpPostUpdateResponse = envelope(wpPostUpdateResult);

/** POST /api/wp-sites/{siteId}/media → the site's media id and URL (§7). */
export const wpMediaResponse = envelope(z.object({ id: z.number().int(), source_url: z.string() }));

/** GET /api/wp-sites (§7): a plain array without page/size, a page with them. */
export const wpSiteListResponse = envelope(z.union([z.array(wpSite), pageOf(wpSite)]));
export const wpSiteParams = z.object({ id: z.coerce.number().int().positive(M.notFound) });
export const wpSiteIdParams = z.object({ siteId: z.coerce.number().int().positive(M.notFound) });
export const wpPostParams = wpSiteIdParams.extend({
  postId: z.coerce.number().int().positive('Không tải được bài cần sửa.'),
});
export const preflightQuery = z.object({
  siteId: z.coerce.number({ error: 'Chọn site trước.' }).int().positive('Chọn site trước.'),
});

/** POST /api/articles/{id}/push: the article is PUSHED with the post the site created. */
export const pushArticleResult = z.object({
  id: z.number().int(),
  step: z.literal('PUSHED'),
  wpPostId: z.number().int(),
  wpPostUrl: z.string(),
  featuredMediaId: z.number().int(),
  seoMetaVia: z.enum(['rankmath', 'meta']).nullable(),
});
export type PushArticleResult = z.infer<typeof pushArticleResult>;
export const pushArticleResponse = envelope(pushArticleResult);
export const PUSH_MESSAGES = {
  notFinalized: 'Hãy Finalize bài viết trước khi đăng.',
  alreadyPushed: 'Bài viết đã được đăng lên website, không thể đăng lần nữa.',
  pushing: 'Bài viết đang được đăng, vui lòng đợi.',
} as const;
