import type { CurrentAssignment } from '@/contracts/fleet';
import type { OutboxItem } from '@/offline/types';

export const T0 = Date.UTC(2025, 5, 2, 1, 0, 0); // 08:00 in Ho Chi Minh City

export const assignment = (over: Partial<CurrentAssignment> = {}): CurrentAssignment => ({
  id: 7,
  xeId: 3,
  bienSo: '51C-123.45',
  tenLoaiXe: 'Xe tải 5 tấn',
  hangXe: 'Hino',
  model: 'FC9JLSW',
  fileUrl: null,
  odoGanNhat: 12_000,
  trangThaiXe: 'ASSIGNED',
  taiXeId: 11,
  tenTaiXe: 'Nguyễn Văn Tài',
  loai: 'FIXED',
  trangThai: 'ASSIGNED',
  lyDo: null,
  startAt: '2025-06-01T00:00:00Z',
  endAt: null,
  ...over,
});

let n = 0;
export function item(
  kind: OutboxItem['kind'],
  payload: Record<string, unknown>,
  over: Partial<OutboxItem> = {},
): OutboxItem {
  n += 1;
  return {
    id: `01J0000000000000000000${String(n).padStart(4, '0')}`,
    userId: 11,
    kind,
    group: 'vehicle:3',
    seq: n,
    payload,
    photos: [],
    occurredAt: T0 + n * 60_000,
    clockOffsetMs: 0,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: T0,
    label: kind,
    createdAt: T0 + n * 60_000,
    ...over,
  };
}

export const receive = (over: Partial<OutboxItem> = {}, odo?: number) =>
  item('assignment.event', { phanCongId: 7, eventType: 'RECEIVE', ...(odo === undefined ? {} : { odo }) }, over);
export const returned = (odo: number, over: Partial<OutboxItem> = {}) =>
  item('assignment.event', { phanCongId: 7, eventType: 'RETURN', odo }, over);
export const checklist = (
  answers: { itemId: number; trangThai: 'OK' | 'NG' }[],
  over: Partial<OutboxItem> = {},
  odo = 12_010,
) => item('checklist.submit', { xeId: 3, odo, items: answers }, over);
export const sent = (at: number): Partial<OutboxItem> => ({ status: 'sent', sentAt: at });
