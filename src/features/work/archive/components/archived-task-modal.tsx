import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type ArchivedTask,
  priorityOf,
  TASK_PRIORITY_COLORS,
  TASK_PRIORITY_LABELS,
  TASK_STATUS_COLORS,
  TASK_STATUS_LABELS,
} from '@/contracts/work';
import { formatDateTime, formatFileSizePrecise } from '@/lib/format';
import { AuthFileLink } from '@/ui/auth-file-link';
import { Fact } from '@/ui/fact';
import { Modal } from '@/ui/modal';
import { UserAvatar } from '@/ui/user-avatar';

const orDash = (text: string | null | undefined) => (text ? text : '—');

/** An archived task, read only (spec 002 §2.5): every field, and only a close button. */
export function ArchivedTaskModal({ task, onClose }: { task: ArchivedTask | null; onClose: () => void }) {
  const priority = task ? priorityOf(task.doUuTien) : 'LOW';
  return (
    <Modal opened={task !== null} onClose={onClose} title="Chi tiết công việc lưu trữ" size="lg">
      {task && (
        <Stack gap="sm">
          <Fact label="Tiêu đề">{task.tieuDe}</Fact>
          <Fact label="Mô tả">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {orDash(task.moTa)}
            </Text>
          </Fact>
          <Fact label="Tệp đính kèm">
            {task.attachments.length === 0 ? (
              '—'
            ) : (
              <Stack gap={4}>
                {task.attachments.map((a) => (
                  <Group key={a.id} gap="xs" wrap="nowrap">
                    <AuthFileLink url={a.fileUrl} fileName={a.originalFileName} size="sm">
                      {a.originalFileName}
                    </AuthFileLink>
                    <Text size="xs" c="dimmed">
                      {a.fileSize === null ? '' : formatFileSizePrecise(a.fileSize)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Fact>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <Fact label="Không gian làm việc">{task.workspace.tieuDe}</Fact>
            <Fact label="Cột">{task.column.tenCot}</Fact>
            <Fact label="Người phụ trách">{task.workspace.author.hoTen}</Fact>
            <Fact label="Người quản lý">{task.workspace.managers.map((m) => m.hoTen).join(', ')}</Fact>
            <Fact label="Trạng thái">
              <Badge color={TASK_STATUS_COLORS[task.trangThaiCongViec]} variant="light">
                {TASK_STATUS_LABELS[task.trangThaiCongViec]}
              </Badge>
            </Fact>
            <Fact label="Độ ưu tiên">
              <Badge color={TASK_PRIORITY_COLORS[priority]}>{TASK_PRIORITY_LABELS[priority]}</Badge>
            </Fact>
            <Fact label="Người tạo">{task.nguoiTao?.hoTen}</Fact>
            <Fact label="Ngày tạo">{formatDateTime(task.ngayTao)}</Fact>
            <Fact label="Ngày bắt đầu">{formatDateTime(task.ngayBatDau)}</Fact>
            <Fact label="Ngày kết thúc">{formatDateTime(task.ngayKetThuc)}</Fact>
            <Fact label="Ngày hoàn thành">{formatDateTime(task.ngayHoanThanh)}</Fact>
          </SimpleGrid>
          <Fact label="Người được giao">
            {task.assignedUsers.length === 0 ? (
              '—'
            ) : (
              <Stack gap={6}>
                {task.assignedUsers.map((u) => (
                  <Group key={u.idNguoiDung} gap="sm" wrap="nowrap">
                    <UserAvatar url={u.avatarUrl} name={u.hoTen} size="sm" radius="xl" />
                    <div>
                      <Text size="sm">{u.hoTen}</Text>
                      <Text size="xs" c="dimmed">
                        {orDash(u.email)}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            )}
          </Fact>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Đóng
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
