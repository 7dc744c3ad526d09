/**
 * Reads a written workbook back for assertions (unit tests and e2e downloads): the first sheet's
 * cells by reference — shared and inline strings resolved, XML entities decoded, numbers as
 * stored — plus the raw parts for styles, column widths and the sheet's name.
 */
import { unzipSync } from 'fflate';

const xmlText = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export function readXlsx(bytes: Uint8Array): { cells: Record<string, string>; part: (name: string) => string } {
  const files = unzipSync(bytes);
  const part = (name: string) => new TextDecoder().decode(files[name] ?? new Uint8Array());
  const strings = [...part('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''),
  );
  const cells: Record<string, string> = {};
  for (const c of part('xl/worksheets/sheet1.xml').matchAll(/<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const [, ref = '', attrs = '', inner = ''] = c;
    const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
    const inline = /<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1];
    if (v === undefined && inline === undefined) continue;
    cells[ref] = xmlText(attrs.includes('t="s"') && v !== undefined ? (strings[Number(v)] ?? '') : (inline ?? v ?? ''));
  }
  return { cells, part };
}
