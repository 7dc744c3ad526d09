import { Button, Card, CloseButton, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { WP_SITE_MESSAGES, type WpPost } from '@/contracts/wp-sites';
import { DateField } from '@/ui/date-fields';
import { NumberedPager } from '@/ui/numbered-pager';
import { PageHeader } from '@/ui/page-header';
import { PageJump } from '@/ui/page-jump';
import { EmptyView, ErrorState, LoadingState } from '@/ui/query-state';
import { useWpSiteOptions } from '../../websites/api/wp-sites';
import { siteOptions } from '../../websites/model/site-label';
import { useWpPosts } from '../api/wp-posts';
import { BLOG_STATUS_LABELS, BLOG_STATUSES, type BlogSearch, type BlogStatus } from '../model/blog-search';
import { PostCard } from './post-card';

const ALL_SITES = 'all';

/** "Bài viết trên website" (§2): the sites' posts as cards, 9 a page, with filters and a page jump. */
/** `cardActions`: what another area adds to each card (the route puts marketing's "Chia sẻ Facebook" there). */
export function BlogPage({
  search,
  onSearch,
  cardActions,
}: {
  search: BlogSearch;
  onSearch: (s: Partial<BlogSearch>) => void;
  cardActions?: (post: WpPost) => ReactNode;
}) {
  const posts = useWpPosts(search);
  const sites = useWpSiteOptions();
  const [text, setText] = useState(search.search ?? '');
  useEffect(() => setText(search.search ?? ''), [search.search]);

  // A filter change starts again from the first page.
  const filter = (patch: Partial<BlogSearch>) => onSearch({ ...patch, page: 0 });
  const data = posts.data;
  const totalPages = data?.totalPages ?? 0;

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader title="Bài viết trên website" />
      <Card withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <Select
            label="Website"
            data={[{ value: ALL_SITES, label: 'Tất cả website' }, ...siteOptions(sites.data ?? [])]}
            value={search.siteId ? String(search.siteId) : ALL_SITES}
            onChange={(v) => filter({ siteId: v && v !== ALL_SITES ? Number(v) : undefined })}
            allowDeselect={false}
            searchable
            error={sites.isError ? WP_SITE_MESSAGES.loadFailed : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Tìm kiếm"
            placeholder="Gõ rồi nhấn Enter"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') filter({ search: text.trim() || undefined });
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSectionPointerEvents="all"
            rightSection={
              text ? (
                <CloseButton
                  size="sm"
                  aria-label="Xóa tìm kiếm"
                  onClick={() => {
                    setText('');
                    filter({ search: undefined });
                  }}
                />
              ) : null
            }
          />
          <Select
            label="Trạng thái"
            data={BLOG_STATUSES.map((s) => ({ value: s, label: BLOG_STATUS_LABELS[s] }))}
            value={search.status}
            onChange={(v) => filter({ status: (v ?? 'all') as BlogStatus })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <DateField label="Từ ngày" value={search.after ?? ''} onChange={(v) => filter({ after: v || undefined })} />
          <DateField
            label="Đến ngày"
            value={search.before ?? ''}
            onChange={(v) => filter({ before: v || undefined })}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => {
              setText('');
              onSearch({
                page: 0,
                siteId: undefined,
                search: undefined,
                status: 'all',
                after: undefined,
                before: undefined,
              });
            }}
          >
            Đặt lại
          </Button>
        </Group>
      </Card>

      {posts.isError && (
        <ErrorState error={posts.error} onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      )}
      {!data && posts.isPending && <LoadingState />}
      {data && data.content.length === 0 && (
        <EmptyView title="Không có bài viết nào." description="Thử bỏ bớt bộ lọc hoặc chọn website khác." />
      )}
      {data && data.content.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          style={{ opacity: posts.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={posts.isFetching}
        >
          {data.content.map((post) => (
            <PostCard key={`${post.siteId}-${post.id}`} post={post} extraActions={cardActions?.(post)} />
          ))}
        </SimpleGrid>
      )}
      {totalPages > 1 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <NumberedPager
            page={search.page}
            totalPages={totalPages}
            maxNumbers={5}
            onChange={(page) => onSearch({ page })}
            summary={`Trang ${search.page + 1} / ${totalPages} (${data?.totalElements ?? 0} bài)`}
          />
          <PageJump totalPages={totalPages} onJump={(page) => onSearch({ page })} />
        </Group>
      )}
    </Stack>
  );
}
