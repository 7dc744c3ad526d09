/** Vietnam is UTC+7 all year (no daylight saving). */
const VN_OFFSET_MS = 7 * 60 * 60_000;
const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;
const LOCAL_MINUTES = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A time the server answered, as the form's 'YYYY-MM-DDTHH:mm' Vietnam wall clock (what the
 * task contract takes back). An instant is moved to Vietnam time; a zone-less value is already one.
 */
export function vnLocalInput(value: string | null | undefined): string {
  if (!value) return '';
  if (!HAS_ZONE.test(value)) return LOCAL_MINUTES.test(value) ? value.slice(0, 16) : '';
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms + VN_OFFSET_MS).toISOString().slice(0, 16) : '';
}
