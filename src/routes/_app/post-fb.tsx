import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { fanpageOptionsQueryOptions } from '@/features/fanpages/api/fanpages';
import { PostsPage } from '@/features/fanpages/components/posts-page';
import { idParam, searchParams } from '@/lib/search-params';

const search = searchParams({ fanpageId: idParam() });

export const Route = createFileRoute('/_app/post-fb')({
  staticData: metaFor('/post-fb'),
  validateSearch: search,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(fanpageOptionsQueryOptions());
  },
  component: PostsRoute,
});

function PostsRoute() {
  const { fanpageId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onFanpage = useCallback(
    (id: number | undefined) => void navigate({ search: { fanpageId: id }, replace: true }),
    [navigate],
  );
  return <PostsPage fanpageId={fanpageId} onFanpage={onFanpage} />;
}
