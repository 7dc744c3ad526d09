/**
 * Reads a written workbook back for assertions (unit tests and e2e downloads): the first sheet's
 * cells by reference, shared strings resolved, numbers as stored; plus the raw parts for styles
 * and column widths.
 */
import { unzipSync } from 'fflate';

export function readXlsx(bytes: Uint8Array): { cells: Record<string, string>; part: (name: string) => string } {
  const files = unzipSync(bytes);
  const part = (name: string) => new TextDecoder().decode(files[name] ?? new Uint8Array());
  const strings = [...part('xl/sharedStrings.xml').matchAll(/<si>(?:<t[^>]*>([^<]*)<\/t>)?/g)].map((m) => m[1] ?? '');
  const cells: Record<string, string> = {};
  const sheet = part('xl/worksheets/sheet1.xml');
  for (const m of sheet.matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>(?:<v>([^<]*)<\/v>)?)/g)) {
    const [, ref = '', attrs = '', value] = m;
    if (value === undefined) continue;
    cells[ref] = attrs.includes('t="s"') ? (strings[Number(value)] ?? '') : value;
  }
  return { cells, part };
}
