import type { Response } from '@playwright/test';

/** The Vietnam day of an instant, `yyyy-MM-dd` (what the matrix and the day modal are keyed by). */
export const vnDay = (d: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);

/** Work days as the screens write them: 2 decimals, a comma. */
export const cong = (n: number) => n.toFixed(2).replace('.', ',');

/** The administration matrix's answer. */
export const isMatrix = (r: Response) => r.url().includes('/api/cham-cong/admin/matrix') && r.status() === 200;
