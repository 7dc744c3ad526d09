import { describe, expect, it } from 'vitest';
import {
  type AdminUser,
  departmentRequest,
  toUserCreateRequest,
  USER_MESSAGES,
  userCreateForm,
} from '@/contracts/admin';
import { formToBody, frameText, listSearch, timeText } from '@/features/admin/model/reference-form';
import {
  departmentChoices,
  editFormOf,
  emptyAddForm,
  toUserUpdateRequest,
  userEditForm,
  userPageLabel,
} from '@/features/admin/model/user-form';

const department = {
  maPhongBan: ' KeToan ',
  tenPhongBan: ' Phòng Kế toán ',
  trangThai: '1',
  gioBatDauSang: '08:00',
  gioKetThucSang: '12:00',
  gioBatDauChieu: '',
  gioKetThucChieu: '',
};

describe('department form', () => {
  it('sends empty times as null and trims code and name (spec 000 §5)', () => {
    const parsed = formToBody(departmentRequest, department);
    expect(parsed).toEqual({
      ok: true,
      body: {
        maPhongBan: 'KeToan',
        tenPhongBan: 'Phòng Kế toán',
        trangThai: 1,
        gioBatDauSang: '08:00',
        gioKetThucSang: '12:00',
        gioBatDauChieu: null,
        gioKetThucChieu: null,
      },
    });
  });

  it('answers per-field messages for a blank code and for half a frame', () => {
    const blank = formToBody(departmentRequest, { ...department, maPhongBan: '  ' });
    expect(blank).toEqual({ ok: false, errors: { maPhongBan: 'Vui lòng nhập mã phòng ban.' } });
    const half = formToBody(departmentRequest, { ...department, gioKetThucSang: '' });
    expect(half).toEqual({
      ok: false,
      errors: { gioKetThucSang: 'Vui lòng nhập đủ giờ bắt đầu và giờ kết thúc buổi sáng.' },
    });
  });

  it('shows stored times as HH:mm and a frame as "start – end"', () => {
    expect(timeText('08:00:00')).toBe('08:00');
    expect(timeText(null)).toBe('');
    expect(frameText('13:30:00', '17:30:00')).toBe('13:30 – 17:30');
    expect(frameText(null, null)).toBe('—');
  });
});

describe('user forms', () => {
  it('refuses a mismatched confirmation with the spec’s text', () => {
    const parsed = userCreateForm.safeParse({
      ...emptyAddForm(),
      firstName: 'Nguyễn Văn',
      lastName: 'An',
      tenDangNhap: 'an.nv',
      email: 'an@example.vn',
      matKhau: 'Matkhau@123',
      xacNhanMatKhau: 'Matkhau@124',
      idChucVu: '2',
      idPhongBan: '3',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((i) => i.path[0] === 'xacNhanMatKhau')?.message).toBe(
      USER_MESSAGES.passwordMismatch,
    );
  });

  it('turns the add form into the request: one name, ids as numbers, no confirmation', () => {
    const form = userCreateForm.parse({
      ...emptyAddForm(),
      firstName: ' Nguyễn Văn ',
      lastName: 'An',
      tenDangNhap: 'an.nv',
      email: 'an@example.vn',
      matKhau: 'Matkhau@123',
      xacNhanMatKhau: 'Matkhau@123',
      idChucVu: '2',
      idPhongBan: '3',
    });
    expect(toUserCreateRequest(form)).toMatchObject({
      hoTen: 'Nguyễn Văn An',
      idChucVu: 2,
      idPhongBan: 3,
      trangThai: 1,
      soDienThoai: null,
      avatarUrl: null,
    });
    expect(toUserCreateRequest(form)).not.toHaveProperty('xacNhanMatKhau');
  });

  it('fills the edit form from a user and sends it back without username or password', () => {
    const user: AdminUser = {
      idNguoiDung: 9,
      tenDangNhap: 'an.nv',
      hoTen: 'Nguyễn Văn An',
      email: 'an@example.vn',
      soDienThoai: null,
      idChucVu: 2,
      chucVu: 'Điều phối',
      maChucVu: 'DIEU_PHOI',
      idPhongBan: 3,
      phongBan: 'Điều hành',
      maPhongBan: 'DieuHanh',
      trangThai: 0,
      avatarUrl: null,
    };
    const values = editFormOf(user);
    expect(values).toMatchObject({ firstName: 'Nguyễn Văn', lastName: 'An', idChucVu: '2', trangThai: '0' });
    const body = toUserUpdateRequest(userEditForm.parse({ ...values, lastName: 'Bình' }));
    expect(body).toMatchObject({ hoTen: 'Nguyễn Văn Bình', idPhongBan: 3, trangThai: 0 });
    expect(body).not.toHaveProperty('tenDangNhap');
    expect(body).not.toHaveProperty('matKhau');
  });

  it('offers active departments plus the one the user is in', () => {
    const departments = [
      { idPhongBan: 1, trangThai: 1 },
      { idPhongBan: 2, trangThai: 0 },
      { idPhongBan: 3, trangThai: 0 },
    ];
    expect(departmentChoices(departments, 3).map((d) => d.idPhongBan)).toEqual([1, 3]);
    expect(departmentChoices(departments, null).map((d) => d.idPhongBan)).toEqual([1]);
  });
});

describe('paging', () => {
  it('labels the user list "Page x / y", one-based, never past the last page', () => {
    expect(userPageLabel(0, 3)).toBe('Page 1 / 3');
    expect(userPageLabel(2, 3)).toBe('Page 3 / 3');
    expect(userPageLabel(7, 3)).toBe('Page 3 / 3');
    expect(userPageLabel(0, 0)).toBe('Page 1 / 1');
  });

  it('reads page and keyword from the URL, falling back on nonsense', () => {
    expect(listSearch.parse({ page: '2', keyword: ' xe ' })).toEqual({ page: 2, keyword: 'xe' });
    expect(listSearch.parse({ page: '-1' })).toEqual({ page: 0 });
    expect(listSearch.parse({})).toEqual({ page: 0 });
  });
});
