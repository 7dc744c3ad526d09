import { describe, expect, it } from 'vitest';
import type { Notification } from '@/contracts/notifications';
import { classifyPushStatus, retryAfterMs } from '../../../server/integrations/web-push';
import { expiryMilestone, msUntilNextRun } from '../../../server/modules/notifications/events';
import { MAX_PAYLOAD_BYTES, pushPayloadOf } from '../../../server/modules/notifications/push-queue';
import { escapeHtml, htmlToText } from '../../../server/modules/notifications/text';

const n = (noiDung: string): Notification => ({
  id: 7,
  daDoc: false,
  thoiGianTao: '2025-01-01T00:00:00.000Z',
  tieuDe: 'Đơn hàng mới',
  noiDung,
  loaiThongBao: 'PHAN_CONG',
  tenNguoiGui: 'Trần Văn Điều',
  avatarNguoiGui: null,
  deepLink: 'tai-xe',
  loaiDoiTuong: 'DON_HANG',
  idDoiTuong: 7,
});

describe('push payload', () => {
  it('carries the plain-text body, the click URL and the row', () => {
    const payload = JSON.parse(pushPayloadOf(n('<b>Điều</b> đã giao đơn <i>A &amp; B</i>.<br>Xem ngay')));
    expect(payload).toMatchObject({
      title: 'Đơn hàng mới',
      body: 'Điều đã giao đơn A & B. Xem ngay',
      url: '/tai-xe',
      icon: '/icons/icon-192.png',
      notification: { id: 7, noiDung: '<b>Điều</b> đã giao đơn <i>A &amp; B</i>.<br>Xem ngay' },
    });
  });

  it('stays small enough for a push message: a long body travels as its summary', () => {
    const long = `<p>${'Giấy tờ sắp hết hạn — vui lòng gia hạn. '.repeat(200)}</p>`;
    const json = pushPayloadOf(n(long));
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const payload = JSON.parse(json);
    expect(payload.body).toHaveLength(240);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload.notification.noiDung).toBe(payload.body);
  });

  it('htmlToText and escapeHtml', () => {
    expect(htmlToText('<script>x()</script><p>a</p><p>b&nbsp;&lt;c&gt; &#39;d&#x27;</p>')).toBe("a b <c> 'd'");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('push service answers', () => {
  it('sent, gone, retry, failed', () => {
    expect(classifyPushStatus(201, null).kind).toBe('sent');
    expect(classifyPushStatus(410, null).kind).toBe('gone');
    expect(classifyPushStatus(404, null).kind).toBe('gone');
    expect(classifyPushStatus(429, '3')).toEqual({ kind: 'retry', status: 429, retryAfterMs: 3000 });
    expect(classifyPushStatus(503, null)).toEqual({ kind: 'retry', status: 503, retryAfterMs: null });
    expect(classifyPushStatus(413, null).kind).toBe('failed');
    expect(classifyPushStatus(403, null).kind).toBe('failed');
  });

  it('reads Retry-After as seconds or a date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

describe('document reminders schedule', () => {
  it('reminds at 30, 7 and 1 day(s) before the end date (the last also on the day)', () => {
    expect(expiryMilestone(31)).toBeUndefined();
    expect(expiryMilestone(30)).toBe(30);
    expect(expiryMilestone(8)).toBe(30);
    expect(expiryMilestone(7)).toBe(7);
    expect(expiryMilestone(2)).toBe(7);
    expect(expiryMilestone(1)).toBe(1);
    expect(expiryMilestone(0)).toBe(1);
    expect(expiryMilestone(-1)).toBeUndefined();
  });

  it('runs next at 07:00 Vietnam time', () => {
    // 06:00 in Vietnam → in one hour; 07:00 exactly or later → tomorrow.
    expect(msUntilNextRun(new Date('2025-01-01T23:00:00Z'))).toBe(3_600_000);
    expect(msUntilNextRun(new Date('2025-01-02T00:00:00Z'))).toBe(24 * 3_600_000);
    expect(msUntilNextRun(new Date('2025-01-02T10:30:00Z'))).toBe(13.5 * 3_600_000); // 17:30 → 07:00
  });
});
