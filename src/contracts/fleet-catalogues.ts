/**
 * The two office catalogues (spec 003 §3, §5, §7): checklist items (what the driver checks at the
 * start of a shift) and maintenance items (what a repair ticket is for). Shared by the forms and the
 * server.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { checklistItem, SEVERITIES } from './fleet';
import { blank, optionalText, searchText } from './fleet-vehicles';

export { CHECKLIST_ITEM_PAGE_SIZES, MAINTENANCE_ITEM_PAGE_SIZES } from './vocabulary';

// ── checklist items ──────────────────────────────────────────────────────────────────────────
export const CHECKLIST_ITEM_MESSAGES = {
  nameRequired: 'Tên hạng mục là bắt buộc.',
  nameTooLong: 'Tên hạng mục tối đa 255 ký tự.',
  severityRequired: 'Mức độ là bắt buộc.',
  position: 'Thứ tự phải là số nguyên không âm.',
  notFound: 'Không tìm thấy hạng mục checklist.',
  created: 'Thêm hạng mục thành công.',
  updated: 'Cập nhật hạng mục thành công.',
  deleted: 'Xóa hạng mục thành công.',
  /** Answered instead of deleting when checklists already used the item: their history keeps it. */
  deactivatedInstead: (ten: string) =>
    `Hạng mục "${ten}" đã có trong các checklist đã nộp nên được chuyển sang "Ngừng sử dụng" thay vì xóa.`,
  loadError: 'Lỗi tải danh sách hạng mục',
  saveError: 'Có lỗi xảy ra.',
  deleteError: 'Xoá thất bại.',
} as const;
/** Items without a position sort as 999 (spec 003 §5). */
export const NO_POSITION_ORDER = 999;

export const checklistItemRequest = z.object({
  tenHangMuc: z
    .string({ error: CHECKLIST_ITEM_MESSAGES.nameRequired })
    .trim()
    .min(1, CHECKLIST_ITEM_MESSAGES.nameRequired)
    .max(255, CHECKLIST_ITEM_MESSAGES.nameTooLong),
  moTa: optionalText('Mô tả', 2000).optional(),
  /** Empty is sent as null. */
  viTri: z
    .preprocess((v) => {
      const b = blank(v);
      return typeof b === 'string' ? Number(b.trim()) : b;
    }, z
      .number({ error: CHECKLIST_ITEM_MESSAGES.position })
      .int(CHECKLIST_ITEM_MESSAGES.position)
      .min(0, CHECKLIST_ITEM_MESSAGES.position)
      .max(100_000, CHECKLIST_ITEM_MESSAGES.position)
      .nullable())
    .optional(),
  mucDo: z.preprocess(
    (v) => (blank(v) === null ? undefined : v),
    z.enum(SEVERITIES, { error: CHECKLIST_ITEM_MESSAGES.severityRequired }),
  ),
  active: z.boolean().default(true),
});
export type ChecklistItemRequest = z.infer<typeof checklistItemRequest>;

export const checklistItemResponse = envelope(checklistItem);
export const checklistItemPageResponse = envelope(pageOf(checklistItem));
export const checklistItemListResponse = envelope(z.array(checklistItem));
export const checklistItemListQuery = pageQuery.extend({ sort: z.string().max(50).optional() });

// ── maintenance items ────────────────────────────────────────────────────────────────────────
export const MAINTENANCE_ITEM_MESSAGES = {
  nameRequired: 'Tên hạng mục là bắt buộc.',
  nameTooLong: 'Tên hạng mục tối đa 255 ký tự.',
  kmPositive: 'Định kỳ Km phải là số dương.',
  noteTooLong: 'Ghi chú tối đa 2000 ký tự.',
  nameTaken: (ten: string) => `Hạng mục "${ten}" đã tồn tại.`,
  notFound: 'Không tìm thấy hạng mục bảo dưỡng.',
  created: 'Tạo hạng mục thành công.',
  updated: 'Cập nhật hạng mục thành công.',
  deactivated: 'Đã ngưng sử dụng hạng mục. Lịch sử phiếu bảo dưỡng vẫn được giữ nguyên.',
  restored: 'Đã khôi phục hạng mục.',
  loadError: 'Lỗi tải danh mục hạng mục bảo dưỡng',
  createError: 'Lỗi tạo hạng mục',
  updateError: 'Lỗi cập nhật hạng mục',
  deleteError: 'Lỗi xóa hạng mục',
} as const;

export const maintenanceItemRequest = z.object({
  tenHangMuc: z
    .string({ error: MAINTENANCE_ITEM_MESSAGES.nameRequired })
    .trim()
    .min(1, MAINTENANCE_ITEM_MESSAGES.nameRequired)
    .max(255, MAINTENANCE_ITEM_MESSAGES.nameTooLong),
  chuKyKm: z
    .preprocess((v) => {
      const b = blank(v);
      return typeof b === 'string' ? Number(b.trim().replace(/\./g, '')) : b;
    }, z
      .number({ error: MAINTENANCE_ITEM_MESSAGES.kmPositive })
      .int(MAINTENANCE_ITEM_MESSAGES.kmPositive)
      .min(1, MAINTENANCE_ITEM_MESSAGES.kmPositive)
      .max(10_000_000, MAINTENANCE_ITEM_MESSAGES.kmPositive)
      .nullable())
    .optional(),
  ghiChu: z.preprocess(blank, z.string().trim().max(2000, MAINTENANCE_ITEM_MESSAGES.noteTooLong).nullable()).optional(),
});
export type MaintenanceItemRequest = z.infer<typeof maintenanceItemRequest>;

export const maintenanceItem = z.object({
  id: z.number().int(),
  tenHangMuc: z.string(),
  chuKyKm: z.number().int().nullable(),
  ghiChu: z.string().nullable(),
  active: z.boolean(),
});
export type MaintenanceItem = z.infer<typeof maintenanceItem>;
export const maintenanceItemResponse = envelope(maintenanceItem);
export const maintenanceItemPageResponse = envelope(pageOf(maintenanceItem));
export const maintenanceItemListQuery = pageQuery.extend({
  q: searchText,
  /** 'true' active only, 'false' deactivated only; absent: both. */
  active: z.preprocess(
    (v) => (blank(v) === null ? undefined : v),
    z
      .enum(['true', 'false'], { error: 'Giá trị lọc không hợp lệ.' })
      .transform((v) => v === 'true')
      .optional(),
  ),
  sort: z.string().max(50).optional(),
});
export type MaintenanceItemListQuery = z.infer<typeof maintenanceItemListQuery>;

/** GET /api/dm-hang-muc-bao-duong/active-options: pickers never offer deactivated items. */
export const maintenanceItemOptionRow = z.object({
  id: z.number().int(),
  tenHangMuc: z.string(),
  chuKyKm: z.number().int().nullable(),
});
export const maintenanceItemOptionsResponse = envelope(z.array(maintenanceItemOptionRow));
