/**
 * Against a real WordPress (scripts/with-wordpress.sh; skipped without WP_TEST_URL): add the site in
 * the product, preflight, categories, push an article with a featured image, read the post back
 * from WordPress directly, edit it through PUT /api/wp-sites/{siteId}/posts/{postId}, see the change.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nguoiDung } from '../../server/db/schema';
import { article, cta } from '../../server/db/schema/articles';
import { png } from './helpers/images';
import { multipart } from './helpers/multipart';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

const WP = process.env.WP_TEST_URL;
const USER = process.env.WP_TEST_USER ?? '';
const PASS = process.env.WP_TEST_APP_PASSWORD ?? '';
const wpAuth = { authorization: `Basic ${Buffer.from(`${USER}:${PASS}`).toString('base64')}` };
// biome-ignore lint/suspicious/noExplicitAny: WordPress answers as read back in the assertions
const wpGet = async (path: string): Promise<any> => {
  const res = await fetch(`${WP}/wp-json${path}`, { headers: wpAuth });
  expect(res.status, path).toBe(200);
  return res.json();
};

describe.skipIf(!WP)('a real WordPress', () => {
  let t: TestApp;
  let token = '';
  let siteId = 0;
  let imageUrl = '';
  let postId = 0;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const timed = async <T>(label: string, run: () => Promise<T>) => {
    const start = performance.now();
    const out = await run();
    console.log(`wordpress-real: ${label} ${Math.round(performance.now() - start)} ms`);
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'bientap1')).accessToken;
    await call('POST', '/api/images/create-folder?folderName=bai-viet');
    const body = multipart([
      { name: 'folderName', value: 'bai-viet' },
      { name: 'files', filename: 'anh.png', type: 'image/png', data: png(64, 48) },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: body.payload,
      headers: { ...bearer(token), ...body.headers },
    });
    expect(up.statusCode, up.body).toBe(201);
    imageUrl = up.json().data[0].location;
  });
  afterAll(() => t?.close());

  it('adds the site (admin, intranet allowed), preflights and loads categories', async () => {
    const admin = (await login(t.app, 'admin')).accessToken;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wp-sites',
      headers: bearer(admin),
      payload: { name: 'WordPress CI', baseUrl: WP, wpUsername: USER, wpAppPass: PASS, allowPrivate: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    siteId = res.json().data.id;
    const pre = await timed('preflight', () => call('GET', `/api/articles/wp/preflight?siteId=${siteId}`));
    expect(pre.json().data).toEqual({ users_me: { ok: true, status: 200 }, types_post: { ok: true, status: 200 } });
    const cats = await timed('categories', () => call('GET', `/api/wp-sites/${siteId}/categories`));
    const names = cats.json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Vận tải & Logistics', 'Kho bãi', 'Tin tức']));
  });

  it('pushes an article with a featured image and finds it in WordPress', async () => {
    const cats = (await call('GET', `/api/wp-sites/${siteId}/categories`)).json().data as {
      id: number;
      name: string;
    }[];
    const catIds = cats
      .filter((c) => c.name !== 'Uncategorized')
      .map((c) => c.id)
      .slice(0, 2);
    const [me] = await t.db.select().from(nguoiDung).where(eq(nguoiDung.tenDangNhap, 'bientap1'));
    const [c] = await t.db
      .insert(cta)
      .values({ name: 'CTA', ctaContent: '<p><strong>Gọi ngay 1900</strong></p>' })
      .returning();
    const [a] = await t.db
      .insert(article)
      .values({
        language: 'Vietnamese',
        schemaType: 'Article',
        mainKeyword: 'vận tải container',
        title: 'Vận tải container an toàn',
        description: 'Cách vận chuyển container an toàn.',
        content: '<h2>Mở đầu</h2><p>Nội dung bài viết.</p><script>alert(1)</script>',
        slug: 'van-tai-container-an-toan',
        step: 'FINALIZED',
        authorId: me?.idNguoiDung ?? 0,
      })
      .returning();
    const res = await timed('push', () =>
      call('POST', `/api/articles/${a?.id}/push`, {
        wpSiteId: siteId,
        categories: catIds,
        status: 'publish',
        ctaId: c?.id,
        featuredImage: imageUrl,
        focusKeywords: 'vận tải container',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.seoMetaVia).toBe('rankmath');
    postId = res.json().data.wpPostId;
    const post = await wpGet(`/wp/v2/posts/${postId}?context=edit`);
    expect(post.title.raw).toBe('Vận tải container an toàn');
    expect(post.slug).toBe('van-tai-container-an-toan');
    expect(post.status).toBe('publish');
    expect(post.content.raw).toContain('<h2>Mở đầu</h2>');
    expect(post.content.raw).toContain('Gọi ngay 1900');
    expect(post.content.raw).not.toContain('script');
    expect([...post.categories].sort()).toEqual([...catIds].sort());
    expect(post.featured_media).toBe(res.json().data.featuredMediaId);
    expect(post.meta).toMatchObject({
      rank_math_focus_keyword: 'vận tải container',
      rank_math_title: 'Vận tải container an toàn',
      rank_math_description: 'Cách vận chuyển container an toàn.',
    });
    const media = await wpGet(`/wp/v2/media/${post.featured_media}`);
    expect(media.mime_type).toBe('image/png');
  });

  it('edits the post through the product and sees the change in WordPress', async () => {
    const read = await call('GET', `/api/wp-sites/${siteId}/posts/${postId}`);
    expect(read.json().data.title.rendered).toBe('Vận tải container an toàn');
    const res = await timed('edit', () =>
      call('PUT', `/api/wp-sites/${siteId}/posts/${postId}`, {
        title: 'Vận tải container an toàn (cập nhật)',
        description: 'Mô tả mới',
        seoTitle: 'SEO mới',
        content: '<p>Đã sửa</p>',
        status: 'draft',
        categoryIds: read.json().data.categories.slice(0, 1),
        focusKeywords: 'container',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const post = await wpGet(`/wp/v2/posts/${postId}?context=edit`);
    expect(post).toMatchObject({ status: 'draft', title: { raw: 'Vận tải container an toàn (cập nhật)' } });
    expect(post.content.raw).toBe('<p>Đã sửa</p>');
    expect(post.meta).toMatchObject({ rank_math_title: 'SEO mới', rank_math_focus_keyword: 'container' });
    const blog = await call('GET', `/api/wp-sites/${siteId}/posts/all?status=draft`);
    expect(blog.json().data.content.map((p: { id: number }) => p.id)).toContain(postId);
  });
});
