import type { ArticleQuery } from '@/contracts/articles';

/**
 * One key factory for the article area: the writer, the list and both dashboards invalidate
 * through it (a save in the writer makes the list and the dashboards stale).
 */
export const articleKeys = {
  all: ['articles'] as const,
  article: (id: number) => [...articleKeys.all, 'article', id] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (query: Partial<ArticleQuery>) => [...articleKeys.lists(), query] as const,
  stats: () => [...articleKeys.all, 'stats'] as const,
  globalStats: (days: number) => [...articleKeys.stats(), 'global', days] as const,
  authorStats: (authorId: number, days: number) => [...articleKeys.stats(), 'author', authorId, days] as const,
  recent: () => [...articleKeys.stats(), 'recent'] as const,
  recentByAuthor: (authorId: number) => [...articleKeys.stats(), 'recent', authorId] as const,
  myStats: (days: number) => [...articleKeys.stats(), 'my', days] as const,
  recentMine: () => [...articleKeys.stats(), 'recent-my'] as const,
  /** Lookups of the writer (not article data: saving an article keeps them). */
  aiStatus: () => ['ai-settings', 'status'] as const,
};
