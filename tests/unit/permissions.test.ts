import { describe, expect, it } from 'vitest';
import { OFFICE_PERMISSIONS, permissionsOf, ROLE_GATED } from '@/contracts/permissions';

const subject = (maChucVu: string | null, tenDangNhap = 'someone', laTaiXe = false) => ({
  maChucVu,
  tenDangNhap,
  laTaiXe,
});
const gatedOf = (codes: string[]) => codes.filter((c) => c in ROLE_GATED).sort();

describe('permissionsOf (what the console offers; the server checks again)', () => {
  it('a driver holds no office code', () => {
    expect(permissionsOf(subject('TAI_XE', 'taixe1', true))).toEqual([]);
  });

  it.each([
    ['DIEU_PHOI', ['BAO_DUONG_DUYET', 'BAO_DUONG_HUY', 'BAO_DUONG_THAY_TAI_XE', 'XANG_DAU_DUYET']],
    ['KE_TOAN', ['BAO_DUONG_THANH_TOAN']],
    ['NHAN_VIEN', []],
    [null, []],
    ['QUAN_TRI', Object.keys(ROLE_GATED).sort()],
  ])('position %s holds the office codes and the gated %j', (maChucVu, gated) => {
    const codes = permissionsOf(subject(maChucVu));
    expect(codes).toEqual(expect.arrayContaining([...OFFICE_PERMISSIONS]));
    expect(gatedOf(codes)).toEqual(gated);
  });

  it('the admin account holds every gated code whatever its position', () => {
    expect(gatedOf(permissionsOf(subject(null, 'Admin')))).toEqual(Object.keys(ROLE_GATED).sort());
  });
});
