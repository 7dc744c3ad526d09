/**
 * Pure updates of a cached page of notifications: a pushed notification inserted at the top, and
 * the optimistic read marks (reverted by restoring the previous page when the server refuses).
 */
import type { Notification, NotificationPage, NotificationStatus } from '@/contracts/notifications';

const withTotals = (page: NotificationPage, totalElements: number): NotificationPage => {
  const totalPages = Math.ceil(totalElements / page.size);
  return { ...page, totalElements, totalPages, first: page.number === 0, last: page.number >= totalPages - 1 };
};

const belongs = (n: Notification, status: NotificationStatus) => status === 'all' || (status === 'unread') === !n.daDoc;

/**
 * A NEW_NOTIFICATION from the service worker (spec 000 §4): ignored when the page already holds
 * it; otherwise the counts grow, and on the first page it goes on top with the page kept to its
 * size. A list filtered to read notifications only counts it as unread.
 */
export function insertAtTop(page: NotificationPage, n: Notification, status: NotificationStatus): NotificationPage {
  if (page.content.some((c) => c.id === n.id)) return page;
  const soChuaDoc = page.soChuaDoc + (n.daDoc ? 0 : 1);
  if (!belongs(n, status)) return { ...page, soChuaDoc };
  const grown = withTotals({ ...page, soChuaDoc }, page.totalElements + 1);
  return page.number === 0 ? { ...grown, content: [n, ...page.content].slice(0, page.size) } : grown;
}

/**
 * One unread notification read, wherever it was clicked: every cached page loses one from its
 * unread count (the count is the user's, not the page's) and shows the row read if it holds it.
 */
export function markReadIn(page: NotificationPage, n: Pick<Notification, 'id' | 'daDoc'>): NotificationPage {
  const held = page.content.find((c) => c.id === n.id);
  if (n.daDoc || held?.daDoc) return page;
  return {
    ...page,
    soChuaDoc: Math.max(0, page.soChuaDoc - 1),
    content: held ? page.content.map((c) => (c.id === n.id ? { ...c, daDoc: true } : c)) : page.content,
  };
}

/** Everything read. */
export const markAllIn = (page: NotificationPage): NotificationPage => ({
  ...page,
  soChuaDoc: 0,
  content: page.content.map((c) => (c.daDoc ? c : { ...c, daDoc: true })),
});
