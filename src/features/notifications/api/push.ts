/**
 * This browser's push subscription: whether it is on, turning it on (permission, the server's VAPID
 * key, pushManager.subscribe, POST /api/dang-ky-thong-bao) and off (DELETE, then unsubscribe).
 * Errors carry the text to show (spec 000 §5, §8).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOnly } from '@/contracts/envelope';
import { NOTIFICATION_MESSAGES as M, pushDeviceResponse, vapidKeyResponse } from '@/contracts/notifications';
import { api } from '@/lib/api';
import { isApiClientError } from '@/lib/client-error';
import { useSubmitMutation } from '@/lib/submit-guard';
import { deviceId } from '../model/device-id';
import { notificationKeys } from './query-keys';

export class PushSetupError extends Error {}

export type PushState = {
  serviceWorker: boolean;
  /** The Push API and system notifications exist here. */
  pushSupported: boolean;
  permission: NotificationPermission | 'unsupported';
  /** This browser's subscription, if it has one. */
  endpoint: string | null;
};

const hasServiceWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const hasPush = () => hasServiceWorker() && 'PushManager' in window && 'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!hasPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushState(): Promise<PushState> {
  return {
    serviceWorker: hasServiceWorker(),
    pushSupported: hasPush(),
    permission: 'Notification' in globalThis ? Notification.permission : 'unsupported',
    endpoint: (await currentSubscription())?.endpoint ?? null,
  };
}

/** The worker registers after the page loads; wait for it a while, not forever (dev has none). */
async function readyRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs));
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
  if (!registration) throw new PushSetupError(M.noServiceWorker);
  return registration;
}

const base64UrlBytes = (text: string) => {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};
const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** Subscribes this browser and registers it with the server; returns the endpoint. */
export async function enablePush(): Promise<string> {
  if (!hasServiceWorker()) throw new PushSetupError(M.noServiceWorker);
  if (!hasPush()) throw new PushSetupError(M.pushUnsupported);
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(M.pushBlocked);
  const registration = await readyRegistration();
  const key = base64UrlBytes((await api.get('dang-ky-thong-bao/vapid-public-key', vapidKeyResponse)).data.publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made with another server key (a reinstalled server): the push service would refuse our messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { keys } = subscription.toJSON();
  await api.post('dang-ky-thong-bao', pushDeviceResponse, {
    json: {
      endpoint: subscription.endpoint,
      keys: { p256dh: keys?.p256dh, auth: keys?.auth },
      deviceId: deviceId(),
      userAgent: navigator.userAgent,
    },
  });
  return subscription.endpoint;
}

/** DELETE /api/dang-ky-thong-bao; a device the server no longer knows counts as removed. */
export async function removeDevice(endpoint: string): Promise<void> {
  try {
    await api.delete('dang-ky-thong-bao', messageOnly, { json: { endpoint } });
  } catch (error) {
    if (!(isApiClientError(error) && error.status === 404)) throw error;
  }
  const mine = await currentSubscription();
  if (mine?.endpoint === endpoint) await mine.unsubscribe();
}

export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) await removeDevice(subscription.endpoint);
}

export const pushStateQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.pushState(),
    queryFn: readPushState,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { persist: false },
  });
export const usePushState = () => useQuery(pushStateQueryOptions());

/** Both change this browser's state and the server's device list. */
function useDeviceMutation<V, R>(run: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.pushState() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.devices() }),
      ]),
  });
}

export const useTogglePush = () =>
  useDeviceMutation(async (on: boolean) => {
    if (on) await enablePush();
    else await disablePush();
  });
export const useRemoveDevice = () => useDeviceMutation(removeDevice);
export const useAddThisDevice = () => useDeviceMutation(() => enablePush());
