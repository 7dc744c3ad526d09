import { describe, expect, it } from 'vitest';
import { notificationTarget, notificationUrl } from '@/contracts/notifications';
import { clickOf } from '@/features/notifications/model/click-target';

const n = (over: Partial<{ deepLink: string | null; loaiDoiTuong: string | null; idDoiTuong: number | null }>) => ({
  deepLink: null,
  loaiDoiTuong: null,
  idDoiTuong: null,
  ...over,
});

describe('notification click target (spec 000 §2)', () => {
  it('an absolute http(s) deep link leaves the app', () => {
    expect(notificationTarget(n({ deepLink: 'https://example.com/a?b=1' }))).toEqual({
      kind: 'external',
      href: 'https://example.com/a?b=1',
    });
    expect(notificationTarget(n({ deepLink: 'HTTP://example.com' })).kind).toBe('external');
  });

  it('a relative deep link is routed, with a leading slash added when missing', () => {
    expect(notificationTarget(n({ deepLink: '/quan-ly-bao-duong?id=3' }))).toEqual({
      kind: 'route',
      path: '/quan-ly-bao-duong?id=3',
    });
    expect(notificationTarget(n({ deepLink: 'tai-xe?tab=fuel' }))).toEqual({ kind: 'route', path: '/tai-xe?tab=fuel' });
    // Never a protocol-relative jump to another host.
    expect(notificationTarget(n({ deepLink: '//evil.example/x' }))).toEqual({ kind: 'route', path: '/evil.example/x' });
    expect(notificationTarget(n({ deepLink: '/\\evil.example' }))).toEqual({ kind: 'route', path: '/evil.example' });
    // Other schemes are not links out: they become (harmless) app paths.
    expect(notificationTarget(n({ deepLink: 'javascript:alert(1)' })).kind).toBe('route');
  });

  it('without a deep link: an object opens its real screen, by what the reader may see (issue 13)', () => {
    const office = { can: (code: string) => ['LENH_XEM', 'BAO_DUONG_XEM', 'XANG_DAU_XEM'].includes(code) };
    const order = n({ loaiDoiTuong: 'LENH', idDoiTuong: 6 });
    expect(notificationTarget(order, office)).toEqual({ kind: 'route', path: '/quan-ly-lenh?lenh=6' });
    expect(notificationTarget(order)).toEqual({ kind: 'route', path: '/cham-cong-nhan-vien?lenh=6' });
    expect(notificationTarget(n({ loaiDoiTuong: 'lenh', idDoiTuong: 0 }), {})).toEqual({
      kind: 'route',
      path: '/cham-cong-nhan-vien?lenh=0',
    });
    expect(notificationTarget(n({ loaiDoiTuong: 'BAO_DUONG', idDoiTuong: 4 }), office).kind).toBe('route');
    expect(notificationUrl(n({ loaiDoiTuong: 'BAO_DUONG', idDoiTuong: 4 }))).toBe('/tai-xe-bao-duong');
    expect(notificationTarget(n({ loaiDoiTuong: 'BAO_DUONG', idDoiTuong: 4 }), office)).toEqual({
      kind: 'route',
      path: '/quan-ly-bao-duong?id=4',
    });
    expect(notificationUrl(n({ loaiDoiTuong: 'XANG_DAU', idDoiTuong: 2 }))).toBe('/tai-xe?tab=fuel');
    expect(notificationTarget(n({ loaiDoiTuong: 'XANG_DAU', idDoiTuong: 2 }), office)).toEqual({
      kind: 'route',
      path: '/quan-ly-xang-dau',
    });
    expect(notificationUrl(n({ loaiDoiTuong: 'GIAY_TO', idDoiTuong: 2 }))).toBe('/ho-so-xe-cua-toi');
    expect(notificationUrl(n({ loaiDoiTuong: 'DON_HANG', idDoiTuong: 2 }))).toBe('/tai-xe');
  });

  it('a type without a screen yet, or no object at all, opens the notifications list — never a 404', () => {
    for (const none of [
      n({ loaiDoiTuong: 'CONG_VIEC', idDoiTuong: 15 }),
      n({ deepLink: '  ', loaiDoiTuong: 'Task', idDoiTuong: 0 }),
      n({ loaiDoiTuong: 'LENH' }),
      n({ idDoiTuong: 3 }),
      n({}),
    ]) {
      expect(notificationTarget(none)).toEqual({ kind: 'route', path: '/tat-ca-thong-bao' });
    }
  });

  it('opening an unread notification marks it read', () => {
    expect(clickOf({ ...n({}), daDoc: false }).markRead).toBe(true);
    expect(clickOf({ ...n({}), daDoc: true }).markRead).toBe(false);
  });
});
