import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import {
  enumParam,
  idParam,
  listSearch,
  optionalEnumParam,
  pageParam,
  patternParam,
  searchParams,
  sizeParam,
  textParam,
  withDefault,
} from '@/lib/search-params';

// The route search parsers (kept free of zod for the entry chunk's sake) must read URLs exactly
// as the classic zod schemas the routes had before.
const light = searchParams({
  page: withDefault(pageParam(), 0),
  size: withDefault(sizeParam([5, 10, 20]), 10),
  q: textParam(),
  raw: textParam(100, { trim: false }),
  id: idParam(),
  tab: enumParam(['A', 'B', 'ALL'], 'A'),
  opt: optionalEnumParam(['x', 'y']),
  day: patternParam(/^\d{4}-\d{2}-\d{2}$/),
});
const before = classic.object({
  page: classic.coerce.number().int().min(0).catch(0).default(0),
  size: classic.coerce
    .number()
    .refine((n) => [5, 10, 20].includes(n))
    .catch(10)
    .default(10),
  q: classic.string().trim().max(100).optional().catch(undefined),
  raw: classic.string().max(100).optional().catch(undefined),
  id: classic.coerce.number().int().positive().optional().catch(undefined),
  tab: classic.enum(['A', 'B', 'ALL']).catch('A'),
  opt: classic.enum(['x', 'y']).optional().catch(undefined),
  day: classic
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

const cases: Record<string, unknown>[] = [
  {},
  { page: '3', size: '20', q: '  xe tải ', raw: ' a ', id: '7', tab: 'B', opt: 'y', day: '2025-07-01' },
  { page: -1, size: 15, q: 'x'.repeat(101), raw: 'y'.repeat(101), id: '0', tab: 'C', opt: 'z', day: '1/7/2025' },
  { page: '1.5', size: 'abc', q: 42, id: 'abc', tab: 3, opt: null, day: 20250701 },
  { page: 2, size: 5, id: 12, q: '   ' },
  { page: '', size: '', id: '', tab: '', day: '' },
  { page: null, size: true, id: [], q: null, raw: undefined, tab: undefined, day: undefined },
  { page: '1e2', size: ' 20 ', id: '0x10', tab: 'ALL', opt: 'x' },
];

describe('route search params', () => {
  it.each(cases)('reads %j as the classic schema did', (input) => {
    expect(light.parse(input)).toEqual(before.parse(input));
  });

  it('reads the office lists’ page and keyword', () => {
    expect(listSearch.parse({ page: '2', keyword: ' Hà Nội ' })).toEqual({ page: 2, keyword: 'Hà Nội' });
    expect(listSearch.parse({ page: 'x' })).toEqual({ page: 0 });
  });
});
