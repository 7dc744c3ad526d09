/**
 * The API-permission rules every installation starts with (reference catalogue, not demo data):
 * one for every office route of the product, so the RBAC guard (server/plugins/rbac.ts) decides
 * by the per-user matrix. Pattern syntax: src/contracts/rbac.ts. Routes a user reaches for their
 * own data (login, own profile, own notifications, a driver's own reports…) need no rule: they are
 * the guard's self-service list. Administrators edit these rows on the API-permission screen.
 *
 * Reads of one area share a `GET …/**` rule; every write is its own row, so a new write route
 * is denied until someone decides who may call it.
 */
import type { PermissionCode } from '@/contracts/permissions';
import type { RuleMethod } from '@/contracts/rbac';

export type ApiRuleSeed = readonly [method: RuleMethod, urlPattern: string, quyen: PermissionCode];

/** The usual four rules of a catalogue screen: read, add, edit and delete by id. */
const crud = (
  base: string,
  module: 'XE' | 'CHECKLIST' | 'GIAY_TO' | 'PHONG_BAN' | 'CHUC_VU' | 'PHAN_QUYEN' | 'MARKETING',
) =>
  [
    ['GET', `${base}/**`, `${module}_XEM`],
    ['POST', base, `${module}_THEM`],
    ['PUT', `${base}/{id}`, `${module}_SUA`],
    ['DELETE', `${base}/{id}`, `${module}_XOA`],
  ] as const satisfies readonly ApiRuleSeed[];

export const DEFAULT_API_RULES: readonly ApiRuleSeed[] = [
  // ── fleet (spec 003) ─────────────────────────────────────────────────────────────────────────
  ...crud('/api/xe', 'XE'),
  // The office's audited decisions about a vehicle (issue 11): correcting its recorded odometer
  // and letting a vehicle stopped as unsafe run again are edits of the vehicle.
  ['PUT', '/api/xe/{id}/odo', 'XE_SUA'],
  ['POST', '/api/xe/{id}/cho-phep-van-hanh', 'XE_SUA'],
  ...crud('/api/dm-loai-xe', 'XE'),
  // The driver pickers of the fleet screens: whoever sees the fleet may see who drives it.
  ['GET', '/api/nguoi-dung/by-chuc-vu-code/{code}', 'XE_XEM'],
  ['GET', '/api/nguoi-dung/by-phong-ban-code/{code}', 'XE_XEM'],
  ['GET', '/api/nguoi-dung/tai-xe-options-status', 'DON_HANG_THEM'],

  ['GET', '/api/xe-assignments/**', 'PHAN_CONG_XE_XEM'],
  ['POST', '/api/xe-assignments', 'PHAN_CONG_XE_THEM'],
  ['POST', '/api/xe-assignments/handover', 'PHAN_CONG_XE_SUA'],
  ['POST', '/api/xe-assignments/{id}/close', 'PHAN_CONG_XE_SUA'],

  // hang-muc-cho-xe is also a driver's own (their vehicle): the rule widens it to any vehicle.
  ['GET', '/api/checklist/hang-muc-cho-xe', 'CHECKLIST_XEM'],
  ['GET', '/api/checklist/history', 'CHECKLIST_XEM'],
  ['GET', '/api/checklist/log/{id}', 'CHECKLIST_XEM'],
  ...crud('/api/dm-checklist-items', 'CHECKLIST'),

  ['GET', '/api/bao-duong-xe/**', 'BAO_DUONG_XEM'],
  ['POST', '/api/bao-duong-xe', 'BAO_DUONG_THEM'],
  // Quote, start and complete belong to the ticket's driver; the office does them with SUA.
  ['POST', '/api/bao-duong-xe/{id}/bao-gia', 'BAO_DUONG_SUA'],
  ['POST', '/api/bao-duong-xe/{id}/bat-dau', 'BAO_DUONG_SUA'],
  ['POST', '/api/bao-duong-xe/{id}/hoan-thanh', 'BAO_DUONG_SUA'],
  ['POST', '/api/bao-duong-xe/{id}/duyet', 'BAO_DUONG_DUYET'],
  ['POST', '/api/bao-duong-xe/{id}/xac-nhan-thanh-toan', 'BAO_DUONG_THANH_TOAN'],
  ['POST', '/api/bao-duong-xe/{id}/huy', 'BAO_DUONG_HUY'],
  ['GET', '/api/dm-hang-muc-bao-duong/**', 'BAO_DUONG_XEM'],
  ['POST', '/api/dm-hang-muc-bao-duong', 'BAO_DUONG_THEM'],
  ['PUT', '/api/dm-hang-muc-bao-duong/{id}', 'BAO_DUONG_SUA'],
  ['DELETE', '/api/dm-hang-muc-bao-duong/{id}', 'BAO_DUONG_XOA'],
  ['POST', '/api/dm-hang-muc-bao-duong/{id}/restore', 'BAO_DUONG_SUA'],

  ['GET', '/api/xang-dau/**', 'XANG_DAU_XEM'],
  ['POST', '/api/xang-dau/{id}/approve', 'XANG_DAU_DUYET'],
  ['POST', '/api/xang-dau/{id}/reject', 'XANG_DAU_DUYET'],

  ...crud('/api/giay-to', 'GIAY_TO'),

  ['GET', '/api/don-hang/**', 'DON_HANG_XEM'],
  ['POST', '/api/don-hang', 'DON_HANG_THEM'],

  // ── attendance administration, dashboard, notifications, image library ─────────────────────
  ['GET', '/api/cham-cong/admin/**', 'CHAM_CONG_XEM'],
  ['GET', '/api/dashboard/**', 'TONG_QUAN_XEM'],
  ['POST', '/api/thong-bao', 'THONG_BAO_THEM'],
  ['GET', '/api/images/**', 'THU_VIEN_ANH_XEM'],
  // Uploading stays everyone's (drivers' photos); the library's own folders check THU_VIEN_ANH_THEM in the route.
  ['POST', '/api/images/create-folder', 'THU_VIEN_ANH_THEM'],
  ['DELETE', '/api/images/delete-folder/{folder}', 'THU_VIEN_ANH_XOA'],
  ['DELETE', '/api/images/{folder}/{file}', 'THU_VIEN_ANH_XOA'],

  // ── work management: live boards and statistics (issue 14) ───────────────────────────────────
  // Members reach their own workspaces without these (own-or-granted, server/modules/work/visibility.ts);
  // the permission widens them to every workspace. More specific than GET /api/dashboard/**.
  ['GET', '/api/dashboard/workspaces/{id}/statistics', 'CONG_VIEC_XEM'],
  ['GET', '/api/dashboard-tong-quan-cong-viec/**', 'CONG_VIEC_XEM'],

  // ── administration (spec 000) ───────────────────────────────────────────────────────────────
  ['GET', '/api/nguoi-dung/**', 'NGUOI_DUNG_XEM'],
  ['POST', '/api/nguoi-dung', 'NGUOI_DUNG_THEM'],
  ['PUT', '/api/nguoi-dung/{id}', 'NGUOI_DUNG_SUA'],
  ['DELETE', '/api/nguoi-dung/{id}', 'NGUOI_DUNG_XOA'],
  ...crud('/api/phong-ban', 'PHONG_BAN'),
  ...crud('/api/chuc-vu', 'CHUC_VU'),
  ...crud('/api/quyen', 'PHAN_QUYEN'),
  ...crud('/api/chuc-nang', 'PHAN_QUYEN'),
  ...crud('/api/hanh-dong', 'PHAN_QUYEN'),
  ...crud('/api/api-permission', 'PHAN_QUYEN'),
  ['GET', '/api/rbac-admin/**', 'PHAN_QUYEN_XEM'],
  ['PUT', '/api/rbac-admin/matrix', 'PHAN_QUYEN_SUA'],

  // ── work orders and attendance administration (spec 002 §7) ─────────────────────────────────
  // The employee's own orders, answers and check-ins are self-service; GET /api/lenh/{id} also
  // serves an assigned employee their part, and with LENH_XEM the whole order.
  ['GET', '/api/lenh/admin/**', 'LENH_XEM'],
  ['GET', '/api/lenh/{id}', 'LENH_XEM'],
  ['POST', '/api/lenh', 'LENH_THEM'],
  ['POST', '/api/lenh/{id}/assign', 'LENH_SUA'],
  ['POST', '/api/lenh/{id}/start', 'LENH_SUA'],
  ['POST', '/api/lenh/{id}/end', 'LENH_SUA'],
  ['POST', '/api/lenh/{id}/manager-checkout', 'LENH_SUA'],
  ['POST', '/api/cham-cong/admin/adjust', 'CHAM_CONG_SUA'],
  ['POST', '/api/cham-cong/admin/close-sessions', 'CHAM_CONG_SUA'],
  ['POST', '/api/cham-cong/auto-close', 'CHAM_CONG_SUA'],

  // ── work management (spec 002 §7, issue 14) ─────────────────────────────────────────────────
  // Members reach their own workspaces without these (server/modules/work/routes.ts WORK_ROUTES);
  // the permission widens a route to every workspace. Creating a workspace needs CONG_VIEC_THEM.
  ['GET', '/api/workspaces/**', 'CONG_VIEC_XEM'],
  ['GET', '/api/tasks/**', 'CONG_VIEC_XEM'],
  ['GET', '/api/nhat-ky-hoat-dong/**', 'CONG_VIEC_XEM'],
  ['GET', '/api/archived-tasks', 'CONG_VIEC_XEM'],
  ['POST', '/api/workspaces', 'CONG_VIEC_THEM'],
  ['POST', '/api/workspaces/from/{templateId}', 'CONG_VIEC_THEM'],
  ['PUT', '/api/workspaces/{id}', 'CONG_VIEC_SUA'],
  ['DELETE', '/api/workspaces/{id}', 'CONG_VIEC_XOA'],
  ['POST', '/api/workspaces/{id}/columns', 'CONG_VIEC_SUA'],
  ['PUT', '/api/workspaces/{id}/columns/{columnId}', 'CONG_VIEC_SUA'],
  ['DELETE', '/api/workspaces/{id}/columns/{columnId}', 'CONG_VIEC_XOA'],
  ['POST', '/api/workspaces/{id}/columns/{columnId}/assign-users', 'CONG_VIEC_SUA'],
  ['POST', '/api/workspaces/{id}/columns/{columnId}/sync-tasks', 'CONG_VIEC_SUA'],
  ['POST', '/api/workspaces/{id}/columns/{columnId}/tasks', 'CONG_VIEC_THEM'],
  ['PUT', '/api/workspaces/{id}/columns/{columnId}/tasks/{taskId}', 'CONG_VIEC_SUA'],
  ['DELETE', '/api/workspaces/{id}/columns/{columnId}/tasks/{taskId}', 'CONG_VIEC_XOA'],
  ['PUT', '/api/workspaces/{id}/columns/{columnId}/tasks/{taskId}/status', 'CONG_VIEC_SUA'],
  ['POST', '/api/tasks/{taskId}/users', 'CONG_VIEC_SUA'],
  ['DELETE', '/api/tasks/{taskId}/users/{userId}', 'CONG_VIEC_SUA'],
  ['POST', '/api/tasks/{taskId}/comments', 'CONG_VIEC_THEM'],
  ['PUT', '/api/tasks/{taskId}/comments/{commentId}', 'CONG_VIEC_SUA'],
  ['DELETE', '/api/tasks/{taskId}/comments/{commentId}', 'CONG_VIEC_XOA'],
  ['POST', '/api/tasks/{taskId}/comments/{commentId}/pin', 'CONG_VIEC_SUA'],
  ['DELETE', '/api/tasks/{taskId}/comments/{commentId}/pin', 'CONG_VIEC_SUA'],

  // ── articles: the writer, the list and the dashboards (issue 15, server/modules/articles) ───────
  // Writers hold BAI_VIET_XEM/THEM/SUA on their own articles; BAI_VIET_DUYET is the articles admin
  // (other people's articles, the admin dashboard, websites and the AI settings).

  // Reads (the list, one article, own stats) need BAI_VIET_XEM; the service narrows them to the
  // caller's articles unless they hold BAI_VIET_DUYET, which alone reads the global dashboard.
  ['GET', '/api/articles/**', 'BAI_VIET_XEM'],
  ['GET', '/api/articles/stats/global', 'BAI_VIET_DUYET'],
  ['GET', '/api/articles/stats/author', 'BAI_VIET_DUYET'],
  ['GET', '/api/articles/stats/recent', 'BAI_VIET_DUYET'],
  ['GET', '/api/articles/stats/recent/by-author', 'BAI_VIET_DUYET'],
  ['POST', '/api/articles', 'BAI_VIET_THEM'],
  ['PUT', '/api/articles/{id}', 'BAI_VIET_SUA'],
  ['PUT', '/api/articles/{id}/outline', 'BAI_VIET_SUA'],
  ['PUT', '/api/articles/{id}/title-description', 'BAI_VIET_SUA'],
  ['PUT', '/api/articles/{id}/semantic-keywords', 'BAI_VIET_SUA'],
  ['PUT', '/api/articles/{id}/internal-links', 'BAI_VIET_SUA'],
  ['PUT', '/api/articles/{id}/content', 'BAI_VIET_SUA'],
  ['PUT', '/api/articles/{id}/finalize', 'BAI_VIET_SUA'],
  // A writer discards their own draft (an edit of their own work); others' need BAI_VIET_DUYET.
  ['DELETE', '/api/articles/{id}', 'BAI_VIET_SUA'],
  // CTAs (spec 001 §7): writers read them through the service (BAI_VIET_XEM), marketing through
  // this rule (own-or-granted: server/modules/ctas/routes.ts); the CTA screen writes with MARKETING_*.
  ['GET', '/api/ctas/**', 'MARKETING_XEM'],
  ['POST', '/api/ctas', 'MARKETING_THEM'],
  ['PUT', '/api/ctas/{id}', 'MARKETING_SUA'],
  ['DELETE', '/api/ctas/{id}', 'MARKETING_XOA'],

  // ── AI generation of article steps (issue 15, server/modules/article-ai) ──────────────────────

  // Every writer reads whether a model is configured; the articles admin configures and tests it.
  ['GET', '/api/ai-settings', 'BAI_VIET_XEM'],
  ['PUT', '/api/ai-settings', 'BAI_VIET_DUYET'],
  ['DELETE', '/api/ai-settings', 'BAI_VIET_DUYET'],
  ['POST', '/api/ai-settings/test', 'BAI_VIET_DUYET'],
  // Generating a step is an edit of the article (the service lets the author, or BAI_VIET_DUYET, do it);
  // watching its progress is a read.
  ['POST', '/api/articles/{id}/*/ai', 'BAI_VIET_SUA'],
  ['GET', '/api/articles/{id}/generation/events', 'BAI_VIET_XEM'],

  // ── WordPress websites, posts and push (issue 15, server/modules/wp-sites, article-push) ───────

  // Reading sites, categories and posts: writers (BAI_VIET_XEM); adding/editing/deleting a site is
  // the articles admin's (BAI_VIET_DUYET); editing a post on a site, uploading to it and pushing
  // one's own article need BAI_VIET_SUA (the push service checks author or BAI_VIET_DUYET).
  ['GET', '/api/wp-sites', 'BAI_VIET_XEM'],
  ['GET', '/api/wp-sites/**', 'BAI_VIET_XEM'],
  ['POST', '/api/wp-sites', 'BAI_VIET_DUYET'],
  ['PUT', '/api/wp-sites/{id}', 'BAI_VIET_DUYET'],
  ['DELETE', '/api/wp-sites/{id}', 'BAI_VIET_DUYET'],
  ['PUT', '/api/wp-sites/{siteId}/posts/{postId}', 'BAI_VIET_SUA'],
  ['POST', '/api/wp-sites/{siteId}/media', 'BAI_VIET_SUA'],
  ['GET', '/api/articles/wp/preflight', 'BAI_VIET_XEM'],
  ['POST', '/api/articles/{id}/push', 'BAI_VIET_SUA'],

  // ── marketing and sales (issue 16) ───────────────────────────────────────────────────────────
  // MARKETING_XEM reads the area, THEM/SUA/XOA write it; MARKETING_DUYET is the marketing admin
  // (automation webhook settings and everyone's delivery log). Drivers hold none of it.
  // Automation relays (server/modules/automation): each call is a delivery the caller can read.
  ['POST', '/api/automation/bulk-writing', 'MARKETING_THEM'],
  ['POST', '/api/automation/yellow-pages', 'MARKETING_THEM'],
  ['POST', '/api/automation/share-fanpage', 'MARKETING_THEM'],
  ['POST', '/api/automation/quote-image', 'MARKETING_XEM'],
  ['GET', '/api/automation/**', 'MARKETING_XEM'],
  ['POST', '/api/automation/deliveries/{id}/retry', 'MARKETING_THEM'],
  ['GET', '/api/automation/settings', 'MARKETING_DUYET'],
  ['PUT', '/api/automation/settings', 'MARKETING_DUYET'],
  ['POST', '/api/automation/settings/test', 'MARKETING_DUYET'],
  // Industries, companies, potential customers (server/modules/industries, companies, customers).
  ...crud('/api/industries', 'MARKETING'),
  ...crud('/api/companies', 'MARKETING'),
  ...crud('/api/khach-hang-tiem-nang', 'MARKETING'),
  ['POST', '/api/khach-hang-tiem-nang/from-company', 'MARKETING_THEM'],
  // Fanpages and their posts through the Graph API (server/modules/fanpages).
  ...crud('/api/fanpages', 'MARKETING'),
  ['POST', '/api/fanpages/{id}/media', 'MARKETING_THEM'],
  ['POST', '/api/fanpages/{id}/posts', 'MARKETING_THEM'],
  ['PUT', '/api/fanpages/{id}/posts/{postId}', 'MARKETING_SUA'],
  ['DELETE', '/api/fanpages/{id}/posts/{postId}', 'MARKETING_XOA'],
  // Quick quotation: product lines proposed from an image (server/modules/quotations).
  ['POST', '/api/quotations/**', 'MARKETING_XEM'],
  ['GET', '/api/quotations/**', 'MARKETING_XEM'],
];
