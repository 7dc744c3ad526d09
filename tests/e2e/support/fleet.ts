import type { APIRequestContext } from '@playwright/test';
import { apiGet, apiPost, tokenOf } from './api';

interface Page<T> {
  content: T[];
}

export interface IsolatedUser {
  userId: number;
  username: string;
  password: string;
  hoTen: string;
}

export interface IsolatedDriver extends IsolatedUser {
  xeId: number;
  bienSo: string;
  odo: number;
  documentNo: string;
}

/** A driver account of its own (position TAI_XE, department TaiXe), made through the office API. */
export async function createDriver(request: APIRequestContext, tag: string): Promise<IsolatedUser> {
  const admin = await tokenOf(request, 'admin');
  const positions = await apiGet<Page<{ idChucVu: number; maChucVu: string }>>(request, admin, '/api/chuc-vu?size=100');
  const departments = await apiGet<Page<{ idPhongBan: number; maPhongBan: string }>>(
    request,
    admin,
    '/api/phong-ban?size=100',
  );
  const username = `taixe_e2e${tag}`;
  const user = { username, password: 'Mat-khau-e2e-1', hoTen: `Lê Văn Thử ${tag}` };
  const created = await apiPost<{ idNguoiDung: number }>(
    request,
    admin,
    '/api/nguoi-dung',
    {
      tenDangNhap: user.username,
      matKhau: user.password,
      hoTen: user.hoTen,
      email: `${username}@vantai.demo`,
      soDienThoai: '0909 000 111',
      idChucVu: positions.content.find((p) => p.maChucVu === 'TAI_XE')?.idChucVu,
      idPhongBan: departments.content.find((d) => d.maPhongBan === 'TaiXe')?.idPhongBan,
      trangThai: 1,
    },
    201,
  );
  return { ...user, userId: created.idNguoiDung };
}

/**
 * A driver of their own with a vehicle of its own (FIXED assignment, ASSIGNED) and one document:
 * a spec that changes its shift never races the demo drivers' specs. `tag` (digits) keeps plates
 * and logins unique per spec.
 */
export async function createDriverWithVehicle(request: APIRequestContext, tag: string): Promise<IsolatedDriver> {
  const user = await createDriver(request, tag);
  const admin = await tokenOf(request, 'admin');
  const types = await apiGet<Page<{ id: number; tenLoaiXe: string }>>(request, admin, '/api/dm-loai-xe?size=100');
  const bienSo = `50H-${tag.slice(0, 3).padStart(3, '0')}.${tag.slice(3, 5).padEnd(2, '0')}`;
  const odo = 20_000;
  const documentNo = `GPLX-E2E-${tag}`;
  const vehicle = await apiPost<{ id: number }>(
    request,
    admin,
    '/api/xe',
    {
      bienSo,
      loaiXeId: types.content.find((t) => t.tenLoaiXe === 'Xe tải 5 tấn')?.id,
      hangXe: 'Hino',
      model: 'XZU730',
      namSx: 2022,
      loaiNhienLieu: 'Dầu',
      odoGanNhat: odo,
      fileUrl: '',
    },
    201,
  );
  await apiPost(
    request,
    admin,
    '/api/giay-to',
    { maLoaiGiayTo: 'GPLX_C', soGiayTo: documentNo, nguoiDungId: user.userId, ngayHetHan: '2030-12-31' },
    201,
  );
  await apiPost(request, admin, '/api/xe-assignments', { xeId: vehicle.id, taiXeId: user.userId, loai: 'FIXED' }, 201);
  return { ...user, xeId: vehicle.id, bienSo, odo, documentNo };
}
