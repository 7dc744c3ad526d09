/** Keys of the fanpages; a saved or deleted fanpage invalidates `all` (list, pickers, posts). */
export const fanpageKeys = {
  all: ['marketing', 'fanpages'] as const,
  page: (params: { page: number; size: number }) => [...fanpageKeys.all, 'page', params] as const,
  options: () => [...fanpageKeys.all, 'options'] as const,
  posts: (id: number) => [...fanpageKeys.all, 'posts', id] as const,
};
