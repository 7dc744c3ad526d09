import type { BlogSearch } from '../model/blog-search';

/** Keys of the sites' posts; a saved post invalidates `all` (the cards and the post itself). */
export const wpPostKeys = {
  all: ['articles', 'wp-posts'] as const,
  list: (search: BlogSearch) => [...wpPostKeys.all, 'list', search] as const,
  one: (siteId: number, postId: number) => [...wpPostKeys.all, 'one', siteId, postId] as const,
};
