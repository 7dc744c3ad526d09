/**
 * Demo automation log (issue 16): a few past webhook deliveries of marketing1 so a fresh start
 * shows a living "Lần gửi gần đây" — one delivered yellow-pages fetch, one delivered bulk-writing
 * request and one the receiver refused. Never sent again (they are not queued).
 */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { automationDelivery, nguoiDung } from './schema';

const HOUR = 3_600_000;

export async function seedAutomationDemo(db: Db, now = new Date()): Promise<void> {
  const [user] = await db
    .select({ id: nguoiDung.idNguoiDung })
    .from(nguoiDung)
    .where(eq(nguoiDung.tenDangNhap, 'marketing1'));
  if (!user) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const meta = (hoursAgo: number) => ({
    idNguoiDung: user.id,
    username: 'marketing1',
    time: at(hoursAgo).toISOString(),
    source: 'van-tai-web',
  });
  await db.insert(automationDelivery).values([
    {
      kind: 'yellow-pages',
      userId: user.id,
      payload: { link: 'https://trangvangvietnam.com/categories/van-tai', startPage: 1, endPage: 3, industryId: 1 },
      state: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseBody: '{"message":"Đã nhận yêu cầu lấy dữ liệu (3 trang)."}',
      responseJson: { message: 'Đã nhận yêu cầu lấy dữ liệu (3 trang).' },
      createdAt: at(50),
      updatedAt: at(50),
      deliveredAt: at(50),
    },
    {
      kind: 'bulk-writing',
      userId: user.id,
      payload: {
        keywords: ['vận tải container', 'thuê xe tải 5 tấn', 'chuyển nhà trọn gói'],
        website: { id: 1, name: 'Blog vận tải (demo)', baseUrl: 'https://blog.example.com' },
        context: 'Article',
        cta: { id: 1, name: 'Gọi ngay', ctaContent: '' },
        language: 'Vietnamese',
        meta: meta(26),
      },
      state: 'delivered',
      attempts: 2,
      responseStatus: 200,
      responseBody: '{"message":"Đã xếp 3 bài vào hàng đợi viết."}',
      responseJson: { message: 'Đã xếp 3 bài vào hàng đợi viết.' },
      createdAt: at(26),
      updatedAt: at(26),
      deliveredAt: at(26),
    },
    {
      kind: 'bulk-writing',
      userId: user.id,
      payload: {
        keywords: ['kho bãi Bình Dương'],
        website: { id: 1, name: 'Blog vận tải (demo)', baseUrl: 'https://blog.example.com' },
        context: 'Service',
        cta: { id: 1, name: 'Gọi ngay', ctaContent: '' },
        language: 'Vietnamese',
        meta: meta(3),
      },
      state: 'failed',
      attempts: 1,
      responseStatus: 422,
      responseBody: '{"message":"Website chưa được kết nối với luồng viết bài."}',
      lastError: 'Máy nhận webhook từ chối (422): Website chưa được kết nối với luồng viết bài.',
      createdAt: at(3),
      updatedAt: at(3),
    },
  ]);
}
