import {
  type Notification,
  type NotificationTarget,
  notificationTarget,
  type TargetContext,
} from '@/contracts/notifications';

export type NotificationClick = {
  target: NotificationTarget;
  /** Opening an unread notification marks it read (spec 000 §2). */
  markRead: boolean;
};

/** What a click on a notification does: where it goes and whether it becomes read. */
export const clickOf = (
  n: Pick<Notification, 'daDoc' | 'deepLink' | 'loaiDoiTuong' | 'idDoiTuong'>,
  context: TargetContext = {},
) => ({ target: notificationTarget(n, context), markRead: !n.daDoc }) satisfies NotificationClick;
