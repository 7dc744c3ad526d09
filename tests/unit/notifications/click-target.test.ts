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

  it('without a deep link: /{object type lower case}/{object id}, else the work board', () => {
    expect(notificationTarget(n({ loaiDoiTuong: 'CONG_VIEC', idDoiTuong: 15 }))).toEqual({
      kind: 'route',
      path: '/cong_viec/15',
    });
    expect(notificationTarget(n({ deepLink: '  ', loaiDoiTuong: 'Task', idDoiTuong: 0 }))).toEqual({
      kind: 'route',
      path: '/task/0',
    });
    expect(notificationTarget(n({ loaiDoiTuong: 'CONG_VIEC' }))).toEqual({
      kind: 'route',
      path: '/bang-phan-chia-cong-viec',
    });
    expect(notificationTarget(n({ idDoiTuong: 3 }))).toEqual({ kind: 'route', path: '/bang-phan-chia-cong-viec' });
    expect(notificationUrl(n({}))).toBe('/bang-phan-chia-cong-viec');
  });

  it('opening an unread notification marks it read', () => {
    expect(clickOf({ ...n({}), daDoc: false }).markRead).toBe(true);
    expect(clickOf({ ...n({}), daDoc: true }).markRead).toBe(false);
  });
});
