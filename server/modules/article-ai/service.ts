/**
 * AI generation of an article's steps as persisted jobs (queue 'article-ai', one queued or running
 * job per article through singletonKey `article:<id>`): the route checks who may start what and
 * enqueues; the handler — on whichever instance claims the job, also after a restart — asks the
 * model (settings read at run time), streams the text so far into the job's progress (throttled),
 * and writes the validated fields, raising the step. A malformed answer is asked again once by
 * the provider; an answer still malformed, a refused key or a missing model fail the job at once
 * (retrying cannot help); a timeout or an unreachable server is retried with backoff.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ARTICLE_AI_MESSAGES, GENERATION_QUEUE, generationKey } from '@/contracts/article-ai';
import { type Article, type GenerationEvent, type GenerationKind, ARTICLE_MESSAGES as M } from '@/contracts/articles';
import type { Db } from '../../db/client';
import { conflict, HttpError, stateConflict, unprocessable } from '../../http-error';
import { AiError, AiProvider, loadAiConfig } from '../../integrations/ai-provider';
import { JobError, type JobRow, type Jobs } from '../../lib/jobs';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import type { SecretBox } from '../../lib/secrets';
import { reachable, type Writer } from '../articles/service';
import { buildPrompt, fieldsFrom } from './prompts';
import * as repo from './repo';

export { reachable, type Writer };

export type AiDeps = { db: Db; jobs: Pick<Jobs, 'work' | 'send' | 'latest'>; box: SecretBox };
export type GenerationPayload = { articleId: number; kind: GenerationKind };

/** Per generation: the whole job within 3 minutes, two retries 5 s then 10 s later. */
export const GENERATION_JOB = { timeoutMs: 180_000, retryLimit: 2, retryBackoffMs: 5_000, concurrency: 2 };
/** The text so far is stored at most this often (every store notifies the streams). */
export const PROGRESS_EVERY_MS = 300;

export const noProvider = () => new HttpError(503, 'AI_NOT_CONFIGURED', M.noProvider);

/** What a kind needs from the earlier steps (the flow of §2), or the text saying what is missing. */
export function missingInput(kind: GenerationKind, a: repo.ArticleRow): string | null {
  const has = (v: string | null) => Boolean(v?.trim());
  switch (kind) {
    case 'sub-keywords':
      return has(a.mainKeyword) ? null : M.step1Required;
    case 'outline':
      return has(a.subKeywords) ? null : ARTICLE_AI_MESSAGES.subKeywordsRequired;
    case 'title-description':
      return has(a.outline) ? null : M.outlineRequired;
    case 'semantic-keywords':
      return has(a.title) && has(a.description) ? null : M.titleDescriptionRequired;
    case 'content':
      return has(a.internalLinks) ? null : M.internalLinkRequired;
  }
}

/** The job as the article's `generation` (one mapping with the articles module's reads). */
export const generationOf = (job: JobRow | null) => repo.generationFromJob(job);

/** The job as one event of the progress stream. */
export function eventOf(job: JobRow | null): GenerationEvent | null {
  const g = generationOf(job);
  if (!job || !g) return null;
  const partial = (job.progress as { partial?: unknown } | null)?.partial;
  return { kind: g.kind, state: g.state, ...(typeof partial === 'string' ? { partial } : {}), error: g.error };
}

/**
 * Starts a generation for the writer's article (202 answer of `POST /api/articles/{id}/{kind}/ai`;
 * the articles module calls it after creating an article, to fetch its sub-keywords).
 */
export async function startGeneration(
  deps: AiDeps,
  writer: Writer,
  articleId: number,
  kind: GenerationKind,
): Promise<Article> {
  const row = await reachable(deps.db, writer, articleId);
  if (row.step === 'PUSHED') throw stateConflict(M.pushedLocked);
  const missing = missingInput(kind, row);
  if (missing) throw unprocessable(missing);
  if (!(await loadAiConfig(deps.db, deps.box))) throw noProvider();
  const payload: GenerationPayload = { articleId, kind };
  const id = await deps.jobs.send(GENERATION_QUEUE, payload, { singletonKey: generationKey(articleId) });
  if (id === null) throw conflict(M.generationRunning);
  const job = await deps.jobs.latest(GENERATION_QUEUE, generationKey(articleId));
  return repo.toArticle(row, row.authorName, generationOf(job));
}

/** Registers the handler of the 'article-ai' queue (every instance runs generations). */
export function registerGenerationWorker(deps: AiDeps, log: FastifyBaseLogger): void {
  deps.jobs.work<GenerationPayload>(GENERATION_QUEUE, GENERATION_JOB, async ({ articleId, kind }, ctx) => {
    const { db, box } = deps;
    const row = await repo.findArticle(db, articleId);
    if (!row) throw new JobError(M.articleNotFound, { retry: false });
    if (row.step === 'PUSHED') throw new JobError(M.pushedLocked, { retry: false });
    const config = await loadAiConfig(db, box);
    if (!config) throw new JobError(M.noProvider, { retry: false });

    let text = '';
    let storedAt = 0;
    let storing: Promise<void> | undefined;
    const store = () => {
      storedAt = Date.now();
      storing = ctx
        .progress({ kind, partial: text })
        .catch((err) => log.warn({ err, articleId }, 'Lưu tiến độ tạo bài thất bại'))
        .finally(() => {
          storing = undefined;
        });
    };
    let output: unknown;
    try {
      output = await new AiProvider(config).completeJson({
        ...buildPrompt(kind, row),
        signal: ctx.signal,
        onDelta: (soFar) => {
          text = soFar;
          if (!storing && Date.now() - storedAt >= PROGRESS_EVERY_MS) store();
        },
      });
    } catch (err) {
      if (err instanceof AiError) {
        log.warn({ articleId, kind, attempt: ctx.attempt, err: err.message, detail: err.detail }, 'AI tạo bài lỗi');
        if (!err.retryable) throw new JobError(err.message, { retry: false });
      }
      throw err;
    }
    await storing;
    store();
    await storing;
    const fields = fieldsFrom(kind, output);
    if (fields.content !== undefined) fields.content = sanitizeArticleHtml(fields.content);
    // Pushed while the model was writing: the pushed article is never touched.
    if (!(await repo.applyGeneration(db, articleId, kind, fields))) {
      throw new JobError(M.pushedLocked, { retry: false });
    }
    return { kind, fields: Object.keys(fields) };
  });
}
