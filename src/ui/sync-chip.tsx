import { Button, Progress } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronRight,
  IconClock,
  IconCloudCheck,
  IconCloudUpload,
  IconHistory,
  IconSend,
  IconWifiOff,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { drainNow } from '@/offline/commands';
import { useSyncState } from '@/offline/use-outbox';
import { dataAgeText, useStaleDataSince } from './data-age';
import classes from './sync-chip.module.css';
import { syncChipView } from './sync-chip-view';

const ICONS = {
  gray: IconWifiOff,
  orange: IconClock,
  blue: IconCloudUpload,
  green: IconCloudCheck,
  red: IconAlertTriangle,
} as const;

/**
 * The sync status on every driver screen and the employee page (offline / N waiting / sending x/y / all sent, last sync
 * time); a tap opens the outbox. When a sync finishes, the driver's reads are refreshed so the
 * lists show what the server now has. Below it, when the screen shows what the phone last knew
 * because the server cannot be reached, a quiet line says from when.
 */
export function SyncChip() {
  const state = useSyncState();
  const staleSince = useStaleDataSince();
  const canSend = state.online && state.waiting > state.needsAttention && state.sending === null;
  return (
    <div>
      <SyncStatusButton state={state} />
      {(staleSince !== null || canSend) && (
        <div className={`${classes.between} ${classes.below}`}>
          <div className={classes.age} data-testid="data-age">
            {staleSince !== null && (
              <>
                <IconHistory size={18} aria-hidden className={classes.icon} />
                <p className={classes.ageText}>{dataAgeText(staleSince, Date.now())}</p>
              </>
            )}
          </div>
          {canSend && <SendNowButton />}
        </div>
      )}
    </div>
  );
}

/** "Gửi ngay": try every waiting report now instead of at its next automatic attempt. */
export function SendNowButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const [running, setRunning] = useState(false);
  const send = () => {
    setRunning(true);
    void drainNow()
      .then((run) => run ?? undefined)
      .catch(() => undefined)
      .finally(() => setRunning(false));
  };
  return (
    <Button
      variant="filled"
      color="blue.8"
      h={44}
      px="md"
      fullWidth={fullWidth}
      style={{ flexShrink: 0 }}
      leftSection={<IconSend size={18} aria-hidden />}
      loading={running}
      onClick={send}
    >
      Gửi ngay
    </Button>
  );
}

function SyncStatusButton({ state }: { state: ReturnType<typeof useSyncState> }) {
  const view = syncChipView(state);
  const Icon = ICONS[view.color];
  useRefreshAfterSync(state.lastSyncAt, state.sending !== null);

  return (
    <Link
      to="/tai-xe-hang-doi"
      className={`mantine-focus-auto ${classes.chip} ${classes[view.color]}`}
      aria-label={`Trạng thái gửi: ${view.label}${view.detail ? `, ${view.detail}` : ''}. Mở hàng đợi gửi`}
      data-testid="sync-chip"
    >
      <div className={classes.row}>
        <Icon size={24} aria-hidden className={classes.icon} />
        <div className={classes.texts}>
          <div className={classes.between}>
            <p className={classes.label} data-testid="sync-chip-label">
              {view.label}
            </p>
            {view.detail && <p className={classes.detail}>{view.detail}</p>}
          </div>
          {view.progress !== null && (
            <Progress value={view.progress} color="white" bg="blue.9" size="sm" aria-label="Tiến độ gửi" />
          )}
        </div>
        <IconChevronRight size={20} aria-hidden className={classes.icon} />
      </div>
    </Link>
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
