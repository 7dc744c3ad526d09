/**
 * Calendar arithmetic in Asia/Ho_Chi_Minh. Vietnam has kept UTC+7 without daylight saving
 * since 1975, so a fixed offset is exact and needs no time-zone database.
 */
export const VN_OFFSET_MS = 7 * 3_600_000;
export const VN_OFFSET = '+07:00';

/** The Vietnamese calendar day of an instant: `yyyy-MM-dd`. */
export const vnDay = (at: Date): string => new Date(at.getTime() + VN_OFFSET_MS).toISOString().slice(0, 10);

/** The instant of a Vietnamese wall-clock time (`HH:mm[:ss]`) on a day. */
export const vnInstant = (day: string, time = '00:00:00'): Date =>
  new Date(`${day}T${time.length === 5 ? `${time}:00` : time}${VN_OFFSET}`);

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Monday of the (Monday–Sunday) week containing `day`. */
export const mondayOf = (day: string): string => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
};

/** First day of the month containing `day`. */
export const monthStartOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** dd/MM/yyyy HH:mm, as the screens show date-times (spec 003 §9). */
export const vnDateTimeText = (at: Date): string => {
  const s = new Date(at.getTime() + VN_OFFSET_MS).toISOString();
  return `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)} ${s.slice(11, 16)}`;
};

/** The instant of a Vietnam wall-clock date-time without a zone (`yyyy-MM-ddTHH:mm[:ss]`), as forms send it. */
export const vnLocal = (local: string): Date => vnInstant(local.slice(0, 10), local.slice(11));

/** Number of days of the month `yyyy-MM`. */
export const daysInMonth = (month: string): number =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** Whether the calendar day `yyyy-MM-dd` is a Sunday. */
export const isSunday = (day: string): boolean => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** `HH:mm` of an instant on the Vietnamese wall clock. */
export const vnTimeText = (at: Date): string => new Date(at.getTime() + VN_OFFSET_MS).toISOString().slice(11, 16);

/**
 * An instant as a driver reads it in a message: "21:53" on the same Vietnamese day as `now`,
 * "21:53 ngày 14/05" on another day of the same year, "21:53 ngày 14/05/2025" otherwise.
 */
export const vnClockText = (at: Date, now: Date): string => {
  const day = vnDay(at);
  if (day === vnDay(now)) return vnTimeText(at);
  const dm = `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  return `${vnTimeText(at)} ngày ${day.slice(0, 4) === vnDay(now).slice(0, 4) ? dm : `${dm}/${day.slice(0, 4)}`}`;
};
