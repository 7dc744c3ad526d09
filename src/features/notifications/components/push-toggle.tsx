import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellOff, IconBellRinging } from '@tabler/icons-react';
import { NOTIFICATION_MESSAGES as M } from '@/contracts/notifications';
import { notifySuccess } from '@/ui/notify';
import { PushSetupError, usePushState, useTogglePush } from '../api/push';

/** Why turning push on or off failed: what the browser refused, else the spec's generic text. */
export const pushErrorText = (error: unknown, fallback: string = M.pushFailed) =>
  error instanceof PushSetupError ? error.message : fallback;

/**
 * The header's real-time toggle (spec 000 §2): 'Bật Real-time' / 'Tắt Real-time', 'Đang xử lý...'
 * while the browser and the server agree, for this device only.
 */
export function PushToggle(props: ButtonProps) {
  const state = usePushState();
  const toggle = useTogglePush();
  const on = Boolean(state.data?.endpoint);
  const busy = toggle.isPending || state.isPending;
  const onClick = () =>
    toggle.mutate(!on, {
      onSuccess: () => notifySuccess(on ? M.pushOff : M.pushOn),
      onError: (error) => notifications.show({ color: 'red', message: pushErrorText(error) }),
    });
  return (
    <Button
      variant={on ? 'light' : 'filled'}
      color={on ? 'gray' : 'blue'}
      leftSection={on ? <IconBellOff size={16} aria-hidden /> : <IconBellRinging size={16} aria-hidden />}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      {...props}
    >
      {busy ? 'Đang xử lý...' : on ? 'Tắt Real-time' : 'Bật Real-time'}
    </Button>
  );
}
