/**
 * Dates typed the Vietnamese way (day first: 10/6/2025, 10/06/2025 08:30) turned into the ISO-like
 * strings the forms and the API use. Pure, so the console's date fields and their tests agree.
 */

const pad = (n: number) => String(n).padStart(2, '0');

const DATE = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/;
const TIME = /^\s*(?:\s|,|lúc)*\s*(\d{1,2})[:hg](\d{2})?\s*$/i;

function validDate(day: number, month: number, year: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 9999) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCDate() === day && probe.getUTCMonth() === month - 1;
}

/** '10/6/2025' → '2025-06-10'; null when it is not a real calendar date. */
export function parseVnDate(text: string): string | null {
  const match = DATE.exec(text);
  if (!match || match[0].length !== text.trimEnd().length) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDate(day, month, year) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * '10/06/2025 08:30' (also '10/06/2025 8h30', '10/06/2025 8h') → '2025-06-10 08:30:00'; a date
 * alone means midnight. Null when the date or the time is not real.
 */
export function parseVnDateTime(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const date = parseVnDate(match[0]);
  if (!date) return null;
  const rest = text.slice(match[0].length);
  if (rest.trim() === '') return `${date} 00:00:00`;
  const time = TIME.exec(rest);
  if (!time) return null;
  const [hour, minute] = [Number(time[1]), Number(time[2] ?? 0)];
  if (hour > 23 || minute > 59) return null;
  return `${date} ${pad(hour)}:${pad(minute)}:00`;
}

/** A form's 'YYYY-MM-DDTHH:mm' as the picker's 'YYYY-MM-DD HH:mm:ss' (empty: no value). */
export const localInputToPicker = (value: string): string | null =>
  value ? `${value.slice(0, 10)} ${value.slice(11, 16)}:00` : null;

/** The picker's 'YYYY-MM-DD HH:mm:ss' back to the form's 'YYYY-MM-DDTHH:mm' (null: ''). */
export const pickerToLocalInput = (value: string | null): string =>
  value ? `${value.slice(0, 10)}T${value.slice(11, 16)}` : '';
