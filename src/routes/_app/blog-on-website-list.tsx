import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { wpPostsQueryOptions } from '@/features/articles/blog/api/wp-posts';
import { BlogPage } from '@/features/articles/blog/components/blog-page';
import { BLOG_STATUSES, type BlogSearch, plainText } from '@/features/articles/blog/model/blog-search';
import { ShareFanpageButton } from '@/features/fanpages/components/share-fanpage-dialog';
import { enumParam, idParam, pageParam, patternParam, searchParams, textParam, withDefault } from '@/lib/search-params';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const search = searchParams({
  page: withDefault(pageParam(), 0),
  siteId: idParam(),
  search: textParam(200),
  status: enumParam(BLOG_STATUSES, 'all'),
  after: patternParam(isoDate),
  before: patternParam(isoDate),
});

export const Route = createFileRoute('/_app/blog-on-website-list')({
  staticData: metaFor('/blog-on-website-list'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(wpPostsQueryOptions(deps));
  },
  component: BlogRoute,
});

function BlogRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<BlogSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return (
    <BlogPage
      search={s}
      onSearch={onSearch}
      cardActions={(post) => <ShareFanpageButton postUrl={post.link} title={plainText(post.title.rendered)} />}
    />
  );
}
