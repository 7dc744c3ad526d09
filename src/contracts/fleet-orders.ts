/**
 * Transport orders (spec 003 §3/§4/§5/§7/§8): the office creates them, the driver moves them
 * CHO_NHAN → DA_NHAN → DA_DEN_DIEM_LAY → DA_LAY_HANG → (LAY_HANG: HOAN_THANH | GIAO_HANG:
 * DA_DEN_DIEM_GIAO → HOAN_THANH), or THAT_BAI with a reason. `nextStatus` is the one table both
 * the server's state machine and the screens read.
 */
import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { LOCAL_DATE_TIME } from './fleet-assignments';
import { blankToUndefined, searchKeyword } from './params';
import { FILE_URL_PATTERN } from './uploads';
import { ORDER_ACTION_LABELS, ORDER_ACTIONS, ORDER_PAGE_SIZES, ORDER_STATUSES, type OrderAction } from './vocabulary';

export { ORDER_ACTION_LABELS, ORDER_ACTIONS, ORDER_PAGE_SIZES, ORDER_STATUSES, type OrderAction };

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  CHO_NHAN: 'Chờ nhận',
  DA_NHAN: 'Đã nhận',
  DA_DEN_DIEM_LAY: 'Đã đến điểm lấy',
  DA_LAY_HANG: 'Đã lấy hàng',
  DA_DEN_DIEM_GIAO: 'Đã đến điểm giao',
  HOAN_THANH: 'Hoàn thành',
  THAT_BAI: 'Thất bại',
};
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  CHO_NHAN: 'gray',
  DA_NHAN: 'blue',
  DA_DEN_DIEM_LAY: 'cyan',
  DA_LAY_HANG: 'indigo',
  DA_DEN_DIEM_GIAO: 'violet',
  HOAN_THANH: 'green',
  THAT_BAI: 'red',
};
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['HOAN_THANH', 'THAT_BAI'];
export const ORDER_TYPES = ['LAY_HANG', 'GIAO_HANG'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, string> = { LAY_HANG: 'Lấy hàng', GIAO_HANG: 'Giao hàng' };
export const NOTE_MAX = 1024;

/** The state an action leads to from `from`, or null when it is not allowed there. */
export function nextStatus(from: OrderStatus, action: OrderAction, loai: OrderType): OrderStatus | null {
  switch (action) {
    case 'nhan-don':
      return from === 'CHO_NHAN' ? 'DA_NHAN' : null;
    case 'bat-dau-giao':
      // "Already have the goods": straight to DA_LAY_HANG, pickup skipped.
      return from === 'CHO_NHAN' ? 'DA_LAY_HANG' : null;
    case 'den-diem-lay':
      return from === 'DA_NHAN' ? 'DA_DEN_DIEM_LAY' : null;
    case 'lay-hang-xong':
      return from === 'DA_DEN_DIEM_LAY' ? 'DA_LAY_HANG' : null;
    case 'den-diem-giao':
      return from === 'DA_LAY_HANG' && loai === 'GIAO_HANG' ? 'DA_DEN_DIEM_GIAO' : null;
    case 'hoan-thanh':
      return (from === 'DA_LAY_HANG' && loai === 'LAY_HANG') || from === 'DA_DEN_DIEM_GIAO' ? 'HOAN_THANH' : null;
  }
}

export const ORDER_MESSAGES = {
  createRequired: 'Vui lòng nhập Tên đơn, Loại đơn và chọn Tài xế.',
  vehicleRequired: 'Vui lòng chọn Xe.',
  noteTooLong: `Ghi chú tối đa ${NOTE_MAX} ký tự.`,
  reasonRequired: 'Bạn phải nhập lý do.',
  finished: 'Đơn hàng này đã kết thúc.',
  notFound: 'Không tìm thấy đơn hàng.',
  notYours: 'Đơn hàng này không phải của bạn.',
  illegalStep: (status: string) => `Không thể thực hiện thao tác này khi đơn hàng đang ở trạng thái "${status}".`,
  notADriver: 'Người được chọn không phải tài xế đang hoạt động.',
  vehicleUnavailable: (plate: string) => `Xe ${plate} không sẵn sàng hoặc đang được giao cho tài xế khác.`,
  vehicleNotFound: 'Không tìm thấy xe.',
  invalidTime: 'Thời gian hẹn không hợp lệ.',
  fileUrlInvalid: 'Đường dẫn file không hợp lệ.',
  created: 'Tạo đơn hàng thành công!',
  createFailed: 'Lỗi tạo đơn hàng mới',
  createUnknown: 'Lỗi không xác định khi tạo đơn.',
  listFailed: 'Lỗi tải danh sách đơn hàng',
  detailFailed: 'Lỗi tải chi tiết đơn hàng',
  actionFailed: 'Thao tác thất bại',
  failFailed: 'Lỗi báo cáo thất bại',
  stepDone: 'Cập nhật trạng thái đơn hàng thành công.',
  failedReported: 'Đã báo đơn hàng thất bại.',
  idle: 'Đang rảnh',
  running: (n: number) => `${n} đơn đang chạy`,
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v === undefined ? null : v);
const requiredText = z
  .string({ error: ORDER_MESSAGES.createRequired })
  .trim()
  .min(1, ORDER_MESSAGES.createRequired)
  .max(255, 'Tên đơn tối đa 255 ký tự.');

export const orderCreateRequest = z.object({
  tenDonHang: requiredText,
  loaiDonHang: z.enum(ORDER_TYPES, { error: ORDER_MESSAGES.createRequired }),
  taiXeId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: ORDER_MESSAGES.createRequired })
      .int(ORDER_MESSAGES.createRequired)
      .positive(ORDER_MESSAGES.createRequired),
  ),
  // Marked required in the interface; the server accepts an order without one (spec 003 §5).
  xeId: z.preprocess(blankToNull, z.coerce.number().int().positive().nullable()),
  /** ISO date-time without zone: the Vietnam wall-clock time of the appointment. */
  thoiGianHen: z.preprocess(blankToNull, z.string().regex(LOCAL_DATE_TIME, ORDER_MESSAGES.invalidTime).nullable()),
  fileUrl: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .refine((s) => FILE_URL_PATTERN.test(s) || /^https?:\/\/[^\s]+$/i.test(s), ORDER_MESSAGES.fileUrlInvalid)
      .nullable(),
  ),
  ghiChu: z.preprocess(blankToNull, z.string().trim().max(NOTE_MAX, ORDER_MESSAGES.noteTooLong).nullable()),
});
export type OrderCreateRequest = z.input<typeof orderCreateRequest>;
export type OrderCreateInput = z.output<typeof orderCreateRequest>;

export const transportOrder = z.object({
  id: z.number().int(),
  tenDonHang: z.string(),
  loaiDonHang: z.enum(ORDER_TYPES),
  trangThai: z.enum(ORDER_STATUSES),
  taiXeId: z.number().int(),
  tenTaiXe: z.string(),
  xeId: z.number().int().nullable(),
  xeBienSo: z.string().nullable(),
  thoiGianHen: z.string().nullable(),
  fileUrl: z.string().nullable(),
  ghiChu: z.string().nullable(),
  lyDoThatBai: z.string().nullable(),
  tenNguoiTao: z.string().nullable(),
  ngayTao: z.string(),
  thoiDiemNhanDon: z.string().nullable(),
  thoiDiemDenDiemLay: z.string().nullable(),
  thoiDiemLayHangXong: z.string().nullable(),
  thoiDiemDenDiemGiao: z.string().nullable(),
  thoiDiemHoanThanh: z.string().nullable(),
  thoiDiemThatBai: z.string().nullable(),
});
export type TransportOrder = z.infer<typeof transportOrder>;
export const orderResponse = envelope(transportOrder);
export const orderPageResponse = envelope(pageOf(transportOrder));

const status = z.preprocess(
  blankToUndefined,
  z.enum([...ORDER_STATUSES, 'ALL'], { error: 'Trạng thái đơn hàng không hợp lệ.' }).optional(),
);
const sort = z.string().optional();

/** Driver's own list: default tab CHO_NHAN; 'ALL' for every state. */
export const myOrdersQuery = pageQuery.extend({ trangThai: status, sort });
export type MyOrdersQuery = z.input<typeof myOrdersQuery>;

export const orderListQuery = pageQuery.extend({
  trangThai: status,
  sort,
  q: searchKeyword,
  taiXeId: z.preprocess(blankToUndefined, z.coerce.number().int().positive('Tài xế không hợp lệ.').optional()),
  xeId: z.preprocess(blankToUndefined, z.coerce.number().int().positive('Xe không hợp lệ.').optional()),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

export const failQuery = z.object({
  lyDo: z.string({ error: ORDER_MESSAGES.reasonRequired }).trim().min(1, ORDER_MESSAGES.reasonRequired).max(1000),
});

/** The six steps the detail shows, with the time field of each. */
export const ORDER_STEPS: { status: OrderStatus; label: string; at: keyof TransportOrder }[] = [
  { status: 'CHO_NHAN', label: 'Tạo đơn', at: 'ngayTao' },
  { status: 'DA_NHAN', label: 'Tài xế nhận đơn', at: 'thoiDiemNhanDon' },
  { status: 'DA_DEN_DIEM_LAY', label: 'Đến điểm lấy hàng', at: 'thoiDiemDenDiemLay' },
  { status: 'DA_LAY_HANG', label: 'Lấy hàng xong', at: 'thoiDiemLayHangXong' },
  { status: 'DA_DEN_DIEM_GIAO', label: 'Đến điểm giao hàng', at: 'thoiDiemDenDiemGiao' },
  { status: 'HOAN_THANH', label: 'Hoàn thành', at: 'thoiDiemHoanThanh' },
];
