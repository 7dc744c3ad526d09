/**
 * Order of machine-written text — ISO dates and times ('2026-11-21', '2026-11-21T08:30:00Z'),
 * ids — by code unit, which is their chronological or natural order. Not `localeCompare`: it
 * compares through ICU's collator, whose first use in a page loads ICU's data (tens of ms on a
 * phone, in the driver dashboard's first tasks), and its order is for words people read.
 */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
