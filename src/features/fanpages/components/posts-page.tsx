import { Anchor, Button, Card, Group, Image, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { FanpagePost } from '@/contracts/fanpages';
import { FANPAGE_MESSAGES as M, FANPAGE_POST_MESSAGES as PM } from '@/contracts/fanpages-vocabulary';
import { errorMessage } from '@/lib/client-error';
import { useCan } from '@/lib/current-user';
import { formatDateTime } from '@/lib/format';
import { ConfirmAction } from '@/ui/confirm-action';
import { PageHeader } from '@/ui/page-header';
import { EmptyView, LoadingState, RetryAlert } from '@/ui/query-state';
import { RowAction } from '@/ui/row-actions';
import { useConfirmRow } from '@/ui/use-confirm-row';
import { useFanpagePostMutations, useFanpagePosts } from '../api/fanpage-posts';
import { useFanpageOptions } from '../api/fanpages';
import { EditPostModal, PostFormModal } from './post-form-modal';

/** "Bài viết Fanpage" (§2): a page selector, its posts from Facebook, create, edit the message, delete. */
export function PostsPage({
  fanpageId,
  onFanpage,
}: {
  fanpageId: number | undefined;
  onFanpage: (id: number | undefined) => void;
}) {
  const can = useCan();
  const pages = useFanpageOptions();
  const chosen = fanpageId ?? pages.data?.[0]?.id ?? null;
  const posts = useFanpagePosts(chosen);
  const { create, edit, remove } = useFanpagePostMutations(chosen);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<FanpagePost | null>(null);
  const deleting = useConfirmRow<FanpagePost>();
  const list = posts.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Bài viết Fanpage"
        actions={
          can('MARKETING_THEM') && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              disabled={chosen === null}
              onClick={() => setCreating(true)}
            >
              Tạo bài viết
            </Button>
          )
        }
      />
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          {pages.isError && <RetryAlert text={M.loadFailed} onRetry={() => void pages.refetch()} />}
          <Select
            label="Fanpage"
            placeholder={pages.isPending ? 'Đang tải…' : 'Chọn Fanpage'}
            leftSection={<IconBrandFacebook size={16} aria-hidden />}
            data={(pages.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.maTrang})` }))}
            value={chosen === null ? null : String(chosen)}
            onChange={(v) => onFanpage(v ? Number(v) : undefined)}
            allowDeselect={false}
            maw={480}
          />
        </Stack>
      </Card>
      {chosen === null ? (
        pages.isPending ? (
          <LoadingState />
        ) : (
          <EmptyView title={PM.choosePage} description="Thêm fanpage trong Danh sách Fanpage trước." />
        )
      ) : (
        <Stack gap="sm">
          {posts.isError && (
            <RetryAlert text={loadFailure(errorMessage(posts.error))} onRetry={() => void posts.refetch()} />
          )}
          {posts.isPending && <LoadingState />}
          {posts.isSuccess && list.length === 0 && <EmptyView title={PM.noPosts} />}
          {list.map((post) => (
            <PostItem
              key={post.id}
              post={post}
              onEdit={can('MARKETING_SUA') ? () => setEditing(post) : undefined}
              onDelete={can('MARKETING_XOA') ? () => deleting.open(post) : undefined}
            />
          ))}
          {posts.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()}>
                Tải thêm bài viết
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <PostFormModal opened={creating} onClose={() => setCreating(false)} create={create} />
      <EditPostModal
        postId={editing?.id ?? null}
        message={editing?.message ?? ''}
        onClose={() => setEditing(null)}
        edit={edit}
      />
      <ConfirmAction
        opened={deleting.row !== null}
        title="Xóa bài viết"
        message="Bạn có chắc muốn xóa bài viết này khỏi Fanpage? Thao tác không thể hoàn tác."
        confirmLabel="Xóa vĩnh viễn!"
        loading={remove.isPending}
        onConfirm={() =>
          deleting.row &&
          remove.mutate(
            deleting.row.id,
            deleting.callbacks((r) => r.message, PM.deleteFailed),
          )
        }
        onCancel={() => deleting.close()}
      />
    </Stack>
  );
}

/** The server's text starts with "Không thể tải bài viết." already; a network failure does not. */
const loadFailure = (why: string) => (why.startsWith(PM.loadFailed) ? why : `${PM.loadFailed} ${why}`);

function PostItem({ post, onEdit, onDelete }: { post: FanpagePost; onEdit?: () => void; onDelete?: () => void }) {
  const images = post.images.length ? post.images : post.full_picture ? [post.full_picture] : [];
  const label = post.message?.slice(0, 60) || 'Bài viết không có nội dung';
  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          {formatDateTime(post.created_time)}
        </Text>
        <Group gap={4} wrap="nowrap">
          {onEdit && <RowAction tooltip="Sửa" label={`Sửa bài: ${label}`} icon={IconPencil} onClick={onEdit} />}
          {onDelete && (
            <RowAction tooltip="Xóa" label={`Xóa bài: ${label}`} icon={IconTrash} color="red" onClick={onDelete} />
          )}
        </Group>
      </Group>
      <Text
        size="sm"
        mt={4}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        c={post.message ? undefined : 'dimmed'}
      >
        {post.message || '(Không có nội dung)'}
      </Text>
      {images.length > 0 && (
        <SimpleGrid
          cols={{ base: Math.min(images.length, 2), sm: Math.min(images.length, 4) }}
          spacing="xs"
          mt="sm"
          maw={images.length === 1 ? 480 : 960}
        >
          {images.map((src) => (
            <Image key={src} src={src} alt="" h={200} fit="contain" bg="gray.1" radius="sm" loading="lazy" />
          ))}
        </SimpleGrid>
      )}
      {post.permalink_url && (
        <Anchor href={post.permalink_url} target="_blank" rel="noopener noreferrer" size="sm" mt="sm">
          <Group gap={4} component="span" wrap="nowrap">
            Xem trên Facebook
            <IconExternalLink size={12} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Card>
  );
}
