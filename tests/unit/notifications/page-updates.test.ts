import { describe, expect, it } from 'vitest';
import type { Notification, NotificationPage } from '@/contracts/notifications';
import { insertAtTop, markAllIn, markReadIn } from '@/features/notifications/model/page-updates';

const item = (id: number, daDoc = false): Notification => ({
  id,
  daDoc,
  thoiGianTao: new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString(),
  tieuDe: `Thông báo ${id}`,
  noiDung: `<b>${id}</b>`,
  loaiThongBao: 'CONG_VIEC',
  tenNguoiGui: null,
  avatarNguoiGui: null,
  deepLink: null,
  loaiDoiTuong: null,
  idDoiTuong: null,
});

/** Page `number` of `total` notifications (ids total..1, newest first), `size` per page. */
function pageOf(number: number, size: number, total: number, unread: number): NotificationPage {
  const ids = Array.from({ length: total }, (_, i) => total - i);
  const totalPages = Math.ceil(total / size);
  return {
    content: ids.slice(number * size, number * size + size).map((id) => item(id, id <= total - unread)),
    number,
    size,
    totalElements: total,
    totalPages,
    first: number === 0,
    last: number >= totalPages - 1,
    soChuaDoc: unread,
  };
}

describe('insertAtTop (NEW_NOTIFICATION, spec 000 §4)', () => {
  it('puts it first on page 1, keeps the page to its size, grows the totals', () => {
    const page = pageOf(0, 5, 10, 2);
    const next = insertAtTop(page, item(11), 'all');
    expect(next.content.map((n) => n.id)).toEqual([11, 10, 9, 8, 7]);
    expect(next).toMatchObject({ totalElements: 11, totalPages: 3, soChuaDoc: 3, first: true, last: false });
    expect(page.content).toHaveLength(5); // not mutated
  });

  it('ignores a notification the page already holds', () => {
    const page = pageOf(0, 5, 10, 2);
    expect(insertAtTop(page, item(9), 'all')).toBe(page);
  });

  it('on a later page only the counts grow', () => {
    const page = pageOf(1, 5, 10, 2);
    const next = insertAtTop(page, item(11), 'all');
    expect(next.content).toEqual(page.content);
    expect(next).toMatchObject({ totalElements: 11, totalPages: 3, last: false, soChuaDoc: 3 });
  });

  it('a list of read notifications only counts a new unread one', () => {
    const page = pageOf(0, 5, 4, 0);
    const next = insertAtTop(page, item(5), 'read');
    expect(next.content).toEqual(page.content);
    expect(next).toMatchObject({ totalElements: 4, soChuaDoc: 1 });
    expect(insertAtTop(page, item(5), 'unread').content[0]?.id).toBe(5);
  });

  it('an empty first page gets its first row', () => {
    const next = insertAtTop(pageOf(0, 10, 0, 0), item(1), 'all');
    expect(next).toMatchObject({ totalElements: 1, totalPages: 1, first: true, last: true, soChuaDoc: 1 });
    expect(next.content.map((n) => n.id)).toEqual([1]);
  });
});

describe('optimistic read marks', () => {
  it('marks one read and lowers the unread count on every page, holding the row or not', () => {
    const page = pageOf(0, 5, 10, 3);
    const next = markReadIn(page, { id: 10, daDoc: false });
    expect(next.content.find((n) => n.id === 10)?.daDoc).toBe(true);
    expect(next.soChuaDoc).toBe(2);
    const other = markReadIn(pageOf(1, 5, 10, 3), { id: 10, daDoc: false });
    expect(other.soChuaDoc).toBe(2);
    expect(markReadIn(page, { id: 10, daDoc: true })).toBe(page);
    // Already read on this page: nothing to lower.
    expect(markReadIn(page, { id: 6, daDoc: false })).toBe(page);
  });

  it('marks all read', () => {
    const next = markAllIn(pageOf(0, 5, 10, 3));
    expect(next.soChuaDoc).toBe(0);
    expect(next.content.every((n) => n.daDoc)).toBe(true);
  });
});
