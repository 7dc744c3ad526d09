/**
 * What the driver screens use of the offline engine (src/offline), in one place: queue an action,
 * read this driver's outbox and the sync state, and the toasts.
 */
import type { OutboxItem } from '@/offline/types';
import { useOutboxItems } from '@/offline/use-outbox';

export { discardItem, editItem, enqueue, retryItem } from '@/offline/commands';
export { useSyncState } from '@/offline/use-outbox';

const NO_ITEMS: OutboxItem[] = [];

/** This driver's outbox, every status; undefined while reading. */
export const useDriverOutbox = (userId: number | undefined): OutboxItem[] | undefined => useOutboxItems(userId ?? -1);

/** This driver's outbox, every status; empty while reading. */
export function useDriverItems(userId: number | undefined): OutboxItem[] {
  return useDriverOutbox(userId) ?? NO_ITEMS;
}

export { notifyFailed, notifySaved } from '@/ui/saved-toast';
