/**
 * Every screen's entry of route meta (types and the key in route-meta.ts). Loaded with the signed-in
 * shell, not with the route tree; a new screen adds its entry here and names it in its route file.
 */
import { TRANSPORT_ADMIN_PAGES, type TransportAdminSegment } from '@/contracts/vocabulary';
import type { MetaPath, RouteMeta } from './route-meta';

/** The transport-admin area's nine framed pages (spec 000 §2), listed only in its own sidebar. */
const transportAdminPages = Object.fromEntries(
  TRANSPORT_ADMIN_PAGES.map(({ segment, label }, i) => [
    `/minh-tien-admin/${segment}`,
    {
      title: `Quản trị vận tải — ${label}`,
      header: true,
      sidebar: 'transport-admin',
      nav: { label, group: 'Quản trị vận tải', icon: 'frame', order: 101 + i },
    },
  ]),
) as Record<`/minh-tien-admin/${TransportAdminSegment}`, RouteMeta>;

export const routeMeta = {
  '/login': { title: 'Đăng nhập', header: false, sidebar: 'none' },
  '/': {
    title: 'Tổng quan',
    header: true,
    sidebar: 'main',
    description: 'Tình trạng hệ thống và lối tắt tới các màn hình.',
    nav: {
      label: 'Tổng quan',
      group: 'Chung',
      icon: 'dashboard',
      order: 0,
      sidebars: ['main', 'article', 'transport-admin'],
    },
  },
  '/profile': {
    title: 'Hồ sơ người dùng',
    header: true,
    sidebar: 'main',
    description: 'Thông tin tài khoản, chức vụ và phòng ban của bạn.',
  },
  // Any other address of the signed-in app: the 404 page inside the shell, so the menu stays at hand.
  '/$': { title: 'Không tìm thấy trang', header: true, sidebar: 'main' },
  '/tat-ca-thong-bao': {
    title: 'Tất cả thông báo',
    header: true,
    sidebar: 'main',
    description: 'Thông báo của bạn: lọc đã đọc / chưa đọc, đánh dấu tất cả đã đọc.',
  },
  '/quan-ly-thiet-bi': {
    title: 'Quản lý thiết bị',
    header: true,
    sidebar: 'main',
    description: 'Các trình duyệt nhận thông báo đẩy của bạn; thêm hoặc hủy thiết bị.',
  },
  '/tao-thong-bao-test': {
    title: 'Gửi thông báo thử',
    header: true,
    sidebar: 'main',
    permission: 'THONG_BAO_THEM',
    description: 'Gửi thông báo tới người dùng theo ID để kiểm tra chuông và thông báo đẩy.',
  },
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
  '/danh-sach-xe': {
    title: 'Quản lý xe',
    header: true,
    sidebar: 'main',
    permission: 'XE_XEM',
    description: 'Danh sách xe, ảnh, thông số, trạng thái; thêm, sửa và ngưng hoạt động xe.',
    nav: { label: 'Quản lý xe', group: 'Đội xe', icon: 'truck', order: 510 },
  },
  '/quan-ly-loai-xe': {
    title: 'Quản lý Loại Xe (Gói Checklist)',
    header: true,
    sidebar: 'main',
    permission: 'XE_XEM',
    description: 'Loại xe và gói hạng mục checklist tài xế kiểm tra đầu ca.',
    nav: { label: 'Loại xe (gói checklist)', group: 'Đội xe', icon: 'truck', order: 515 },
  },
  '/hang-muc-checklist': {
    title: 'Hạng mục Checklist',
    header: true,
    sidebar: 'main',
    permission: 'CHECKLIST_XEM',
    description: 'Danh mục hạng mục checklist: thứ tự, mức độ, trạng thái.',
    nav: { label: 'Hạng mục checklist', group: 'Đội xe', icon: 'truck', order: 520 },
  },
  '/hang-muc-bao-duong': {
    title: 'Danh mục Hạng mục Bảo dưỡng',
    header: true,
    sidebar: 'main',
    permission: 'BAO_DUONG_XEM',
    description: 'Hạng mục bảo dưỡng và định kỳ km; ngưng sử dụng, khôi phục.',
    nav: { label: 'Hạng mục bảo dưỡng', group: 'Đội xe', icon: 'truck', order: 545 },
  },
  '/phan-cong-xe': {
    title: 'Lệnh Giao Xe',
    header: true,
    sidebar: 'main',
    permission: 'PHAN_CONG_XE_XEM',
    description: 'Giao xe cho tài xế, bàn giao và kết thúc lệnh giao xe.',
    nav: { label: 'Lệnh giao xe', group: 'Đội xe', icon: 'truck', order: 530 },
  },
  '/quan-ly-giay-to': {
    title: 'Quản lý Giấy tờ Xe & Tài xế',
    header: true,
    sidebar: 'main',
    permission: 'GIAY_TO_XEM',
    description: 'Giấy tờ của xe và tài xế, hạn hiệu lực và tệp đính kèm.',
    nav: { label: 'Giấy tờ xe & tài xế', group: 'Đội xe', icon: 'truck', order: 580 },
  },
  '/quan-ly-don-hang': {
    title: 'Quản lý Đơn hàng',
    header: true,
    sidebar: 'main',
    permission: 'DON_HANG_XEM',
    description: 'Tạo đơn hàng vận tải và theo dõi tiến trình của tài xế.',
    nav: { label: 'Đơn hàng vận tải', group: 'Đội xe', icon: 'truck', order: 590 },
  },
  '/quan-ly-bao-duong': {
    title: 'Quản lý bảo dưỡng & sửa chữa',
    header: true,
    sidebar: 'main',
    permission: 'BAO_DUONG_XEM',
    description: 'Phiếu sửa chữa: báo giá, duyệt giá, sửa chữa, hoàn thành và thanh toán.',
    nav: { label: 'Bảo dưỡng & sửa chữa', group: 'Đội xe', icon: 'truck', order: 550 },
  },
  '/quan-ly-xang-dau': {
    title: 'Quản lý xăng dầu',
    header: true,
    sidebar: 'main',
    permission: 'XANG_DAU_XEM',
    description: 'Duyệt hoặc từ chối báo cáo đổ xăng dầu của tài xế.',
    nav: { label: 'Xăng dầu', group: 'Đội xe', icon: 'truck', order: 560 },
  },
  '/quan-ly-checklist': {
    title: 'Lịch sử checklist',
    header: true,
    sidebar: 'main',
    permission: 'CHECKLIST_XEM',
    description: 'Các checklist đầu ca của tài xế, lỗi và ảnh đính kèm.',
    nav: { label: 'Lịch sử checklist', group: 'Đội xe', icon: 'truck', order: 570 },
  },
  // ── work management (spec 002 §2.2–2.6) ───────────────────────────────────────────────────
  '/khong-gian-lam-viec': {
    title: 'Không gian làm việc',
    header: true,
    sidebar: 'main',
    description: 'Không gian làm việc của bạn: tạo mới, sửa, dùng làm mẫu và mở bảng phân chia công việc.',
    nav: { label: 'Không gian làm việc', group: 'Công việc', icon: 'kanban', order: 410 },
  },
  '/bang-phan-chia-cong-viec/$id': {
    title: 'Bảng phân chia công việc',
    header: true,
    sidebar: 'main',
  },
  '/luu-tru-cong-viec': {
    title: 'Lưu trữ công việc',
    header: true,
    sidebar: 'main',
    description: 'Công việc đã hoàn thành và được lưu trữ: lọc, xem chi tiết.',
    nav: { label: 'Lưu trữ công việc', group: 'Công việc', icon: 'archive', order: 420 },
  },
  '/dashboard-tong-quan-cong-viec': {
    title: 'Dashboard Thống kê',
    header: true,
    sidebar: 'main',
    description: 'Thống kê công việc: tổng quan, biểu đồ, hiệu suất nhân viên và danh sách chi tiết.',
    nav: { label: 'Thống kê công việc', group: 'Công việc', icon: 'chart', order: 430 },
  },
  // ── work orders (spec 002 §2.7) ─────────────────────────────────────────────────────────────
  '/cham-cong-nhan-vien': {
    title: 'Chấm công của tôi',
    header: true,
    sidebar: 'main',
    description: 'Chấm vào / chấm ra, giờ làm trong tháng, lệnh được giao và bảng công của bạn.',
    nav: { label: 'Chấm công của tôi', group: 'Chung', icon: 'clock', order: 5 },
  },
  '/quan-ly-lenh': {
    title: 'Quản lý Lệnh',
    header: true,
    sidebar: 'main',
    permission: 'LENH_XEM',
    description: 'Tạo lệnh điều động, tăng ca, chủ nhật; gán nhân viên, bắt đầu và kết thúc lệnh.',
    nav: { label: 'Quản lý Lệnh', group: 'Nhân sự', icon: 'users', order: 740 },
  },
  // ── staff and permissions (spec 000 §2) ────────────────────────────────────────────────────
  '/employees-list': {
    title: 'Nhân viên',
    header: true,
    sidebar: 'main',
    permission: 'NGUOI_DUNG_XEM',
    description: 'Danh sách người dùng: thêm, sửa, phân quyền theo chức năng × hành động, ngưng hoạt động.',
    nav: { label: 'Nhân viên', group: 'Nhân sự', icon: 'users', order: 700 },
  },
  '/phong-ban': {
    title: 'Phòng ban',
    header: true,
    sidebar: 'main',
    permission: 'PHONG_BAN_XEM',
    description: 'Phòng ban, trạng thái và giờ làm buổi sáng, buổi chiều.',
    nav: { label: 'Phòng ban', group: 'Nhân sự', icon: 'building', order: 710 },
  },
  '/chuc-vu': {
    title: 'Chức vụ',
    header: true,
    sidebar: 'main',
    permission: 'CHUC_VU_XEM',
    description: 'Danh mục chức vụ của nhân viên.',
    nav: { label: 'Chức vụ', group: 'Nhân sự', icon: 'users', order: 720 },
  },
  '/quan-ly-cham-cong': {
    title: 'Quản lý chấm công',
    header: true,
    sidebar: 'main',
    permission: 'CHAM_CONG_XEM',
    description: 'Bảng chấm công tháng của nhân viên: chi tiết ngày, chỉnh sửa, đóng ca đang mở.',
    nav: { label: 'Quản lý chấm công', group: 'Nhân sự', icon: 'users', order: 730 },
  },
  '/quyen': {
    title: 'Quyền',
    header: true,
    sidebar: 'main',
    permission: 'PHAN_QUYEN_XEM',
    description: 'Danh sách quyền: mỗi quyền là một cặp chức năng × hành động.',
    nav: { label: 'Quyền', group: 'Phân quyền', icon: 'shield', order: 800 },
  },
  '/chuc-nang': {
    title: 'Chức năng',
    header: true,
    sidebar: 'main',
    permission: 'PHAN_QUYEN_XEM',
    description: 'Các chức năng (module) của ứng dụng, hàng của ma trận phân quyền.',
    nav: { label: 'Chức năng', group: 'Phân quyền', icon: 'shield', order: 810 },
  },
  '/hanh-dong': {
    title: 'Hành động',
    header: true,
    sidebar: 'main',
    permission: 'PHAN_QUYEN_XEM',
    description: 'Các hành động (xem, thêm, sửa, xóa…), cột của ma trận phân quyền.',
    nav: { label: 'Hành động', group: 'Phân quyền', icon: 'shield', order: 820 },
  },
  '/api-permission': {
    title: 'API Permission',
    header: true,
    sidebar: 'main',
    permission: 'PHAN_QUYEN_XEM',
    description: 'Quy tắc method + URL pattern → quyền mà máy chủ kiểm tra trên mỗi yêu cầu.',
    nav: { label: 'API Permission', group: 'Phân quyền', icon: 'shield', order: 830 },
  },
  // ── shared media library (spec 000 §2, spec 001) ─────────────────────────────────────────────
  '/quan-ly-tai-nguyen': {
    title: 'Quản lý tài nguyên',
    header: true,
    sidebar: 'main',
    permission: 'THU_VIEN_ANH_XEM',
    description: 'Thư viện ảnh, video và tài liệu dùng chung: folder, tải lên, xem trước, tải về.',
    nav: { label: 'Quản lý tài nguyên', group: 'Marketing', icon: 'photo', order: 300 },
  },
  // ── articles: the article app with its own sidebar (spec 000 §2, spec 001 §2; issue 15) ───────
  '/dashboard-viet-bai-user': {
    title: 'Dashboard viết bài của tôi',
    header: true,
    sidebar: 'article',
    permission: 'BAI_VIET_XEM',
    description: 'Bài viết của bạn theo bước, bài đang viết dở và bài đã đăng.',
    nav: { label: 'Dashboard của tôi', group: 'Viết bài', icon: 'chart', order: 200, sidebars: ['main', 'article'] },
  },
  '/dashboard-viet-bai-admin': {
    title: 'Dashboard (Admin)',
    header: true,
    sidebar: 'article',
    permission: 'BAI_VIET_DUYET',
    description: 'Thống kê viết bài của mọi người: theo bước, theo ngày, theo website, tác giả hàng đầu.',
    nav: { label: 'Dashboard (Admin)', group: 'Viết bài', icon: 'chart', order: 201, sidebars: ['article'] },
  },
  '/ai-writer': {
    title: 'Viết bài AI',
    header: true,
    sidebar: 'article',
    permission: 'BAI_VIET_THEM',
    description: 'Viết bài chuẩn SEO với AI qua 6 bước, rồi đăng lên website WordPress.',
    nav: { label: 'Viết bài AI', group: 'Viết bài', icon: 'article', order: 210, sidebars: ['article'] },
  },
  '/ai-writer/$id': { title: 'Viết bài AI', header: true, sidebar: 'article', permission: 'BAI_VIET_XEM' },
  '/article-list': {
    title: 'Danh sách bài viết',
    header: true,
    sidebar: 'article',
    permission: 'BAI_VIET_XEM',
    description: 'Bài viết theo bước, website và từ khóa; viết tiếp bài chưa đăng.',
    nav: { label: 'Danh sách bài viết', group: 'Viết bài', icon: 'article', order: 215, sidebars: ['article'] },
  },
  '/edit-article/$id/$wpSiteId': {
    title: 'Sửa bài viết trên website',
    header: true,
    sidebar: 'article',
    permission: 'BAI_VIET_SUA',
  },
  '/blog-on-website-list': {
    title: 'Bài viết trên website',
    header: true,
    sidebar: 'article',
    permission: 'BAI_VIET_XEM',
    description: 'Bài đã đăng trên các website: lọc, điểm SEO, kiểm tra index, sửa bài.',
    nav: { label: 'Blog trên website', group: 'Viết bài', icon: 'article', order: 230, sidebars: ['article'] },
  },
  '/website-list': {
    title: 'Danh sách website',
    header: true,
    sidebar: 'article',
    permission: 'BAI_VIET_XEM',
    description: 'Website WordPress được kết nối: thêm, sửa, tạm ngưng, xóa.',
    nav: { label: 'Website', group: 'Viết bài', icon: 'article', order: 240, sidebars: ['article'] },
  },
  '/cai-dat-ai': {
    title: 'Cài đặt AI',
    header: true,
    sidebar: 'article',
    permission: 'BAI_VIET_DUYET',
    description: 'Máy chủ mô hình AI tương thích OpenAI: địa chỉ, mô hình, khóa; kiểm tra kết nối.',
    nav: { label: 'Cài đặt AI', group: 'Viết bài', icon: 'settings', order: 260, sidebars: ['article'] },
  },
  // ── transport-admin area: an external admin site in a frame, with its own sidebar ─────────────
  '/minh-tien-admin': {
    title: 'Quản trị vận tải',
    header: true,
    sidebar: 'transport-admin',
    description: 'Trang quản trị vận tải bên ngoài: phòng ban, nhân viên, chấm công, đơn hàng, nghỉ phép…',
    nav: {
      label: 'Quản trị vận tải',
      group: 'Quản trị vận tải',
      icon: 'frame',
      order: 100,
      sidebars: ['main', 'transport-admin'],
    },
  },
  ...transportAdminPages,
} satisfies Record<string, RouteMeta>;

/** The meta of a route from its staticData; routes that declare none (layouts) have none. */
export function routeMetaOf(staticData: unknown): RouteMeta | undefined {
  if (typeof staticData !== 'object' || staticData === null) return undefined;
  const path = (staticData as { metaPath?: unknown }).metaPath;
  return typeof path === 'string' && Object.hasOwn(routeMeta, path) ? routeMeta[path as MetaPath] : undefined;
}
