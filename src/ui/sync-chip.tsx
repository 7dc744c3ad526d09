import { Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronRight,
  IconClock,
  IconCloudCheck,
  IconCloudUpload,
  IconWifiOff,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSyncState } from '@/offline/use-outbox';
import { syncChipView } from './sync-chip-view';

const ICONS = {
  gray: IconWifiOff,
  orange: IconClock,
  blue: IconCloudUpload,
  green: IconCloudCheck,
  red: IconAlertTriangle,
} as const;

const BG = { gray: 'dark.6', orange: 'orange.9', blue: 'blue.8', green: 'green.9', red: 'red.9' } as const;

/**
 * The sync status on every driver screen and the employee page (offline / N waiting / sending x/y / all sent, last sync
 * time); a tap opens the outbox. When a sync finishes, the driver's reads are refreshed so the
 * lists show what the server now has.
 */
export function SyncChip() {
  const state = useSyncState();
  const view = syncChipView(state);
  const Icon = ICONS[view.color];
  useRefreshAfterSync(state.lastSyncAt, state.sending !== null);

  return (
    <UnstyledButton
      component={Link}
      to="/tai-xe-hang-doi"
      bg={BG[view.color]}
      c="white"
      px="md"
      py={8}
      mih={52}
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block' }}
      aria-label={`Trạng thái gửi: ${view.label}${view.detail ? `, ${view.detail}` : ''}. Mở hàng đợi gửi`}
      data-testid="sync-chip"
    >
      <Group gap="sm" wrap="nowrap">
        <Icon size={24} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} size="md" lh={1.2} data-testid="sync-chip-label">
              {view.label}
            </Text>
            {view.detail && (
              <Text size="sm" lh={1.2} c="gray.2" truncate>
                {view.detail}
              </Text>
            )}
          </Group>
          {view.progress !== null && (
            <Progress value={view.progress} color="white" bg="blue.9" size="sm" aria-label="Tiến độ gửi" />
          )}
        </Stack>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
}

/** After each finished sync, refetch what is on screen (new ticket numbers, approved fuel, …). */
/**
 * Refetches what the screen shows once a drain has finished — not after every item it sends:
 * refetching six reads per sent item competed with the uploads for a thin uplink.
 */
function useRefreshAfterSync(lastSyncAt: number | null, draining: boolean) {
  const queryClient = useQueryClient();
  const seen = useRef(lastSyncAt);
  const pending = useRef(false);
  useEffect(() => {
    if (lastSyncAt !== seen.current) {
      seen.current = lastSyncAt;
      if (lastSyncAt !== null) pending.current = true;
    }
    if (draining || !pending.current) return;
    pending.current = false;
    void queryClient.invalidateQueries({ refetchType: 'active' });
  }, [lastSyncAt, draining, queryClient]);
}
