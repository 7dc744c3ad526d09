import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M, notificationTypeLabel } from '@/contracts/notifications';
import { DEVICE_ID_KEY, deviceId } from '@/features/notifications/model/device-id';
import { deviceName } from '@/features/notifications/model/device-name';
import { parseRecipients } from '@/features/notifications/model/recipients';

describe('type tag (spec 000 §3)', () => {
  it('shows the spec’s labels and "Chung" for any other type', () => {
    expect(notificationTypeLabel('CONG_VIEC')).toBe('Công việc');
    expect(notificationTypeLabel('PHAN_CONG')).toBe('Phân công');
    expect(notificationTypeLabel('BINH_LUAN')).toBe('Bình luận');
    expect(notificationTypeLabel('NHAC_NHO')).toBe('Nhắc nhở');
    expect(notificationTypeLabel('THONG_KE')).toBe('Thống kê');
    expect(notificationTypeLabel('QUA_HAN')).toBe('Quá hạn');
    expect(notificationTypeLabel('NEW_COMMENT')).toBe('Chung');
    expect(notificationTypeLabel('')).toBe('Chung');
    expect(notificationTypeLabel(null)).toBe('Chung');
  });
});

describe('test sender recipients (spec 002 §5)', () => {
  it('requires a list, then at least one valid id', () => {
    expect(parseRecipients('')).toEqual({ ok: false, error: M.recipientsRequired });
    expect(parseRecipients('   ')).toEqual({ ok: false, error: 'Danh sách người nhận không được để trống.' });
    expect(parseRecipients('a, b, -1, 0, 1.5')).toEqual({
      ok: false,
      error: 'Vui lòng nhập ít nhất một ID người nhận hợp lệ.',
    });
  });

  it('keeps the valid ids of a comma-separated list, once each', () => {
    expect(parseRecipients('2,3')).toEqual({ ok: true, ids: [2, 3] });
    expect(parseRecipients(' 2 , x, 3,,2, 7 ')).toEqual({ ok: true, ids: [2, 3, 7] });
  });
});

describe('device id and name', () => {
  it('creates the random id once and keeps it in local storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    let n = 0;
    const random = () => `id-${++n}`;
    expect(deviceId(storage, random)).toBe('id-1');
    expect(deviceId(storage, random)).toBe('id-1');
    expect(store.get(DEVICE_ID_KEY)).toBe('id-1');
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(deviceId(full, random)).toBe('id-2');
  });

  it('names a device from its user agent', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ),
    ).toBe('Chrome trên Windows');
    expect(
      deviceName('Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'),
    ).toBe('Chrome trên Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari trên iOS');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0')).toBe(
      'Edge trên Windows',
    );
    expect(deviceName(null)).toBe('Thiết bị không rõ');
  });
});
