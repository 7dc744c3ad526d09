import { ActionIcon, Anchor, Button, Divider, Group, Indicator, Loader, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NOTIFICATION_MESSAGES as M, NOTIFICATION_DROPDOWN_SIZE, type Notification } from '@/contracts/notifications';
import { useNow } from '@/ui/use-now';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-read';
import { useOpenNotification } from '../api/use-open-notification';
import { usePushMessages } from '../api/use-push-messages';
import classes from './notification-bell.module.css';
import { NotificationItem } from './notification-item';

const BELL_PARAMS = { page: 0, size: NOTIFICATION_DROPDOWN_SIZE, status: 'all' } as const;
const RING_MS = 1000;

/**
 * The header's bell (spec 000 §2): unread badge, a dropdown of the latest five, a link to every
 * notification. It also listens to the service worker, so a push shows here without a reload.
 * Without push the count still catches up every minute and when the window regains focus.
 */
export function NotificationBell() {
  usePushMessages();
  const [opened, setOpened] = useState(false);
  const [ringing, setRinging] = useState(false);
  const list = useNotifications(BELL_PARAMS, { refetchInterval: 60_000 });
  const unread = list.data?.soChuaDoc ?? 0;

  useEffect(() => {
    if (!ringing) return;
    const timer = setTimeout(() => setRinging(false), RING_MS);
    return () => clearTimeout(timer);
  }, [ringing]);

  const onBell = () => {
    setOpened((o) => !o);
    setRinging(true);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" withinPortal>
      <Popover.Target>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={18}
          color="red"
          offset={6}
          disabled={unread === 0}
          data-testid="notification-badge"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={onBell}
            aria-label={unread ? `Thông báo: ${unread} chưa đọc` : 'Thông báo'}
            aria-expanded={opened}
          >
            <IconBell size={22} className={ringing ? classes.ringing : undefined} data-ringing={ringing || undefined} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <BellDropdown list={list} unread={unread} onDone={() => setOpened(false)} onRetry={() => void list.refetch()} />
      </Popover.Dropdown>
    </Popover>
  );
}

function BellDropdown({
  list,
  unread,
  onDone,
  onRetry,
}: {
  list: ReturnType<typeof useNotifications>;
  unread: number;
  onDone: () => void;
  onRetry: () => void;
}) {
  const now = useNow();
  const open = useOpenNotification();
  const markAll = useMarkAllRead();
  const onOpen = (n: Notification) => {
    onDone();
    void open(n);
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm">
        <Text fw={700}>Thông báo</Text>
        {unread > 0 && (
          <Anchor component="button" size="sm" onClick={() => markAll.mutate()}>
            Đánh dấu tất cả đã đọc
          </Anchor>
        )}
      </Group>
      <Divider />
      <Stack gap={4} p="xs" mah={420} style={{ overflowY: 'auto' }} aria-live="polite">
        {list.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        ) : !list.data ? (
          <Stack align="center" gap="xs" py="md">
            <Text size="sm" c="red">
              {M.loadFailed}
            </Text>
            <Button size="xs" variant="light" onClick={onRetry} loading={list.isFetching}>
              Thử lại
            </Button>
          </Stack>
        ) : list.data.content.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            Chưa có thông báo nào.
          </Text>
        ) : (
          list.data.content.map((n) => <NotificationItem key={n.id} n={n} now={now} onOpen={onOpen} compact />)
        )}
      </Stack>
      <Divider />
      <Button component={Link} to="/tat-ca-thong-bao" variant="subtle" radius={0} onClick={onDone} fullWidth>
        Xem tất cả thông báo
      </Button>
    </Stack>
  );
}
