import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Notification } from '@/contracts/notifications';
import { useCan } from '@/lib/current-user';
import { clickOf } from '../model/click-target';
import { useMarkRead } from './mark-read';

type Openable = Pick<Notification, 'id' | 'daDoc' | 'deepLink' | 'loaiDoiTuong' | 'idDoiTuong'>;

/** Opens a notification as spec 000 §2 says, marking it read on the way. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const can = useCan();
  const markRead = useMarkRead();
  const { mutate, mutateAsync } = markRead;
  return useCallback(
    async (n: Openable) => {
      const { target, markRead: mark } = clickOf(n, { can });
      if (target.kind === 'external') {
        // Leaving the page would cancel the mark in flight: let it land first.
        if (mark) await mutateAsync(n).catch(() => undefined);
        window.location.assign(target.href);
        return;
      }
      if (mark) mutate(n);
      await navigate({ href: target.path });
    },
    [can, mutate, mutateAsync, navigate],
  );
}
