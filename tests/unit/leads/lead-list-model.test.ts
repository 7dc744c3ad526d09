/**
 * The lead lists' client rules (spec 001 §2, §5, §9): the query of a filtered page, the export of
 * all rows in pages of 1000 with its progress, the §5 refusals (no column, no row), the stamped
 * file names, and the column choice kept in local storage (default name, phone, email).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@/contracts/envelope';
import type { Company } from '@/contracts/leads';
import { EXPORT_MESSAGES, LEAD_COLUMN_STORAGE_KEYS, LEAD_EXPORT } from '@/contracts/leads-vocabulary';
import { COMPANY_COLUMNS, columnsOf } from '@/features/leads/model/export-columns';
import { buildExport, ExportRefused, fetchAllRows } from '@/features/leads/model/export-leads';
import { leadColumnChoiceOf } from '@/features/leads/model/lead-columns';
import { leadQueryOf } from '@/features/leads/model/lead-search';
import { leadSearch } from '@/features/leads/model/lead-search-params';
import { readColumnChoice, toggleColumnIn, writeColumnChoice } from '@/ui/column-choice';

const memoryStore = (init: Record<string, string> = {}) => {
  const data = new Map(Object.entries(init));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

/** A fake list of `total` numbered rows answering pages like the server. */
const fakeList = (total: number) => {
  const asked: Array<[number, number]> = [];
  const fetchPage = async (page: number, size: number): Promise<Page<{ n: number }>> => {
    asked.push([page, size]);
    const from = page * size;
    const content = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({ n: from + i }));
    const totalPages = Math.ceil(total / size);
    return {
      content,
      number: page,
      size,
      totalElements: total,
      totalPages,
      first: page === 0,
      last: page + 1 >= totalPages,
    };
  };
  return { asked, fetchPage };
};

describe('lead list query', () => {
  it('sends only the filters that are set, the name trimmed', () => {
    expect(leadQueryOf({}, 12, 0)).toEqual({ page: 0, size: 12 });
    expect(leadQueryOf({ industryId: 3, status: 0, name: '  Sao Mai ', province: 'Cần Thơ' }, 12, 2)).toEqual({
      page: 2,
      size: 12,
      industryId: 3,
      status: 0,
      name: 'Sao Mai',
      province: 'Cần Thơ',
    });
    expect(leadQueryOf({ name: '   ', province: '' }, 1000, 0)).toEqual({ page: 0, size: 1000 });
  });

  it('reads the URL search: status 0 and 1 only, a positive industry id, page ≥ 0', () => {
    expect(leadSearch.parse({})).toEqual({ page: 0 });
    expect(leadSearch.parse({ page: '3', status: '0', industryId: '7', name: 'ab', province: 'Huế' })).toEqual({
      page: 3,
      status: 0,
      industryId: 7,
      name: 'ab',
      province: 'Huế',
    });
    expect(leadSearch.parse({ page: '-1', status: '2', industryId: '0' })).toEqual({ page: 0 });
  });
});

describe('export of all rows', () => {
  it('fetches pages of 1000 until the last, reporting progress', async () => {
    const list = fakeList(2500);
    const progress: string[] = [];
    const rows = await fetchAllRows(list.fetchPage, (done, total) => progress.push(`${done}/${total}`));
    expect(rows).toHaveLength(2500);
    expect(rows[2499]).toEqual({ n: 2499 });
    expect(list.asked).toEqual([
      [0, LEAD_EXPORT.pageSize],
      [1, 1000],
      [2, 1000],
    ]);
    expect(progress).toEqual(['1000/2500', '2000/2500', '2500/2500']);
  });

  it('stops on an empty list and on a short page (rows deleted meanwhile)', async () => {
    const empty = fakeList(0);
    expect(await fetchAllRows(empty.fetchPage)).toEqual([]);
    expect(empty.asked).toHaveLength(1);
    const exact = fakeList(1000);
    expect(await fetchAllRows(exact.fetchPage)).toHaveLength(1000);
    expect(exact.asked).toHaveLength(1);
  });

  it('refuses with the §5 messages and stamps the file name', () => {
    const cols = columnsOf(COMPANY_COLUMNS, ['name']);
    expect(() => buildExport([], [{}], 'companies_page')).toThrow(new ExportRefused(EXPORT_MESSAGES.noColumns));
    expect(() => buildExport(cols, [], 'companies_page')).toThrow(EXPORT_MESSAGES.noData);
    const at = new Date(2026, 10, 25, 9, 5, 7);
    const out = buildExport(cols, [{ name: 'Sao Mai' } as Company], LEAD_EXPORT.companiesAll, at);
    expect(out.fileName).toBe('companies_all_20261125_090507.xlsx');
    expect(out.data).toHaveLength(2);
    expect(EXPORT_MESSAGES.exported(2, out.fileName)).toBe('Đã xuất 2 dòng ra tệp companies_all_20261125_090507.xlsx');
  });
});

describe('column choice', () => {
  const choice = leadColumnChoiceOf(COMPANY_COLUMNS, LEAD_COLUMN_STORAGE_KEYS.companies);

  it('defaults to name, phone, email and keeps a choice in the catalogue order', () => {
    const store = memoryStore();
    expect(readColumnChoice(choice, store)).toEqual(['name', 'phone', 'email']);
    const next = toggleColumnIn(
      choice.columns,
      toggleColumnIn(choice.columns, ['name', 'phone', 'email'], 'companyId'),
      'phone',
    );
    expect(next).toEqual(['companyId', 'name', 'email']);
    writeColumnChoice(choice, store, next);
    expect(readColumnChoice(choice, store)).toEqual(['companyId', 'name', 'email']);
  });

  it('keeps an empty choice (export then refuses) and reads junk as the default', () => {
    const store = memoryStore();
    writeColumnChoice(choice, store, []);
    expect(readColumnChoice(choice, store)).toEqual([]);
    for (const raw of ['{', '"name"', '["name","nope"]', '[1]'])
      expect(readColumnChoice(choice, memoryStore({ [choice.storageKey]: raw }))).toEqual(['name', 'phone', 'email']);
  });
});
