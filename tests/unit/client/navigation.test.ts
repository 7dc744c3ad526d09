import { describe, expect, it } from 'vitest';
import { buildSidebar, listScreens, type RouteLike, routeExists } from '@/app/navigation';
import { metaFor, type RouteMeta } from '@/app/route-meta';
import { routeMeta, routeMetaOf } from '@/app/route-meta-table';

/** The registered routes as the router exposes them, built from the real meta table. */
const realRoutes: RouteLike[] = [
  { fullPath: '__root__' },
  { fullPath: '' }, // the pathless authenticated layout declares no meta
  ...Object.entries(routeMeta).map(([fullPath, meta]) => ({ fullPath, meta })),
];

const route = (fullPath: string, meta?: RouteMeta): RouteLike => ({ fullPath, meta });

describe('route meta table', () => {
  it('declares the shell flags of every screen built so far', () => {
    expect(routeMeta['/login']).toEqual({ title: 'Đăng nhập', header: false, sidebar: 'none' });
    expect(routeMeta['/']).toMatchObject({ title: 'Tổng quan', header: true, sidebar: 'main' });
    expect(routeMeta['/profile']).toMatchObject({ title: 'Hồ sơ người dùng', header: true, sidebar: 'main' });
    expect(routeMeta['/profile']).not.toHaveProperty('nav');
    // The driver surface has its own phone layout: no console header, no sidebar.
    expect(routeMeta['/tai-xe']).toMatchObject({ title: 'Bảng điều khiển tài xế', header: false, sidebar: 'none' });
  });
});

describe('buildSidebar', () => {
  it('derives the main sidebar from the registered routes', () => {
    const groups = buildSidebar(realRoutes, 'main');
    expect(groups[0]).toEqual({
      label: 'Chung',
      items: [
        { to: '/', label: 'Tổng quan', icon: 'dashboard', order: 0 },
        { to: '/cham-cong-nhan-vien', label: 'Chấm công của tôi', icon: 'clock', order: 5 },
      ],
    });
    // Spec 000 §2's order: the transport-admin area, marketing, the work screens, the fleet screens of spec 003 in
    // the order a dispatcher works through them, then staff and permissions.
    expect(groups.map((g) => [g.label, g.items.map((i) => i.to)])).toEqual([
      ['Chung', ['/', '/cham-cong-nhan-vien']],
      ['Quản trị vận tải', ['/minh-tien-admin']],
      ['Viết bài', ['/dashboard-viet-bai-user', '/viet-bai-hang-loat', '/cta-list']],
      ['Marketing', ['/quan-ly-tai-nguyen', '/quan-ly-fanpage', '/post-fb', '/cai-dat-tu-dong-hoa']],
      [
        'Kinh doanh',
        [
          '/lay-du-lieu-trang-vang',
          '/danh-sach-nganh-nghe',
          '/danh-sach-cong-ty',
          '/danh-sach-khach-hang-tiem-nang',
          '/bao-gia-nhanh',
        ],
      ],
      ['Công việc', ['/khong-gian-lam-viec', '/luu-tru-cong-viec', '/dashboard-tong-quan-cong-viec']],
      [
        'Đội xe',
        [
          '/tai-xe',
          '/danh-sach-xe',
          '/quan-ly-loai-xe',
          '/hang-muc-checklist',
          '/phan-cong-xe',
          '/hang-muc-bao-duong',
          '/quan-ly-bao-duong',
          '/quan-ly-xang-dau',
          '/quan-ly-checklist',
          '/quan-ly-giay-to',
          '/quan-ly-don-hang',
        ],
      ],
      ['Nhân sự', ['/employees-list', '/phong-ban', '/chuc-vu', '/quan-ly-cham-cong', '/quan-ly-lenh']],
      ['Phân quyền', ['/quyen', '/chuc-nang', '/hanh-dong', '/api-permission']],
    ]);
    // Driver sub-screens are reached from /tai-xe, never from the console menu.
    const paths = groups.flatMap((g) => g.items.map((i) => i.to));
    expect(paths).not.toContain('/tai-xe-checklist');
    expect(paths).not.toContain('/tai-xe-hang-doi');
  });

  it('lists only routes with nav in the sidebars they name', () => {
    // Spec 000 §2's article-app sidebar: home, both dashboards, the writer and the article screens.
    expect(buildSidebar(realRoutes, 'article').map((g) => [g.label, g.items.map((i) => i.to)])).toEqual([
      ['Chung', ['/']],
      [
        'Viết bài',
        [
          '/dashboard-viet-bai-user',
          '/dashboard-viet-bai-admin',
          '/ai-writer',
          '/article-list',
          '/viet-bai-hang-loat',
          '/blog-on-website-list',
          '/website-list',
          '/cta-list',
          '/cai-dat-ai',
        ],
      ],
    ]);
    // The transport-admin sidebar: the way back, the area's home and its framed pages only.
    expect(buildSidebar(realRoutes, 'transport-admin').map((g) => g.label)).toEqual(['Chung', 'Quản trị vận tải']);
    const paths = buildSidebar(realRoutes, 'main').flatMap((group) => group.items.map((item) => item.to));
    expect(paths).not.toContain('/login');
    expect(paths).not.toContain('/profile');
  });

  it('shows a link only once its route is registered, ordered within and across groups', () => {
    const devices: RouteMeta = {
      title: 'Quản lý thiết bị',
      header: true,
      sidebar: 'main',
      nav: { label: 'Thiết bị', group: 'Chung', icon: 'devices', order: 20 },
    };
    const vehicles: RouteMeta = {
      title: 'Danh sách xe',
      header: true,
      sidebar: 'main',
      nav: { label: 'Danh sách xe', group: 'Đội xe', order: 100 },
    };
    const articleOnly: RouteMeta = {
      title: 'AI Writer',
      header: true,
      sidebar: 'article',
      nav: { label: 'AI Writer', group: 'Viết bài', order: 10 },
    };
    const detail: RouteMeta = { ...vehicles, nav: { label: 'Chi tiết', group: 'Đội xe', order: 1 } };

    const before = buildSidebar(realRoutes, 'main').flatMap((g) => g.items.map((i) => i.to));
    const groups = buildSidebar(
      [
        ...realRoutes,
        route('/danh-sach-xe/', vehicles),
        route('/quan-ly-thiet-bi', devices),
        route('/ai-writer', articleOnly),
        route('/xe/$id', detail),
      ],
      'main',
    );

    expect(before).not.toContain('/quan-ly-thiet-bi');
    const byGroup = Object.fromEntries(groups.map((g) => [g.label, g.items.map((i) => i.to)]));
    expect(byGroup.Chung).toEqual(['/', '/cham-cong-nhan-vien', '/quan-ly-thiet-bi']);
    // '/danh-sach-xe/' is normalised; '/xe/$id' (a detail route) is never a menu link.
    expect(byGroup['Đội xe']?.filter((p) => p === '/danh-sach-xe')).toHaveLength(1);
    expect(byGroup['Đội xe']?.[0]).toBe('/tai-xe');
    expect(byGroup['Đội xe']).not.toContain('/xe/$id');
  });
});

describe('listScreens and routeExists', () => {
  it('offers a card for every registered screen except home and login', () => {
    const cards = listScreens(realRoutes).map((card) => card.to);
    expect(cards[0]).toBe('/cham-cong-nhan-vien');
    expect(cards).toContain('/minh-tien-admin');
    expect(cards).toContain('/tai-xe');
    expect(cards.at(-1)).toBe('/tat-ca-thong-bao');
    expect(cards).toContain('/quan-ly-don-hang');
    expect(cards).not.toContain('/');
    expect(cards).not.toContain('/login');
    expect(cards).not.toContain('/tai-xe-hang-doi');
  });

  it('knows which screens exist', () => {
    expect(routeExists(realRoutes, '/profile')).toBe(true);
    expect(routeExists(realRoutes, '/employees-list')).toBe(true);
    expect(routeExists(realRoutes, '/khong-co-man-hinh-nay')).toBe(false);
  });

  it("reads a route's meta by the key its route file names, and nothing else", () => {
    expect(routeMetaOf(metaFor('/'))).toBe(routeMeta['/']);
    expect(routeMetaOf({})).toBeUndefined();
    expect(routeMetaOf({ metaPath: '/khong-co' })).toBeUndefined();
    expect(routeMetaOf({ metaPath: 'toString' })).toBeUndefined();
    // A whole meta object in staticData is not read: the table is the one source.
    expect(routeMetaOf({ title: 'x', header: true, sidebar: 'main' })).toBeUndefined();
  });
});
