/**
 * Vietnamese display formats. Dates and times are shown in Vietnam time (Asia/Ho_Chi_Minh) whatever
 * the device's zone, so a trip logged at 23:30 shows the same day for the driver and the office.
 */
export const LOCALE = 'vi-VN';
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** dayjs / Mantine dates token for the date pickers (spec 000 §9). */
export { DATE_INPUT_FORMAT, DATE_TIME_INPUT_FORMAT } from './date-input-formats';

type DateLike = Date | string | number | null | undefined;

/*
 * Written without Intl on purpose. A page's first Intl object loads ICU's data: 35–90 ms on this
 * machine, ~110 ms of the driver dashboard's offline start at CPU ×4 (a CPU profile of the start),
 * paid before its first screen because these formats were built when the module was evaluated.
 * Vietnam has kept UTC+7 without daylight saving since 13/06/1975, and vi-VN numbers are plain
 * digits with '.' grouping and a ',' decimal mark, so both are arithmetic. Intl is still the
 * answer outside that: instants before 1975 (other offsets) and numbers JavaScript writes in
 * exponent form; tests/unit/client/format.test.ts holds the two to the same output.
 */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
/** 13/06/1975 00:00 in Vietnam (UTC+8 until then): from this instant on the offset is +7. */
const FIXED_OFFSET_SINCE = Date.UTC(1975, 5, 12, 16);

let historicParts: Intl.DateTimeFormat | undefined;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Calendar and clock fields of an instant in Vietnam time, two-digit except the year. */
export function vietnamParts(date: Date): { year: string; month: string; day: string; hour: string; minute: string } {
  const ms = date.getTime();
  if (ms >= FIXED_OFFSET_SINCE) {
    const local = new Date(ms + VIETNAM_OFFSET_MS);
    return {
      year: String(local.getUTCFullYear()),
      month: pad2(local.getUTCMonth() + 1),
      day: pad2(local.getUTCDate()),
      hour: pad2(local.getUTCHours()),
      minute: pad2(local.getUTCMinutes()),
    };
  }
  historicParts ??= new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const { type, value } of historicParts.formatToParts(date))
    if (type in parts) parts[type as keyof typeof parts] = value;
  return parts;
}

/** The Vietnam day of an instant, `yyyy-MM-dd`. */
export function vietnamDay(at: Date | number): string {
  const p = vietnamParts(at instanceof Date ? at : new Date(at));
  return `${p.year}-${p.month}-${p.day}`;
}

const exponentForms = new Map<string, Intl.NumberFormat>();

/**
 * `n` the vi-VN way with between `minDigits` and `maxDigits` decimals, as
 * `new Intl.NumberFormat('vi-VN', { minimumFractionDigits, maximumFractionDigits })` writes it:
 * rounding half away from zero on the shortest decimal that reads back as `n` (what ICU rounds),
 * '-' before negatives including -0.
 */
export function formatDecimal(n: number, minDigits: number, maxDigits: number): string {
  const shortest = String(Math.abs(n));
  if (!Number.isFinite(n) || shortest.includes('e')) {
    const key = `${minDigits}/${maxDigits}`;
    let format = exponentForms.get(key);
    if (!format) {
      format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits });
      exponentForms.set(key, format);
    }
    return format.format(n);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, maxDigits).padEnd(maxDigits, '0');
  if ((fraction[maxDigits] ?? '0') >= '5') {
    // Add one at the last kept digit, carrying leftwards (9.999 → 10.00).
    const out = digits.split('');
    let i = out.length - 1;
    while (i >= 0 && out[i] === '9') out[i--] = '0';
    if (i >= 0) out[i] = String(Number(out[i]) + 1);
    else out.unshift('1');
    digits = out.join('');
  }
  const intPart = digits.slice(0, digits.length - maxDigits) || '0';
  let decimals = digits.slice(digits.length - maxDigits);
  let end = decimals.length;
  while (end > minDigits && decimals[end - 1] === '0') end--;
  decimals = decimals.slice(0, end);
  const grouped = intPart.replace(/\B(?=(\d{3})+$)/g, '.');
  const negative = n < 0 || Object.is(n, -0);
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

const toDate = (value: DateLike): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** dd/MM/yyyy; '' for a missing or invalid value. */
export function formatDate(value: DateLike): string {
  const date = toDate(value);
  if (!date) return '';
  const p = vietnamParts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/MM/yyyy HH:mm (24-hour); '' for a missing or invalid value. */
export function formatDateTime(value: DateLike): string {
  const date = toDate(value);
  if (!date) return '';
  const p = vietnamParts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** HH:mm (24-hour) in Vietnam time; '' for a missing or invalid value. */
export function formatTime(value: DateLike): string {
  const date = toDate(value);
  if (!date) return '';
  const p = vietnamParts(date);
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
  return n === null ? '' : `${formatDecimal(Math.round(n), 0, 0)} đ`;
}

/** vi-VN grouping and decimal comma, up to 2 decimals: 1234.5 → '1.234,5'. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : formatDecimal(n, 0, 2);
}

/**
 * A file's size in vi-VN (spec 001 §9 thresholds: over 1 MB in MB, over 1024 bytes in KB, else
 * B; base 1024): 23 552 → '23,0 KB', 3 145 728 → '3,00 MB', 512 → '512 B'.
 */
export function formatFileSize(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes > mb) return `${formatDecimal(bytes / mb, 2, 2)} MB`;
  if (bytes > 1024) return `${formatDecimal(bytes / 1024, 1, 1)} KB`;
  return `${formatDecimal(bytes, 0, 0)} B`;
}

const PRECISE_SIZE_UNITS = ['KB', 'MB', 'GB'] as const;
/**
 * A task attachment's size (spec 002 §9): base 1024, two decimals, in Bytes, KB, MB or GB, vi-VN
 * digits like the rest of the console: 512 → '512 Bytes', 23 552 → '23,00 KB', 1 610 612 736 → '1,50 GB'.
 */
export function formatFileSizePrecise(bytes: number): string {
  if (bytes < 1024) return `${formatDecimal(bytes, 0, 0)} Bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < PRECISE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatDecimal(value, 2, 2)} ${PRECISE_SIZE_UNITS[unit]}`;
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
  // Vietnamese has no casing rules of its own (only az, el, lt and tr do): the plain upper case is
  // the vi-VN one, without the locale look-up that loads ICU (see the note at the top).
  const letter = (w: string) => [...w][0]?.toUpperCase() ?? '';
  return letter(first) + (last ? letter(last) : '');
}
