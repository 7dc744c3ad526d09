import { notifications } from '@mantine/notifications';
import { ApiClientError } from '@/lib/client-error';

/** Success toast: top right, 3 s (spec 000 §9, 003 §9). */
export const notifySuccess = (message: string) => notifications.show({ color: 'green', message, autoClose: 3000 });

/** Server message first, then the error's own text, then the screen's default (spec 000 §8, 003 §8). */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError && error.status > 0 && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
export const notifyError = (error: unknown, fallback: string) =>
  notifications.show({ color: 'red', message: failureText(error, fallback), autoClose: 3000 });
