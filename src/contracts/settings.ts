import { z } from 'zod';
import { envelope } from './envelope';
import type { TransportAdminSegment } from './vocabulary';

export { TRANSPORT_ADMIN_PAGES, type TransportAdminSegment } from './vocabulary';

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

/**
 * The framed address of a sub-page: the configured site's address with the segment appended
 * ('' is the site's home). The seeds do not show the external paths; the same segments are assumed.
 */
export function transportAdminFrameUrl(base: string, segment: TransportAdminSegment | ''): string {
  const url = new URL(base);
  if (segment) url.pathname = `${url.pathname.replace(/\/+$/, '')}/${segment}`;
  return url.toString();
}
