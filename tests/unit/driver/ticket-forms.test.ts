import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGES as M } from '@/contracts/fleet-maintenance';
import {
  type CompleteValues,
  completePayload,
  completeProblem,
  completeValuesOf,
  type QuoteValues,
  quotePayload,
  quoteProblem,
  quoteValuesOf,
} from '@/features/driver/model/ticket-forms';
import { item } from './fixtures';

describe('quote (spec 003 §5)', () => {
  const ok: QuoteValues = { garaDeXuat: 'Gara Phú Thọ', giaDeXuat: 1_800_000, photoId: null };
  it.each([
    { name: 'valid without a photo', values: ok, problem: null },
    { name: 'typed price with grouping', values: { ...ok, giaDeXuat: '1800000' }, problem: null },
    {
      name: 'garage empty',
      values: { ...ok, garaDeXuat: '   ' },
      problem: { field: 'garaDeXuat', message: M.quoteRequired },
    },
    {
      name: 'price empty',
      values: { ...ok, giaDeXuat: '' },
      problem: { field: 'giaDeXuat', message: M.quoteRequired },
    },
    { name: 'price 0', values: { ...ok, giaDeXuat: 0 }, problem: { field: 'giaDeXuat', message: M.quoteRequired } },
    {
      name: 'price junk',
      values: { ...ok, giaDeXuat: 'abc' },
      problem: { field: 'giaDeXuat', message: M.quoteRequired },
    },
  ] as const)('$name', ({ values, problem }) => {
    expect(quoteProblem(values)).toEqual(problem);
  });

  it('queues the trimmed garage, the price and the photo for anhBaoGiaUrl; reopens the same values', () => {
    const { payload, photos } = quotePayload(42, { garaDeXuat: ' Gara A ', giaDeXuat: '2500000', photoId: 'p1' });
    expect(payload).toEqual({ phieuId: 42, garaDeXuat: 'Gara A', giaDeXuat: 2_500_000 });
    expect(photos).toEqual([{ photoId: 'p1', field: 'anhBaoGiaUrl' }]);
    expect(quotePayload(42, ok).photos).toEqual([]);
    const queued = item('ticket.quote', payload, { photos });
    expect(quoteValuesOf(queued)).toEqual({ garaDeXuat: 'Gara A', giaDeXuat: 2_500_000, photoId: 'p1' });
  });
});

describe('completion (spec 003 §5)', () => {
  const ok: CompleteValues = { odoHoanThanh: 45_100, chiPhiThucTe: 1_750_000, photoId: 'receipt', ghiChuHoanThanh: '' };
  it.each([
    { name: 'valid', values: ok, problem: null },
    {
      name: 'odometer missing',
      values: { ...ok, odoHoanThanh: '' },
      problem: { field: 'odoHoanThanh', message: M.completeRequired },
    },
    {
      name: 'cost missing',
      values: { ...ok, chiPhiThucTe: '' },
      problem: { field: 'chiPhiThucTe', message: M.completeRequired },
    },
    {
      name: 'receipt missing',
      values: { ...ok, photoId: null },
      problem: { field: 'bienLai', message: M.completeRequired },
    },
    {
      name: 'odometer 0',
      values: { ...ok, odoHoanThanh: 0 },
      problem: { field: 'odoHoanThanh', message: M.completePositive },
    },
    {
      name: 'cost 0',
      values: { ...ok, chiPhiThucTe: 0 },
      problem: { field: 'chiPhiThucTe', message: M.completePositive },
    },
    {
      name: 'missing wins over not positive',
      values: { odoHoanThanh: 0, chiPhiThucTe: '', photoId: 'r' },
      problem: { field: 'chiPhiThucTe', message: M.completeRequired },
    },
  ] as const)('$name', ({ values, problem }) => {
    expect(completeProblem(values)).toEqual(problem);
  });

  it('queues odometer and cost; the receipt goes to bienLaiUrl after upload', () => {
    const { payload, photos } = completePayload(42, {
      odoHoanThanh: '45100',
      chiPhiThucTe: 1_750_000,
      photoId: 'r1',
      ghiChuHoanThanh: '  ',
    });
    expect(payload).toEqual({ phieuId: 42, odoHoanThanh: 45_100, chiPhiThucTe: 1_750_000 });
    expect(payload).not.toHaveProperty('bienLaiUrl');
    expect(photos).toEqual([{ photoId: 'r1', field: 'bienLaiUrl' }]);
    expect(completeValuesOf(item('ticket.complete', payload, { photos }))).toEqual({
      odoHoanThanh: 45_100,
      chiPhiThucTe: 1_750_000,
      photoId: 'r1',
      ghiChuHoanThanh: '',
    });
  });

  it('above 1.5× the approved price a note is required (the server refuses it otherwise), and is sent', () => {
    const over = { ...ok, chiPhiThucTe: 1_500_001 };
    expect(completeProblem(over, null, 1_000_000)).toEqual({
      field: 'ghiChuHoanThanh',
      message:
        'Chi phí thực tế (1.500.001 đ) vượt quá 1,5 lần giá đã duyệt (1.000.000 đ). Vui lòng nhập ghi chú giải thích.',
    });
    // Exactly 1.5× needs none; an unknown approved price is left to the server.
    expect(completeProblem({ ...ok, chiPhiThucTe: 1_500_000 }, null, 1_000_000)).toBeNull();
    expect(completeProblem(over)).toBeNull();
    const noted = { ...over, ghiChuHoanThanh: ' Thay cả cụm phanh ' };
    expect(completeProblem(noted, null, 1_000_000)).toBeNull();
    expect(completePayload(42, noted).payload).toMatchObject({ ghiChuHoanThanh: 'Thay cả cụm phanh' });
  });
});
