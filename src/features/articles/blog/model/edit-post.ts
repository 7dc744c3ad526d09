import type { WpPostStatus } from '@/contracts/articles-vocabulary';
import type { UpdateWpPostBody, WpPost } from '@/contracts/wp-sites';
import { plainText } from './blog-search';

/** The featured image as the form holds it: kept, one of our library's files, or a media id of the site. */
export type FeaturedImage =
  | { kind: 'kept'; previewUrl: string | null }
  | { kind: 'library'; url: string }
  | { kind: 'site'; id: number; previewUrl: string };

export type EditPostValues = {
  title: string;
  seoTitle: string;
  description: string;
  focusKeywords: string;
  slug: string;
  content: string;
  status: WpPostStatus | '';
  categoryIds: string[];
  featured: FeaturedImage;
};

const STATUSES: readonly string[] = ['draft', 'pending', 'publish'];

/** The form's first values from the site's post (§3 Website post): SEO title and description from Rank Math when set. */
export function editValuesOf(post: WpPost): EditPostValues {
  const title = plainText(post.title.rendered);
  return {
    title,
    seoTitle: post.meta.rank_math_title ?? '',
    description: post.meta.rank_math_description || plainText(post.excerpt?.rendered ?? '').trim(),
    focusKeywords: post.meta.rank_math_focus_keyword ?? '',
    slug: post.slug,
    content: post.content?.raw ?? post.content?.rendered ?? '',
    status: STATUSES.includes(post.status) ? (post.status as WpPostStatus) : '',
    categoryIds: post.categories.map(String),
    featured: { kind: 'kept', previewUrl: post.featuredImageUrl },
  };
}

/** §5: title, description and status are required before "Hoàn tất và lưu bài viết" may be pressed. */
export const editValid = (v: EditPostValues) => v.title.trim() !== '' && v.description.trim() !== '' && v.status !== '';

/** The PUT body: the SEO title falls back to the title; the description is also the SEO description. */
export function editBody(v: EditPostValues): UpdateWpPostBody {
  const body: UpdateWpPostBody = {
    title: v.title.trim(),
    seoTitle: v.seoTitle.trim() || v.title.trim(),
    description: v.description.trim(),
    seoDescription: v.description.trim(),
    content: v.content,
    slug: v.slug.trim() || undefined,
    status: v.status as WpPostStatus,
    categoryIds: v.categoryIds.map(Number),
    focusKeywords: v.focusKeywords.trim(),
  };
  if (v.featured.kind === 'library') body.featuredImageUrl = v.featured.url;
  if (v.featured.kind === 'site') body.featuredMediaId = v.featured.id;
  return body;
}

/** A library file we can hand to the server: our `/api/files/…` or an http(s) address. */
export const isUsableImageUrl = (url: string) => /^\/api\/files\/[^/]+/.test(url) || /^https?:\/\//i.test(url);
