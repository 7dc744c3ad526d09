import { Badge, Button, Card, Group, Pagination, SegmentedControl, Stack } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { NOTIFICATION_MESSAGES as M, NOTIFICATION_PAGE_SIZE, type NotificationStatus } from '@/contracts/notifications';
import { ApiClientError, GENERIC_ERROR_MESSAGE } from '@/lib/client-error';
import { notifyError } from '@/ui/notify';
import { EmptyView, ErrorState, LoadingState } from '@/ui/query-state';
import { useNow } from '@/ui/use-now';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-read';
import { useOpenNotification } from '../api/use-open-notification';
import { NotificationItem } from './notification-item';

export type NotificationsSearch = { status: NotificationStatus; page: number };

const EMPTY: Record<NotificationStatus, string> = {
  all: 'Chưa có thông báo nào.',
  unread: 'Bạn đã đọc hết thông báo.',
  read: 'Chưa có thông báo nào đã đọc.',
};

/** Server message first; the spec's text when the server sent none (network down). */
const loadError = (error: unknown) =>
  error instanceof ApiClientError && error.status > 0
    ? error
    : new ApiClientError({ status: 0, code: 'LIST', message: M.loadFailed });

/**
 * 'Tất cả thông báo' (spec 000 §2): all / unread / read with the unread count, mark all read, the
 * list, and a pager that collapses with an ellipsis above 7 pages (Mantine's: 1 … 4 5 6 … 10).
 */
export function NotificationsPage({
  search,
  onSearch,
}: {
  search: NotificationsSearch;
  onSearch: (patch: Partial<NotificationsSearch>) => void;
}) {
  const now = useNow();
  const list = useNotifications({ page: search.page, size: NOTIFICATION_PAGE_SIZE, status: search.status });
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const unread = list.data?.soChuaDoc ?? 0;
  const totalPages = list.data?.totalPages ?? 0;

  const onMarkAll = () => markAll.mutate(undefined, { onError: (error) => notifyError(error, GENERIC_ERROR_MESSAGE) });

  return (
    <Card withBorder radius="lg" padding="lg" maw={960}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            value={search.status}
            onChange={(v) => onSearch({ status: v as NotificationStatus, page: 0 })}
            aria-label="Lọc thông báo"
            data={[
              { value: 'all', label: 'Tất cả' },
              {
                value: 'unread',
                label: (
                  <Group gap={6} wrap="nowrap" justify="center">
                    Chưa đọc
                    <Badge
                      size="sm"
                      color="red"
                      variant={unread ? 'filled' : 'light'}
                      aria-label={`${unread} chưa đọc`}
                      // The control's label is a shrinking flex box: without this the number is squeezed away.
                      style={{ flex: 'none' }}
                    >
                      {unread}
                    </Badge>
                  </Group>
                ),
              },
              { value: 'read', label: 'Đã đọc' },
            ]}
          />
          <Button
            variant="light"
            leftSection={<IconChecks size={18} aria-hidden />}
            onClick={onMarkAll}
            disabled={unread === 0}
          >
            Đánh dấu tất cả đã đọc
          </Button>
        </Group>

        {list.isPending ? (
          <LoadingState />
        ) : !list.data ? (
          <ErrorState
            title={M.loadFailed}
            error={loadError(list.error)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.content.length === 0 ? (
          <EmptyView title={EMPTY[search.status]} />
        ) : (
          <Stack component="ul" gap="xs" aria-label="Danh sách thông báo" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.content.map((n) => (
              <li key={n.id}>
                <NotificationItem n={n} now={now} onOpen={(x) => void open(x)} />
              </li>
            ))}
          </Stack>
        )}

        {totalPages > 1 && (
          <Group justify="center">
            <Pagination
              total={totalPages}
              value={search.page + 1}
              onChange={(p) => onSearch({ page: p - 1 })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Trang trước' : control === 'next' ? 'Trang sau' : control,
              })}
              getItemProps={(page) => ({ 'aria-label': `Trang ${page}` })}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
