/**
 * The AI generation routes' own texts (beyond spec 001; the others are in ARTICLE_MESSAGES), and
 * the job's state as the writer sees it.
 */
import type { GenerationState } from './articles-vocabulary';

export const ARTICLE_AI_MESSAGES = {
  subKeywordsRequired: 'Chọn từ khóa phụ trước khi sinh dàn ý (outline).',
  started: 'Đã bắt đầu tạo dữ liệu bằng AI.',
} as const;

/** The job queue of generations and its one-at-a-time key per article. */
export const GENERATION_QUEUE = 'article-ai';
export const generationKey = (articleId: number) => `article:${articleId}`;

/** app_job states → what the writer sees. */
export const GENERATION_STATE_OF: Record<string, GenerationState> = {
  created: 'QUEUED',
  active: 'RUNNING',
  completed: 'DONE',
  failed: 'FAILED',
};

/** The article route's id parameter. */
export { idParams as articleIdParams } from './fleet-assignments';
