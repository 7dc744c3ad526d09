import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  type Column,
  TASK_NEXT_STATUS,
  TASK_PRIORITY_COLORS,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
  type Task,
} from '@/contracts/work';
import { formatDateTime } from '@/lib/format';
import type { OutboxItem } from '@/offline/types';
import { OutboxStatusBadge } from '@/ui/outbox-status-badge';
import { UserAvatar } from '@/ui/user-avatar';
import { TASK_DIALOG_TEXTS as T } from '../model/texts';
import { AttachmentList } from './attachment-list';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The details column of view mode: title, status (with this phone's unsent change, 'Chờ gửi'),
 * priority, dates, people and files, and the one forward step the status allows (§4.1).
 */
export function TaskDetails({
  task,
  columns,
  pendingStatus,
  onStep,
}: {
  task: Task;
  columns: readonly Column[];
  pendingStatus: OutboxItem | null;
  onStep: () => void;
}) {
  const column = columns.find((c) => c.id === task.workColumnId);
  const shownStatus =
    (pendingStatus?.payload.newStatus as Task['trangThaiCongViec'] | undefined) ?? task.trangThaiCongViec;
  const next = TASK_NEXT_STATUS[shownStatus];
  return (
    <Stack gap="sm" component="section" aria-label="Thông tin công việc">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {task.tieuDe}
      </Title>
      <Group gap="xs">
        <Badge color={TASK_STATUS_COLORS[shownStatus]} variant="light" data-testid="task-status">
          {TASK_STATUS_LABELS[shownStatus]}
        </Badge>
        {pendingStatus && <OutboxStatusBadge item={pendingStatus} size="md" />}
        <Badge color={TASK_PRIORITY_COLORS[task.doUuTien]} variant="outline">
          {TASK_PRIORITY_LABELS[task.doUuTien]}
        </Badge>
        {column && (
          <Badge color="gray" variant="dot">
            {column.tenCot}
          </Badge>
        )}
      </Group>
      {pendingStatus?.status === 'needs-attention' && (
        <Text size="xs" c="red">
          {pendingStatus.lastError?.message}
        </Text>
      )}
      {next && (
        <Group>
          <Button size="xs" variant="light" leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={onStep}>
            {next.action}
          </Button>
        </Group>
      )}
      <Field label={T.description}>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={task.moTa ? undefined : 'dimmed'}
        >
          {task.moTa || T.noDescription}
        </Text>
      </Field>
      <Group grow align="flex-start">
        <Field label={T.start}>
          <Text size="sm">{task.ngayBatDau ? formatDateTime(task.ngayBatDau) : '—'}</Text>
        </Field>
        <Field label={T.deadline}>
          <Text size="sm">{task.ngayKetThuc ? formatDateTime(task.ngayKetThuc) : '—'}</Text>
        </Field>
      </Group>
      <Field label={T.assignees}>
        {task.assignedUsers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noAssignees}
          </Text>
        ) : (
          <Stack gap={4}>
            {task.assignedUsers.map((u) => (
              <Group key={u.idNguoiDung} gap="xs" wrap="nowrap">
                <UserAvatar url={u.avatarUrl} name={u.hoTen} size="sm" />
                <Text size="sm">{u.hoTen}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Field>
      {task.nguoiTao && (
        <Field label={T.createdBy}>
          <Text size="sm">
            {task.nguoiTao.hoTen} · {formatDateTime(task.ngayTao)}
          </Text>
        </Field>
      )}
      <Field label={T.attachments}>
        {task.attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noAttachments}
          </Text>
        ) : (
          <AttachmentList files={task.attachments} />
        )}
      </Field>
    </Stack>
  );
}
