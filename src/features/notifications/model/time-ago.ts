import { formatDate } from '@/lib/format';

export type TimeAgoOptions = {
  /** Past this many days a date is shown instead (the list page: 30, spec 000 §9). */
  dateAfterDays?: number;
};

/**
 * 'Vài giây trước' under a minute, then 'n phút trước', 'n giờ trước', 'n ngày trước' (spec 000
 * §9). A time slightly in the future (a device clock behind the server's) reads as just now.
 */
export function timeAgo(iso: string, now: number = Date.now(), { dateAfterDays }: TimeAgoOptions = {}): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  if (seconds < 60) return 'Vài giây trước';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} phút trước`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} giờ trước`;
  const days = Math.floor(hours / 24);
  if (dateAfterDays !== undefined && days > dateAfterDays) return formatDate(at);
  return `${days} ngày trước`;
}
