import { describe, expect, it } from 'vitest';
import { shownFieldErrors } from '@/ui/use-field-errors';

const required = (v: { maPhongBan: string; tenPhongBan: string }) => ({
  ...(v.maPhongBan.trim() ? {} : { maPhongBan: 'Vui lòng nhập mã phòng ban.' }),
  ...(v.tenPhongBan.trim() ? {} : { tenPhongBan: 'Vui lòng nhập tên phòng ban.' }),
});

describe('shownFieldErrors', () => {
  const none = { errors: {}, at: { maPhongBan: '', tenPhongBan: '' } };

  it('a fixed field loses its message on the next change; the other keeps it', () => {
    const empty = { maPhongBan: '', tenPhongBan: '' };
    expect(shownFieldErrors(empty, required(empty), none)).toEqual({
      maPhongBan: 'Vui lòng nhập mã phòng ban.',
      tenPhongBan: 'Vui lòng nhập tên phòng ban.',
    });
    const fixed = { maPhongBan: 'KT', tenPhongBan: '' };
    expect(shownFieldErrors(fixed, required(fixed), none)).toEqual({ tenPhongBan: 'Vui lòng nhập tên phòng ban.' });
  });

  it("keeps the server's message until its field changes", () => {
    const sent = { maPhongBan: 'KT', tenPhongBan: 'Kế toán' };
    const pinned = { errors: { maPhongBan: 'Mã phòng ban đã tồn tại.' }, at: sent };
    expect(shownFieldErrors({ ...sent }, required(sent), pinned)).toEqual({ maPhongBan: 'Mã phòng ban đã tồn tại.' });
    expect(shownFieldErrors({ ...sent, tenPhongBan: 'Kế toán 2' }, {}, pinned)).toEqual({
      maPhongBan: 'Mã phòng ban đã tồn tại.',
    });
    expect(shownFieldErrors({ ...sent, maPhongBan: 'KT2' }, {}, pinned)).toEqual({});
  });

  it('the live check wins over a stale pinned message of the same field', () => {
    const sent = { maPhongBan: 'KT', tenPhongBan: 'Kế toán' };
    const pinned = { errors: { maPhongBan: 'Mã phòng ban đã tồn tại.' }, at: sent };
    const cleared = { ...sent, maPhongBan: '' };
    expect(shownFieldErrors(cleared, required(cleared), pinned)).toEqual({ maPhongBan: 'Vui lòng nhập mã phòng ban.' });
  });
});
