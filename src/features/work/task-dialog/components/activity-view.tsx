import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { WORK_MESSAGES } from '@/contracts/work';
import { PAGER_MAX_PAGES } from '@/contracts/work-vocabulary';
import { formatDateTime } from '@/lib/format';
import { NumberedPager } from '@/ui/numbered-pager';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { UserAvatar } from '@/ui/user-avatar';
import { useActivity } from '../api/activity';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';

/** "Lịch sử hoạt động": who did what and when, 12 a page, with the way back to the task. */
export function ActivityView({ taskId, onBack }: { taskId: number; onBack: () => void }) {
  const [page, setPage] = useState(0);
  const activity = useActivity(taskId, page);
  const logs = activity.data;
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="light" size="xs" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {T.viewTask}
        </Button>
      </Group>
      {activity.isPending ? (
        <LoadingState minHeight={120} />
      ) : activity.isError && !logs ? (
        <ErrorState
          error={activity.error}
          title={WORK_MESSAGES.activityLoad}
          onRetry={() => void activity.refetch()}
          retrying={activity.isFetching}
        />
      ) : !logs || logs.content.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {WORK_MESSAGES.activityEmpty}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.activityTitle}>
          {logs.content.map((log) => (
            <Group key={log.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <UserAvatar url={log.nguoiThucHien.avatarUrl} name={log.nguoiThucHien.hoTen} size="sm" />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm">
                  <Text span fw={600}>
                    {log.nguoiThucHien.hoTen}
                  </Text>{' '}
                  {log.moTa}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(log.ngayTao)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      {logs && (
        <NumberedPager
          page={page}
          totalPages={logs.totalPages}
          onChange={setPage}
          maxNumbers={PAGER_MAX_PAGES}
          label="Trang nhật ký hoạt động"
        />
      )}
    </Stack>
  );
}
