/** GET /api/articles/{id} (§7): the writer's article, with its generation job's state. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, schemaFrom } from '@/lib/api';
import { articleKeys } from './query-keys';

const contracts = () => import('@/contracts/articles');

export const getArticle = async (id: number) =>
  (await api.get(`articles/${id}`, schemaFrom(contracts, 'articleResponse'))).data;

export const articleQueryOptions = (id: number) =>
  queryOptions({ queryKey: articleKeys.article(id), queryFn: () => getArticle(id) });

export const useArticle = (id: number | undefined) =>
  useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== undefined });
