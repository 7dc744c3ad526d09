/**
 * Plausible upper limits for the numbers people type (issue 11 §4): a typo such as three extra
 * zeros is refused with a message, never stored — one wrong odometer would otherwise lock the
 * vehicle's returns for good. The zod contracts hold every money, litre and odometer field to
 * these; the server checks the jump rule against the vehicle's recorded odometer, the forms check
 * it against the odometer the phone knows — one source, so client and server say the same words.
 */
import type { z } from 'zod';

export const NUMBER_LIMITS = {
  /** Đồng per record (a fuel receipt, a quote, a repair bill). */
  money: 10_000_000_000,
  /** Litres per fuel report or fuel level. */
  litres: 2_000,
  /** An odometer reading in km. */
  odo: 10_000_000,
  /** How far above the vehicle's recorded odometer a new reading may be without the office. */
  odoJump: 5_000,
} as const;

// Messages show numbers the Vietnamese way (82.600), whatever the device's locale. Built on the
// first message, not when the module loads: a page's first Intl object loads ICU's data (tens of
// ms on a phone), and the forms that import these limits open with no message to show.
let viFormat: Intl.NumberFormat | undefined;
const viNumber = (n: number) => {
  viFormat ??= new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
  return viFormat.format(n);
};

export const NUMBER_LIMIT_MESSAGES = {
  moneyMax: 'Số tiền không được vượt quá 10.000.000.000 đ.',
  /** The đồng has no smaller unit: a fraction is a typo, not something to round away. */
  moneyFraction: 'Số tiền không được có phần thập phân.',
  litresMax: 'Số lít không được vượt quá 2.000.',
  odoMax: 'Số ODO không được vượt quá 10.000.000 km.',
  odoJump: (odo: number, recorded: number) =>
    `Số ODO (${viNumber(odo)}) vượt quá ODO đã ghi nhận (${viNumber(recorded)}) hơn 5.000 km. Vui lòng kiểm tra lại hoặc liên hệ điều phối.`,
} as const;

/** A sum of money already known to be a number: whole đồng, at most the limit. */
export function moneyLimitProblem(amount: number): string | null {
  if (!Number.isInteger(amount)) return NUMBER_LIMIT_MESSAGES.moneyFraction;
  if (amount > NUMBER_LIMITS.money) return NUMBER_LIMIT_MESSAGES.moneyMax;
  return null;
}

/** Litres already known to be a number: at most the limit. */
export const litresLimitProblem = (litres: number): string | null =>
  litres > NUMBER_LIMITS.litres ? NUMBER_LIMIT_MESSAGES.litresMax : null;

/**
 * An odometer reading already known to be a number: at most the limit, and — when the vehicle's
 * recorded odometer is known — not more than 5.000 km above it (exactly 5.000 km more passes).
 */
export function odoLimitProblem(odo: number, recorded: number | null = null): string | null {
  if (odo > NUMBER_LIMITS.odo) return NUMBER_LIMIT_MESSAGES.odoMax;
  if (recorded !== null && odo - recorded > NUMBER_LIMITS.odoJump) return NUMBER_LIMIT_MESSAGES.odoJump(odo, recorded);
  return null;
}

// ── the same limits as zod checks, appended to a field's own (spec) lower-bound checks ──────────
/** Whole đồng, at most 10 000 000 000. */
export const withMoneyLimit = (n: z.ZodNumber) =>
  n.int(NUMBER_LIMIT_MESSAGES.moneyFraction).max(NUMBER_LIMITS.money, NUMBER_LIMIT_MESSAGES.moneyMax);
/** At most 2 000 litres. */
export const withLitresLimit = (n: z.ZodNumber) => n.max(NUMBER_LIMITS.litres, NUMBER_LIMIT_MESSAGES.litresMax);
/** At most 10 000 000 km. */
export const withOdoLimit = (n: z.ZodNumber) => n.max(NUMBER_LIMITS.odo, NUMBER_LIMIT_MESSAGES.odoMax);
