import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WP_SITE_MESSAGES as M } from '@/contracts/wp-sites';
import { WordPressClient, type WpError } from '../../../server/integrations/wordpress';
import {
  FAKE_WP_APP_PASSWORD,
  FAKE_WP_USER,
  type FakeWordPress,
  startFakeWordPress,
} from '../../support/fake-wordpress';

let wp: FakeWordPress;
const client = (over: Partial<ConstructorParameters<typeof WordPressClient>[0]> = {}, opts = {}) =>
  new WordPressClient(
    { baseUrl: wp.url, username: FAKE_WP_USER, appPassword: FAKE_WP_APP_PASSWORD, allowPrivate: true, ...over },
    opts,
  );
const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: WpError) => `${e.status} ${e.message}`,
  );

beforeAll(async () => {
  wp = await startFakeWordPress({ categories: 230, posts: 3 });
});
afterAll(() => wp.close());

describe('WordPressClient against the fake site', () => {
  it('preflights, loads every category page and decodes names', async () => {
    expect(await client().preflight()).toEqual({
      users_me: { ok: true, status: 200 },
      types_post: { ok: true, status: 200 },
    });
    const cats = await client().categories();
    expect(cats).toHaveLength(230);
    expect(cats[0]).toEqual({ id: 2, name: 'Vận tải & Logistics' });
    expect(wp.state.requests.filter((r) => r.startsWith('GET /wp-json/wp/v2/categories'))).toHaveLength(3);
  });

  it('turns a bad password, REST missing, non-JSON and a private address into clear texts', async () => {
    const bad = await client({ appPassword: 'sai' }).preflight();
    expect(bad.users_me).toEqual({ ok: false, status: 401, message: M.siteUnauthorized });
    expect(await reason(client({ appPassword: 'sai' }).categories())).toBe(`401 ${M.siteUnauthorized}`);
    expect(await reason(client({ baseUrl: `${wp.url}/khong-co` }).getPost(1))).toBe(`404 ${M.siteRestMissing}`);
    wp.state.failWith = 403;
    expect(await reason(client().categories())).toBe(`403 ${M.siteForbidden}`);
    wp.state.failWith = 'html';
    expect(await reason(client().categories())).toBe(`200 ${M.siteBadAnswer}`);
    wp.state.failWith = null;
    expect(await reason(client({ allowPrivate: false }).categories())).toBe(`0 ${M.privateAddress}`);
    const pre = await client({ allowPrivate: false }).preflight();
    expect(pre.types_post).toEqual({ ok: false, status: 0, message: M.privateAddress });
    expect(await reason(client({ baseUrl: 'http://127.0.0.1:1' }).categories())).toBe(`0 ${M.siteUnreachable}`);
  });

  it('gives up after its timeout', async () => {
    wp.state.delayMs = 2_000;
    try {
      expect(await reason(client({}, { timeoutMs: 200 }).categories())).toBe(`0 ${M.siteTimeout}`);
    } finally {
      wp.state.delayMs = 0;
    }
  });

  it('uploads media, creates and updates a post, writes SEO meta through Rank Math or registered meta', async () => {
    const c = client();
    const media = await c.uploadMedia({ bytes: Buffer.from('png'), fileName: 'ảnh đẹp.png', mime: 'image/png' });
    expect(media.source_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\/.+\.png$/);
    const post = await c.createPost({
      title: 'T',
      content: '<p>x</p>',
      status: 'draft',
      categories: [2],
      featured_media: media.id,
    });
    expect(await c.writeSeoMeta(post.id, { title: 'S', description: 'D', focusKeyword: 'k' })).toBe('rankmath');
    expect(wp.state.posts.get(post.id)?.meta.rank_math_title).toBe('S');
    wp.state.rankMath = false;
    expect(await c.writeSeoMeta(post.id, { title: 'S2' })).toBe('meta');
    expect(wp.state.posts.get(post.id)?.meta.rank_math_title).toBe('S2');
    wp.state.registeredMeta = false;
    expect(await c.writeSeoMeta(post.id, { title: 'S3' })).toBeNull();
    wp.state.rankMath = true;
    wp.state.registeredMeta = true;
    const read = await c.getPost(post.id);
    expect(read._embedded?.['wp:featuredmedia']?.[0]?.source_url).toBe(media.source_url);
  });
});
