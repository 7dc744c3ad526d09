/**
 * Vietnamese display formats. Dates and times are shown in Vietnam time (Asia/Ho_Chi_Minh) whatever
 * the device's zone, so a trip logged at 23:30 shows the same day for the driver and the office.
 */
export const LOCALE = 'vi-VN';
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** dayjs / Mantine dates token for the date pickers (spec 000 §9). */
export { DATE_INPUT_FORMAT, DATE_TIME_INPUT_FORMAT } from './date-input-formats';

type DateLike = Date | string | number | null | undefined;

const dateTimeParts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

const toDate = (value: DateLike): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const partsOf = (date: Date) => {
  const parts: Record<string, string> = {};
  for (const { type, value } of dateTimeParts.formatToParts(date)) parts[type] = value;
  return parts;
};

/** dd/MM/yyyy; '' for a missing or invalid value. */
export function formatDate(value: DateLike): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/MM/yyyy HH:mm (24-hour); '' for a missing or invalid value. */
export function formatDateTime(value: DateLike): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** HH:mm (24-hour) in Vietnam time; '' for a missing or invalid value. */
export function formatTime(value: DateLike): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date);
  return `${p.hour}:${p.minute}`;
}

/** HH:mm when `value` is today (in Vietnam), else 'HH:mm ngày dd/MM': how old something is. */
export function formatTimeOfDay(value: DateLike, now: DateLike = Date.now()): string {
  const day = formatDate(value);
  if (!day) return '';
  return day === formatDate(now) ? formatTime(value) : `${formatTime(value)} ngày ${day.slice(0, 5)}`;
}

const toNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Whole đồng with dot grouping: 1234567 → '1.234.567 đ'; '' for a missing value. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : `${integerFormat.format(Math.round(n))} đ`;
}

/** vi-VN grouping and decimal comma, up to 2 decimals: 1234.5 → '1.234,5'. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : numberFormat.format(n);
}

const sizeFormats = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);

/**
 * A file's size in vi-VN (spec 001 §9 thresholds: over 1 MB in MB, over 1024 bytes in KB, else
 * B; base 1024): 23 552 → '23,0 KB', 3 145 728 → '3,00 MB', 512 → '512 B'.
 */
export function formatFileSize(bytes: number): string {
  const mb = 1024 * 1024;
  const [whole, one, two] = sizeFormats as [Intl.NumberFormat, Intl.NumberFormat, Intl.NumberFormat];
  if (bytes > mb) return `${two.format(bytes / mb)} MB`;
  if (bytes > 1024) return `${one.format(bytes / 1024)} KB`;
  return `${whole.format(bytes)} B`;
}

const PRECISE_SIZE_UNITS = ['KB', 'MB', 'GB'] as const;
/**
 * A task attachment's size (spec 002 §9): base 1024, two decimals, in Bytes, KB, MB or GB, vi-VN
 * digits like the rest of the console: 512 → '512 Bytes', 23 552 → '23,00 KB', 1 610 612 736 → '1,50 GB'.
 */
export function formatFileSizePrecise(bytes: number): string {
  const [whole, , two] = sizeFormats as [Intl.NumberFormat, Intl.NumberFormat, Intl.NumberFormat];
  if (bytes < 1024) return `${whole.format(bytes)} Bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < PRECISE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${two.format(value)} ${PRECISE_SIZE_UNITS[unit]}`;
}

/**
 * A person's initials as their avatar shows them: the first letters of the first and the last
 * word of the full name, as Vietnamese names are read (family name first, given name last):
 * 'Nguyễn Văn An' → 'NA', 'admin' → 'A'; '' for no name.
 */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (w: string) => [...w][0]?.toLocaleUpperCase(LOCALE) ?? '';
  return letter(first) + (last ? letter(last) : '');
}
