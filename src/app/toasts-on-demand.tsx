/**
 * The toasts' host (app/notifications-host.tsx), mounted with the first toast. Its module loads
 * after the first screen, so a toast shown offline finds it in memory; mounting it, six positions'
 * containers and their transitions, was the longest task after a first screen (72 ms at CPU ×1 in
 * a Lighthouse trace of /login, ~290 ms as it simulates ×4), for toasts most visits never show. A toast shown
 * before it mounts waits in @mantine/notifications' store and appears with it.
 */
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { firstScreenTurn } from './first-screen';

const loadHost = () => import('./notifications-host');
const NotificationsHost = lazy(loadHost);

/** Fetches and evaluates the host's module in a turn after the first screen (main.tsx). */
export const preloadToastsHost = () =>
  void firstScreenTurn()
    .then(loadHost)
    .catch(() => undefined);

export function ToastsOnDemand() {
  const { notifications } = useNotifications();
  // Once mounted it stays: a toast leaving plays its exit transition, the next one mounts nothing.
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
