/**
 * The dashboards' reads (§7): global, per-author and own statistics, and the recent lists. The
 * recent lists' failures empty them silently (§8); the statistics' show a banner.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ARTICLE_LIMITS } from '@/contracts/articles-vocabulary';
import { api, schemaFrom } from '@/lib/api';
import { articleKeys } from '../../shared/api/query-keys';

const contracts = () => import('@/contracts/articles');
const stats = schemaFrom(contracts, 'articleStatsResponse');
const recent = schemaFrom(contracts, 'recentResponse');

/** GET /api/articles/stats/global (days, top 5), or /stats/author for one user when `authorId`. */
export const useDashboardStats = (days: number, authorId: number | null) =>
  useQuery({
    queryKey: authorId === null ? articleKeys.globalStats(days) : articleKeys.authorStats(authorId, days),
    queryFn: async () =>
      authorId === null
        ? (
            await api.get('articles/stats/global', schemaFrom(contracts, 'globalStatsResponse'), {
              searchParams: { days, top: ARTICLE_LIMITS.topAuthors },
            })
          ).data
        : {
            ...(await api.get('articles/stats/author', stats, { searchParams: { authorId, days } })).data,
            topAuthors: [],
          },
    placeholderData: keepPreviousData,
  });

/** GET /api/articles/stats/recent (limit 10), or /recent/by-author when `authorId`. */
export const useRecentArticles = (authorId: number | null) =>
  useQuery({
    queryKey: authorId === null ? articleKeys.recent() : articleKeys.recentByAuthor(authorId),
    queryFn: async () =>
      (
        await api.get(authorId === null ? 'articles/stats/recent' : 'articles/stats/recent/by-author', recent, {
          searchParams:
            authorId === null
              ? { limit: ARTICLE_LIMITS.recentGlobal }
              : { authorId, limit: ARTICLE_LIMITS.recentGlobal },
        })
      ).data,
  });

/** GET /api/articles/stats/my (days). */
export const useMyStats = (days: number) =>
  useQuery({
    queryKey: articleKeys.myStats(days),
    queryFn: async () => (await api.get('articles/stats/my', stats, { searchParams: { days } })).data,
    placeholderData: keepPreviousData,
  });

/** GET /api/articles/stats/recent/my (limit 300): the own tables' rows. */
export const useMyRecent = () =>
  useQuery({
    queryKey: articleKeys.recentMine(),
    queryFn: async () =>
      (await api.get('articles/stats/recent/my', recent, { searchParams: { limit: ARTICLE_LIMITS.recentMine } })).data,
  });
