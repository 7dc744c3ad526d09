/**
 * Reading the outbox for the screens: which items the server's answers do not show yet,
 * typed views of their payloads, and the badge each status gets.
 */
import type { OutboxItem, OutboxKind } from './types';

/**
 * A sent item is reflected in a read fetched after it was sent; everything else (queued, sending,
 * needs attention, or sent after that read) is "not in the server's data yet" and is shown on top.
 */
export const isReflected = (item: OutboxItem, dataUpdatedAt: number) =>
  item.status === 'sent' && (item.sentAt ?? Number.POSITIVE_INFINITY) <= dataUpdatedAt;

export const notYetIn = (
  items: readonly OutboxItem[],
  kind: OutboxKind | readonly OutboxKind[],
  dataUpdatedAt: number,
) => {
  const kinds: readonly OutboxKind[] = typeof kind === 'string' ? [kind] : kind;
  return items.filter((item) => kinds.includes(item.kind) && !isReflected(item, dataUpdatedAt)).sort(byOccurredDesc);
};

/** Oldest first: occurredAt, then the ULID (time-ordered) to break ties. */
export const byOccurred = (a: OutboxItem, b: OutboxItem) =>
  a.occurredAt - b.occurredAt || a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
export const byOccurredDesc = (a: OutboxItem, b: OutboxItem) => byOccurred(b, a);

export { isUnsent } from './outbox-state';

/** Reads a number a payload field may hold (numbers, or strings typed with a comma). */
export function payloadNumber(payload: Record<string, unknown>, key: string): number | null {
  const value = payload[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(',', '.'));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export const payloadString = (payload: Record<string, unknown>, key: string): string | null =>
  typeof payload[key] === 'string' ? (payload[key] as string) : null;

export const payloadItems = (payload: Record<string, unknown>): { itemId: number; trangThai: string }[] =>
  Array.isArray(payload.items) ? (payload.items as { itemId: number; trangThai: string }[]) : [];

export const photoIdFor = (item: OutboxItem, field: string) => item.photos.find((p) => p.field === field)?.photoId;

/**
 * The item that holds `item` back: an earlier unsent item of its ordering group that needs the
 * driver's attention (a queued item behind it is never tried until that one is fixed, retried or
 * discarded). Null when nothing does.
 */
export function heldBehind(item: OutboxItem, items: readonly OutboxItem[]): OutboxItem | null {
  if (item.status !== 'queued') return null;
  let holder: OutboxItem | null = null;
  for (const other of items) {
    if (other.group !== item.group || other.seq >= item.seq || other.status !== 'needs-attention') continue;
    if (!holder || other.seq < holder.seq) holder = other;
  }
  return holder;
}
