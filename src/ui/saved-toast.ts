/**
 * Toasts for reports queued in the outbox: the spec's success text online; offline the same text
 * plus that it is stored and will be sent with coverage (the driver never waits for the network).
 */
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/lib/client-error';

export const OFFLINE_SUFFIX = 'đã lưu, sẽ gửi khi có mạng';

export function savedMessage(success: string, online: boolean): string {
  return online ? success : `${success.replace(/[.!]$/, '')} — ${OFFLINE_SUFFIX}.`;
}

export function notifySaved(success: string, online: boolean = navigator.onLine) {
  notifications.show({ color: 'green', message: savedMessage(success, online), autoClose: 3000 });
}

/**
 * The phone could not even store the report (storage full, private mode): say so, keep the form.
 * Three seconds like every toast (spec 003 §9): the form still holds what was typed.
 */
export function notifyFailed(cause: unknown) {
  const detail = cause instanceof Error && cause.message ? cause.message : errorMessage(cause);
  notifications.show({ color: 'red', title: 'Chưa lưu được', message: detail });
}
