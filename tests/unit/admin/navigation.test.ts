import { describe, expect, it } from 'vitest';
import { buildSidebar, listScreens, type RouteLike } from '@/app/navigation';
import { routeMeta } from '@/app/route-meta-table';
import type { PermissionCode } from '@/contracts/permissions';

const routes: RouteLike[] = Object.entries(routeMeta).map(([fullPath, meta]) => ({ fullPath, meta }));
const holding = (...codes: PermissionCode[]) => ({
  can: (code: PermissionCode) => codes.includes(code),
  driver: false,
});
const paths = (groups: ReturnType<typeof buildSidebar>) => groups.flatMap((g) => g.items.map((i) => i.to));

describe('sidebar by permission', () => {
  it("offers 'Bảng điều khiển tài xế' to drivers only", () => {
    const label = (viewer: ReturnType<typeof holding>) =>
      buildSidebar(routes, 'main', viewer).flatMap((g) => g.items.map((i) => i.label));
    const cards = (viewer: ReturnType<typeof holding>) => listScreens(routes, ['/', '/login'], viewer).map((c) => c.to);
    expect(label(holding('XE_XEM'))).not.toContain('Bảng điều khiển tài xế');
    expect(cards(holding('XE_XEM'))).not.toContain('/tai-xe');
    expect(label({ ...holding(), driver: true })).toContain('Bảng điều khiển tài xế');
    expect(cards({ ...holding(), driver: true })).toContain('/tai-xe');
  });

  it('hides the screens whose list the user may not read', () => {
    const onlyVehicles = paths(buildSidebar(routes, 'main', holding('XE_XEM')));
    expect(onlyVehicles).toContain('/danh-sach-xe');
    expect(onlyVehicles).toContain('/');
    for (const hidden of ['/employees-list', '/phong-ban', '/quyen', '/api-permission', '/quan-ly-bao-duong']) {
      expect(onlyVehicles).not.toContain(hidden);
    }
  });

  it('lists the staff and permission screens for whoever holds them', () => {
    const groups = buildSidebar(routes, 'main', holding('NGUOI_DUNG_XEM', 'PHONG_BAN_XEM', 'PHAN_QUYEN_XEM'));
    expect(groups.find((g) => g.label === 'Nhân sự')?.items.map((i) => i.to)).toEqual([
      '/employees-list',
      '/phong-ban',
    ]);
    expect(groups.find((g) => g.label === 'Phân quyền')?.items.map((i) => i.to)).toEqual([
      '/quyen',
      '/chuc-nang',
      '/hanh-dong',
      '/api-permission',
    ]);
  });

  it('filters the home page cards the same way', () => {
    const cards = listScreens(routes, ['/', '/login'], holding('XE_XEM')).map((c) => c.to);
    expect(cards).toContain('/danh-sach-xe');
    expect(cards).not.toContain('/employees-list');
  });
});

describe('transport-admin sidebar', () => {
  it('has the area’s home, its nine framed pages and the way back to the console', () => {
    const items = paths(buildSidebar(routes, 'transport-admin'));
    expect(items).toEqual([
      '/',
      '/minh-tien-admin',
      '/minh-tien-admin/phong-ban',
      '/minh-tien-admin/nhan-vien',
      '/minh-tien-admin/cham-cong',
      '/minh-tien-admin/checklist-tai-xe',
      '/minh-tien-admin/noi-quy',
      '/minh-tien-admin/don-hang',
      '/minh-tien-admin/nghi-phep',
      '/minh-tien-admin/xang-dau',
      '/minh-tien-admin/giao-hang-ben-thu-ba',
    ]);
    expect(routeMeta['/minh-tien-admin/noi-quy']).toMatchObject({ sidebar: 'transport-admin', header: true });
  });

  it('is entered from the main sidebar, and its framed pages get no home card', () => {
    expect(paths(buildSidebar(routes, 'main'))).toContain('/minh-tien-admin');
    const cards = listScreens(routes).map((c) => c.to);
    expect(cards).toContain('/minh-tien-admin');
    expect(cards.filter((c) => c.startsWith('/minh-tien-admin/'))).toEqual([]);
  });
});
