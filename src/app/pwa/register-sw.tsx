/**
 * Registers the service worker (/sw.js, production builds only) after the page has loaded, and when
 * a new version is waiting, offers 'Tải lại': the page tells the new worker to skip waiting and
 * reloads once it controls the page. Loaded lazily from main.tsx, once the first screen is on. Also
 * links the web app manifest where the page's HTML left it out (see linkManifest).
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Workbox } from 'workbox-window';

const UPDATE_NOTIFICATION_ID = 'sw-update';

const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * The /login page's HTML has no manifest link (vite.config.ts, loginPagePreloads): the browser
 * fetched the manifest and its install icon while the form's scripts were still coming, on a first
 * visit's thin link. Neither draws the form; installing needs them together with the worker.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}

export function registerServiceWorker() {
  linkManifest();
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { type: 'classic' });

  const applyUpdate = () => {
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };

  wb.addEventListener('waiting', () => {
    notifications.show({
      id: UPDATE_NOTIFICATION_ID,
      title: 'Đã có phiên bản mới',
      message: (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">Tải lại để dùng phiên bản mới nhất.</Text>
          <Button size="sm" onClick={applyUpdate}>
            Tải lại
          </Button>
        </Group>
      ),
      autoClose: false,
      withCloseButton: true,
    });
  });

  // A browser that refuses workers (a private window, a policy) still runs the app online: the
  // refusal is not an error of the page's.
  wb.register().catch(() => undefined);
}
