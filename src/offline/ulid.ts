/**
 * Monotonic ULIDs for outbox items and photos: 26 Crockford base-32 characters, 48 bits of
 * milliseconds then 80 random bits (crypto.getRandomValues). Within one millisecond — or when the
 * device clock steps back — the previous random part is incremented, so ids made by one context
 * always sort in creation order. They are also the Idempotency-Keys the server receives.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_LENGTH = 10;
const MAX_TIME = 2 ** 48 - 1;

export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export interface UlidDeps {
  now?: () => number;
  /** Fills the array with random bytes; defaults to crypto.getRandomValues. */
  randomBytes?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
}

function encodeTime(time: number): string {
  if (!Number.isInteger(time) || time < 0 || time > MAX_TIME) throw new RangeError(`ULID time out of range: ${time}`);
  let out = '';
  let rest = time;
  for (let i = 0; i < TIME_LENGTH; i++) {
    out = ALPHABET.charAt(rest % 32) + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

/** 16 base-32 digits (5 bits each) from 10 random bytes. */
function randomDigits(randomBytes: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): number[] {
  const bytes = randomBytes(new Uint8Array(10));
  const digits: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      digits.push((buffer >> bits) & 31);
    }
    buffer &= (1 << bits) - 1;
  }
  return digits;
}

/** Adds one to the base-32 number; throws on overflow (2^80 ids in one millisecond). */
function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    if ((next[i] ?? 0) < 31) {
      next[i] = (next[i] ?? 0) + 1;
      return next;
    }
    next[i] = 0;
  }
  throw new RangeError('ULID random part overflowed');
}

export function createUlidFactory({
  now = Date.now,
  randomBytes = (bytes) => crypto.getRandomValues(bytes),
}: UlidDeps = {}) {
  let lastTime = -1;
  let lastRandom: number[] = [];
  return function ulid(): string {
    const time = now();
    if (time <= lastTime) {
      lastRandom = increment(lastRandom);
    } else {
      lastTime = time;
      lastRandom = randomDigits(randomBytes);
    }
    return encodeTime(lastTime) + lastRandom.map((d) => ALPHABET.charAt(d)).join('');
  };
}

/** The epoch ms encoded in a ULID. */
export function ulidTime(id: string): number {
  let time = 0;
  for (const char of id.slice(0, TIME_LENGTH)) time = time * 32 + ALPHABET.indexOf(char);
  return time;
}

export const ulid = createUlidFactory();
