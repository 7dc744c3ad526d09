/**
 * Documents of vehicles and drivers (spec 003 §2 "Quản lý Giấy tờ", §3, §5, §7, §8). One schema
 * for the console form and the server: texts trimmed, blanks become null, exactly one owner.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { DOCUMENT_TYPE_LABELS, DRIVER_DOCUMENT_TYPES, isoDay, VEHICLE_DOCUMENT_TYPES } from './fleet';
import { blankToUndefined, searchKeyword } from './params';
import { FILE_URL_PATTERN } from './uploads';

export const DOCUMENT_MESSAGES = {
  typeRequired: 'Vui lòng chọn Loại Giấy tờ.',
  vehicleRequired: 'Vui lòng chọn Xe.',
  driverRequired: 'Vui lòng chọn Tài xế.',
  expiryBeforeIssue: 'Ngày hết hạn không được trước Ngày cấp.',
  exactlyOneOwner: 'Phải chọn Xe hoặc Người dùng (tài xế), không được cả hai hoặc không chọn ai.',
  fileUrlInvalid: 'Đường dẫn file không hợp lệ.',
  noVehicles: 'Vui lòng thêm Xe trước.',
  noDrivers: 'Vui lòng thêm Người dùng có chức vụ Tài xế trước.',
  noFile: 'Chưa có file đính kèm.',
  saveFailed: 'Có lỗi xảy ra khi lưu giấy tờ.',
  loadFailed: 'Lỗi tải danh sách giấy tờ',
  deleteFailed: 'Xoá thất bại.',
  notFound: 'Không tìm thấy giấy tờ.',
  ownerVehicleMissing: 'Xe được chọn không tồn tại.',
  ownerDriverMissing: 'Tài xế được chọn không tồn tại.',
  typeInvalid: 'Loại Giấy tờ không hợp lệ.',
  created: 'Thêm giấy tờ thành công!',
  updated: 'Cập nhật giấy tờ thành công!',
  deleted: 'Đã xoá giấy tờ.',
  deleteConfirm: (name: string) => `Bạn có chắc chắn muốn xoá giấy tờ "${name}"?`,
} as const;

export const DOCUMENT_TYPE_CODES = Object.keys(DOCUMENT_TYPE_LABELS) as [string, ...string[]];
export const documentTypeLabel = (code: string) => DOCUMENT_TYPE_LABELS[code] ?? code;
/** Grouped choices for the type select: vehicle, driver, other. */
export const DOCUMENT_TYPE_GROUPS = [
  { group: 'Giấy tờ xe', items: Object.entries(VEHICLE_DOCUMENT_TYPES).map(([value, label]) => ({ value, label })) },
  {
    group: 'Giấy tờ tài xế',
    items: Object.entries(DRIVER_DOCUMENT_TYPES).map(([value, label]) => ({ value, label })),
  },
  { group: 'Khác', items: [{ value: 'KHAC', label: DOCUMENT_TYPE_LABELS.KHAC as string }] },
];
export const DOCUMENT_PAGE_SIZES = [5, 10, 20, 50];

/** "{type label} - {plate or driver name}", filled on create only (spec 003 §5). */
export const autoDocumentName = (maLoaiGiayTo: string, ownerName: string) =>
  `${documentTypeLabel(maLoaiGiayTo)} - ${ownerName}`;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v === undefined ? null : v);
const text = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());
const ownerId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number().int().positive().nullable(),
);
/** Our own files (/api/files/…) or an absolute http(s) link. */
const fileLink = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(2000)
    .refine((s) => FILE_URL_PATTERN.test(s) || /^https?:\/\/[^\s]+$/i.test(s), DOCUMENT_MESSAGES.fileUrlInvalid)
    .nullable(),
);

export const documentRequest = z
  .object({
    maLoaiGiayTo: z
      .string({ error: DOCUMENT_MESSAGES.typeRequired })
      .trim()
      .min(1, DOCUMENT_MESSAGES.typeRequired)
      .refine((c) => c in DOCUMENT_TYPE_LABELS, DOCUMENT_MESSAGES.typeInvalid),
    tenHienThi: text(255),
    soGiayTo: text(100),
    xeId: ownerId,
    nguoiDungId: ownerId,
    ngayCap: z.preprocess(blankToNull, isoDay.nullable()),
    ngayHetHan: z.preprocess(blankToNull, isoDay.nullable()),
    noiCap: text(255),
    fileUrl: fileLink,
    fileMime: text(100),
    active: z.boolean().default(true),
    ghiChu: text(2000),
  })
  .refine((d) => (d.xeId === null) !== (d.nguoiDungId === null), {
    message: DOCUMENT_MESSAGES.exactlyOneOwner,
    path: ['xeId'],
  })
  .refine((d) => !d.ngayCap || !d.ngayHetHan || d.ngayHetHan >= d.ngayCap, {
    message: DOCUMENT_MESSAGES.expiryBeforeIssue,
    path: ['ngayHetHan'],
  });
export type DocumentRequest = z.input<typeof documentRequest>;
export type DocumentInput = z.output<typeof documentRequest>;

export const fleetDocument = z.object({
  id: z.number().int(),
  maLoaiGiayTo: z.string(),
  tenLoaiGiayToDisplay: z.string(),
  tenHienThi: z.string(),
  soGiayTo: z.string().nullable(),
  xeId: z.number().int().nullable(),
  xeBienSo: z.string().nullable(),
  nguoiDungId: z.number().int().nullable(),
  nguoiDungHoTen: z.string().nullable(),
  ngayCap: z.string().nullable(),
  ngayHetHan: z.string().nullable(),
  noiCap: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileMime: z.string().nullable(),
  active: z.boolean(),
  ghiChu: z.string().nullable(),
});
export type FleetDocument = z.infer<typeof fleetDocument>;
export const documentResponse = envelope(fleetDocument);
export const documentListResponse = envelope(z.array(fleetDocument));
export const documentPageResponse = envelope(pageOf(fleetDocument));

export const DOCUMENT_OWNER_KINDS = ['XE', 'TAI_XE'] as const;
export const EXPIRY_FILTERS = ['expired', 'soon', 'valid'] as const;
export const EXPIRY_FILTER_LABELS: Record<(typeof EXPIRY_FILTERS)[number], string> = {
  expired: 'Đã hết hạn',
  soon: 'Sắp hết hạn',
  valid: 'Còn hạn',
};
export const documentListQuery = pageQuery.extend({
  /** Accepted like the seeds' `sort`; the list is always ngayHetHan ascending (no date last). */
  sort: z.string().optional(),
  q: searchKeyword,
  xeId: z.preprocess(blankToUndefined, z.coerce.number().int().positive('Xe không hợp lệ.').optional()),
  nguoiDungId: z.preprocess(blankToUndefined, z.coerce.number().int().positive('Tài xế không hợp lệ.').optional()),
  loaiChuSoHuu: z.preprocess(
    blankToUndefined,
    z.enum(DOCUMENT_OWNER_KINDS, { error: 'Bộ lọc không hợp lệ.' }).optional(),
  ),
  maLoaiGiayTo: z.preprocess(blankToUndefined, z.string().trim().max(30).optional()),
  hetHan: z.preprocess(blankToUndefined, z.enum(EXPIRY_FILTERS, { error: 'Bộ lọc không hợp lệ.' }).optional()),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;
