import { describe, expect, it } from 'vitest';
import { smsHref, sosSmsBody, telHref } from '@/features/driver/model/dispatch';
import { isReflected, notYetIn } from '@/offline/outbox-view';
import type { SyncState } from '@/offline/types';
import { syncChipView } from '@/ui/sync-chip-view';
import { item, T0 } from './fixtures';

const state = (over: Partial<SyncState>): SyncState => ({
  online: true,
  waiting: 0,
  needsAttention: 0,
  sending: null,
  lastSyncAt: null,
  ...over,
});

describe('sync chip', () => {
  const at = Date.UTC(2025, 5, 2, 7, 5); // 14:05 in Ho Chi Minh City

  it('offline, with what waits', () => {
    expect(syncChipView(state({ online: false, waiting: 3 }))).toMatchObject({
      label: 'Ngoại tuyến',
      detail: '3 mục chờ gửi',
      color: 'gray',
    });
  });

  it('N waiting online', () => {
    expect(syncChipView(state({ waiting: 2, lastSyncAt: at }), at + 60_000)).toMatchObject({
      label: '2 mục chờ gửi',
      detail: 'Đồng bộ lúc 14:05',
    });
  });

  it('a last sync on another day names the day', () => {
    expect(syncChipView(state({ lastSyncAt: at }), at + 24 * 60 * 60_000).detail).toMatch(
      /^Đồng bộ lúc 14:05 ngày \d\d\/\d\d$/,
    );
  });

  it('sending x/y with progress', () => {
    expect(syncChipView(state({ waiting: 4, sending: { done: 1, total: 4 } }))).toMatchObject({
      label: 'Đang gửi 1/4',
      progress: 25,
    });
  });

  it('needs attention wins over waiting', () => {
    expect(syncChipView(state({ waiting: 3, needsAttention: 1 }))).toMatchObject({
      label: '1 mục cần xử lý',
      color: 'red',
    });
  });

  it('all sent, with the last sync time', () => {
    expect(syncChipView(state({ lastSyncAt: at }), at)).toEqual({
      label: 'Đã gửi hết',
      detail: 'Đồng bộ lúc 14:05',
      color: 'green',
      progress: null,
    });
  });
});

describe('queued rows on top of server lists', () => {
  it('shows unsent items and items sent after the read; hides what the read already has', () => {
    const queued = item('fuel.report', { xeId: 3 });
    const sentLate = item('fuel.report', { xeId: 3 }, { status: 'sent', sentAt: T0 + 10 });
    const sentEarly = item('fuel.report', { xeId: 3 }, { status: 'sent', sentAt: T0 - 10 });
    const other = item('sos.report', {});
    expect(isReflected(sentEarly, T0)).toBe(true);
    expect(notYetIn([queued, sentLate, sentEarly, other], 'fuel.report', T0).map((i) => i.id)).toEqual([
      sentLate.id,
      queued.id,
    ]);
  });
});

describe('dispatcher links', () => {
  it('tel: keeps digits and +', () => expect(telHref('1900 1234')).toBe('tel:19001234'));

  it('sms: carries the text, the plate and the coordinates', () => {
    const body = sosSmsBody({ bienSo: '51C-123.45', noiDungSuCo: ' Nổ lốp ', lat: 10.7769, lng: 106.7009 });
    expect(body).toBe(
      'SOS xe 51C-123.45: Nổ lốp. Vị trí: 10.776900, 106.700900 https://maps.google.com/?q=10.776900,106.700900',
    );
    expect(smsHref('19001234', body)).toBe(`sms:19001234?body=${encodeURIComponent(body)}`);
    expect(sosSmsBody({ bienSo: null, noiDungSuCo: 'Kẹt xe' })).toBe('SOS: Kẹt xe. Vị trí: không xác định');
  });
});
