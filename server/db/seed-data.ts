/**
 * The reference catalogue every installation starts with (modules × actions of the
 * permission matrix) and the demo company `npm start` seeds into an empty embedded database.
 */

// The catalogue is shared with the console (which codes to look for): src/contracts/permissions.ts.
import type { ActionCode, ModuleCode } from '@/contracts/permissions';

export { ACTIONS, MODULES } from '@/contracts/permissions';

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
  {
    tenDangNhap: 'marketing1',
    hoTen: 'Đặng Thu Hà',
    maChucVu: 'NHAN_VIEN',
    maPhongBan: 'Marketing',
    vaiTro: 'Marketing & kinh doanh',
  },
] as const;

/**
 * Which permissions each demo role holds: module → actions (admin passes every check). The e2e
 * specs drive the console as dieuphoi, payment as ketoan; the API tests lean on the same grants.
 */
export const DEMO_MATRIX: Record<string, Partial<Record<ModuleCode, ActionCode[]>>> = {
  dieuphoi: {
    TONG_QUAN: ['XEM'],
    NGUOI_DUNG: ['XEM'],
    XE: ['XEM', 'THEM', 'SUA', 'XOA'],
    PHAN_CONG_XE: ['XEM', 'THEM', 'SUA', 'XOA'],
    CHECKLIST: ['XEM', 'THEM', 'SUA', 'XOA'],
    BAO_DUONG: ['XEM', 'THEM', 'SUA', 'XOA', 'DUYET', 'HUY'],
    XANG_DAU: ['XEM', 'DUYET'],
    GIAY_TO: ['XEM', 'THEM', 'SUA', 'XOA'],
    DON_HANG: ['XEM', 'THEM', 'SUA', 'XOA'],
    CHAM_CONG: ['XEM'],
    THU_VIEN_ANH: ['XEM', 'THEM'],
    THONG_BAO: ['XEM', 'THEM'],
  },
  ketoan: {
    TONG_QUAN: ['XEM'],
    XE: ['XEM'],
    BAO_DUONG: ['XEM', 'THANH_TOAN'],
    XANG_DAU: ['XEM'],
    GIAY_TO: ['XEM'],
    DON_HANG: ['XEM'],
    CHAM_CONG: ['XEM'],
    THONG_BAO: ['XEM'],
  },
  // HR: reads the company's attendance (own attendance needs no grant).
  nhanvien1: { CHAM_CONG: ['XEM'], CONG_VIEC: ['XEM', 'THEM', 'SUA'], THONG_BAO: ['XEM'] },
  bientap1: { BAI_VIET: ['XEM', 'THEM', 'SUA'], MARKETING: ['XEM'], THU_VIEN_ANH: ['XEM', 'THEM'], THONG_BAO: ['XEM'] },
  // Marketing & sales (issue 16): CTAs, automation, industries, companies, customers, fanpages,
  // quotations and the media library; reads the websites' posts to share them.
  marketing1: {
    MARKETING: ['XEM', 'THEM', 'SUA', 'XOA'],
    BAI_VIET: ['XEM'],
    THU_VIEN_ANH: ['XEM', 'THEM', 'XOA'],
    THONG_BAO: ['XEM'],
  },
  taixe1: { THONG_BAO: ['XEM'] },
  taixe2: { THONG_BAO: ['XEM'] },
  taixe3: { THONG_BAO: ['XEM'] },
};

// ── fleet demo (spec 003) ───────────────────────────────────────────────────────────────────────
export const DEMO_CHECKLIST_ITEMS = [
  { tenHangMuc: 'Phanh', moTa: 'Phanh chân, phanh tay ăn đều, không kêu', viTri: 1, mucDo: 'CRITICAL' },
  { tenHangMuc: 'Lốp xe', moTa: 'Áp suất, độ mòn, không phồng rộp', viTri: 2, mucDo: 'CRITICAL' },
  { tenHangMuc: 'Dây an toàn', moTa: 'Khóa cài, dây không sờn rách', viTri: 3, mucDo: 'CRITICAL' },
  { tenHangMuc: 'Đèn chiếu sáng', moTa: 'Đèn pha, cos, xi nhan, đèn phanh', viTri: 4, mucDo: 'WARNING' },
  { tenHangMuc: 'Gương chiếu hậu', moTa: 'Đủ gương, không nứt vỡ', viTri: 5, mucDo: 'WARNING' },
  { tenHangMuc: 'Nước làm mát', moTa: 'Mức nước trong giới hạn', viTri: 6, mucDo: 'WARNING' },
  { tenHangMuc: 'Dầu máy', moTa: 'Mức dầu trên que thăm', viTri: 7, mucDo: 'WARNING' },
  { tenHangMuc: 'Còi', moTa: 'Còi kêu rõ', viTri: 8, mucDo: 'INFO' },
  { tenHangMuc: 'Bình chữa cháy', moTa: 'Còn hạn, đồng hồ áp suất xanh', viTri: 9, mucDo: 'INFO' },
  // No position: sorts last (as 999).
  { tenHangMuc: 'Vệ sinh cabin', moTa: 'Cabin sạch, không vật cản dưới chân', viTri: null, mucDo: 'INFO' },
  // Retired: kept for history, never asked again.
  { tenHangMuc: 'Bộ đàm', moTa: 'Đã thay bằng điện thoại', viTri: 10, mucDo: 'INFO', active: false },
] as const;

const ALL_ITEMS = DEMO_CHECKLIST_ITEMS.map((i) => i.tenHangMuc);
export const DEMO_VEHICLE_TYPES = [
  {
    tenLoaiXe: 'Xe tải 1.25 tấn',
    moTa: 'Xe tải nhẹ chạy nội thành',
    items: ALL_ITEMS.filter((n) => n !== 'Bình chữa cháy' && n !== 'Bộ đàm'),
  },
  { tenLoaiXe: 'Xe tải 5 tấn', moTa: 'Xe tải trung chạy liên tỉnh', items: ALL_ITEMS },
  { tenLoaiXe: 'Xe đầu kéo', moTa: 'Đầu kéo container', items: ALL_ITEMS },
] as const;

export const DEMO_VEHICLES = [
  {
    bienSo: '51C-123.45',
    loai: 'Xe tải 1.25 tấn',
    hangXe: 'Hyundai',
    model: 'New Porter H150',
    namSx: 2021,
    mauSon: 'Trắng',
    loaiNhienLieu: 'Dầu',
    dungTichBinh: 65,
    tieuHaoTb: 9.5,
    sucChuaTai: 1.25,
    odoGanNhat: 45_000,
    trangThai: 'ASSIGNED',
  },
  {
    bienSo: '51D-678.90',
    loai: 'Xe tải 5 tấn',
    hangXe: 'Isuzu',
    model: 'NQR 550',
    namSx: 2020,
    mauSon: 'Trắng',
    loaiNhienLieu: 'Dầu',
    dungTichBinh: 100,
    tieuHaoTb: 14,
    sucChuaTai: 5,
    odoGanNhat: 82_350,
    trangThai: 'ASSIGNED',
  },
  {
    bienSo: '51C-246.80',
    loai: 'Xe tải 1.25 tấn',
    hangXe: 'Kia',
    model: 'K250',
    namSx: 2022,
    mauSon: 'Xanh dương',
    loaiNhienLieu: 'Dầu',
    dungTichBinh: 60,
    tieuHaoTb: 9,
    sucChuaTai: 1.25,
    odoGanNhat: 30_120,
    trangThai: 'AVAILABLE',
  },
  {
    bienSo: '50H-135.79',
    loai: 'Xe đầu kéo',
    hangXe: 'Hino',
    model: '700 SS2P',
    namSx: 2019,
    mauSon: 'Đỏ',
    loaiNhienLieu: 'Dầu',
    dungTichBinh: 400,
    tieuHaoTb: 32,
    sucChuaTai: 40,
    odoGanNhat: 210_400,
    trangThai: 'AVAILABLE',
  },
  {
    bienSo: '51D-111.22',
    loai: 'Xe tải 5 tấn',
    hangXe: 'Hino',
    model: 'FC9JLTC',
    namSx: 2018,
    mauSon: 'Trắng',
    loaiNhienLieu: 'Dầu',
    dungTichBinh: 100,
    tieuHaoTb: 15,
    sucChuaTai: 5,
    odoGanNhat: 120_500,
    trangThai: 'MAINTENANCE',
  },
  {
    bienSo: '29C-987.65',
    loai: 'Xe tải 1.25 tấn',
    hangXe: 'Thaco',
    model: 'Towner 990',
    namSx: 2015,
    mauSon: 'Xanh lá',
    loaiNhienLieu: 'Xăng',
    dungTichBinh: 40,
    tieuHaoTb: 8,
    sucChuaTai: 0.99,
    odoGanNhat: 168_900,
    trangThai: 'DECOMMISSIONED',
  },
] as const;

/** Fixed assignments not yet received: the drivers start their shift from the dashboard. */
export const DEMO_ASSIGNMENTS = [
  { taiXe: 'taixe1', bienSo: '51C-123.45', lyDo: 'Xe cố định tuyến nội thành' },
  { taiXe: 'taixe2', bienSo: '51D-678.90', lyDo: 'Xe cố định tuyến Bình Dương' },
] as const;

/** Days from the seed date: negative = expired, within 30 = expiring soon (spec 003 §4). */
export const DEMO_DOCUMENTS = [
  { owner: { bienSo: '51C-123.45' }, ma: 'DANG_KIEM', so: 'KD-5012345', hetHanSauNgay: -10 },
  { owner: { bienSo: '51C-123.45' }, ma: 'BH_TNDS_BB', so: 'BH-889900', hetHanSauNgay: 20 },
  { owner: { bienSo: '51C-123.45' }, ma: 'DANG_KY_XE', so: 'DK-123456', hetHanSauNgay: 1_095 },
  { owner: { taiXe: 'taixe1' }, ma: 'GIAY_KHAM_SK', so: 'SK-2024-117', hetHanSauNgay: -3 },
  { owner: { taiXe: 'taixe1' }, ma: 'GPLX_C', so: '790123456789', hetHanSauNgay: 12 },
  { owner: { taiXe: 'taixe1' }, ma: 'CCCD', so: '079090001234', hetHanSauNgay: 3_650 },
  { owner: { bienSo: '51D-678.90' }, ma: 'DANG_KIEM', so: 'KD-5067890', hetHanSauNgay: 150 },
  { owner: { taiXe: 'taixe2' }, ma: 'GPLX_FC', so: '790987654321', hetHanSauNgay: 900 },
] as const;

/** Fuel reports, days before the seed date. */
export const DEMO_FUEL_LOGS = [
  {
    bienSo: '51C-123.45',
    taiXe: 'taixe1',
    truocNgay: 9,
    soTien: 1_200_000,
    soLit: 60,
    odoKmCuoiKy: 44_200,
    trangThai: 'DA_DUYET',
  },
  {
    bienSo: '51C-123.45',
    taiXe: 'taixe1',
    truocNgay: 3,
    soTien: 900_000,
    soLit: 45,
    odoKmCuoiKy: 44_700,
    trangThai: 'DA_DUYET',
  },
  {
    bienSo: '51D-678.90',
    taiXe: 'taixe2',
    truocNgay: 2,
    soTien: 2_050_000,
    soLit: 100,
    odoKmCuoiKy: 82_300,
    trangThai: 'CHO_DUYET',
  },
] as const;

export const DEMO_TICKETS = [
  {
    bienSo: '51D-111.22',
    nguoiTao: 'dieuphoi',
    truocNgay: 5,
    loaiBaoDuong: 'DINH_KY',
    trangThai: 'DANG_SUA',
    noiDungCongViec: 'Bảo dưỡng định kỳ 120.000 km: thay dầu, lọc dầu, lọc gió',
    odoLucTao: 120_500,
  },
  {
    bienSo: '51D-678.90',
    nguoiTao: 'taixe2',
    truocNgay: 1,
    loaiBaoDuong: 'SU_CO_DOT_XUAT',
    trangThai: 'MOI',
    noiDungCongViec: 'Đèn báo áp suất dầu nháy khi chạy đường dài',
    odoLucTao: 82_340,
  },
] as const;
