/** Keys of the WordPress websites; a saved or deleted site invalidates `all` (lists and pickers). */
export const wpSiteKeys = {
  all: ['articles', 'wp-sites'] as const,
  page: (params: { page: number; size: number }) => [...wpSiteKeys.all, 'page', params] as const,
  options: () => [...wpSiteKeys.all, 'options'] as const,
  categories: (siteId: number) => [...wpSiteKeys.all, 'categories', siteId] as const,
};
