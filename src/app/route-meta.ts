/**
 * Route meta: what each screen tells the shell (spec 000 §2: every route sets header and sidebar
 * flags). Route files pass their entry as `staticData`; the sidebars, the home page's cards and the
 * user menu are derived from the routes actually registered (navigation.ts), so a link appears only
 * once its screen exists. Keys are full paths; a new screen adds its entry here and in src/routes.
 */

export type SidebarKind = 'main' | 'article' | 'transport-admin';

/** Names of the icons the shell can draw (mapped to Tabler icons in app/shell/nav-icons.tsx). */
export type NavIcon = 'dashboard' | 'truck' | 'user' | 'devices' | 'bell' | 'settings';

export interface NavMeta {
  label: string;
  /** Sidebar section heading. */
  group: string;
  icon?: NavIcon;
  /** Position in the sidebar; groups are ordered by their smallest item. */
  order: number;
  /** Sidebars that list this route; defaults to the sidebar the route itself shows. */
  sidebars?: readonly SidebarKind[];
}

export interface RouteMeta {
  /** Header title and document title. */
  title: string;
  /** Whether the console header shows on this route. */
  header: boolean;
  /** Which sidebar shows on this route. */
  sidebar: SidebarKind | 'none';
  /** One line for the home page's card. */
  description?: string;
  /** Present when the route is listed in a sidebar. */
  nav?: NavMeta;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends Partial<RouteMeta> {}
}

export const routeMeta = {
  '/login': { title: 'Đăng nhập', header: false, sidebar: 'none' },
  '/': {
    title: 'Tổng quan',
    header: true,
    sidebar: 'main',
    description: 'Tình trạng hệ thống và lối tắt tới các màn hình.',
    nav: { label: 'Tổng quan', group: 'Chung', icon: 'dashboard', order: 0, sidebars: ['main', 'article'] },
  },
  '/profile': {
    title: 'Hồ sơ người dùng',
    header: true,
    sidebar: 'main',
    description: 'Thông tin tài khoản, chức vụ và phòng ban của bạn.',
  },
  '/tai-xe': {
    title: 'Bảng điều khiển tài xế',
    header: false,
    sidebar: 'none',
    description: 'Màn hình dành cho tài xế trên điện thoại.',
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
  '/danh-sach-xe': {
    title: 'Quản lý xe',
    header: true,
    sidebar: 'main',
    description: 'Danh sách xe, ảnh, thông số, trạng thái; thêm, sửa và ngưng hoạt động xe.',
    nav: { label: 'Quản lý xe', group: 'Đội xe', icon: 'truck', order: 510 },
  },
  '/quan-ly-loai-xe': {
    title: 'Quản lý Loại Xe (Gói Checklist)',
    header: true,
    sidebar: 'main',
    description: 'Loại xe và gói hạng mục checklist tài xế kiểm tra đầu ca.',
    nav: { label: 'Loại xe (gói checklist)', group: 'Đội xe', icon: 'truck', order: 515 },
  },
  '/hang-muc-checklist': {
    title: 'Hạng mục Checklist',
    header: true,
    sidebar: 'main',
    description: 'Danh mục hạng mục checklist: thứ tự, mức độ, trạng thái.',
    nav: { label: 'Hạng mục checklist', group: 'Đội xe', icon: 'truck', order: 520 },
  },
  '/hang-muc-bao-duong': {
    title: 'Danh mục Hạng mục Bảo dưỡng',
    header: true,
    sidebar: 'main',
    description: 'Hạng mục bảo dưỡng và định kỳ km; ngưng sử dụng, khôi phục.',
    nav: { label: 'Hạng mục bảo dưỡng', group: 'Đội xe', icon: 'truck', order: 545 },
  },
  '/phan-cong-xe': {
    title: 'Lệnh Giao Xe',
    header: true,
    sidebar: 'main',
    description: 'Giao xe cho tài xế, bàn giao và kết thúc lệnh giao xe.',
    nav: { label: 'Lệnh giao xe', group: 'Đội xe', icon: 'truck', order: 530 },
  },
  '/quan-ly-giay-to': {
    title: 'Quản lý Giấy tờ Xe & Tài xế',
    header: true,
    sidebar: 'main',
    description: 'Giấy tờ của xe và tài xế, hạn hiệu lực và tệp đính kèm.',
    nav: { label: 'Giấy tờ xe & tài xế', group: 'Đội xe', icon: 'truck', order: 580 },
  },
  '/quan-ly-don-hang': {
    title: 'Quản lý Đơn hàng',
    header: true,
    sidebar: 'main',
    description: 'Tạo đơn hàng vận tải và theo dõi tiến trình của tài xế.',
    nav: { label: 'Đơn hàng vận tải', group: 'Đội xe', icon: 'truck', order: 590 },
  },
  '/quan-ly-bao-duong': {
    title: 'Quản lý bảo dưỡng & sửa chữa',
    header: true,
    sidebar: 'main',
    description: 'Phiếu sửa chữa: báo giá, duyệt giá, sửa chữa, hoàn thành và thanh toán.',
    nav: { label: 'Bảo dưỡng & sửa chữa', group: 'Đội xe', icon: 'truck', order: 550 },
  },
  '/quan-ly-xang-dau': {
    title: 'Quản lý xăng dầu',
    header: true,
    sidebar: 'main',
    description: 'Duyệt hoặc từ chối báo cáo đổ xăng dầu của tài xế.',
    nav: { label: 'Xăng dầu', group: 'Đội xe', icon: 'truck', order: 560 },
  },
  '/quan-ly-checklist': {
    title: 'Lịch sử checklist',
    header: true,
    sidebar: 'main',
    description: 'Các checklist đầu ca của tài xế, lỗi và ảnh đính kèm.',
    nav: { label: 'Lịch sử checklist', group: 'Đội xe', icon: 'truck', order: 570 },
  },
} satisfies Record<string, RouteMeta>;

export type MetaPath = keyof typeof routeMeta;

/** The staticData for a route file: `staticData: metaFor('/tai-xe')`. */
export const metaFor = (path: MetaPath): RouteMeta => routeMeta[path];
