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

export type MetaPath = keyof typeof routeMeta;

/** The staticData for a route file: `staticData: metaFor('/tai-xe')`. */
export const metaFor = (path: MetaPath): RouteMeta => routeMeta[path];
