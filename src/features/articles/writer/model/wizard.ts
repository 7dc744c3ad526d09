/**
 * The AI writer's plain rules (spec 001 §2, §4, §5): comma lists, which field a generation fills,
 * when to stop polling, the publish checks and the slug that follows the title. No React, so
 * tests/unit/articles/writer-model.test.ts covers them.
 */

import type { Article } from '@/contracts/articles';
import {
  ARTICLE_LIMITS,
  type GenerationKind,
  ARTICLE_MESSAGES as M,
  STEP_AFTER_GENERATION,
  slugify,
  WIZARD_STEP_OF,
} from '@/contracts/articles-vocabulary';
import type { PreflightResult } from '@/contracts/wp-sites';

/** "a, b,,c " → ['a', 'b', 'c'] (the spec keeps lists comma-separated on the wire). */
export const csvToList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Unique, trimmed, joined with ", ". */
export const listToCsv = (list: readonly string[]): string =>
  [...new Set(list.map((s) => s.trim()).filter(Boolean))].join(', ');

/** Whether the article already holds what a generation of `kind` produces. */
export function generatedFieldPresent(article: Article, kind: GenerationKind): boolean {
  const filled = (v: string | null) => (v ?? '').trim().length > 0;
  switch (kind) {
    case 'sub-keywords':
      return filled(article.subKeywords);
    case 'outline':
      return filled(article.outline);
    case 'title-description':
      return filled(article.title) && filled(article.description);
    case 'semantic-keywords':
      return filled(article.semanticKeywords);
    case 'content':
      return filled(article.content);
  }
}

export type PollOutcome =
  | { kind: 'done' }
  | { kind: 'wait' }
  | { kind: 'failed'; message: string }
  | { kind: 'timeout'; message: string };

/**
 * After the `tries`-th look at the article: done when this kind's job finished (or, with no job
 * of this kind on record, when the field is there); failed when its job failed; still waiting
 * while its job is queued or running — a live job is never a timeout (beyond §4's 1.5 s × 40);
 * a timeout only when the tries ran out and no job of this kind is alive.
 */
export function pollOutcome(article: Article | undefined, kind: GenerationKind, tries: number): PollOutcome {
  const job = article?.generation?.kind === kind ? article.generation : null;
  if (job?.state === 'QUEUED' || job?.state === 'RUNNING') return { kind: 'wait' };
  if (job?.state === 'FAILED') return { kind: 'failed', message: job.error || M.generationFailed };
  if (article && (job?.state === 'DONE' || generatedFieldPresent(article, kind))) return { kind: 'done' };
  if (tries >= ARTICLE_LIMITS.pollTries) return { kind: 'timeout', message: M.pollTimeout };
  return { kind: 'wait' };
}

export interface WaitDeps {
  /** Reads the article again (GET /api/articles/{id}). */
  load: () => Promise<Article>;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

/** Polls every 1.5 s until `pollOutcome` decides (§4, §9). A failed read counts as a look that learnt nothing. */
export async function waitForGeneration(kind: GenerationKind, deps: WaitDeps): Promise<Article> {
  let last: Article | undefined;
  for (let tries = 1; ; tries++) {
    await deps.sleep(ARTICLE_LIMITS.pollMs);
    if (deps.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    try {
      last = await deps.load();
    } catch {
      // keep the last answer: a job seen running stays running until we learn otherwise
    }
    const outcome = pollOutcome(last, kind, tries);
    if (outcome.kind === 'done' && last) return last;
    if (outcome.kind === 'failed' || outcome.kind === 'timeout') throw new Error(outcome.message);
  }
}

/** The wizard step a generation of `kind` leads to (its result is edited there). */
export const stepAfter = (kind: GenerationKind): number => WIZARD_STEP_OF[STEP_AFTER_GENERATION[kind]];

/** Success and failure toasts per generation (§8). */
export const GENERATION_TEXTS: Record<GenerationKind, { done: string; failed: string }> = {
  'sub-keywords': { done: 'Đã sinh từ khóa phụ.', failed: M.generationFailed },
  outline: { done: M.outlineGenerated, failed: M.outlineFailed },
  'title-description': { done: M.titleDescriptionGenerated, failed: M.titleDescriptionFailed },
  'semantic-keywords': { done: M.semanticGenerated, failed: M.semanticFailed },
  content: { done: M.contentGenerated, failed: M.contentFailed },
};

/** Step 1's check (§5): a trimmed main keyword, a language and a schema. */
export const step1Problem = (v: { mainKeyword: string; language: string | null; schemaType: string | null }) =>
  v.mainKeyword.trim() && v.language && v.schemaType ? null : M.step1Required;

/** The publish checks of §5, in the spec's order; null when the push may go. */
export function pushProblem(v: {
  siteId: number | null;
  categoryIds: readonly number[];
  ctaId: number | null;
  featuredImage: string;
}): string | null {
  if (!v.siteId || v.categoryIds.length === 0) return M.siteAndCategoryRequired;
  if (!v.ctaId) return M.ctaRequired;
  if (!v.featuredImage.trim()) return M.featuredImageRequired;
  return null;
}

/**
 * The slug as the title changes (§4): it follows the title while it is empty or still the one
 * derived from the previous title, unless the article came with a slug of its own.
 */
export function followSlug(v: { previousTitle: string; title: string; slug: string; loadedSlug: boolean }): string {
  if (v.loadedSlug) return v.slug;
  if (v.slug === '' || v.slug === slugify(v.previousTitle)) return slugify(v.title);
  return v.slug;
}

/**
 * Enter never submits the wizard (§2): the form's key handler runs after the field's own (a
 * combobox still picks, a tag input still adds), and text areas and the editor keep their new lines.
 */
export function blockEnter(event: { key: string; target: EventTarget | null; preventDefault: () => void }) {
  if (event.key !== 'Enter') return;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (target?.tagName === 'TEXTAREA' || target?.isContentEditable) return;
  event.preventDefault();
}

/** "users/me: ok (200) · types/post: lỗi (401)" — the preflight toast's body (§8). */
export const preflightText = (r: PreflightResult) =>
  [
    ['users/me', r.users_me],
    ['types/post', r.types_post],
  ]
    .map(([name, probe]) => {
      const p = probe as PreflightResult['users_me'];
      return `${name}: ${p.ok ? 'ok' : 'lỗi'} (${p.status})${p.message ? ` — ${p.message}` : ''}`;
    })
    .join(' · ');

/** The wizard step shown: a valid ?step, else the article's own (§2); a new article is on step 1. */
export { wizardStepFor } from '@/contracts/articles-vocabulary';
