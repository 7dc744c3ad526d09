import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Notification } from '@/contracts/notifications';
import type { PermissionCode } from '@/contracts/permissions';
import { meQueryOptions } from '@/lib/current-user';
import { clickOf } from '../model/click-target';
import { useMarkRead } from './mark-read';

type Openable = Pick<Notification, 'id' | 'daDoc' | 'deepLink' | 'loaiDoiTuong' | 'idDoiTuong'>;

/** Opens a notification as spec 000 §2 says, marking it read on the way. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const markRead = useMarkRead();
  const { mutate, mutateAsync } = markRead;
  return useCallback(
    async (n: Openable) => {
      // Where an object opens depends on the reader's rights (a manager's list or their own page):
      // a click made before /me has answered waits for it rather than guessing "no rights".
      const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
      const granted: readonly string[] = me?.quyen ?? [];
      const can = (code: PermissionCode) => granted.includes(code);
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
    [queryClient, mutate, mutateAsync, navigate],
  );
}
