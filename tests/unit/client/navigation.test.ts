import { describe, expect, it } from 'vitest';
import { buildSidebar, listScreens, type RouteLike, routeExists, routeMetaOf } from '@/app/navigation';
import { type RouteMeta, routeMeta } from '@/app/route-meta';

/** The registered routes as the router exposes them, built from the real meta table. */
const realRoutes: RouteLike[] = [
  { fullPath: '__root__', options: {} },
  { fullPath: '', options: {} }, // the pathless authenticated layout declares no meta
  ...Object.entries(routeMeta).map(([fullPath, staticData]) => ({ fullPath, options: { staticData } })),
];

const route = (fullPath: string, staticData?: RouteMeta): RouteLike => ({ fullPath, options: { staticData } });

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
    expect(buildSidebar(realRoutes, 'main')).toEqual([
      { label: 'Chung', items: [{ to: '/', label: 'Tổng quan', icon: 'dashboard', order: 0 }] },
      { label: 'Đội xe', items: [{ to: '/tai-xe', label: 'Bảng điều khiển tài xế', icon: 'truck', order: 500 }] },
    ]);
  });

  it('lists only routes with nav in the sidebars they name', () => {
    expect(buildSidebar(realRoutes, 'article')).toEqual([
      { label: 'Chung', items: [{ to: '/', label: 'Tổng quan', icon: 'dashboard', order: 0 }] },
    ]);
    expect(buildSidebar(realRoutes, 'transport-admin')).toEqual([]);
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
    expect(groups.map((g) => [g.label, g.items.map((i) => i.to)])).toEqual([
      ['Chung', ['/', '/quan-ly-thiet-bi']],
      ['Đội xe', ['/danh-sach-xe', '/tai-xe']],
    ]);
  });
});

describe('listScreens and routeExists', () => {
  it('offers a card for every registered screen except home and login', () => {
    expect(listScreens(realRoutes).map((card) => [card.to, card.title])).toEqual([
      ['/tai-xe', 'Bảng điều khiển tài xế'],
      ['/profile', 'Hồ sơ người dùng'],
    ]);
  });

  it('knows which screens exist', () => {
    expect(routeExists(realRoutes, '/profile')).toBe(true);
    expect(routeExists(realRoutes, '/quan-ly-thiet-bi')).toBe(false);
  });

  it('ignores incomplete meta', () => {
    expect(routeMetaOf({})).toBeUndefined();
    expect(routeMetaOf({ title: 'x', header: true })).toBeUndefined();
    expect(routeMetaOf(routeMeta['/'])).toBe(routeMeta['/']);
  });
});
