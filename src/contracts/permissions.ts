/**
 * The permission catalogue (spec 000 §3, §6): modules (chức năng) × actions (hành động); each pair
 * that exists is one permission (quyền) coded `MODULE_ACTION`. The server seeds it, its API rules
 * (method + URL pattern → permission, src/contracts/rbac.ts) point at it, the per-user matrix grants
 * it, and /api/auth/me lists the codes a user holds so the console offers only the buttons the
 * server would accept — a hidden button is convenience, the server's check is the security.
 */

export const ACTIONS = [
  { maHanhDong: 'XEM', tenHanhDong: 'Xem' },
  { maHanhDong: 'THEM', tenHanhDong: 'Thêm' },
  { maHanhDong: 'SUA', tenHanhDong: 'Sửa' },
  { maHanhDong: 'XOA', tenHanhDong: 'Xóa' },
  { maHanhDong: 'DUYET', tenHanhDong: 'Duyệt' },
  // A repair's payment is the accountant's decision, not an approval: its own column of the matrix.
  { maHanhDong: 'THANH_TOAN', tenHanhDong: 'Thanh toán' },
  // Cancelling keeps the record (state DA_HUY), so it is not XOA.
  { maHanhDong: 'HUY', tenHanhDong: 'Hủy' },
] as const;
export type ActionCode = (typeof ACTIONS)[number]['maHanhDong'];

type CatalogueModule = { maChucNang: string; tenChucNang: string; actions: readonly ActionCode[] };

/** Modules of the product; `actions` are the pairs that exist in the permission list. */
export const MODULES = [
  { maChucNang: 'NGUOI_DUNG', tenChucNang: 'Người dùng', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'PHONG_BAN', tenChucNang: 'Phòng ban', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'CHUC_VU', tenChucNang: 'Chức vụ', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'PHAN_QUYEN', tenChucNang: 'Phân quyền', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'THONG_BAO', tenChucNang: 'Thông báo', actions: ['XEM', 'THEM'] },
  { maChucNang: 'THU_VIEN_ANH', tenChucNang: 'Thư viện ảnh', actions: ['XEM', 'THEM', 'XOA'] },
  { maChucNang: 'TONG_QUAN', tenChucNang: 'Tổng quan', actions: ['XEM'] },
  { maChucNang: 'XE', tenChucNang: 'Xe', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'PHAN_CONG_XE', tenChucNang: 'Phân công xe', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'CHECKLIST', tenChucNang: 'Checklist', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  {
    maChucNang: 'BAO_DUONG',
    tenChucNang: 'Bảo dưỡng',
    actions: ['XEM', 'THEM', 'SUA', 'XOA', 'DUYET', 'THANH_TOAN', 'HUY'],
  },
  { maChucNang: 'XANG_DAU', tenChucNang: 'Xăng dầu', actions: ['XEM', 'THEM', 'DUYET'] },
  { maChucNang: 'GIAY_TO', tenChucNang: 'Giấy tờ', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'DON_HANG', tenChucNang: 'Đơn hàng vận tải', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'CHAM_CONG', tenChucNang: 'Chấm công', actions: ['XEM', 'SUA', 'DUYET'] },
  { maChucNang: 'LENH', tenChucNang: 'Lệnh công việc', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'CONG_VIEC', tenChucNang: 'Công việc', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'BAI_VIET', tenChucNang: 'Bài viết', actions: ['XEM', 'THEM', 'SUA', 'XOA', 'DUYET'] },
  { maChucNang: 'MARKETING', tenChucNang: 'Marketing', actions: ['XEM', 'THEM', 'SUA', 'XOA', 'DUYET'] },
] as const satisfies readonly CatalogueModule[];
export type ModuleCode = (typeof MODULES)[number]['maChucNang'];

type CodesOf<M> = M extends { maChucNang: infer C extends string; actions: readonly (infer A extends string)[] }
  ? `${C}_${A}`
  : never;
/** A permission of the catalogue, e.g. 'XE_XEM', 'BAO_DUONG_THANH_TOAN'. */
export type PermissionCode = CodesOf<(typeof MODULES)[number]>;

export const permissionCode = (maChucNang: string, maHanhDong: string) => `${maChucNang}_${maHanhDong}`;

/** Every code of the catalogue, in module then action order. */
export const PERMISSION_CODES = MODULES.flatMap((m) =>
  m.actions.map((a) => permissionCode(m.maChucNang, a)),
) as PermissionCode[];

export const ADMIN_USERNAME = 'admin';
export const ADMIN_POSITION_CODE = 'QUAN_TRI';

/** The `admin` account and position QUAN_TRI pass every check and hold every permission. */
export const isAdministrator = (s: { tenDangNhap: string; maChucVu: string | null }) =>
  s.tenDangNhap.toLowerCase() === ADMIN_USERNAME || s.maChucVu === ADMIN_POSITION_CODE;
