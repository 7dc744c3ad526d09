import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateWpPostBody } from '@/contracts/wp-sites';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { wpPostKeys } from './query-keys';

const contracts = () => import('@/contracts/wp-sites');

/** GET /api/wp-sites/{siteId}/posts/{postId}: the post with its raw content and SEO meta (§7). */
export const getWpPost = async (siteId: number, postId: number) =>
  (await api.get(`wp-sites/${siteId}/posts/${postId}`, schemaFrom(contracts, 'wpPostResponse'))).data;
export const wpPostQueryOptions = (siteId: number, postId: number) =>
  queryOptions({
    queryKey: wpPostKeys.one(siteId, postId),
    queryFn: () => getWpPost(siteId, postId),
    // The site is the truth (others edit there too): fetched anew on every visit, never kept on the
    // device; not on focus, so a return to the tab does not race the writer's changes.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    meta: { persist: false },
  });
export const useWpPost = (siteId: number, postId: number) => useQuery(wpPostQueryOptions(siteId, postId));

/** PUT /api/wp-sites/{siteId}/posts/{postId}: the post and whether the SEO meta could be written. */
export const updateWpPost = async ({
  siteId,
  postId,
  body,
}: {
  siteId: number;
  postId: number;
  body: UpdateWpPostBody;
}) =>
  (await api.put(`wp-sites/${siteId}/posts/${postId}`, schemaFrom(contracts, 'wpPostUpdateResponse'), { json: body }))
    .data;

export function useUpdateWpPost() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: updateWpPost,
    onSuccess: (result, { siteId, postId }) => {
      queryClient.setQueryData(wpPostKeys.one(siteId, postId), result.post);
      void queryClient.invalidateQueries({ queryKey: [...wpPostKeys.all, 'list'] });
    },
  });
}

/** POST /api/wp-sites/{siteId}/media (multipart file): the image uploaded to the site → its id and URL. */
export const uploadWpMedia = async ({ siteId, file }: { siteId: number; file: File }) => {
  const form = new FormData();
  form.append('file', file);
  return (await api.post(`wp-sites/${siteId}/media`, schemaFrom(contracts, 'wpMediaResponse'), { body: form })).data;
};
export const useUploadWpMedia = () => useSubmitMutation({ mutationFn: uploadWpMedia });
