import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_MESSAGES as AM } from '@/contracts/articles-vocabulary';
import { WP_SITE_MESSAGES as M, PUSH_MESSAGES } from '@/contracts/wp-sites';
import { nguoiDung } from '../../../server/db/schema';
import { article, cta, wpSite } from '../../../server/db/schema/articles';
import {
  FAKE_WP_APP_PASSWORD,
  FAKE_WP_USER,
  type FakeWordPress,
  startFakeWordPress,
} from '../../support/fake-wordpress';
import { png } from '../helpers/images';
import { multipart } from '../helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
let wp: FakeWordPress;
const tokens: Record<string, string> = {};
const as = (u: string) => bearer(tokens[u] ?? '');
const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: as(user), ...(payload === undefined ? {} : { payload: payload as object }) });

let siteId = 0;
let imageUrl = '';

beforeAll(async () => {
  wp = await startFakeWordPress({ categories: 120, posts: 14 });
  t = await createTestApp({}, undefined, { wordpress: { timeoutMs: 1_500, connectTimeoutMs: 1_000 } });
  for (const u of ['admin', 'bientap1', 'taixe1']) tokens[u] = (await login(t.app, u)).accessToken;
  // The writer's own image: writes may link only files their author can read.
  await call('bientap1', 'POST', '/api/images/create-folder?folderName=bai-viet');
  const body = multipart([
    { name: 'folderName', value: 'bai-viet' },
    { name: 'files', filename: 'anh.png', type: 'image/png', data: png(40, 30) },
  ]);
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/images/upload',
    payload: body.payload,
    headers: { ...as('bientap1'), ...body.headers },
  });
  expect(up.statusCode, up.body).toBe(201);
  imageUrl = up.json().data[0].location;
});
afterAll(async () => {
  await t?.close();
  await wp?.close();
});

const siteBody = (over: Record<string, unknown> = {}) => ({
  name: 'Blog thử',
  baseUrl: `${wp.url}/`,
  wpUsername: FAKE_WP_USER,
  wpAppPass: FAKE_WP_APP_PASSWORD,
  active: true,
  allowPrivate: true,
  ...over,
});

describe('/api/wp-sites', () => {
  it('adds a site with the app password encrypted at rest and never answered', async () => {
    const res = await call('admin', 'POST', '/api/wp-sites', siteBody());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.added);
    const site = res.json().data;
    siteId = site.id;
    expect(site).toMatchObject({ baseUrl: wp.url, hasAppPass: true, allowPrivate: true, active: true });
    expect(res.body).not.toContain('wpAppPass"');
    expect(res.body).not.toContain(FAKE_WP_APP_PASSWORD);
    const [row] = await t.db.select().from(wpSite).where(eq(wpSite.id, siteId));
    expect(row?.wpAppPassEnc).toMatch(/^v1\./);
    expect(row?.wpAppPassEnc).not.toContain('abcd');
    const list = await call('bientap1', 'GET', '/api/wp-sites');
    expect(list.json().data.some((s: { id: number }) => s.id === siteId)).toBe(true);
    expect(list.body).not.toContain(row?.wpAppPassEnc ?? 'x');
    const page = await call('bientap1', 'GET', '/api/wp-sites?page=0&size=100');
    expect(page.json().data).toMatchObject({ number: 0, size: 100 });
  });

  it('validates and keeps the password on a blank edit', async () => {
    const bad = await call('admin', 'POST', '/api/wp-sites', siteBody({ name: ' ', baseUrl: 'ftp://x' }));
    expect(bad.statusCode).toBe(400);
    expect([M.required, M.badUrl]).toContain(bad.json().message);
    const [before] = await t.db.select().from(wpSite).where(eq(wpSite.id, siteId));
    const edit = await call('admin', 'PUT', `/api/wp-sites/${siteId}`, siteBody({ wpAppPass: '', name: 'Blog thử 2' }));
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ message: M.updated, data: { name: 'Blog thử 2' } });
    const [after] = await t.db.select().from(wpSite).where(eq(wpSite.id, siteId));
    expect(after?.wpAppPassEnc).toBe(before?.wpAppPassEnc);
    expect((await call('admin', 'PUT', '/api/wp-sites/99999', siteBody())).json().message).toBe(M.notFound);
  });

  it('needs BAI_VIET_DUYET to add, edit or delete; drivers see nothing', async () => {
    expect((await call('bientap1', 'POST', '/api/wp-sites', siteBody())).statusCode).toBe(403);
    expect((await call('bientap1', 'PUT', `/api/wp-sites/${siteId}`, siteBody())).statusCode).toBe(403);
    expect((await call('bientap1', 'DELETE', `/api/wp-sites/${siteId}`)).statusCode).toBe(403);
    expect((await call('taixe1', 'GET', '/api/wp-sites')).statusCode).toBe(403);
    expect((await call('taixe1', 'GET', `/api/wp-sites/${siteId}/categories`)).statusCode).toBe(403);
  });

  it('refuses a private address unless an admin allowed it', async () => {
    const res = await call('admin', 'POST', '/api/wp-sites', siteBody({ name: 'Nội bộ', allowPrivate: false }));
    const id = res.json().data.id;
    const cats = await call('admin', 'GET', `/api/wp-sites/${id}/categories`);
    expect(cats.statusCode).toBe(502);
    expect(cats.json().message).toBe(M.privateAddress);
    const pre = await call('bientap1', 'GET', `/api/articles/wp/preflight?siteId=${id}`);
    expect(pre.json().data.users_me).toEqual({ ok: false, status: 0, message: M.privateAddress });
    expect((await call('admin', 'DELETE', `/api/wp-sites/${id}`)).json().message).toBe(M.deleted);
  });

  it('preflights and lists every category page', async () => {
    const pre = await call('bientap1', 'GET', `/api/articles/wp/preflight?siteId=${siteId}`);
    expect(pre.json().data).toEqual({ users_me: { ok: true, status: 200 }, types_post: { ok: true, status: 200 } });
    const cats = await call('bientap1', 'GET', `/api/wp-sites/${siteId}/categories`);
    expect(cats.json().data).toHaveLength(120);
    expect(cats.json().data[0]).toEqual({ id: 2, name: 'Vận tải & Logistics' });
  });

  it('turns site failures into clear texts without signing our user out', async () => {
    wp.state.failWith = 401;
    let res = await call('bientap1', 'GET', `/api/wp-sites/${siteId}/categories`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(M.siteUnauthorized);
    const pre = await call('bientap1', 'GET', `/api/articles/wp/preflight?siteId=${siteId}`);
    expect(pre.json().data.users_me).toEqual({ ok: false, status: 401, message: M.siteUnauthorized });
    wp.state.failWith = 'html';
    res = await call('bientap1', 'GET', `/api/wp-sites/${siteId}/categories`);
    expect(res.json().message).toBe(M.siteBadAnswer);
    wp.state.failWith = null;
    wp.state.delayMs = 3_000;
    res = await call('bientap1', 'GET', `/api/wp-sites/${siteId}/categories`);
    wp.state.delayMs = 0;
    expect(res.json().message).toBe(M.siteTimeout);
  });

  it('lists posts of one site and of all sites, nine per page, newest first, with filters', async () => {
    const one = await call('bientap1', 'GET', `/api/wp-sites/${siteId}/posts/all?page=0`);
    expect(one.statusCode, one.body).toBe(200);
    const page = one.json().data;
    expect(page).toMatchObject({ size: 9, totalElements: 14, totalPages: 2 });
    expect(page.content).toHaveLength(9);
    expect(page.content[0]).toMatchObject({ siteId, title: { rendered: 'Bài mẫu số 14 về vận tải' } });
    const drafts = await call('bientap1', 'GET', `/api/wp-sites/${siteId}/posts/all?status=draft`);
    expect(drafts.json().data.content.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    const all = await call('bientap1', 'GET', '/api/wp-sites/posts/all?page=1&search=vận tải&after=2025-01-02');
    expect(all.json().data).toMatchObject({ number: 1, totalElements: 13 });
    expect(all.json().data.content).toHaveLength(4);
  });

  it('reads and edits a post: sanitised content, SEO meta via Rank Math, else registered meta, else null', async () => {
    const post = [...wp.state.posts.values()][0];
    if (!post) throw new Error('no post');
    const url = `/api/wp-sites/${siteId}/posts/${post.id}`;
    expect((await call('bientap1', 'GET', url)).json().data).toMatchObject({ id: post.id, slug: post.slug });
    const body = {
      title: 'Tiêu đề mới',
      description: 'Mô tả mới',
      content: '<p onclick="x()">Nội dung</p><script>alert(1)</script>',
      status: 'draft',
      categoryIds: [3],
      seoTitle: '',
      focusKeywords: 'vận tải',
      featuredImageUrl: imageUrl,
    };
    let res = await call('bientap1', 'PUT', url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: AM.editSaved, data: { seoMetaVia: 'rankmath' } });
    expect(res.json().data.post.featuredImageUrl).toMatch(/wp-content\/uploads/);
    expect(post).toMatchObject({ title: 'Tiêu đề mới', content: '<p>Nội dung</p>', status: 'draft', categories: [3] });
    expect(post.meta).toMatchObject({ rank_math_title: 'Tiêu đề mới', rank_math_focus_keyword: 'vận tải' });
    wp.state.rankMath = false;
    res = await call('bientap1', 'PUT', url, { ...body, featuredImageUrl: null, seoTitle: 'SEO' });
    expect(res.json().data.seoMetaVia).toBe('meta');
    expect(post.meta.rank_math_title).toBe('SEO');
    wp.state.registeredMeta = false;
    res = await call('bientap1', 'PUT', url, body);
    expect(res.json().data.seoMetaVia).toBeNull();
    expect(res.json().message).toContain(M.seoMetaUnavailable);
    wp.state.rankMath = true;
    wp.state.registeredMeta = true;
    const missing = await call('bientap1', 'PUT', url, { ...body, featuredImageUrl: '/api/files/khongcothattai' });
    expect(missing.statusCode).toBe(422);
    expect((await call('bientap1', 'PUT', url, { ...body, title: '' })).json().message).toBe(AM.editRequired);
  });

  it('uploads an image (checked by its bytes) to the site', async () => {
    const send = (data: Buffer, filename: string) => {
      const body = multipart([{ name: 'file', filename, type: 'image/png', data }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/wp-sites/${siteId}/media`,
        payload: body.payload,
        headers: { ...as('bientap1'), ...body.headers },
      });
    };
    const ok = await send(png(10, 10), 'ảnh.png');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ message: AM.wpUploaded, data: { id: expect.any(Number) } });
    const bad = await send(Buffer.from('<svg/>'), 'x.png');
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /api/articles/{id}/push', () => {
  let articleId = 0;
  let ctaId = 0;
  beforeAll(async () => {
    const [me] = await t.db.select().from(nguoiDung).where(eq(nguoiDung.tenDangNhap, 'bientap1'));
    const [c] = await t.db
      .insert(cta)
      .values({ name: 'Gọi ngay', ctaContent: '<p><a href="tel:1900">Gọi 1900</a></p><script>x</script>' })
      .returning();
    ctaId = c?.id ?? 0;
    const [a] = await t.db
      .insert(article)
      .values({
        language: 'Vietnamese',
        schemaType: 'Article',
        mainKeyword: 'vận tải',
        title: 'Vận tải nhanh',
        description: 'Mô tả',
        content: '<h2>Mở đầu</h2><p>Nội dung</p>',
        slug: 'van-tai-nhanh',
        step: 'CONTENT',
        authorId: me?.idNguoiDung ?? 0,
      })
      .returning();
    articleId = a?.id ?? 0;
  });
  const body = () => ({
    wpSiteId: siteId,
    categories: [2, 3],
    status: 'publish',
    ctaId,
    featuredImage: imageUrl,
    focusKeywords: 'vận tải',
  });

  it('validates the four choices with the spec texts', async () => {
    const url = `/api/articles/${articleId}/push`;
    expect((await call('bientap1', 'POST', url, { ...body(), categories: [] })).json().message).toBe(
      AM.siteAndCategoryRequired,
    );
    expect((await call('bientap1', 'POST', url, { ...body(), ctaId: undefined })).json().message).toBe(AM.ctaRequired);
    expect((await call('bientap1', 'POST', url, { ...body(), featuredImage: '' })).json().message).toBe(
      AM.featuredImageRequired,
    );
  });

  it('pushes only a FINALIZED article, once, with image, CTA, categories and SEO meta', async () => {
    const url = `/api/articles/${articleId}/push`;
    expect((await call('bientap1', 'POST', url, body())).json().message).toBe(PUSH_MESSAGES.notFinalized);
    await t.db.update(article).set({ step: 'FINALIZED' }).where(eq(article.id, articleId));
    expect((await call('taixe1', 'POST', url, body())).statusCode).toBe(403);
    const res = await call('bientap1', 'POST', url, body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: AM.pushed, data: { step: 'PUSHED', seoMetaVia: 'rankmath' } });
    const post = wp.state.posts.get(res.json().data.wpPostId);
    expect(post).toMatchObject({
      title: 'Vận tải nhanh',
      slug: 'van-tai-nhanh',
      status: 'publish',
      categories: [2, 3],
      excerpt: 'Mô tả',
      featured_media: res.json().data.featuredMediaId,
    });
    expect(post?.content).toBe(
      '<h2>Mở đầu</h2><p>Nội dung</p>\n<div class="article-cta"><p><a href="tel:1900">Gọi 1900</a></p></div>',
    );
    expect(post?.meta).toMatchObject({ rank_math_focus_keyword: 'vận tải', rank_math_title: 'Vận tải nhanh' });
    expect(wp.state.media.get(res.json().data.featuredMediaId)?.mime).toBe('image/png');
    const [row] = await t.db.select().from(article).where(eq(article.id, articleId));
    expect(row).toMatchObject({
      step: 'PUSHED',
      wpPostId: post?.id,
      selectedSiteId: siteId,
      selectedCategoryIds: '2,3',
      ctaId,
      focusKeywords: 'vận tải',
    });
    expect((await call('bientap1', 'POST', url, body())).json().message).toBe(PUSH_MESSAGES.alreadyPushed);
  });

  const finalized = async (mainKeyword: string) => {
    const [a] = await t.db
      .insert(article)
      .values({
        language: 'Vietnamese',
        schemaType: 'Article',
        mainKeyword,
        title: mainKeyword,
        content: '<p>x</p>',
        step: 'FINALIZED',
        authorId: 1,
      })
      .returning();
    return a?.id ?? 0;
  };

  it('one push per article across instances: a live claim answers "đang được đăng", a dead one is taken over', async () => {
    const id = await finalized('claim');
    const url = `/api/articles/${id}/push`;
    const posts = wp.state.posts.size;
    // Another instance is pushing it right now (its claim is in the row, not in this process).
    await t.db.update(article).set({ pushStartedAt: new Date() }).where(eq(article.id, id));
    const held = await call('admin', 'POST', url, body());
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(PUSH_MESSAGES.pushing);
    expect(wp.state.posts.size).toBe(posts);
    // That instance died mid-push 6 minutes ago: its claim has expired.
    await t.db
      .update(article)
      .set({ pushStartedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(article.id, id));
    const taken = await call('admin', 'POST', url, body());
    expect(taken.statusCode, taken.body).toBe(200);
    expect(wp.state.posts.size).toBe(posts + 1);
    const [row] = await t.db.select().from(article).where(eq(article.id, id));
    expect(row).toMatchObject({ step: 'PUSHED', pushStartedAt: null });
  });

  it('two pushes of one article at once make one post', async () => {
    const id = await finalized('twice');
    const posts = wp.state.posts.size;
    // WordPress answers slowly, so the second request normally meets the first one's live claim (409).
    // On a loaded machine the second can arrive after the first finished: then it is refused as
    // already pushed (422). Either way: one 200, one refusal that says why, one post.
    wp.state.delayMs = 300;
    const answers = await Promise.all([1, 2].map(() => call('admin', 'POST', `/api/articles/${id}/push`, body())));
    wp.state.delayMs = 0;
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(refused.map((a) => [a.statusCode, a.json().message])).toEqual([
      expect.toSatisfy(
        ([status, message]) =>
          (status === 409 && message === PUSH_MESSAGES.pushing) ||
          (status === 422 && message === PUSH_MESSAGES.alreadyPushed),
      ),
    ]);
    expect(wp.state.posts.size).toBe(posts + 1);
  });

  it('says why a push failed', async () => {
    const [a] = await t.db
      .insert(article)
      .values({
        language: 'Vietnamese',
        schemaType: 'Article',
        mainKeyword: 'x',
        title: 'X',
        content: '<p>x</p>',
        step: 'FINALIZED',
        authorId: 1,
      })
      .returning();
    wp.state.failWith = 401;
    const res = await call('admin', 'POST', `/api/articles/${a?.id}/push`, body());
    wp.state.failWith = null;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(`${AM.pushFailed} ${M.siteUnauthorized}`);
    const [row] = await t.db
      .select()
      .from(article)
      .where(eq(article.id, a?.id ?? 0));
    expect(row?.step).toBe('FINALIZED');
    // The failed push let go of its claim: the writer can try again at once.
    expect(row?.pushStartedAt).toBeNull();
  });
});
