/**
 * Articles — the AI writer's article, its saves per step, the list query, push and the dashboards'
 * statistics (spec 001 §3, §4, §5, §7). Requests validate on the server and type the client.
 * Lists in the spec's wire format stay comma-separated strings (`subKeywords`, `selectedCategoryIds`).
 */
import { z } from 'zod';
import {
  ARTICLE_LANGUAGES,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  ARTICLE_SCHEMAS,
  ARTICLE_STEPS,
  CTA_MESSAGES,
  GENERATION_KINDS,
  GENERATION_STATES,
  isBlankHtml,
  PUSH_STATUSES,
} from './articles-vocabulary';
import { envelope, pageOf, pageQuery } from './envelope';

export * from './articles-vocabulary';

const M = ARTICLE_MESSAGES;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const languageValues = ARTICLE_LANGUAGES.map((l) => l.value) as [string, ...string[]];
const schemaValues = ARTICLE_SCHEMAS.map((s) => s.value) as [string, ...string[]];

export const articleStep = z.enum(ARTICLE_STEPS);
export const generationKind = z.enum(GENERATION_KINDS);
export const generationState = z.enum(GENERATION_STATES);

/** The generation running or last run for an article (beyond the spec: persisted jobs). */
export const articleGeneration = z.object({
  kind: generationKind,
  state: generationState,
  /** Attempt number (1 = first), so a retry after a restart is visible. */
  attempt: z.number().int(),
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export type ArticleGeneration = z.infer<typeof articleGeneration>;

/** Article (§3). Times are ISO instants. */
export const article = z.object({
  id: z.number().int(),
  language: z.string(),
  schemaType: z.string(),
  mainKeyword: z.string(),
  subKeywords: z.string().nullable(),
  outline: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  semanticKeywords: z.string().nullable(),
  content: z.string().nullable(),
  slug: z.string().nullable(),
  focusKeywords: z.string().nullable(),
  featuredImage: z.string().nullable(),
  selectedSiteId: z.number().int().nullable(),
  selectedCategoryIds: z.string().nullable(),
  ctaId: z.number().int().nullable(),
  internalLinks: z.string().nullable(),
  step: articleStep,
  authorId: z.number().int(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The WordPress post it became (after a push). */
  wpPostId: z.number().int().nullable(),
  wpPostUrl: z.string().nullable(),
  generation: articleGeneration.nullable(),
});
export type Article = z.infer<typeof article>;
export const articleResponse = envelope(article);

/** A row of the article list (no long texts). */
export const articleListItem = article.pick({
  id: true,
  title: true,
  mainKeyword: true,
  slug: true,
  selectedSiteId: true,
  step: true,
  authorId: true,
  authorName: true,
  updatedAt: true,
});
export type ArticleListItem = z.infer<typeof articleListItem>;
export const articlePageResponse = envelope(pageOf(articleListItem));

const mainKeyword = z.string({ error: M.step1Required }).trim().min(1, M.step1Required).max(255, 'Tối đa 255 ký tự.');
const language = z.enum(languageValues, { error: M.step1Required });
const schemaType = z.enum(schemaValues, { error: M.step1Required });
const longText = (max: number) => z.string().max(max, `Tối đa ${max} ký tự.`);
const csv = z.string().trim().max(4000, 'Tối đa 4000 ký tự.');
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** POST /api/articles: step 1. */
export const createArticleBody = z.object({ language, schemaType, mainKeyword });
export type CreateArticleBody = z.infer<typeof createArticleBody>;

/** PUT /api/articles/{id}: step 1's fields with the chosen sub-keywords, or only a CTA (§7). */
export const updateArticleBody = z
  .object({
    language: language.optional(),
    schemaType: schemaType.optional(),
    mainKeyword: mainKeyword.optional(),
    subKeywords: csv.optional(),
    ctaId: z.preprocess(blank, id(M.ctaInvalid).nullable().optional()),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Không có gì để lưu.' });
export type UpdateArticleBody = z.infer<typeof updateArticleBody>;

/** PUT /api/articles/{id}/outline (beyond §7: the outline typed when no model is configured). */
export const outlineBody = z.object({ outline: longText(20_000).trim().min(1, M.outlineRequired) });
export const titleDescriptionBody = z.object({
  title: z.string({ error: M.titleDescriptionRequired }).trim().min(1, M.titleDescriptionRequired).max(255),
  description: z.string({ error: M.titleDescriptionRequired }).trim().min(1, M.titleDescriptionRequired).max(1000),
});
export const semanticKeywordsBody = z.object({ semanticKeywords: csv });
/** The internal-link base URL chosen in step 5 ("Chọn 1 Internal Link"). */
export const internalLinksBody = z.object({
  internalLinks: z.string({ error: M.internalLinkRequired }).trim().min(1, M.internalLinkRequired).max(2000),
});
export const contentBody = z.object({
  content: longText(500_000).trim().min(1, M.contentRequired),
  slug: z.preprocess(blank, z.string().trim().max(190).optional()),
});
export const finalizeBody = z.object({
  content: longText(500_000).trim().min(1, M.contentRequired),
  featuredImage: z.preprocess(blank, z.string().trim().max(2000).optional()),
  focusKeywords: z.preprocess(blank, csv.optional()),
  status: z.literal('FINALIZED').default('FINALIZED'),
});

/** POST /api/articles/{id}/push (§7). Categories are the site's category ids. */
export const pushArticleBody = z.object({
  wpSiteId: id(M.siteAndCategoryRequired),
  categories: z.array(z.coerce.number().int().positive()).min(1, M.siteAndCategoryRequired).max(50),
  status: z.enum(PUSH_STATUSES).default('publish'),
  ctaId: id(M.ctaRequired),
  featuredImage: z.string({ error: M.featuredImageRequired }).trim().min(1, M.featuredImageRequired).max(2000),
  focusKeywords: z.preprocess(blank, csv.optional()),
});
export type PushArticleBody = z.infer<typeof pushArticleBody>;

/** GET /api/articles/query (§7): sorted by updatedAt desc. */
export const articleQuery = pageQuery.extend({
  keyword: z.preprocess(blank, z.string().trim().max(255).optional()),
  step: z.preprocess(blank, articleStep.optional()),
  siteId: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  sort: z.preprocess(blank, z.literal('updatedAt,DESC').optional()),
});
export type ArticleQuery = z.infer<typeof articleQuery>;

// ── statistics (§3 Global stats, §7) ─────────────────────────────────────────────────────────
const days = z.coerce
  .number()
  .int()
  .refine((d) => (ARTICLE_LIMITS.dashboardRanges as readonly number[]).includes(d), 'Khoảng thời gian không hợp lệ.')
  .default(ARTICLE_LIMITS.dashboardDefaultDays);
export const globalStatsQuery = z.object({ days, top: z.coerce.number().int().min(1).max(50).default(5) });
export const authorStatsQuery = z.object({ authorId: id('Người dùng không hợp lệ.'), days });
export const myStatsQuery = z.object({ days });
export const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(300).default(10) });
export const recentByAuthorQuery = recentQuery.extend({ authorId: id('Người dùng không hợp lệ.') });

export const articleStats = z.object({
  total: z.number().int(),
  byStep: z.record(z.string(), z.number().int()),
  createdPerDay: z.array(z.object({ day: z.string(), total: z.number().int() })),
  bySite: z.array(z.object({ siteId: z.number().int().nullable(), total: z.number().int() })),
});
export type ArticleStats = z.infer<typeof articleStats>;
export const globalStats = articleStats.extend({
  topAuthors: z.array(z.object({ authorId: z.number().int(), authorName: z.string(), total: z.number().int() })),
});
export type GlobalStats = z.infer<typeof globalStats>;
export const articleStatsResponse = envelope(articleStats);
export const globalStatsResponse = envelope(globalStats);

export const recentItem = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  step: articleStep,
  authorId: z.number().int(),
  authorName: z.string(),
  selectedSiteId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type RecentItem = z.infer<typeof recentItem>;
export const recentResponse = envelope(z.array(recentItem));

// ── generation progress stream (beyond §7) ───────────────────────────────────────────────────
/** One SSE event of `GET /api/articles/{id}/generation/events`. */
export const generationEvent = z.object({
  kind: generationKind,
  state: generationState,
  /** Text received so far from the model (raw, before validation), for the writer to watch. */
  partial: z.string().optional(),
  error: z.string().nullable().optional(),
});
export type GenerationEvent = z.infer<typeof generationEvent>;

// ── CTAs (§3, §7): the writer picks one; the marketing issue brings the CTA screen ─────────────
export const cta = z.object({ id: z.number().int(), name: z.string(), ctaContent: z.string() });
export type Cta = z.infer<typeof cta>;
export const ctaPageResponse = envelope(pageOf(cta));
export const ctaResponse = envelope(cta);
/** A CTA's name and content, trimmed and non-empty (§8); `message` is the add or the edit text. */
export const ctaBodyWith = (message: string) =>
  z.object({
    name: z.string({ error: message }).trim().min(1, message).max(255),
    ctaContent: z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(100_000)
      .refine((html) => !isBlankHtml(html), message),
  });
export const ctaBody = ctaBodyWith(CTA_MESSAGES.addRequired);

// ── paths and the server's save answers (issue 15, server/modules/articles, server/modules/ctas) ──
export const ctaIdParams = z.object({ id: id(CTA_MESSAGES.notFound) });
/** GET /api/ctas (§7; §9: page size 10, the page query's default). */
export const ctaQuery = pageQuery;

/** The messages the server answers article saves with (the writer's toasts keep §8's texts). */
export const ARTICLE_SAVE_MESSAGES = {
  created: 'Đã tạo bài viết.',
  saved: 'Đã lưu bài viết.',
  outlineSaved: 'Đã lưu dàn ý.',
  titleDescriptionSaved: 'Đã lưu tiêu đề & mô tả.',
  semanticSaved: 'Đã lưu semantic keywords.',
  internalLinksSaved: 'Đã lưu internal link.',
  contentSaved: 'Đã lưu nội dung.',
  deleted: 'Đã xóa bài viết.',
} as const;
