/**
 * The writer's saves (§7): POST /api/articles (step 1), PUT /api/articles/{id} (step 1's fields,
 * sub-keywords, CTA) and PUT /api/articles/{id}/{part} for each later step. Every answer is the
 * saved article, written into its query so the next step opens on it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
// zod's Vietnamese messages and browser settings before this module builds its schemas (no contract does it here).
import '@/contracts/zod-vi';
import type { Article, CreateArticleBody, PushArticleBody, UpdateArticleBody } from '@/contracts/articles';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { getArticle } from '../../shared/api/article';
import { articleKeys } from '../../shared/api/query-keys';

const contracts = () => import('@/contracts/articles');
const answer = schemaFrom(contracts, 'articleResponse');

export type ArticlePart =
  | { part: 'outline'; body: { outline: string } }
  | { part: 'title-description'; body: { title: string; description: string } }
  | { part: 'semantic-keywords'; body: { semanticKeywords: string } }
  | { part: 'internal-links'; body: { internalLinks: string } }
  | { part: 'content'; body: { content: string; slug?: string } }
  | {
      part: 'finalize';
      body: { content: string; featuredImage?: string; focusKeywords?: string; status: 'FINALIZED' };
    };

export const createArticle = async (body: CreateArticleBody) =>
  (await api.post('articles', answer, { json: body })).data;
export const updateArticle = async (id: number, body: UpdateArticleBody) =>
  (await api.put(`articles/${id}`, answer, { json: body })).data;
export const saveArticlePart = async (id: number, { part, body }: ArticlePart) =>
  (await api.put(`articles/${id}/${part}`, answer, { json: body })).data;
/** What the writer reads of a push's answer (wp-sites' pushArticleResult): where SEO meta went. */
const pushAnswer = z.object({
  data: z.looseObject({ wpPostUrl: z.string(), seoMetaVia: z.enum(['rankmath', 'meta']).nullable().optional() }),
});

/** POST /api/articles/{id}/push: the post on the site; then the PUSHED article is read again. */
export async function pushArticle(id: number, body: PushArticleBody) {
  const { data } = await api.post(`articles/${id}/push`, pushAnswer, { json: body });
  return { article: await getArticle(id), seoMetaSaved: data.seoMetaVia !== null };
}

/** Keeps the saved article for the next step and makes the list and dashboards stale. */
export function useRememberArticle() {
  const queryClient = useQueryClient();
  return (article: Article) => {
    queryClient.setQueryData(articleKeys.article(article.id), article);
    void queryClient.invalidateQueries({ queryKey: articleKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: articleKeys.stats() });
    return article;
  };
}

/** One save of the writer through the submit gate (a double click sends once). */
export function useArticleSave<V>(save: (vars: V) => Promise<Article>) {
  const remember = useRememberArticle();
  return useSubmitMutation({ mutationFn: async (vars: V) => remember(await save(vars)) });
}
