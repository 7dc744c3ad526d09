import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { nguoiDung } from './staff';

// Kilometres, litres and đồng are decimals; read back as JS numbers (well inside 2^53).
// A driver's own records (assignments, checklists, fuel reports) reference the user with
// ON DELETE RESTRICT: staff are deactivated (trangThai 0), never deleted, so history stays.
const decimal = (name: string) => numeric(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Danh mục hạng mục bảo dưỡng — maintenance catalogue items. Deactivated, never deleted: tickets
 * keep pointing at them and the price reference reads their history.
 */
export const dmHangMucBaoDuong = pgTable(
  'dm_hang_muc_bao_duong',
  {
    id: serial('id').primaryKey(),
    tenHangMuc: varchar('ten_hang_muc', { length: 255 }).notNull(),
    chuKyKm: integer('chu_ky_km'),
    ghiChu: varchar('ghi_chu', { length: 2000 }),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('dm_hang_muc_bao_duong_ten_idx').on(t.tenHangMuc),
    check('dm_hang_muc_chu_ky_km_positive', sql`${t.chuKyKm} is null or ${t.chuKyKm} > 0`),
  ],
);

/** Danh mục loại xe — vehicle types; each carries a checklist package. */
export const dmLoaiXe = pgTable('dm_loai_xe', {
  id: serial('id').primaryKey(),
  tenLoaiXe: varchar('ten_loai_xe', { length: 255 }).notNull(),
  moTa: text('mo_ta'),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Danh mục hạng mục checklist — items are deactivated, never deleted, so old logs keep their meaning. */
export const dmChecklistItem = pgTable('dm_checklist_item', {
  id: serial('id').primaryKey(),
  tenHangMuc: varchar('ten_hang_muc', { length: 255 }).notNull(),
  moTa: text('mo_ta'),
  /** Priority order; items without one sort as 999 (spec 003 §5). */
  viTri: integer('vi_tri'),
  mucDo: varchar('muc_do', { length: 10 }).notNull().default('INFO'),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The checklist package of a vehicle type: type × item. */
export const dmLoaiXeChecklist = pgTable(
  'dm_loai_xe_checklist',
  {
    loaiXeId: integer('loai_xe_id')
      .notNull()
      .references(() => dmLoaiXe.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => dmChecklistItem.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.loaiXeId, t.itemId] }), index('dm_loai_xe_checklist_item_idx').on(t.itemId)],
);

/** Xe — vehicles. "Deleting" one sets DECOMMISSIONED (spec 003 §4). */
export const xe = pgTable(
  'xe',
  {
    id: serial('id').primaryKey(),
    bienSo: varchar('bien_so', { length: 20 }).notNull(),
    soKhung: varchar('so_khung', { length: 50 }),
    soMay: varchar('so_may', { length: 50 }),
    loaiXeId: integer('loai_xe_id').references(() => dmLoaiXe.id, { onDelete: 'set null' }),
    hangXe: varchar('hang_xe', { length: 100 }),
    model: varchar('model', { length: 100 }),
    namSx: integer('nam_sx'),
    mauSon: varchar('mau_son', { length: 50 }),
    loaiNhienLieu: varchar('loai_nhien_lieu', { length: 10 }),
    dungTichBinh: decimal('dung_tich_binh'),
    tieuHaoTb: decimal('tieu_hao_tb'),
    sucChuaTai: decimal('suc_chua_tai'),
    odoGanNhat: decimal('odo_gan_nhat').notNull().default(0),
    trangThai: varchar('trang_thai', { length: 20 }).notNull().default('AVAILABLE'),
    ghiChu: text('ghi_chu'),
    fileUrl: text('file_url'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // "51C-123.45" and "51c-123.45" are the same plate.
    uniqueIndex('xe_bien_so_upper_uq').on(sql`upper(${t.bienSo})`),
    // List indexes end with the list's whole sort key (here id, newest first) so a filtered page
    // is read in order off the index, with no sort step, however deep the page.
    index('xe_trang_thai_idx').on(t.trangThai, t.id),
    index('xe_loai_xe_idx').on(t.loaiXeId),
  ],
);

/** Lệnh giao xe — who drives which vehicle. Open = not CLOSED. */
export const xePhanCong = pgTable(
  'xe_phan_cong',
  {
    id: serial('id').primaryKey(),
    xeId: integer('xe_id')
      .notNull()
      .references(() => xe.id, { onDelete: 'restrict' }),
    taiXeId: integer('tai_xe_id')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' }),
    loai: varchar('loai', { length: 10 }).notNull().default('FIXED'),
    trangThai: varchar('trang_thai', { length: 10 }).notNull().default('ASSIGNED'),
    lyDo: text('ly_do'),
    startAt: at('start_at').notNull().defaultNow(),
    endAt: at('end_at'),
    closedAt: at('closed_at'),
    /**
     * Who ended the order and how (CLOSE: the office terminated it; HANDOVER: the vehicle went to
     * another driver; RETURN: a TEMP order ended by its driver's return): a driver whose late
     * report is refused is told what happened. Null on orders ended before these were kept.
     */
    closedBy: integer('closed_by').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    closeKind: varchar('close_kind', { length: 10 }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A vehicle has at most one open order (spec 003 §4: creating is blocked while one is open).
    uniqueIndex('xe_phan_cong_open_per_xe_uq').on(t.xeId).where(sql`${t.trangThai} <> 'CLOSED'`),
    index('xe_phan_cong_tai_xe_idx').on(t.taiXeId, t.trangThai),
    index('xe_phan_cong_xe_idx').on(t.xeId, t.startAt),
  ],
);

/** Receive/return events of an assignment, as the driver recorded them. */
export const xePhanCongSuKien = pgTable(
  'xe_phan_cong_su_kien',
  {
    id: serial('id').primaryKey(),
    phanCongId: integer('phan_cong_id')
      .notNull()
      .references(() => xePhanCong.id, { onDelete: 'cascade' }),
    eventType: varchar('event_type', { length: 10 }).notNull(),
    odo: decimal('odo'),
    mucNhienLieu: decimal('muc_nhien_lieu'),
    ghiChu: text('ghi_chu'),
    /** When it happened (device time corrected by the clock offset); receivedAt is when it reached us. */
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull(),
    createdBy: integer('created_by').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
  },
  (t) => [index('xe_phan_cong_su_kien_phan_cong_idx').on(t.phanCongId, t.occurredAt)],
);

/**
 * Nhật ký xe — the office's recorded decisions about a vehicle that bypass the drivers' readings:
 * SUA_ODO (the recorded odometer corrected, e.g. after a typo) and CHO_PHEP_VAN_HANH (a vehicle
 * stopped by an unsafe checklist/SOS released). Who, when, before, after and why; never edited.
 */
export const xeNhatKy = pgTable(
  'xe_nhat_ky',
  {
    id: serial('id').primaryKey(),
    xeId: integer('xe_id')
      .notNull()
      .references(() => xe.id, { onDelete: 'restrict' }),
    loai: varchar('loai', { length: 20 }).notNull(),
    odoCu: decimal('odo_cu'),
    odoMoi: decimal('odo_moi'),
    trangThaiCu: varchar('trang_thai_cu', { length: 20 }),
    trangThaiMoi: varchar('trang_thai_moi', { length: 20 }),
    lyDo: text('ly_do').notNull(),
    nguoiThucHienId: integer('nguoi_thuc_hien_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    thoiDiem: at('thoi_diem').notNull().defaultNow(),
  },
  (t) => [index('xe_nhat_ky_xe_idx').on(t.xeId, t.thoiDiem)],
);

/** One submitted start-of-day checklist. */
export const checklistLog = pgTable(
  'checklist_log',
  {
    id: serial('id').primaryKey(),
    xeId: integer('xe_id')
      .notNull()
      .references(() => xe.id, { onDelete: 'restrict' }),
    taiXeId: integer('tai_xe_id')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' }),
    phanCongId: integer('phan_cong_id').references(() => xePhanCong.id, { onDelete: 'set null' }),
    odo: decimal('odo').notNull(),
    soItemNG: integer('so_item_ng').notNull().default(0),
    hasCriticalError: boolean('has_critical_error').notNull().default(false),
    thoiDiemThucHien: at('thoi_diem_thuc_hien').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    index('checklist_log_thoi_diem_idx').on(t.thoiDiemThucHien, t.id),
    index('checklist_log_tai_xe_idx').on(t.taiXeId, t.thoiDiemThucHien, t.id),
    index('checklist_log_xe_idx').on(t.xeId, t.thoiDiemThucHien, t.id),
    // "Chỉ lỗi" and the dashboard's critical defects read a small share of the logs.
    index('checklist_log_loi_idx').on(t.thoiDiemThucHien, t.id).where(sql`${t.soItemNG} > 0`),
    index('checklist_log_critical_idx').on(t.xeId, t.thoiDiemThucHien).where(sql`${t.hasCriticalError}`),
  ],
);

/** The answers of a checklist, with the item's name and severity as they were that day. */
export const checklistLogItem = pgTable(
  'checklist_log_item',
  {
    id: serial('id').primaryKey(),
    logId: integer('log_id')
      .notNull()
      .references(() => checklistLog.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => dmChecklistItem.id, { onDelete: 'set null' }),
    tenHangMuc: varchar('ten_hang_muc', { length: 255 }).notNull(),
    mucDo: varchar('muc_do', { length: 10 }).notNull(),
    trangThai: varchar('trang_thai', { length: 2 }).notNull(),
    ghiChu: text('ghi_chu'),
    anhUrl: text('anh_url'),
  },
  (t) => [index('checklist_log_item_log_idx').on(t.logId)],
);

/**
 * Phiếu bảo dưỡng / sửa chữa. Holds every stage's fields (quote, approval, repair, payment,
 * cancellation) so the ticket state machine can be added without another table.
 */
export const baoDuongXe = pgTable(
  'bao_duong_xe',
  {
    id: serial('id').primaryKey(),
    xeId: integer('xe_id')
      .notNull()
      .references(() => xe.id, { onDelete: 'restrict' }),
    loaiBaoDuong: varchar('loai_bao_duong', { length: 20 }).notNull(),
    trangThai: varchar('trang_thai', { length: 20 }).notNull().default('MOI'),
    dmHangMucId: integer('dm_hang_muc_id').references(() => dmHangMucBaoDuong.id, { onDelete: 'restrict' }),
    tenHangMuc: varchar('ten_hang_muc', { length: 255 }),
    noiDungCongViec: text('noi_dung_cong_viec').notNull(),
    anhSuCoUrl: text('anh_su_co_url'),
    odoLucTao: decimal('odo_luc_tao'),
    /** Where an SOS was sent from, when the phone knew. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    nguoiTaoId: integer('nguoi_tao_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    checklistLogId: integer('checklist_log_id').references(() => checklistLog.id, { onDelete: 'set null' }),
    /** The order the reporting driver held when it happened (SOS, checklist); null for office tickets. */
    phanCongId: integer('phan_cong_id').references(() => xePhanCong.id, { onDelete: 'set null' }),
    ngayTao: at('ngay_tao').notNull(),
    receivedAt: at('received_at').notNull(),
    garaDeXuat: varchar('gara_de_xuat', { length: 255 }),
    giaDeXuat: decimal('gia_de_xuat'),
    anhBaoGiaUrl: text('anh_bao_gia_url'),
    thoiDiemBaoGia: at('thoi_diem_bao_gia'),
    nguoiDuyetId: integer('nguoi_duyet_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    giaDuocDuyet: decimal('gia_duoc_duyet'),
    thoiDiemDuyet: at('thoi_diem_duyet'),
    thoiDiemBatDau: at('thoi_diem_bat_dau'),
    chiPhiThucTe: decimal('chi_phi_thuc_te'),
    bienLaiUrl: text('bien_lai_url'),
    odoHoanThanh: decimal('odo_hoan_thanh'),
    /** Why the repair cost more than 1.5× its approved price (required then). */
    ghiChuHoanThanh: text('ghi_chu_hoan_thanh'),
    thoiDiemHoanThanh: at('thoi_diem_hoan_thanh'),
    nguoiThanhToanId: integer('nguoi_thanh_toan_id').references(() => nguoiDung.idNguoiDung, {
      onDelete: 'set null',
    }),
    ghiChuThanhToan: text('ghi_chu_thanh_toan'),
    thoiDiemThanhToan: at('thoi_diem_thanh_toan'),
    lyDoHuy: text('ly_do_huy'),
    nguoiHuyId: integer('nguoi_huy_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    thoiDiemHuy: at('thoi_diem_huy'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bao_duong_xe_ngay_tao_idx').on(t.ngayTao, t.id),
    index('bao_duong_xe_trang_thai_idx').on(t.trangThai, t.ngayTao, t.id),
    index('bao_duong_xe_nguoi_tao_idx').on(t.nguoiTaoId, t.ngayTao, t.id),
    index('bao_duong_xe_xe_idx').on(t.xeId, t.ngayTao, t.id),
  ],
);

/** Báo cáo đổ xăng dầu: CHO_DUYET → DA_DUYET | TU_CHOI. */
export const xangDau = pgTable(
  'xang_dau',
  {
    id: serial('id').primaryKey(),
    xeId: integer('xe_id')
      .notNull()
      .references(() => xe.id, { onDelete: 'restrict' }),
    taiXeId: integer('tai_xe_id')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' }),
    /** The order the driver held when they filled up (a late report keeps its own order). */
    phanCongId: integer('phan_cong_id').references(() => xePhanCong.id, { onDelete: 'set null' }),
    soTien: decimal('so_tien').notNull(),
    soLit: decimal('so_lit').notNull(),
    /** The last approved report's end odometer when this one was made; null for the first. */
    odoKmDauKy: decimal('odo_km_dau_ky'),
    odoKmCuoiKy: decimal('odo_km_cuoi_ky').notNull(),
    kmThucTe: decimal('km_thuc_te'),
    trangThai: varchar('trang_thai', { length: 12 }).notNull().default('CHO_DUYET'),
    anhBienLaiUrl: text('anh_bien_lai_url'),
    anhOdoUrl: text('anh_odo_url'),
    /** The driver's note; a rejection reason is written here too (spec 003 §3). */
    ghiChu: text('ghi_chu'),
    ngayDo: at('ngay_do').notNull(),
    receivedAt: at('received_at').notNull(),
    nguoiDuyetId: integer('nguoi_duyet_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    thoiDiemDuyet: at('thoi_diem_duyet'),
  },
  (t) => [
    index('xang_dau_ngay_do_idx').on(t.ngayDo, t.id),
    index('xang_dau_xe_idx').on(t.xeId, t.ngayDo, t.id),
    index('xang_dau_tai_xe_idx').on(t.taiXeId, t.ngayDo, t.id),
    index('xang_dau_trang_thai_idx').on(t.trangThai, t.ngayDo, t.id),
  ],
);

/** Giấy tờ — documents of exactly one vehicle or one driver. */
export const giayTo = pgTable(
  'giay_to',
  {
    id: serial('id').primaryKey(),
    maLoaiGiayTo: varchar('ma_loai_giay_to', { length: 30 }).notNull(),
    tenHienThi: varchar('ten_hien_thi', { length: 255 }).notNull(),
    soGiayTo: varchar('so_giay_to', { length: 100 }),
    xeId: integer('xe_id').references(() => xe.id, { onDelete: 'cascade' }),
    nguoiDungId: integer('nguoi_dung_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' }),
    ngayCap: date('ngay_cap', { mode: 'string' }),
    ngayHetHan: date('ngay_het_han', { mode: 'string' }),
    noiCap: varchar('noi_cap', { length: 255 }),
    fileUrl: text('file_url'),
    fileMime: varchar('file_mime', { length: 100 }),
    active: boolean('active').notNull().default(true),
    ghiChu: text('ghi_chu'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('giay_to_mot_chu_so_huu', sql`(${t.xeId} is null) <> (${t.nguoiDungId} is null)`),
    index('giay_to_xe_idx').on(t.xeId),
    index('giay_to_nguoi_dung_idx').on(t.nguoiDungId),
    index('giay_to_het_han_idx').on(t.ngayHetHan),
  ],
);

/**
 * Đơn hàng vận tải — transport orders (spec 003 §3/§4): CHO_NHAN → DA_NHAN → DA_DEN_DIEM_LAY →
 * DA_LAY_HANG → (LAY_HANG done | DA_DEN_DIEM_GIAO) → HOAN_THANH, or THAT_BAI with a reason.
 * Each step's time is the driver's device time (the phone may report it late).
 */
export const donHang = pgTable(
  'don_hang',
  {
    id: serial('id').primaryKey(),
    tenDonHang: varchar('ten_don_hang', { length: 255 }).notNull(),
    loaiDonHang: varchar('loai_don_hang', { length: 20 }).notNull(),
    trangThai: varchar('trang_thai', { length: 20 }).notNull().default('CHO_NHAN'),
    taiXeId: integer('tai_xe_id')
      .notNull()
      .references(() => nguoiDung.idNguoiDung, { onDelete: 'restrict' }),
    xeId: integer('xe_id').references(() => xe.id, { onDelete: 'restrict' }),
    thoiGianHen: timestamp('thoi_gian_hen'),
    fileUrl: text('file_url'),
    ghiChu: varchar('ghi_chu', { length: 1024 }),
    lyDoThatBai: text('ly_do_that_bai'),
    nguoiTaoId: integer('nguoi_tao_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    ngayTao: at('ngay_tao').notNull().defaultNow(),
    thoiDiemNhanDon: at('thoi_diem_nhan_don'),
    thoiDiemDenDiemLay: at('thoi_diem_den_diem_lay'),
    thoiDiemLayHangXong: at('thoi_diem_lay_hang_xong'),
    thoiDiemDenDiemGiao: at('thoi_diem_den_diem_giao'),
    thoiDiemHoanThanh: at('thoi_diem_hoan_thanh'),
    thoiDiemThatBai: at('thoi_diem_that_bai'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('don_hang_ngay_tao_idx').on(t.ngayTao),
    index('don_hang_tai_xe_idx').on(t.taiXeId, t.trangThai, t.ngayTao),
    index('don_hang_xe_idx').on(t.xeId, t.ngayTao),
    index('don_hang_trang_thai_idx').on(t.trangThai, t.ngayTao),
  ],
);
