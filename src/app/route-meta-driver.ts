/**
 * The driver's screens' meta: phone layout, no console header or sidebar. Apart from the console's
 * table (route-meta-table.ts spreads it) because the signed-in layout reads it on the driver's first
 * load: the console's titles, menus and descriptions grew the driver's first load with every office
 * screen (issue 12); now they load with the console shell only.
 */
import type { RouteMeta } from './route-meta';

export const driverRouteMeta = {
  '/tai-xe': {
    title: 'Bảng điều khiển tài xế',
    header: false,
    sidebar: 'none',
    description: 'Màn hình dành cho tài xế trên điện thoại.',
    driversOnly: true,
    nav: { label: 'Bảng điều khiển tài xế', group: 'Đội xe', icon: 'truck', order: 500, sidebars: ['main'] },
  },
  // The driver's own screens: phone layout, no console header or sidebar, reached from /tai-xe.
  '/tai-xe-checklist': {
    title: 'Checklist đầu ca',
    header: false,
    sidebar: 'none',
    description: 'Tài xế kiểm tra an toàn xe trước khi chạy.',
  },
  '/tai-xe-do-xang': {
    title: 'Báo cáo đổ xăng',
    header: false,
    sidebar: 'none',
    description: 'Tài xế báo cáo đổ xăng kèm ảnh biên lai và ODO.',
  },
  '/tai-xe-bao-duong': {
    title: 'Phiếu Sửa Chữa Của Tôi',
    header: false,
    sidebar: 'none',
    description: 'Tài xế gửi báo giá, báo bắt đầu sửa và xác nhận sửa xong phiếu bảo dưỡng.',
  },
  '/ho-so-xe-cua-toi': {
    title: 'Hồ sơ xe của tôi',
    header: false,
    sidebar: 'none',
    description: 'Xe đang được phân công và giấy tờ của tài xế.',
  },
  '/tai-xe-hang-doi': {
    title: 'Hàng đợi gửi',
    header: false,
    sidebar: 'none',
    description: 'Các báo cáo của tài xế đang chờ gửi lên máy chủ.',
  },
} satisfies Record<string, RouteMeta>;

/** A driver screen's meta from its route's staticData (`metaFor('/tai-xe')`); none for any other route. */
export function driverMetaOf(staticData: unknown): RouteMeta | undefined {
  if (typeof staticData !== 'object' || staticData === null) return undefined;
  const path = (staticData as { metaPath?: unknown }).metaPath;
  return typeof path === 'string' && Object.hasOwn(driverRouteMeta, path)
    ? driverRouteMeta[path as keyof typeof driverRouteMeta]
    : undefined;
}
