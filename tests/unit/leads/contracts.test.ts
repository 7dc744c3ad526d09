/**
 * The leads contracts' plain rules: list query defaults (12 per page, blank filters are none),
 * bodies (trimmed, '' → empty, email-typed email fields, industries de-duplicated, unknown keys
 * refused) and the provinces' Vietnamese order.
 */

import { describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  companyCreateBody,
  fromCompanyBody,
  industryBody,
  LEAD_STATUS_LABELS,
  leadQuery,
} from '@/contracts/leads';
import { EXPORT_MESSAGES } from '@/contracts/leads-vocabulary';
import { pageJumpInvalid } from '@/ui/paging';
import { sortProvinces } from '../../../server/modules/companies/service';

describe('leads contracts', () => {
  it('reads a list query: 12 per page, blank filters dropped, name trimmed', () => {
    expect(leadQuery.parse({})).toEqual({ page: 0, size: 12 });
    expect(leadQuery.parse({ name: '  ', province: '', status: '', industryId: '' })).toEqual({ page: 0, size: 12 });
    expect(leadQuery.parse({ name: ' Sao Mai ', status: '1', industryId: '4', size: '1000' })).toEqual({
      page: 0,
      size: 1000,
      name: 'Sao Mai',
      status: 1,
      industryId: 4,
    });
    expect(leadQuery.safeParse({ status: '2' }).success).toBe(false);
  });

  it('reads a company body', () => {
    const body = companyCreateBody.parse({
      companyId: ' C1 ',
      name: ' Tên ',
      email: '',
      emailLienHe: null,
      phone: ' 0909 ',
      industryIds: [3, 3, '5'],
      status: '1',
    });
    expect(body).toEqual({ companyId: 'C1', name: 'Tên', phone: '0909', industryIds: [3, 5], status: 1 });
    const bad = companyCreateBody.safeParse({ companyId: 'C1', name: 'A', email: 'x@' });
    expect(bad.error?.issues[0]?.message).toBe(COMPANY_MESSAGES.emailInvalid);
    expect(companyCreateBody.safeParse({ companyId: 'C1', name: 'A', extra: 1 }).success).toBe(false);
    expect(industryBody.parse({ name: ' Dệt may ' })).toEqual({ name: 'Dệt may' });
    expect(fromCompanyBody.parse({ companyIdGoc: 'C1', maKH: 'K1', name: 'A' })).toEqual({
      companyIdGoc: 'C1',
      maKH: 'K1',
      name: 'A',
      status: 0,
    });
  });

  it('words: statuses, page jump, export', () => {
    expect(LEAD_STATUS_LABELS).toEqual({ 0: 'Chưa chăm sóc', 1: 'Đã chăm sóc' });
    expect(pageJumpInvalid(7)).toBe('Số trang không hợp lệ. Vui lòng nhập số từ 1 đến 7');
    expect(EXPORT_MESSAGES.exported(12, 'companies_page_20261125_101500.xlsx')).toBe(
      'Đã xuất 12 dòng ra tệp companies_page_20261125_101500.xlsx',
    );
  });

  it('sorts provinces the Vietnamese way, once each, blanks dropped', () => {
    expect(sortProvinces(['Hà Nội', 'Đà Nẵng', ' ', 'Cần Thơ', 'Bình Dương', 'Hà Nội ', 'An Giang'])).toEqual([
      'An Giang',
      'Bình Dương',
      'Cần Thơ',
      'Đà Nẵng',
      'Hà Nội',
    ]);
  });
});
