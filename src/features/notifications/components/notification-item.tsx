import { Avatar, Badge, Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { type Notification, notificationTypeLabel } from '@/contracts/notifications';
import { formatDateTime } from '@/lib/format';
import { HtmlBody } from '@/ui/html-body';
import { timeAgo } from '../model/time-ago';

const TYPE_COLORS: Record<string, string> = {
  CONG_VIEC: 'blue',
  PHAN_CONG: 'grape',
  BINH_LUAN: 'cyan',
  NHAC_NHO: 'orange',
  THONG_KE: 'teal',
  QUA_HAN: 'red',
};

export const SYSTEM_SENDER = 'Hệ thống';

/**
 * One notification: sender avatar, type tag, time ago, title and HTML body; unread ones are marked
 * with a dot and a tinted background. The whole card opens it; its title is the keyboard's button.
 */
export function NotificationItem({
  n,
  now,
  onOpen,
  compact = false,
}: {
  n: Notification;
  now: number;
  onOpen: (n: Notification) => void;
  /** The bell's dropdown: smaller, body clamped, no dates past 30 days (the list page shows them). */
  compact?: boolean;
}) {
  const sender = n.tenNguoiGui ?? SYSTEM_SENDER;
  return (
    <Paper
      withBorder={!compact}
      radius="md"
      p={compact ? 'xs' : 'sm'}
      bg={n.daDoc ? undefined : 'var(--mantine-color-blue-light)'}
      style={{ cursor: 'pointer' }}
      onClick={() => onOpen(n)}
      data-testid="notification-item"
      data-unread={!n.daDoc || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          src={n.avatarNguoiGui}
          name={n.tenNguoiGui ?? undefined}
          color={n.tenNguoiGui ? 'initials' : 'gray'}
          radius="xl"
          size={compact ? 34 : 42}
          alt={sender}
        >
          {n.tenNguoiGui ? undefined : <IconBell size={18} aria-hidden />}
        </Avatar>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text size="xs" c="dimmed" truncate>
                {sender}
              </Text>
              <Badge size="xs" variant="light" color={TYPE_COLORS[n.loaiThongBao] ?? 'gray'}>
                {notificationTypeLabel(n.loaiThongBao)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" title={formatDateTime(n.thoiGianTao)} style={{ whiteSpace: 'nowrap' }}>
              {timeAgo(n.thoiGianTao, now, compact ? {} : { dateAfterDays: 30 })}
            </Text>
          </Group>
          <UnstyledButton
            fz="sm"
            fw={n.daDoc ? 500 : 700}
            style={{ textAlign: 'left' }}
            aria-label={`${n.daDoc ? '' : 'Chưa đọc: '}${n.tieuDe}`}
          >
            {n.tieuDe}
          </UnstyledButton>
          <HtmlBody html={n.noiDung} c={n.daDoc ? 'dimmed' : undefined} lineClamp={compact ? 2 : undefined} />
        </Stack>
        {!n.daDoc && (
          <Box
            mt={6}
            w={8}
            h={8}
            style={{ borderRadius: '50%', flex: 'none', background: 'var(--mantine-color-blue-filled)' }}
            aria-hidden
          />
        )}
      </Group>
    </Paper>
  );
}
