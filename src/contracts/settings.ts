import { z } from 'zod';
import { envelope } from './envelope';

/**
 * GET /api/settings: what the installation configures for every client (server environment, not
 * the build), so a changed address needs a restart, not a new PWA.
 */
export const clientSettings = z.object({
  /** The external admin site the /minh-tien-admin pages frame; null when none is configured. */
  transportAdminUrl: z.string().nullable(),
});
export type ClientSettings = z.infer<typeof clientSettings>;
export const clientSettingsResponse = envelope(clientSettings);

/** The transport-admin area's sub-pages (spec 000 §2), as path segments under the site's address. */
export const TRANSPORT_ADMIN_PAGES = [
  { segment: 'phong-ban', label: 'Phòng ban' },
  { segment: 'nhan-vien', label: 'Nhân viên' },
  { segment: 'cham-cong', label: 'Chấm công' },
  { segment: 'checklist-tai-xe', label: 'Checklist tài xế' },
  { segment: 'noi-quy', label: 'Nội quy' },
  { segment: 'don-hang', label: 'Đơn hàng' },
  { segment: 'nghi-phep', label: 'Nghỉ phép' },
  { segment: 'xang-dau', label: 'Xăng dầu' },
  { segment: 'giao-hang-ben-thu-ba', label: 'Giao hàng bên thứ ba' },
] as const;
export type TransportAdminSegment = (typeof TRANSPORT_ADMIN_PAGES)[number]['segment'];

/**
 * The framed address of a sub-page: the configured site's address with the segment appended
 * ('' is the site's home). The seeds do not show the external paths; the same segments are assumed.
 */
export function transportAdminFrameUrl(base: string, segment: TransportAdminSegment | ''): string {
  const url = new URL(base);
  if (segment) url.pathname = `${url.pathname.replace(/\/+$/, '')}/${segment}`;
  return url.toString();
}
