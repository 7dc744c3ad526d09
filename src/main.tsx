// First: zod answers in Vietnamese here as on the server (one error map).
import './contracts/zod-vi';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForInstallPrompt } from './app/pwa/install-prompt';
import { queryClient } from './app/query-client';
import { clearPersistedQueries, PersistedQueryClientProvider } from './app/query-persistence';
import { router } from './app/router';
import { theme } from './app/theme';
import { setSessionLostHandler } from './lib/api-client';
import { startOfflineEngine } from './offline/triggers';
import toastClasses from './ui/toasts.module.css';

listenForInstallPrompt();

// The server refused to refresh the session (spec 000 §4): the session is already cleared; drop
// every cached answer and send the user to /login.
setSessionLostHandler(() => {
  queryClient.clear();
  void clearPersistedQueries();
  const { pathname, href } = router.state.location;
  if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
});

// The outbox: drains at start, on reconnect, when visible, after enqueue and login, on a timer.
startOfflineEngine();

// Toasts are queued in @mantine/notifications' store until this (and its transitions) loads, so
// the first screen does not wait for code it only needs once something happens.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Thiếu phần tử #root trong index.html.');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        {/* Every toast 3 s, top right, below the top bars; a tapped one pauses alone, not all of them. */}
        <Notifications
          position="top-right"
          autoClose={3000}
          pauseResetOnHover="notification"
          classNames={toastClasses}
        />
      </Suspense>
      <PersistedQueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </PersistedQueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

if (import.meta.env.PROD) {
  void import('./app/pwa/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
}
