import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForInstallPrompt } from './app/pwa/install-prompt';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { theme } from './app/theme';
import { setSessionLostHandler } from './lib/api-client';

listenForInstallPrompt();

// The server refused to refresh the session (spec 000 §4): the session is already cleared; drop
// every cached answer and send the user to /login.
setSessionLostHandler(() => {
  queryClient.clear();
  const { pathname, href } = router.state.location;
  if (pathname !== '/login') void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Thiếu phần tử #root trong index.html.');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Notifications position="top-right" autoClose={3000} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

if (import.meta.env.PROD) {
  void import('./app/pwa/register-sw').then(({ registerServiceWorker }) => registerServiceWorker());
}
