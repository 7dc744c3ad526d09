/**
 * Demo maintenance catalogue (spec 003 "Danh mục Hạng mục Bảo dưỡng"): the usual periodic jobs of a
 * truck fleet with their km intervals, and one retired item to show restore. Runs before the
 * maintenance demo, which reuses these items by name for its tickets.
 */
import type { Db } from './client';
import { dmHangMucBaoDuong } from './schema';

export const DEMO_MAINTENANCE_ITEMS = [
  { tenHangMuc: 'Thay dầu động cơ', chuKyKm: 5_000, ghiChu: 'Dầu và lọc dầu' },
  { tenHangMuc: 'Thay lốp', chuKyKm: 40_000, ghiChu: null },
  { tenHangMuc: 'Bảo dưỡng hệ thống phanh', chuKyKm: 20_000, ghiChu: 'Má phanh, dầu phanh' },
  { tenHangMuc: 'Thay ắc quy', chuKyKm: null, ghiChu: null },
  { tenHangMuc: 'Thay lọc gió', chuKyKm: 10_000, ghiChu: 'Lọc gió động cơ và lọc gió cabin' },
  { tenHangMuc: 'Thay lọc nhiên liệu', chuKyKm: 20_000, ghiChu: null },
  { tenHangMuc: 'Thay dầu hộp số', chuKyKm: 40_000, ghiChu: null },
  { tenHangMuc: 'Bảo dưỡng điều hòa', chuKyKm: null, ghiChu: 'Vệ sinh dàn lạnh, nạp gas' },
  { tenHangMuc: 'Cân chỉnh độ chụm bánh xe', chuKyKm: 15_000, ghiChu: null },
  // Retired: kept for old tickets, hidden from pickers.
  { tenHangMuc: 'Thay bugi', chuKyKm: 20_000, ghiChu: 'Chỉ xe máy xăng; đội xe nay toàn máy dầu', active: false },
];

export async function seedCatalogueItemsDemo(db: Db): Promise<void> {
  await db.insert(dmHangMucBaoDuong).values(DEMO_MAINTENANCE_ITEMS.map((i) => ({ active: true, ...i })));
}
