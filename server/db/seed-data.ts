/**
 * The reference catalogue every installation starts with (modules × actions of the
 * permission matrix) and the demo company `npm start` seeds into an empty embedded database.
 */

export const ACTIONS = [
  { maHanhDong: 'XEM', tenHanhDong: 'Xem' },
  { maHanhDong: 'THEM', tenHanhDong: 'Thêm' },
  { maHanhDong: 'SUA', tenHanhDong: 'Sửa' },
  { maHanhDong: 'XOA', tenHanhDong: 'Xóa' },
  { maHanhDong: 'DUYET', tenHanhDong: 'Duyệt' },
] as const;

/** Modules of the product; `actions` are the pairs that exist in the permission list. */
export const MODULES: { maChucNang: string; tenChucNang: string; actions: string[] }[] = [
  { maChucNang: 'NGUOI_DUNG', tenChucNang: 'Người dùng', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'PHONG_BAN', tenChucNang: 'Phòng ban', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'CHUC_VU', tenChucNang: 'Chức vụ', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'PHAN_QUYEN', tenChucNang: 'Phân quyền', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'THONG_BAO', tenChucNang: 'Thông báo', actions: ['XEM', 'THEM'] },
  { maChucNang: 'THU_VIEN_ANH', tenChucNang: 'Thư viện ảnh', actions: ['XEM', 'THEM', 'XOA'] },
  { maChucNang: 'XE', tenChucNang: 'Xe', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'PHAN_CONG_XE', tenChucNang: 'Phân công xe', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'CHECKLIST', tenChucNang: 'Checklist', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'BAO_DUONG', tenChucNang: 'Bảo dưỡng', actions: ['XEM', 'THEM', 'SUA', 'XOA', 'DUYET'] },
  { maChucNang: 'XANG_DAU', tenChucNang: 'Xăng dầu', actions: ['XEM', 'THEM', 'DUYET'] },
  { maChucNang: 'GIAY_TO', tenChucNang: 'Giấy tờ', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'DON_HANG', tenChucNang: 'Đơn hàng vận tải', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'CHAM_CONG', tenChucNang: 'Chấm công', actions: ['XEM', 'SUA', 'DUYET'] },
  { maChucNang: 'LENH', tenChucNang: 'Lệnh công việc', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'CONG_VIEC', tenChucNang: 'Công việc', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
  { maChucNang: 'BAI_VIET', tenChucNang: 'Bài viết', actions: ['XEM', 'THEM', 'SUA', 'XOA', 'DUYET'] },
  { maChucNang: 'MARKETING', tenChucNang: 'Marketing', actions: ['XEM', 'THEM', 'SUA', 'XOA'] },
];

const FRAME = {
  gioBatDauSang: '07:30:00',
  gioKetThucSang: '11:30:00',
  gioBatDauChieu: '13:00:00',
  gioKetThucChieu: '17:00:00',
};

export const DEMO_DEPARTMENTS = [
  { maPhongBan: 'BanGiamDoc', tenPhongBan: 'Ban Giám đốc', ...FRAME },
  { maPhongBan: 'DieuPhoi', tenPhongBan: 'Phòng Điều phối', ...FRAME },
  { maPhongBan: 'KeToan', tenPhongBan: 'Phòng Kế toán', ...FRAME },
  // Drivers start earlier; their frame is the one attendance counts against.
  { maPhongBan: 'TaiXe', tenPhongBan: 'Đội Tài xế', ...FRAME, gioBatDauSang: '06:30:00' },
  { maPhongBan: 'HanhChinh', tenPhongBan: 'Phòng Hành chính – Nhân sự', ...FRAME },
  { maPhongBan: 'Marketing', tenPhongBan: 'Phòng Marketing', ...FRAME },
];

export const DEMO_POSITIONS = [
  { maChucVu: 'QUAN_TRI', tenChucVu: 'Quản trị hệ thống' },
  { maChucVu: 'DIEU_PHOI', tenChucVu: 'Điều phối viên' },
  { maChucVu: 'KE_TOAN', tenChucVu: 'Kế toán' },
  { maChucVu: 'TAI_XE', tenChucVu: 'Tài xế' },
  { maChucVu: 'NHAN_VIEN', tenChucVu: 'Nhân viên' },
  { maChucVu: 'BIEN_TAP', tenChucVu: 'Biên tập viên' },
];

export const DEMO_PASSWORD = 'Demo@123';

export const DEMO_USERS = [
  {
    tenDangNhap: 'admin',
    hoTen: 'Quản trị viên',
    maChucVu: 'QUAN_TRI',
    maPhongBan: 'BanGiamDoc',
    vaiTro: 'Quản trị (toàn quyền)',
  },
  {
    tenDangNhap: 'dieuphoi',
    hoTen: 'Trần Văn Điều',
    maChucVu: 'DIEU_PHOI',
    maPhongBan: 'DieuPhoi',
    vaiTro: 'Điều phối',
  },
  { tenDangNhap: 'ketoan', hoTen: 'Lê Thị Kim Ngân', maChucVu: 'KE_TOAN', maPhongBan: 'KeToan', vaiTro: 'Kế toán' },
  { tenDangNhap: 'taixe1', hoTen: 'Nguyễn Văn Tài', maChucVu: 'TAI_XE', maPhongBan: 'TaiXe', vaiTro: 'Tài xế' },
  { tenDangNhap: 'taixe2', hoTen: 'Phạm Minh Xuân', maChucVu: 'TAI_XE', maPhongBan: 'TaiXe', vaiTro: 'Tài xế' },
  { tenDangNhap: 'taixe3', hoTen: 'Hoàng Đức Lộc', maChucVu: 'TAI_XE', maPhongBan: 'TaiXe', vaiTro: 'Tài xế' },
  {
    tenDangNhap: 'nhanvien1',
    hoTen: 'Đỗ Thị Hoa',
    maChucVu: 'NHAN_VIEN',
    maPhongBan: 'HanhChinh',
    vaiTro: 'Nhân viên',
  },
  {
    tenDangNhap: 'bientap1',
    hoTen: 'Vũ Minh Biên',
    maChucVu: 'BIEN_TAP',
    maPhongBan: 'Marketing',
    vaiTro: 'Biên tập viên',
  },
] as const;

/** Which permissions each demo role holds: module → actions (admin passes every check). */
export const DEMO_MATRIX: Record<string, Record<string, string[]>> = {
  dieuphoi: {
    XE: ['XEM', 'THEM', 'SUA', 'XOA'],
    PHAN_CONG_XE: ['XEM', 'THEM', 'SUA', 'XOA'],
    CHECKLIST: ['XEM', 'THEM', 'SUA'],
    BAO_DUONG: ['XEM', 'THEM', 'SUA', 'DUYET'],
    XANG_DAU: ['XEM', 'DUYET'],
    GIAY_TO: ['XEM', 'THEM', 'SUA', 'XOA'],
    DON_HANG: ['XEM', 'THEM', 'SUA', 'XOA'],
    THU_VIEN_ANH: ['XEM', 'THEM'],
    THONG_BAO: ['XEM'],
  },
  ketoan: {
    XE: ['XEM'],
    BAO_DUONG: ['XEM', 'DUYET'],
    XANG_DAU: ['XEM'],
    GIAY_TO: ['XEM'],
    DON_HANG: ['XEM'],
    CHAM_CONG: ['XEM'],
    THONG_BAO: ['XEM'],
  },
  nhanvien1: { CHAM_CONG: ['XEM'], CONG_VIEC: ['XEM', 'THEM', 'SUA'], THONG_BAO: ['XEM'] },
  bientap1: { BAI_VIET: ['XEM', 'THEM', 'SUA'], MARKETING: ['XEM'], THU_VIEN_ANH: ['XEM', 'THEM'], THONG_BAO: ['XEM'] },
  taixe1: { THONG_BAO: ['XEM'] },
  taixe2: { THONG_BAO: ['XEM'] },
  taixe3: { THONG_BAO: ['XEM'] },
};
