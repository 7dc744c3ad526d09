/**
 * The AI writer's article through the API (spec 001 §5, §7; issue 15): create, the saves of each
 * step and how they move `step`, sanitised content, PUSHED locked, the list and its filters, delete,
 * and who reaches what (writers their own, BAI_VIET_DUYET everyone's, drivers nothing).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES as M, ARTICLE_SAVE_MESSAGES as S } from '@/contracts/articles';
import { FORBIDDEN_MESSAGE } from '@/contracts/rbac';
import { appJob, article } from '../../../server/db/schema';
import { applyGeneration } from '../../../server/modules/articles/repo';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['bientap1', 'admin', 'taixe1']) tok[u] = (await login(t.app, u)).accessToken;
});
afterAll(async () => {
  await t.close();
});

const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(tok[user] as string) });

async function create(user = 'bientap1', mainKeyword = 'vận chuyển hàng lạnh') {
  const res = await call(user, 'POST', '/api/articles', { language: 'Vietnamese', schemaType: 'Article', mainKeyword });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; step: string };
}

describe('create (step 1)', () => {
  it('creates an INIT article of the caller, with no generation yet', async () => {
    const res = await call('bientap1', 'POST', '/api/articles', {
      language: 'English',
      schemaType: 'HowTo',
      mainKeyword: '  cold chain logistics  ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(S.created);
    expect(body.data).toMatchObject({
      language: 'English',
      schemaType: 'HowTo',
      mainKeyword: 'cold chain logistics',
      step: 'INIT',
      subKeywords: null,
      authorName: expect.any(String),
      generation: null,
    });
  });

  it('with a model configured, queues the sub-keywords generation with the article', async () => {
    const env = { ...process.env };
    Object.assign(process.env, { AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'fake' });
    try {
      const res = await call('bientap1', 'POST', '/api/articles', {
        language: 'Vietnamese',
        schemaType: 'Article',
        mainKeyword: 'xe tải nhẹ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(M.created);
      expect(res.json().data.generation).toMatchObject({ kind: 'sub-keywords', state: 'QUEUED', attempt: 1 });
      const [job] = await t.db
        .select()
        .from(appJob)
        .where(eq(appJob.singletonKey, `article:${res.json().data.id}`));
      expect(job).toMatchObject({
        queue: 'article-ai',
        payload: { articleId: res.json().data.id, kind: 'sub-keywords' },
      });
    } finally {
      process.env = env;
    }
  });

  it('refuses a missing keyword, language or schema with the §5 text', async () => {
    for (const payload of [
      { language: 'Vietnamese', schemaType: 'Article', mainKeyword: '   ' },
      { language: 'Klingon', schemaType: 'Article', mainKeyword: 'x' },
      { language: 'Vietnamese', mainKeyword: 'x' },
    ]) {
      const res = await call('bientap1', 'POST', '/api/articles', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.step1Required);
    }
  });
});

describe('the saves of each step', () => {
  it('walks INIT → FINALIZED, each save raising the step, and never lowers it', async () => {
    const { id } = await create();
    const url = `/api/articles/${id}`;

    let res = await call('bientap1', 'PUT', url, { subKeywords: 'xe lạnh, , kho lạnh,xe lạnh\nbảo quản' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.subKeywordsSaved);
    expect(res.json().data).toMatchObject({ subKeywords: 'xe lạnh, kho lạnh, bảo quản', step: 'SUB_KEYWORDS' });

    res = await call('bientap1', 'PUT', `${url}/outline`, { outline: '# Mở bài\n## Thân bài' });
    expect(res.json()).toMatchObject({ message: S.outlineSaved, data: { step: 'OUTLINE' } });

    res = await call('bientap1', 'PUT', `${url}/title-description`, { title: 'Tiêu đề', description: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.titleDescriptionRequired);
    res = await call('bientap1', 'PUT', `${url}/title-description`, { title: 'Tiêu đề', description: 'Mô tả' });
    expect(res.json()).toMatchObject({ message: S.titleDescriptionSaved, data: { step: 'TITLE_DESCRIPTION' } });

    res = await call('bientap1', 'PUT', `${url}/semantic-keywords`, { semanticKeywords: 'a, b' });
    expect(res.json()).toMatchObject({ message: S.semanticSaved, data: { step: 'SEMANTIC_KEYWORDS' } });

    res = await call('bientap1', 'PUT', `${url}/internal-links`, { internalLinks: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.internalLinkRequired);
    res = await call('bientap1', 'PUT', `${url}/internal-links`, { internalLinks: 'https://blog.example.com' });
    expect(res.json()).toMatchObject({
      message: S.internalLinksSaved,
      data: { internalLinks: 'https://blog.example.com', step: 'SEMANTIC_KEYWORDS' },
    });

    // Going back to save an earlier step keeps the article where it got to.
    res = await call('bientap1', 'PUT', `${url}/outline`, { outline: '# Mở bài (sửa)' });
    expect(res.json().data).toMatchObject({ outline: '# Mở bài (sửa)', step: 'SEMANTIC_KEYWORDS' });

    res = await call('bientap1', 'PUT', `${url}/content`, {
      content: '<h2>Hàng lạnh</h2><p onclick="x()">Nội dung <script>alert(1)</script><a href="javascript:x">l</a></p>',
      slug: 'van-chuyen-hang-lanh',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(S.contentSaved);
    const saved = res.json().data;
    expect(saved).toMatchObject({ step: 'CONTENT', slug: 'van-chuyen-hang-lanh' });
    expect(saved.content).toContain('<h2>Hàng lạnh</h2>');
    expect(saved.content).not.toMatch(/script|onclick|javascript/);

    res = await call('bientap1', 'PUT', `${url}/finalize`, {
      content: '<p>Bản cuối</p>',
      featuredImage: 'https://blog.example.com/a.jpg',
      focusKeywords: 'hàng lạnh, xe lạnh',
      status: 'FINALIZED',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.finalized,
      data: {
        step: 'FINALIZED',
        content: '<p>Bản cuối</p>',
        featuredImage: 'https://blog.example.com/a.jpg',
        focusKeywords: 'hàng lạnh, xe lạnh',
        slug: 'van-chuyen-hang-lanh',
      },
    });
  });

  it('refuses content that is empty once sanitised, and an image that is no URL', async () => {
    const { id } = await create();
    let res = await call('bientap1', 'PUT', `/api/articles/${id}/content`, { content: '<script>x</script><p> </p>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.contentRequired);
    res = await call('bientap1', 'PUT', `/api/articles/${id}/finalize`, {
      content: '<p>x</p>',
      featuredImage: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.badImageUrl);
  });

  it('a CTA alone, or step 1 fields alone, save without moving the step', async () => {
    const { id } = await create();
    const res = await call('bientap1', 'PUT', `/api/articles/${id}`, { mainKeyword: 'kho lạnh', ctaId: null });
    expect(res.json()).toMatchObject({ message: S.saved, data: { mainKeyword: 'kho lạnh', step: 'INIT' } });
    const empty = await call('bientap1', 'PUT', `/api/articles/${id}`, {});
    expect(empty.statusCode).toBe(400);
    // A CTA that does not exist: the field's mistake in Vietnamese, never the database's 500.
    const gone = await call('bientap1', 'PUT', `/api/articles/${id}`, { ctaId: 999_999 });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toBe('CTA không hợp lệ.');
  });

  it('a PUSHED article refuses every edit and the writer cannot delete it', async () => {
    const { id } = await create();
    // As the push module leaves it (server/modules/article-push).
    await t.db
      .update(article)
      .set({ step: 'PUSHED', wpPostId: 7, wpPostUrl: 'https://blog.example.com/?p=7' })
      .where(eq(article.id, id));
    for (const [path, body] of [
      ['', { subKeywords: 'a' }],
      ['/outline', { outline: 'x' }],
      ['/content', { content: '<p>x</p>' }],
      ['/finalize', { content: '<p>x</p>' }],
    ] as const) {
      const res = await call('bientap1', 'PUT', `/api/articles/${id}${path}`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(M.pushedLocked);
    }
    const del = await call('bientap1', 'DELETE', `/api/articles/${id}`);
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe(M.pushedLocked);
    // A generation finishing late never touches it either.
    expect(await applyGeneration(t.db, id, 'content', { content: '<p>late</p>' })).toBeUndefined();
    expect((await call('bientap1', 'GET', `/api/articles/${id}`)).json().data).toMatchObject({
      step: 'PUSHED',
      wpPostId: 7,
    });
  });

  it('applyGeneration raises the step as the kind says, never lowers it', async () => {
    const { id } = await create();
    const row = await applyGeneration(t.db, id, 'outline', { outline: '# AI' });
    expect(row?.step).toBe('OUTLINE');
    const again = await applyGeneration(t.db, id, 'sub-keywords', { subKeywords: 'a, b' });
    expect(again).toMatchObject({ step: 'OUTLINE', subKeywords: 'a, b' });
  });
});

describe('generation in the answer', () => {
  it('is the newest article-ai job of the article, states mapped', async () => {
    const { id } = await create();
    const key = `article:${id}`;
    await t.db.insert(appJob).values({
      queue: 'article-ai',
      singletonKey: key,
      payload: { articleId: id, kind: 'sub-keywords' },
      state: 'failed',
      attempt: 3,
      lastError: M.generationFailed,
    });
    let g = (await call('bientap1', 'GET', `/api/articles/${id}`)).json().data.generation;
    expect(g).toMatchObject({ kind: 'sub-keywords', state: 'FAILED', attempt: 3, error: M.generationFailed });
    await t.db.insert(appJob).values({
      queue: 'article-ai',
      singletonKey: key,
      payload: { articleId: id, kind: 'outline' },
      state: 'active',
      attempt: 1,
    });
    g = (await call('bientap1', 'GET', `/api/articles/${id}`)).json().data.generation;
    expect(g).toMatchObject({ kind: 'outline', state: 'RUNNING', attempt: 1, error: null });
  });
});

describe('the list (GET /api/articles/query)', () => {
  it('filters by keyword on title, main keyword and slug, step and site; newest change first; paged', async () => {
    const marker = `zq${Date.now()}`;
    const a = await create('bientap1', `${marker} một`);
    const b = await create('bientap1', 'khác hẳn');
    await call('bientap1', 'PUT', `/api/articles/${b.id}/title-description`, {
      title: `Tiêu đề ${marker.toUpperCase()}`,
      description: 'm',
    });
    const c = await create('bientap1', 'thứ ba');
    await call('bientap1', 'PUT', `/api/articles/${c.id}/content`, { content: '<p>x</p>', slug: `${marker}-slug` });

    const res = await call(
      'bientap1',
      'GET',
      `/api/articles/query?keyword=${marker}&page=0&size=2&sort=updatedAt,DESC`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2, first: true, last: false });
    expect(page.content.map((r: { id: number }) => r.id)).toEqual([c.id, b.id]);
    expect(Object.keys(page.content[0]).sort()).toEqual(
      ['authorId', 'authorName', 'id', 'mainKeyword', 'selectedSiteId', 'slug', 'step', 'title', 'updatedAt'].sort(),
    );
    const second = (await call('bientap1', 'GET', `/api/articles/query?keyword=${marker}&page=1&size=2`)).json().data;
    expect(second.content.map((r: { id: number }) => r.id)).toEqual([a.id]);

    const byStep = (await call('bientap1', 'GET', `/api/articles/query?keyword=${marker}&step=CONTENT`)).json().data;
    expect(byStep.content.map((r: { id: number }) => r.id)).toEqual([c.id]);
    const bySite = (await call('bientap1', 'GET', `/api/articles/query?keyword=${marker}&siteId=999`)).json().data;
    expect(bySite.totalElements).toBe(0);
    // LIKE wildcards are literal.
    const wild = (await call('bientap1', 'GET', '/api/articles/query?keyword=%25_%25')).json().data;
    expect(wild.totalElements).toBe(0);
  });
});

describe('who reaches what', () => {
  it("a writer sees only their own articles; someone else's answers as missing", async () => {
    const mine = await create('bientap1', 'của biên tập');
    const admins = await create('admin', 'của quản trị');
    const list = (await call('bientap1', 'GET', '/api/articles/query?size=2000')).json().data;
    const ids = list.content.map((r: { id: number }) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(admins.id);
    const rows = await t.db.select({ authorId: article.authorId }).from(article).where(eq(article.id, mine.id));
    expect(list.content.every((r: { authorId: number }) => r.authorId === rows[0]?.authorId)).toBe(true);

    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '', { subKeywords: 'x' }],
      ['PUT', '/outline', { outline: 'x' }],
      ['DELETE', '', undefined],
    ] as const) {
      const res = await call('bientap1', method, `/api/articles/${admins.id}${path}`, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().message).toBe(M.articleNotFound);
    }
  });

  it('the articles admin reaches every article and deletes one', async () => {
    const mine = await create('bientap1', 'xóa bởi quản trị');
    const list = (await call('admin', 'GET', '/api/articles/query?size=2000')).json().data;
    expect(list.content.map((r: { id: number }) => r.id)).toContain(mine.id);
    expect((await call('admin', 'GET', `/api/articles/${mine.id}`)).statusCode).toBe(200);
    const del = await call('admin', 'DELETE', `/api/articles/${mine.id}`);
    expect(del.json()).toEqual({ data: null, message: S.deleted });
    expect((await call('admin', 'GET', `/api/articles/${mine.id}`)).statusCode).toBe(404);
  });

  it('the author deletes their own draft', async () => {
    const mine = await create();
    expect((await call('bientap1', 'DELETE', `/api/articles/${mine.id}`)).statusCode).toBe(200);
    expect((await call('bientap1', 'GET', `/api/articles/${mine.id}`)).statusCode).toBe(404);
  });

  it('a driver reaches nothing', async () => {
    const mine = await create();
    for (const [method, url] of [
      ['GET', '/api/articles/query'],
      ['GET', `/api/articles/${mine.id}`],
      ['POST', '/api/articles'],
      ['PUT', `/api/articles/${mine.id}/outline`],
      ['DELETE', `/api/articles/${mine.id}`],
    ] as const) {
      const res = await call('taixe1', method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
    }
  });
});
