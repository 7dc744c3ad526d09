import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { wpPostQueryOptions } from '@/features/articles/blog/api/wp-post';
import { EditPostPage } from '@/features/articles/blog/components/edit-post-page';

const positive = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** `id`: the post's id on the site; `wpSiteId`: our website's id (§2). Invalid ids read as 0 (not found). */
export const Route = createFileRoute('/_app/edit-article/$id/$wpSiteId')({
  staticData: metaFor('/edit-article/$id/$wpSiteId'),
  params: {
    parse: (raw: Record<string, string>) => ({ id: positive(raw.id), wpSiteId: positive(raw.wpSiteId) }),
    stringify: (p: { id: number; wpSiteId: number }) => ({ id: String(p.id), wpSiteId: String(p.wpSiteId) }),
  },
  loader: ({ context: { queryClient }, params }) => {
    if (params.id && params.wpSiteId) void queryClient.prefetchQuery(wpPostQueryOptions(params.wpSiteId, params.id));
  },
  component: EditPostRoute,
});

function EditPostRoute() {
  const { id, wpSiteId } = Route.useParams();
  return <EditPostPage postId={id} siteId={wpSiteId} />;
}
