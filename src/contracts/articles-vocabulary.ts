/**
 * The article area's words and plain rules (spec 001 §2–§9): steps and their wizard mapping, the
 * languages and schema/context choices, every message of §8 the writer, list and dashboards show.
 * No zod here, so screens that only need a label do not load the schemas.
 */

import { ARTICLE_LIST_SIZES, ARTICLE_STEPS, type ArticleStep } from './article-steps-vocabulary';
import { plainName } from './uploads-vocabulary';

// The steps and list sizes live in a tiny module the article list's URL search reads from the entry chunk.
export { ARTICLE_LIST_SIZES, ARTICLE_STEPS, type ArticleStep };

/** Display names (§3), used by the dashboards' charts and chips. */
export const ARTICLE_STEP_LABELS: Record<ArticleStep, string> = {
  INIT: 'Init',
  SUB_KEYWORDS: 'Sub Keywords',
  OUTLINE: 'Outline',
  TITLE_DESCRIPTION: 'Title+Desc',
  SEMANTIC_KEYWORDS: 'Semantic KW',
  CONTENT: 'Content',
  FINALIZED: 'Finalized',
  PUSHED: 'Pushed',
};

/** The article list's step pills (§2), after "All". */
export const ARTICLE_STEP_PILLS: Record<ArticleStep, string> = {
  INIT: 'Init',
  SUB_KEYWORDS: 'SubKW',
  OUTLINE: 'Outline',
  TITLE_DESCRIPTION: 'Title/Desc',
  SEMANTIC_KEYWORDS: 'Semantic',
  CONTENT: 'Content',
  FINALIZED: 'Final',
  PUSHED: 'Pushed',
};

/** Which wizard step (1–6) a saved article opens on (§4). */
export const WIZARD_STEP_OF: Record<ArticleStep, number> = {
  INIT: 1,
  SUB_KEYWORDS: 2,
  OUTLINE: 3,
  TITLE_DESCRIPTION: 4,
  SEMANTIC_KEYWORDS: 5,
  CONTENT: 6,
  FINALIZED: 6,
  PUSHED: 6,
};

/** Progress percent per state in the list (§4): 5/18/34/50/66/82/92/100. */
export const ARTICLE_STEP_PERCENT: Record<ArticleStep, number> = {
  INIT: 5,
  SUB_KEYWORDS: 18,
  OUTLINE: 34,
  TITLE_DESCRIPTION: 50,
  SEMANTIC_KEYWORDS: 66,
  CONTENT: 82,
  FINALIZED: 92,
  PUSHED: 100,
};

/** Badge colours per state (Mantine colour names). */
export const ARTICLE_STEP_COLORS: Record<ArticleStep, string> = {
  INIT: 'gray',
  SUB_KEYWORDS: 'cyan',
  OUTLINE: 'blue',
  TITLE_DESCRIPTION: 'indigo',
  SEMANTIC_KEYWORDS: 'violet',
  CONTENT: 'grape',
  FINALIZED: 'teal',
  PUSHED: 'green',
};

/** The six wizard steps (§2). */
export const WIZARD_STEPS = [
  'Cơ bản',
  'SubKeywords',
  'Outline',
  'Title/Desc',
  'Semantic & Link',
  'Finalize & Publish',
] as const;
export const WIZARD_DONE_LABEL = 'Hoàn tất!';

/** A `?step=` value the writer honours (1–6); anything else opens the article's own step. */
export function wizardStepFor(step: ArticleStep, requested?: unknown): number {
  const n = typeof requested === 'string' && /^[1-6]$/.test(requested) ? Number(requested) : requested;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 6 ? n : WIZARD_STEP_OF[step];
}

/** Generation kinds: `POST /api/articles/{id}/{kind}/ai` (§7), in wizard order. */
export const GENERATION_KINDS = [
  'sub-keywords',
  'outline',
  'title-description',
  'semantic-keywords',
  'content',
] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

/** The state an article reaches when a generation (or the user typing it) fills its field. */
export const STEP_AFTER_GENERATION: Record<GenerationKind, ArticleStep> = {
  'sub-keywords': 'SUB_KEYWORDS',
  outline: 'OUTLINE',
  'title-description': 'TITLE_DESCRIPTION',
  'semantic-keywords': 'SEMANTIC_KEYWORDS',
  content: 'CONTENT',
};

/** A generation job's state as the writer sees it. */
export const GENERATION_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type GenerationState = (typeof GENERATION_STATES)[number];

/** The 17 languages (§5); the value is what is stored and put into prompts, Vietnamese first (default). */
export const ARTICLE_LANGUAGES = [
  { value: 'Vietnamese', label: 'Tiếng Việt' },
  { value: 'English', label: 'Tiếng Anh (English)' },
  { value: 'Chinese', label: 'Tiếng Trung (Chinese)' },
  { value: 'Japanese', label: 'Tiếng Nhật (Japanese)' },
  { value: 'Korean', label: 'Tiếng Hàn (Korean)' },
  { value: 'French', label: 'Tiếng Pháp (French)' },
  { value: 'German', label: 'Tiếng Đức (German)' },
  { value: 'Spanish', label: 'Tiếng Tây Ban Nha (Spanish)' },
  { value: 'Russian', label: 'Tiếng Nga (Russian)' },
  { value: 'Portuguese', label: 'Tiếng Bồ Đào Nha (Portuguese)' },
  { value: 'Italian', label: 'Tiếng Ý (Italian)' },
  { value: 'Arabic', label: 'Tiếng Ả Rập (Arabic)' },
  { value: 'Turkish', label: 'Tiếng Thổ Nhĩ Kỳ (Turkish)' },
  { value: 'Dutch', label: 'Tiếng Hà Lan (Dutch)' },
  { value: 'Cambodian', label: 'Tiếng Khmer (Cambodian)' },
  { value: 'Lao', label: 'Tiếng Lào (Lao)' },
  { value: 'Thai', label: 'Tiếng Thái (Thai)' },
] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number]['value'];
export const DEFAULT_ARTICLE_LANGUAGE: ArticleLanguage = 'Vietnamese';

/** The 17 schema/context choices (§5) with their Vietnamese glosses. */
export const ARTICLE_SCHEMAS = [
  { value: 'Article', label: 'Article — Bài viết' },
  { value: 'Book', label: 'Book — Sách' },
  { value: 'Course', label: 'Course — Khóa học' },
  { value: 'Dataset', label: 'Dataset — Bộ dữ liệu' },
  { value: 'Event', label: 'Event — Sự kiện' },
  { value: 'FAQ', label: 'FAQ — Câu hỏi thường gặp' },
  { value: 'FactCheck', label: 'FactCheck — Kiểm chứng thông tin' },
  { value: 'HowTo', label: 'HowTo — Hướng dẫn từng bước' },
  { value: 'JobPosting', label: 'JobPosting — Tin tuyển dụng' },
  { value: 'Movie', label: 'Movie — Phim' },
  { value: 'Music', label: 'Music — Âm nhạc' },
  { value: 'Person', label: 'Person — Nhân vật' },
  { value: 'Product', label: 'Product — Sản phẩm' },
  { value: 'Recipe', label: 'Recipe — Công thức nấu ăn' },
  { value: 'Restaurant', label: 'Restaurant — Nhà hàng' },
  { value: 'Service', label: 'Service — Dịch vụ' },
  { value: 'Software', label: 'Software — Phần mềm' },
] as const;
export type ArticleSchema = (typeof ARTICLE_SCHEMAS)[number]['value'];

/** Publish status choices of step 6 (§4), default publish. */
export const PUSH_STATUSES = ['publish', 'draft'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** WordPress post statuses of the edit screen and the blog view (§4). */
export const WP_POST_STATUSES = ['draft', 'pending', 'publish'] as const;
export type WpPostStatus = (typeof WP_POST_STATUSES)[number];

/** §9 constants. */
export const ARTICLE_LIMITS = {
  pollMs: 1500,
  pollTries: 40,
  listSizes: ARTICLE_LIST_SIZES,
  listDefaultSize: 10,
  dashboardRanges: [7, 30, 90],
  dashboardDefaultDays: 30,
  topAuthors: 5,
  recentGlobal: 10,
  recentMine: 300,
  userSearchLimit: 200,
  userSearchDelayMs: 200,
  ownTableSizes: [5, 10, 20],
  ownTableDefaultSize: 10,
  blogCardsPerPage: 9,
  editorHeight: 500,
  siteDropdownSize: 200,
} as const;

/** SEO score badge colour (§4): ≥ 80 green, 50–79 yellow, < 50 red. */
export function seoScoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

/** Every text of §5/§8 for the writer, list, dashboards and edit screen (exact wording). */
export const ARTICLE_MESSAGES = {
  // wizard validation
  step1Required: 'Nhập từ khóa chính và chọn ngôn ngữ/schema.',
  internalLinkRequired: 'Chọn 1 Internal Link',
  siteAndCategoryRequired: 'Chọn site và ít nhất 1 danh mục.',
  ctaRequired: 'Chọn CTA trước khi đăng.',
  ctaInvalid: 'CTA không hợp lệ.',
  featuredImageRequired: 'Chọn ảnh đại diện trước khi đăng.',
  siteRequired: 'Chọn site trước.',
  pollTimeout: 'Hết thời gian đợi AI tạo dữ liệu.',
  // wizard successes
  created: 'Tạo bài & lấy SubKeywords thành công!',
  subKeywordsSaved: 'Đã lưu từ khóa phụ.',
  outlineGenerated: 'Đã sinh outline.',
  titleDescriptionGenerated: 'Đã sinh tiêu đề & mô tả.',
  semanticGenerated: 'Đã lưu & sinh semantic keywords.',
  contentGenerated: 'Đã sinh nội dung.',
  finalized: 'Đã lưu (Finalize).',
  pushed: 'Đăng bài thành công!',
  // wizard errors
  createFailed: 'Không thể tạo bài viết.',
  subKeywordsFailed: 'Lỗi lưu từ khóa phụ.',
  outlineFailed: 'Không thể sinh outline.',
  titleDescriptionFailed: 'Không thể sinh title/description.',
  semanticFailed: 'Không thể sinh semantic keywords.',
  contentFailed: 'Không thể sinh content.',
  finalizeFailed: 'Finalize thất bại.',
  pushFailed: 'Đăng bài thất bại.',
  preflightFailed: 'Preflight lỗi.',
  categoriesFailed: 'Lỗi tải danh mục từ website.',
  editLoadFailed: 'Không tải được bài cần sửa.',
  // beyond the spec: the provider, the jobs, the rules the server enforces
  noProvider:
    'Chưa cấu hình mô hình AI (AI_BASE_URL, AI_MODEL). Bạn vẫn có thể tự nhập nội dung cho bước này; quản trị viên cấu hình tại "Cài đặt AI".',
  generationRunning: 'AI đang tạo dữ liệu cho bước này, vui lòng đợi.',
  generationFailed: 'AI không tạo được dữ liệu hợp lệ. Vui lòng thử lại hoặc tự nhập.',
  articleNotFound: 'Không tìm thấy bài viết.',
  pushedLocked: 'Bài viết đã đăng, không thể viết tiếp.',
  outlineRequired: 'Cần có dàn ý (outline) trước khi sinh tiêu đề & mô tả.',
  titleDescriptionRequired: 'Nhập đủ tiêu đề và mô tả.',
  contentRequired: 'Nội dung bài viết không được để trống.',
  // dashboards
  globalStatsFailed: 'Không tải được thống kê global.',
  userStatsFailed: 'Không tải được thống kê theo user.',
  myStatsFailed: 'Không tải được thống kê.',
  unauthenticated: 'Bạn chưa đăng nhập hoặc token hết hạn.',
  // edit article (§8)
  editArticleLoadFailed: 'Lỗi tải bài viết. Vui lòng thử lại.',
  editArticleProxyFailed: 'Lỗi tải dữ liệu bài viết (proxy).',
  badImageUrl: 'Không thể chọn ảnh, URL không hợp lệ.',
  wpUploadFailed: 'Upload ảnh lên WordPress thất bại.',
  foldersFailed: 'Lỗi khi tải danh sách folder.',
  editSaveFailed: '❌ Lỗi khi cập nhật bài viết (BE proxy).',
  editSaved: '✅ Đã cập nhật bài viết qua BE!',
  wpUploaded: 'Đã upload ảnh lên WordPress!',
  featuredChosen: 'Ảnh đại diện đã chọn!',
  editRequired: 'Thiếu tiêu đề/Mô tả/Trạng thái.',
  noTitle: '[No title]',
  pushedTooltip: 'Bài viết đã được đăng (Pushed), không thể viết tiếp.',
} as const;

/**
 * Slug from a title (§4): accents removed (đ → d), lowercase, hyphens; at most 190 characters
 * (WordPress's post_name holds 200). The same folding as stored file names.
 */
export const slugify = (title: string): string => plainName(title, 190);

// ── CTAs (§3, §5, §8): the CTA screen (issue 16) and the server's answers ─────────────────────
export const CTA_MESSAGES = {
  listFailed: 'Không thể tải danh sách CTA. Vui lòng thử lại hoặc kiểm tra kết nối.',
  created: 'Thêm CTA thành công!',
  updated: 'Cập nhật CTA thành công!',
  deleted: 'Xóa CTA thành công!',
  addRequired: 'Vui lòng nhập đầy đủ thông tin CTA.',
  addFailed: 'Có lỗi xảy ra khi thêm CTA.',
  updateFailed: 'Có lỗi xảy ra khi cập nhật CTA.',
  deleteFailed: 'Có lỗi xảy ra khi xóa CTA.',
  noResponse: 'Không nhận được phản hồi từ máy chủ. Vui lòng kiểm tra kết nối mạng của bạn.',
  updateNotFound: 'Không tìm thấy CTA để cập nhật. Có thể nó đã bị xóa.',
  deleteNotFound: 'CTA đã bị xóa hoặc không tồn tại.',
  notFound: 'Không tìm thấy CTA.',
  editRequired: 'Vui lòng nhập đầy đủ thông tin trước khi lưu.',
  editWithoutId: 'Không xác định được CTA cần cập nhật.',
  deleteWithoutId: 'Không xác định được CTA cần xóa.',
} as const;

/** §9: the CTA table shows 10 per page and up to 5 page numbers. */
export const CTA_PAGE_SIZE = 10;
export const CTA_PAGER_NUMBERS = 5;

/** "Hiển thị X đến Y của Z mục" for a zero-based page (§2). */
export function ctaRangeText(page: number, size: number, total: number): string {
  if (total <= 0) return 'Hiển thị 0 đến 0 của 0 mục';
  const from = Math.min(page * size + 1, total);
  const to = Math.min((page + 1) * size, total);
  return `Hiển thị ${from} đến ${to} của ${total} mục`;
}

/** HTML with no text and no image (an editor's empty '<p></p>' counts as empty). */
export const isBlankHtml = (html: string): boolean => !html.replace(/<[^>]*>|&nbsp;|\s/g, '') && !/<img\b/i.test(html);
