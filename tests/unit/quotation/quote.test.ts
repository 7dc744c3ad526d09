import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { QUOTE_MESSAGES, QUOTE_SHEET_NAME } from '@/contracts/quotations-vocabulary';
import {
  type DraftLine,
  emptyCustomer,
  exportableLines,
  grandTotal,
  lineIssues,
  linesFromWebhookResult,
  lineTotal,
  parseViNumber,
  type QuoteDraft,
} from '@/features/quotation/model/quote';
import { quoteLineColumns, quoteSheet } from '@/features/quotation/model/quote-excel';
import { widthsOf } from '@/lib/excel';
import { readXlsx } from '../../support/xlsx';

const line = (soluong: string, dongia: string, tensp = 'Pallet'): DraftLine => ({
  id: tensp + soluong,
  tensp,
  xuatxu: '',
  donvi: 'cái',
  soluong,
  dongia,
  ghichu: '',
});
const messages = { quantity: QUOTE_MESSAGES.invalidQuantity, price: QUOTE_MESSAGES.invalidPrice };

describe('parseViNumber', () => {
  it.each([
    ['1.234.500', 1234500],
    ['1.234,5', 1234.5],
    ['12,5', 12.5],
    ['1.5', 1.5],
    ['15500', 15500],
    [' 15 500 đ', 15500],
    ['120.000 VNĐ', 120000],
    ['-3', -3],
  ])('%s → %d', (text, n) => expect(parseViNumber(text)).toBe(n));

  it('blank is nothing; a text that is not a number is NaN (never clamped)', () => {
    expect(parseViNumber('  ')).toBeNull();
    for (const bad of ['abc', '1,2,3', '12.34.5', '1.23,4.5', '3kg', '1e5', ',5']) {
      expect(parseViNumber(bad), bad).toBeNaN();
    }
  });
});

describe('line totals', () => {
  it('soluong × dongia; blank counts 0; grand total sums', () => {
    expect(lineTotal(line('120', '15.500'))).toBe(1_860_000);
    expect(lineTotal(line('2,5', '1.000'))).toBe(2500);
    expect(lineTotal(line('', '1.000'))).toBe(0);
    expect(grandTotal([line('120', '15.500'), line('20', '185.000'), line('', '')])).toBe(5_560_000);
  });

  it('a number that is not one shows its message and makes the totals unknown', () => {
    expect(lineIssues(line('abc', '-5'), messages)).toEqual({
      soluong: QUOTE_MESSAGES.invalidQuantity,
      dongia: QUOTE_MESSAGES.invalidPrice,
    });
    expect(lineIssues(line('3', ''), messages)).toEqual({});
    expect(lineTotal(line('abc', '1'))).toBeNull();
    expect(grandTotal([line('1', '1'), line('-1', '1')])).toBeNull();
  });
});

describe('exportableLines (§5)', () => {
  const draft = (customerName: string, lines: DraftLine[]): QuoteDraft => ({
    customer: { ...emptyCustomer('Marketing Một'), customerName },
    lines,
  });
  it('needs the customer company name and one named line', () => {
    expect(exportableLines(draft('', [line('1', '1')]))).toEqual({ ok: false, reason: 'incomplete' });
    expect(exportableLines(draft('Công ty A', []))).toEqual({ ok: false, reason: 'incomplete' });
    expect(exportableLines(draft('Công ty A', [line('1', '1', '  ')]))).toEqual({ ok: false, reason: 'incomplete' });
    expect(exportableLines(draft('Công ty A', [line('x', '1')]))).toEqual({ ok: false, reason: 'numbers' });
  });
  it('blank rows are left out; numbers read in vi-VN', () => {
    const blank: DraftLine = { ...line('1', ''), tensp: '', donvi: '' };
    expect(exportableLines(draft('Công ty A', [line('1.200', '15.500,5'), blank]))).toEqual({
      ok: true,
      lines: [{ tensp: 'Pallet', xuatxu: '', donvi: 'cái', soluong: 1200, dongia: 15500.5, ghichu: '' }],
    });
  });
});

describe('linesFromWebhookResult', () => {
  it('reads a list or {lines|data|items|products}, numbers or vi-VN texts; drops what does not fit', () => {
    const item = { tensp: 'Ống nhựa', xuatxu: 'VN', donvi: 'm', soluong: '1.000', dongia: 12000, ghichu: null };
    const expected = { tensp: 'Ống nhựa', xuatxu: 'VN', donvi: 'm', soluong: 1000, dongia: 12000, ghichu: '' };
    expect(linesFromWebhookResult([item])).toEqual([expected]);
    expect(linesFromWebhookResult({ data: [item, { tensp: '' }, { tensp: 'X', soluong: 'abc' }, 7] })).toEqual([
      expected,
    ]);
    expect(linesFromWebhookResult({ products: [{ tensp: 'Y' }] })).toEqual([
      { tensp: 'Y', xuatxu: '', donvi: '', soluong: 0, dongia: 0, ghichu: '' },
    ]);
    expect(linesFromWebhookResult({ ok: true })).toBeNull();
    expect(linesFromWebhookResult('text')).toBeNull();
  });
});

describe('baogia.xlsx', () => {
  it('customer block, lines with money format, widths and the total row', async () => {
    const customer = { ...emptyCustomer('Marketing Một'), customerName: 'Công ty Minh Tiến', phone: '0901 234 567' };
    const lines = [
      { tensp: 'Thùng carton 5 lớp', xuatxu: 'Việt Nam', donvi: 'thùng', soluong: 120, dongia: 15500, ghichu: '' },
      { tensp: 'Pallet gỗ', xuatxu: 'Việt Nam', donvi: 'cái', soluong: 20, dongia: 185000, ghichu: 'Hun trùng' },
    ];
    const data = quoteSheet(customer, lines, new Date(2026, 10, 25));
    const buffer = await writeExcelFile(data, {
      sheet: QUOTE_SHEET_NAME,
      columns: widthsOf(quoteLineColumns),
      stickyRowsCount: 0,
    }).toBuffer();
    const { cells, part } = readXlsx(new Uint8Array(buffer));
    const sheet = part('xl/worksheets/sheet1.xml');
    const cell = (ref: string) => cells[ref];
    expect(cell('A1')).toBe('BÁO GIÁ');
    expect(cell('B2')).toBe('Tên công ty khách hàng');
    expect(cell('C2')).toBe('Công ty Minh Tiến');
    expect(cell('C4')).toBe('0901 234 567');
    expect(cell('C7')).toBe('1');
    expect(cell('C8')).toBe('Marketing Một');
    expect(cell('C9')).toBe('25/11/2026');
    expect(cell('B11')).toBe('Tên sản phẩm');
    expect(cell('G11')).toBe('Thành tiền');
    expect(cell('B12')).toBe('Thùng carton 5 lớp');
    expect(cell('E12')).toBe('120');
    expect(cell('G12')).toBe('1860000');
    expect(cell('G13')).toBe('3700000');
    expect(cell('B14')).toBe('Tổng cộng');
    expect(cell('G14')).toBe('5560000');
    expect(part('xl/styles.xml')).toContain('#,##0 &quot;đ&quot;');
    expect(sheet).toMatch(/<col min="2" max="2" width="36"/);
    expect(sheet).toContain('<mergeCell ref="C2:H2"/>');
  });
});
