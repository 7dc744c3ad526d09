// In the build only Mantine's global styles stay here: each component's styles travel with the
// chunk that uses it (vite.config.ts, mantineStylesPerComponent). Layered: the app's CSS wins.
import '@mantine/core/styles.layer.css';
// The theme's CSS variables, computed at build time rather than by MantineProvider at each start
// (scripts/gen-theme-variables.ts).
import './ui/theme-variables.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { wireApiClient } from './app/api-wiring';
import { bootState } from './app/boot-read';
import { firstScreenTurn, markFirstScreenOn } from './app/first-screen';
import { queryClient } from './app/query-client';
import { PersistedQueryClientProvider } from './app/query-persistence';
import { appRouter } from './app/router';
import { whenSignedIn } from './app/signed-in';
import { preloadToastsHost, ToastsOnDemand } from './app/toasts-on-demand';
import { authKeys } from './features/auth/api/query-keys';
import { removeLoginShell } from './features/auth/login-shell';
import { nextTask } from './lib/next-task';
import { seedOutboxReads } from './offline/known-reads';
import { listenForInstallPrompt } from './ui/install-prompt';
import { lightColorScheme, theme } from './ui/theme';

// Before any screen can call the API: the client gets the session engine from here (app/api-wiring.ts).
wireApiClient();

// IndexedDB first: the session, the persisted cache and the outbox are read while React starts.
// The route guards read the session query, seeded here so they need not load Dexie (see
// app/boot-read.ts); the outbox's live reads start from what it holds (offline/known-reads.ts).
void bootState().then((boot) => {
  if (boot && queryClient.getQueryData(authKeys.session()) === undefined) {
    queryClient.setQueryData(authKeys.session(), boot.session);
  }
  if (boot?.session) seedOutboxReads(boot.session.userId, boot.outbox);
});

listenForInstallPrompt();

// What every page needs only after its first screen is on: the toasts' host's module and the
// service worker's registration. Fetched and evaluated before it, they took the network and the
// main thread from the first screen (a first visit to /login drew its form after them). The host
// mounts with the first toast (app/toasts-on-demand.tsx).
preloadToastsHost();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Thiếu phần tử #root trong index.html.');

void start(rootElement);

/**
 * The router, its route chunks' import and the root, each in a task of its own after this one. Done
 * here, they were part of the task that evaluates every module of the first load: 55–80 ms at CPU
 * ×1 in Lighthouse's traces of /login and /tai-xe, the longest task of a start, and in one task
 * after it 37 ms — most of both the first run's compiling of the code they call.
 */
async function start(rootElement: HTMLElement) {
  await nextTask();
  const router = appRouter();
  await nextTask();
  // The screen's code while IndexedDB and React start: the router would ask for its route chunks
  // only after the persisted cache is restored and the guards have run.
  for (const route of router.getMatchedRoutes(window.location.pathname)[0])
    void router.loadRouteChunk(route)?.catch(() => undefined);
  await nextTask();

  createRoot(rootElement).render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        colorSchemeManager={lightColorScheme}
        defaultColorScheme="light"
        withCssVariables={false}
      >
        <ToastsOnDemand />
        <PersistedQueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </PersistedQueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );

  // Once the first screen is on (or after 3 s whatever happens): the toasts' host, the service
  // worker's registration, and the outbox engine with the session-lost handler
  // (app/start-background.ts), the last only for someone signed in (app/signed-in.ts): nobody's
  // outbox can be sent, and /login stays light.
  let started = false;
  const afterFirstScreen = () => {
    if (started) return;
    started = true;
    stopWaiting();
    clearTimeout(fallback);
    markFirstScreenOn();
    if (import.meta.env.PROD) {
      void firstScreenTurn()
        .then(() => import('./app/pwa/register-sw'))
        .then(({ registerServiceWorker }) => registerServiceWorker());
    }
    void firstScreenTurn().then(() =>
      whenSignedIn(queryClient, () => void import('./app/start-background').then((m) => m.startBackground())),
    );
  };
  // onRendered comes with the commit, and its paint reaches the screen a frame or more later (more on
  // a busy phone): started at once, these requests shared the link with the first screen and its
  // paint waited on them (Lighthouse counted them in the form's LCP). So a little after the next frame.
  const PAINT_MARGIN_MS = 100;
  const afterPaint = () => {
    // The first render is the one waited for: later ones (a redirect, data) schedule nothing more.
    stopWaiting();
    // The login form renders deferred (routes/login.tsx): the router's first render leaves #root
    // empty and the form commits a few slices later. That commit is the first screen.
    whenDrawn(rootElement, () => {
      // /login's static first frame, hidden by its CSS since this commit: the form removes it itself,
      // another first screen (someone signed in, sent on from /login) here. Not on the 3-s fallback,
      // which can come while a slow phone still shows it.
      removeLoginShell();
      requestAnimationFrame(() => setTimeout(afterFirstScreen, PAINT_MARGIN_MS));
    });
  };
  const stopWaiting = router.subscribe('onRendered', afterPaint);
  const fallback = setTimeout(afterFirstScreen, 3_000);
}

/** `then` once #root holds more than Mantine's <style>s: the login shell's CSS rule's own test. */
function whenDrawn(root: HTMLElement, then: () => void) {
  const drawn = () => root.querySelector(':scope > :not(style)') !== null;
  if (drawn()) return then();
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { childList: true });
}
