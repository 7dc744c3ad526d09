import { describe, expect, it } from 'vitest';
import type { Article, ArticleGeneration } from '@/contracts/articles';
import { ARTICLE_LIMITS, ARTICLE_MESSAGES as M, slugify, wizardStepFor } from '@/contracts/articles-vocabulary';
import {
  blockEnter,
  csvToList,
  followSlug,
  listToCsv,
  pollOutcome,
  preflightText,
  pushProblem,
  step1Problem,
  stepAfter,
  waitForGeneration,
} from '@/features/articles/writer/model/wizard';

const article = (over: Partial<Article> = {}): Article => ({
  id: 1,
  language: 'Vietnamese',
  schemaType: 'Article',
  mainKeyword: 'vận chuyển',
  subKeywords: null,
  outline: null,
  title: null,
  description: null,
  semanticKeywords: null,
  content: null,
  slug: null,
  focusKeywords: null,
  featuredImage: null,
  selectedSiteId: null,
  selectedCategoryIds: null,
  ctaId: null,
  internalLinks: null,
  step: 'INIT',
  authorId: 2,
  authorName: 'Biên tập 1',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  wpPostId: null,
  wpPostUrl: null,
  generation: null,
  ...over,
});
const job = (over: Partial<ArticleGeneration>): ArticleGeneration => ({
  kind: 'outline',
  state: 'RUNNING',
  attempt: 1,
  error: null,
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('comma lists', () => {
  it('splits on commas and new lines, trims, drops empties', () => {
    expect(csvToList(' a, b,,\nc ')).toEqual(['a', 'b', 'c']);
    expect(csvToList(null)).toEqual([]);
  });
  it('joins unique trimmed values', () => {
    expect(listToCsv(['a', ' b ', 'a', ''])).toBe('a, b');
  });
});

describe('pollOutcome: a live job is never a timeout', () => {
  it('waits while the job of this kind is queued or running, even after 40 tries', () => {
    for (const state of ['QUEUED', 'RUNNING'] as const)
      expect(pollOutcome(article({ generation: job({ state }) }), 'outline', 500)).toEqual({ kind: 'wait' });
  });
  it('is done when the job is done or, with no job of this kind, when the field is there', () => {
    expect(pollOutcome(article({ outline: '## A', generation: job({ state: 'DONE' }) }), 'outline', 1).kind).toBe(
      'done',
    );
    expect(pollOutcome(article({ outline: '## A' }), 'outline', 1).kind).toBe('done');
    expect(pollOutcome(article({ title: 'T' }), 'title-description', 1).kind).toBe('wait');
    expect(pollOutcome(article({ title: 'T', description: 'D' }), 'title-description', 1).kind).toBe('done');
  });
  it('fails with the job error, or the generic text', () => {
    expect(pollOutcome(article({ generation: job({ state: 'FAILED', error: 'Hỏng' }) }), 'outline', 1)).toEqual({
      kind: 'failed',
      message: 'Hỏng',
    });
    expect(pollOutcome(article({ generation: job({ state: 'FAILED' }) }), 'outline', 1)).toEqual({
      kind: 'failed',
      message: M.generationFailed,
    });
  });
  it('times out after 40 tries only when no job of this kind is alive', () => {
    expect(pollOutcome(article(), 'outline', ARTICLE_LIMITS.pollTries - 1).kind).toBe('wait');
    expect(pollOutcome(article(), 'outline', ARTICLE_LIMITS.pollTries)).toEqual({
      kind: 'timeout',
      message: M.pollTimeout,
    });
    // another kind's job running does not keep this one alive
    expect(pollOutcome(article({ generation: job({ kind: 'content' }) }), 'outline', 40).kind).toBe('timeout');
    expect(pollOutcome(undefined, 'outline', 40).kind).toBe('timeout');
  });
});

describe('waitForGeneration', () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  it('polls every 1.5 s until the job is done, through read failures', async () => {
    const answers: (Article | Error)[] = [
      article({ generation: job({ state: 'QUEUED' }) }),
      new Error('network'),
      article({ generation: job({ state: 'RUNNING' }) }),
      article({ outline: 'x', generation: job({ state: 'DONE' }) }),
    ];
    sleeps.length = 0;
    const done = await waitForGeneration('outline', {
      load: async () => {
        const next = answers.shift() as Article | Error;
        if (next instanceof Error) throw next;
        return next;
      },
      sleep,
    });
    expect(done.outline).toBe('x');
    expect(sleeps).toEqual([1500, 1500, 1500, 1500]);
  });
  it('keeps waiting beyond 40 tries while the job runs, then times out once it is gone', async () => {
    let tries = 0;
    await expect(
      waitForGeneration('content', {
        load: async () => {
          tries++;
          return tries <= 60 ? article({ generation: job({ kind: 'content' }) }) : article();
        },
        sleep,
      }),
    ).rejects.toThrow(M.pollTimeout);
    expect(tries).toBe(61);
  });
  it('reports a failed job', async () => {
    await expect(
      waitForGeneration('outline', { load: async () => article({ generation: job({ state: 'FAILED' }) }), sleep }),
    ).rejects.toThrow(M.generationFailed);
  });
});

describe('wizard steps', () => {
  it('opens a saved article on its step unless ?step is 1–6', () => {
    expect(wizardStepFor('OUTLINE', undefined)).toBe(3);
    expect(wizardStepFor('OUTLINE', 5)).toBe(5);
    expect(wizardStepFor('CONTENT', 9)).toBe(6);
    expect(wizardStepFor('SUB_KEYWORDS', 0)).toBe(2);
  });
  it('a generation leads to the step that edits its result', () => {
    expect(stepAfter('sub-keywords')).toBe(2);
    expect(stepAfter('outline')).toBe(3);
    expect(stepAfter('title-description')).toBe(4);
    expect(stepAfter('semantic-keywords')).toBe(5);
    expect(stepAfter('content')).toBe(6);
  });
});

describe('validation (§5)', () => {
  it('step 1 needs a trimmed keyword, a language and a schema', () => {
    expect(step1Problem({ mainKeyword: '  ', language: 'Vietnamese', schemaType: 'Article' })).toBe(M.step1Required);
    expect(step1Problem({ mainKeyword: 'a', language: null, schemaType: 'Article' })).toBe(M.step1Required);
    expect(step1Problem({ mainKeyword: 'a', language: 'Vietnamese', schemaType: null })).toBe(M.step1Required);
    expect(step1Problem({ mainKeyword: 'a', language: 'Vietnamese', schemaType: 'Article' })).toBeNull();
  });
  it('publish checks site + category, then CTA, then featured image', () => {
    const ok = { siteId: 1, categoryIds: [3], ctaId: 2, featuredImage: '/api/files/1' };
    expect(pushProblem(ok)).toBeNull();
    expect(pushProblem({ ...ok, siteId: null })).toBe(M.siteAndCategoryRequired);
    expect(pushProblem({ ...ok, categoryIds: [] })).toBe(M.siteAndCategoryRequired);
    expect(pushProblem({ ...ok, ctaId: null })).toBe(M.ctaRequired);
    expect(pushProblem({ ...ok, featuredImage: ' ' })).toBe(M.featuredImageRequired);
  });
});

describe('slug follows the title (§4)', () => {
  it('while empty or still derived from the previous title', () => {
    expect(followSlug({ previousTitle: '', title: 'Vận chuyển Đà Nẵng', slug: '', loadedSlug: false })).toBe(
      'van-chuyen-da-nang',
    );
    expect(
      followSlug({
        previousTitle: 'Vận chuyển',
        title: 'Vận chuyển nhanh',
        slug: slugify('Vận chuyển'),
        loadedSlug: false,
      }),
    ).toBe('van-chuyen-nhanh');
  });
  it('not when typed by hand or loaded with the article', () => {
    expect(followSlug({ previousTitle: 'A', title: 'AB', slug: 'tu-chon', loadedSlug: false })).toBe('tu-chon');
    expect(followSlug({ previousTitle: '', title: 'Mới', slug: 'cu', loadedSlug: true })).toBe('cu');
  });
});

describe('Enter never submits the wizard', () => {
  const press = (key: string, target: object) => {
    let prevented = false;
    blockEnter({ key, target: target as EventTarget, preventDefault: () => (prevented = true) });
    return prevented;
  };
  it('blocks Enter in inputs, keeps it in text areas and the editor', () => {
    expect(press('Enter', { tagName: 'INPUT' })).toBe(true);
    expect(press('Enter', { tagName: 'TEXTAREA' })).toBe(false);
    expect(press('Enter', { tagName: 'DIV', isContentEditable: true })).toBe(false);
    expect(press('a', { tagName: 'INPUT' })).toBe(false);
  });
});

it('preflight toast lists both probes', () => {
  expect(
    preflightText({
      users_me: { ok: true, status: 200 },
      types_post: { ok: false, status: 401, message: 'Sai mật khẩu' },
    }),
  ).toBe('users/me: ok (200) · types/post: lỗi (401) — Sai mật khẩu');
});
