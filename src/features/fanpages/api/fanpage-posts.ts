import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import { FANPAGE_POSTS_LIMIT } from '@/contracts/fanpages-vocabulary';
import { api, schemaFrom } from '@/lib/api';
import { useSubmitMutation } from '@/lib/submit-guard';
import { uploadFiles } from '@/lib/upload-image';
import { fanpageKeys } from './query-keys';

const contracts = () => import('@/contracts/fanpages');

/** The library folder the posts page uploads photos and videos into before sending them to Facebook. */
export const FANPAGE_UPLOAD_FOLDER = 'fanpage';

/** GET /api/fanpages/{id}/posts?after: a page of the feed (data.data) and the cursor of the next. */
export const getFanpagePosts = async (id: number, after?: string) => {
  const searchParams: Record<string, string | number> = { limit: FANPAGE_POSTS_LIMIT };
  if (after) searchParams.after = after;
  return (await api.get(`fanpages/${id}/posts`, schemaFrom(contracts, 'fanpagePostsResponse'), { searchParams })).data;
};
export const fanpagePostsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: fanpageKeys.posts(id),
    queryFn: ({ pageParam }) => getFanpagePosts(id, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last) => last.paging.after ?? undefined,
  });
export const useFanpagePosts = (id: number | null) =>
  useInfiniteQuery({ ...fanpagePostsQueryOptions(id ?? 0), enabled: id !== null });

export type NewFanpagePost = { message: string; link: string; photos: File[]; video: File | null };

/**
 * Publishing a post: the files go to our library first (POST /api/images/upload), each is then
 * uploaded to the page unpublished (POST /api/fanpages/{id}/media) and the post carries their ids.
 * Returns the step that failed so the screen can say "Lỗi khi upload media." or the save error.
 */
export async function publishFanpagePost(id: number, post: NewFanpagePost) {
  const files = post.video ? [post.video] : post.photos;
  const mediaIds: string[] = [];
  if (files.length) {
    try {
      await api.send('images/create-folder', { method: 'post', searchParams: { folderName: FANPAGE_UPLOAD_FOLDER } });
    } catch {
      // The folder exists already (or cannot be made: the upload below then says why).
    }
    const stored = await uploadFiles(files, FANPAGE_UPLOAD_FOLDER).catch((e) => {
      throw new MediaUploadError(e);
    });
    for (const file of stored) {
      const media = await api
        .post(`fanpages/${id}/media`, schemaFrom(contracts, 'fanpageMediaResponse'), {
          json: { url: file.location, video: !!post.video },
        })
        .catch((e) => {
          throw new MediaUploadError(e);
        });
      mediaIds.push(media.data.id);
    }
  }
  return api.post(`fanpages/${id}/posts`, schemaFrom(contracts, 'fanpagePostIdResponse'), {
    json: {
      message: post.message,
      link: post.link,
      ...(post.video ? { videoId: mediaIds[0] } : { attachedMedia: mediaIds }),
    },
  });
}

/** A failure while uploading media (kept apart from the post's own failure, §8). */
export class MediaUploadError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : '');
    this.name = 'MediaUploadError';
  }
}

export function useFanpagePostMutations(id: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: fanpageKeys.posts(id ?? 0) });
  const create = useSubmitMutation({
    mutationFn: (post: NewFanpagePost) => publishFanpagePost(id ?? 0, post),
    onSuccess: refresh,
  });
  const edit = useSubmitMutation({
    mutationFn: ({ postId, message }: { postId: string; message: string }) =>
      api.put(`fanpages/${id}/posts/${postId}`, schemaFrom(contracts, 'fanpagePostIdResponse'), { json: { message } }),
    onSuccess: refresh,
  });
  const remove = useSubmitMutation({
    mutationFn: (postId: string) => api.delete(`fanpages/${id}/posts/${postId}`, messageOnly),
    onSuccess: refresh,
  });
  return { create, edit, remove };
}
