import type { APIRequestContext } from '@playwright/test';
import { apiGet, apiPost, tokenOf } from './api';

interface Page<T> {
  content: T[];
}

export interface IsolatedDriver {
  username: string;
  password: string;
  hoTen: string;
  bienSo: string;
  odo: number;
  documentNo: string;
}

/**
 * A driver of its own with a vehicle of its own (FIXED assignment, ASSIGNED) and one document, made
 * through the office API: a spec that changes its shift never races the demo drivers' specs.
 * `tag` (digits) keeps plates and logins unique per spec.
 */
export async function createDriverWithVehicle(request: APIRequestContext, tag: string): Promise<IsolatedDriver> {
  const admin = await tokenOf(request, 'admin');
  const positions = await apiGet<Page<{ idChucVu: number; maChucVu: string }>>(request, admin, '/api/chuc-vu?size=100');
  const departments = await apiGet<Page<{ idPhongBan: number; maPhongBan: string }>>(
    request,
    admin,
    '/api/phong-ban?size=100',
  );
  const types = await apiGet<Page<{ id: number; tenLoaiXe: string }>>(request, admin, '/api/dm-loai-xe?size=100');
  const driver: IsolatedDriver = {
    username: `taixe_e2e${tag}`,
    password: 'Mat-khau-e2e-1',
    hoTen: `Lê Văn Thử ${tag}`,
    bienSo: `50H-${tag.slice(0, 3).padStart(3, '0')}.${tag.slice(3, 5).padEnd(2, '0')}`,
    odo: 20_000,
    documentNo: `GPLX-E2E-${tag}`,
  };
  const user = await apiPost<{ idNguoiDung: number }>(
    request,
    admin,
    '/api/nguoi-dung',
    {
      tenDangNhap: driver.username,
      matKhau: driver.password,
      hoTen: driver.hoTen,
      email: `${driver.username}@vantai.demo`,
      soDienThoai: '0909 000 111',
      idChucVu: positions.content.find((p) => p.maChucVu === 'TAI_XE')?.idChucVu,
      idPhongBan: departments.content.find((d) => d.maPhongBan === 'TaiXe')?.idPhongBan,
      trangThai: 1,
    },
    201,
  );
  const vehicle = await apiPost<{ id: number }>(
    request,
    admin,
    '/api/xe',
    {
      bienSo: driver.bienSo,
      loaiXeId: types.content.find((t) => t.tenLoaiXe === 'Xe tải 5 tấn')?.id,
      hangXe: 'Hino',
      model: 'XZU730',
      namSx: 2022,
      loaiNhienLieu: 'Dầu',
      odoGanNhat: driver.odo,
      fileUrl: '',
    },
    201,
  );
  await apiPost(
    request,
    admin,
    '/api/giay-to',
    {
      maLoaiGiayTo: 'GPLX_C',
      soGiayTo: driver.documentNo,
      nguoiDungId: user.idNguoiDung,
      ngayHetHan: '2030-12-31',
    },
    201,
  );
  await apiPost(
    request,
    admin,
    '/api/xe-assignments',
    { xeId: vehicle.id, taiXeId: user.idNguoiDung, loai: 'FIXED' },
    201,
  );
  return driver;
}
