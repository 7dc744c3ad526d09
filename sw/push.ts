/**
 * Browser push in the service worker. `push`: decrypted by the browser, the payload (title, body,
 * icon, deep link, the notification row) becomes a system notification, and open pages get
 * { type: 'NEW_NOTIFICATION' } so their bell and list update without a reload. `notificationclick`:
 * an open window of the app is focused and told to open the notification (it routes and marks it
 * read); with none, the notification is marked read here and a window opens at the deep link.
 * Loaded by sw.ts (through on-demand.ts) at the first push or click, which it keeps alive until these settle.
 */
import { type Notification, PUSH_MESSAGES, pushPayload } from '@/contracts/notifications';
import { api } from '@/lib/api';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

type ClickData = { url: string; notification: Notification };

async function appWindows() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((w) => new URL(w.url).origin === self.location.origin);
}

/** A push: its notification shown and open pages told. sw.ts keeps the event alive until it settles. */
export async function handlePush(event: PushEvent): Promise<void> {
  let raw: unknown;
  try {
    raw = event.data?.json();
  } catch {
    raw = undefined;
  }
  const parsed = pushPayload.safeParse(raw);
  if (!parsed.success) {
    // Subscriptions promise a visible notification for every push (userVisibleOnly).
    await self.registration.showNotification('Vận Tải', { body: 'Bạn có thông báo mới.', icon: ICON });
    return;
  }
  const { title, body, icon, url, notification } = parsed.data;
  const data: ClickData = { url, notification };
  await Promise.all([
    self.registration.showNotification(title, {
      body,
      icon: icon ?? ICON,
      badge: ICON,
      tag: `thong-bao-${notification.id}`,
      data,
    }),
    appWindows().then((windows) => {
      for (const w of windows) w.postMessage({ type: PUSH_MESSAGES.newNotification, notification });
    }),
  ]);
}

/** A click on a notification: an open window of the app focused and told, else the deep link opened. */
export async function handleNotificationClick(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const data = event.notification.data as Partial<ClickData> | null;
  const target = new URL(data?.url ?? '/', self.location.origin);
  const inApp = target.origin === self.location.origin;
  const windows = inApp ? await appWindows() : [];
  const open = windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
  if (open && data?.notification) {
    await open.focus();
    open.postMessage({ type: PUSH_MESSAGES.open, notification: data.notification });
    return;
  }
  if (data?.notification && !data.notification.daDoc) {
    await api.send(`thong-bao/${data.notification.id}/doc`, { method: 'put' }).catch(() => undefined);
  }
  await self.clients.openWindow(target.href);
}
