import type { CDPSession, Page } from '@playwright/test';

export interface ServiceWorkerControl {
  /** A session with CDP's ServiceWorker domain on (deliverPushMessage, dispatchSyncEvent, stopAllWorkers…). */
  cdp: CDPSession;
  /** The id of the origin's registration, which the domain's commands take. */
  registrationId: string;
  /** Whether its worker is 'stopped', 'starting', 'running' or 'stopping', as CDP last said. */
  runningStatus: () => string | undefined;
}

/** CDP's view of `origin`'s service worker. `page` may be any page of the context, even about:blank. */
export async function serviceWorkerOf(page: Page, origin: string): Promise<ServiceWorkerControl> {
  const cdp = await page.context().newCDPSession(page);
  let status: string | undefined;
  let resolveId: (id: string) => void = () => undefined;
  const registrationId = new Promise<string>((resolve) => {
    resolveId = resolve;
  });
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const mine = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
    if (mine) resolveId(mine.registrationId);
  });
  // Enabling the domain reports the current registrations and versions, then every change. A
  // version replaced by an update stays listed as 'redundant' (and 'stopped'): it is not the worker.
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    const mine = versions.filter((v) => v.scriptURL.startsWith(origin) && v.status !== 'redundant').at(-1);
    if (mine) status = mine.runningStatus;
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrationId, runningStatus: () => status };
}
