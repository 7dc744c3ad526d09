import { NOTIFICATION_MESSAGES as M } from '@/contracts/notifications';

export type RecipientsResult = { ok: true; ids: number[] } | { ok: false; error: string };

/**
 * The test sender's recipient list (spec 002 §5): comma-separated ids; blanks and non-numbers are
 * skipped, duplicates merged. Empty → 'Danh sách người nhận không được để trống.'; nothing usable
 * → 'Vui lòng nhập ít nhất một ID người nhận hợp lệ.'
 */
export function parseRecipients(text: string): RecipientsResult {
  if (!text.trim()) return { ok: false, error: M.recipientsRequired };
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => /^\d{1,9}$/.test(part))
        .map(Number)
        .filter((n) => n > 0),
    ),
  ];
  return ids.length ? { ok: true, ids } : { ok: false, error: M.recipientsInvalid };
}
