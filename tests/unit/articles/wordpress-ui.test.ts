import { describe, expect, it } from 'vitest';
import { updateWpPostBody, type WpPost } from '@/contracts/wp-sites';
import { indexCheckUrl } from '@/features/articles/blog/model/blog-search';
import { editBody, editValid, editValuesOf, isUsableImageUrl } from '@/features/articles/blog/model/edit-post';
import { siteLabel, siteOptions } from '@/features/articles/websites/model/site-label';
import { pageJumpInvalid, parsePageJump } from '@/ui/paging';

const post: WpPost = {
  id: 12,
  siteId: 3,
  siteName: 'Blog',
  title: { rendered: 'Vận tải Bắc Nam' },
  link: 'https://blog.example.com/van-tai-bac-nam/',
  date: '2025-06-10T08:30:00',
  status: 'publish',
  slug: 'van-tai-bac-nam',
  excerpt: { rendered: 'Đoạn trích' },
  content: { raw: '<p>Nội dung</p>', rendered: '<p>Nội dung</p>' },
  categories: [4, 7],
  featuredMediaId: 55,
  featuredImageUrl: 'https://blog.example.com/a.jpg',
  meta: { rank_math_focus_keyword: 'vận tải, bắc nam', rank_math_seo_score: 72 },
};

describe('blog view', () => {
  it('page jump takes an integer from 1 to the page count (zero-based out), else null', () => {
    expect(parsePageJump('1', 4)).toBe(0);
    expect(parsePageJump(' 4 ', 4)).toBe(3);
    for (const bad of ['0', '5', '', 'abc', '1.5', '-1', '2a']) expect(parsePageJump(bad, 4)).toBeNull();
    expect(pageJumpInvalid(4)).toBe('Số trang không hợp lệ. Vui lòng nhập số từ 1 đến 4');
  });

  it("'Kiểm tra index' searches Google for site:<link>", () => {
    expect(indexCheckUrl('https://a.vn/x/')).toBe(
      `https://www.google.com/search?q=${encodeURIComponent('site:https://a.vn/x/')}`,
    );
  });

  it('sites read "name (baseUrl)" in every select', () => {
    expect(siteLabel({ name: 'Blog', baseUrl: 'https://b.vn' })).toBe('Blog (https://b.vn)');
    expect(siteOptions([{ id: 2, name: 'B', baseUrl: 'https://b.vn' }])).toEqual([
      { value: '2', label: 'B (https://b.vn)' },
    ]);
  });
});

describe('edit article', () => {
  it('starts from the post; the SEO title falls back to the title; the body passes the contract', () => {
    const values = editValuesOf(post);
    expect(values.status).toBe('publish');
    expect(values.categoryIds).toEqual(['4', '7']);
    expect(values.description).toBe('Đoạn trích');
    const body = editBody(values);
    expect(body.seoTitle).toBe('Vận tải Bắc Nam');
    expect(body.seoDescription).toBe('Đoạn trích');
    expect(body.categoryIds).toEqual([4, 7]);
    // Unchanged image: nothing about it is sent.
    expect(body.featuredMediaId).toBeUndefined();
    expect(body.featuredImageUrl).toBeUndefined();
    expect(updateWpPostBody.safeParse(body).success).toBe(true);
  });

  it('sends a library image by URL and a site upload by media id', () => {
    const values = editValuesOf(post);
    expect(editBody({ ...values, featured: { kind: 'library', url: '/api/files/9' } }).featuredImageUrl).toBe(
      '/api/files/9',
    );
    expect(editBody({ ...values, featured: { kind: 'site', id: 80, previewUrl: 'x' } }).featuredMediaId).toBe(80);
  });

  it('needs title, description and status (§5)', () => {
    const values = editValuesOf(post);
    expect(editValid(values)).toBe(true);
    expect(editValid({ ...values, title: '  ' })).toBe(false);
    expect(editValid({ ...values, description: '' })).toBe(false);
    expect(editValid({ ...values, status: '' })).toBe(false);
    expect(editValuesOf({ ...post, status: 'future' }).status).toBe('');
  });

  it('takes only our library files or http(s) images', () => {
    expect(isUsableImageUrl('/api/files/12')).toBe(true);
    expect(isUsableImageUrl('https://x.vn/a.png')).toBe(true);
    expect(isUsableImageUrl('javascript:alert(1)')).toBe(false);
    expect(isUsableImageUrl('')).toBe(false);
  });
});
