import { describe, expect, it } from 'vitest';
import type { PermissionMatrix } from '@/contracts/admin';
import {
  buildMatrixGrid,
  grantedCount,
  hasChanges,
  matrixChanges,
  pairsOf,
  setCell,
  setRow,
  toggleCell,
} from '@/features/admin/model/matrix';

const functions = [
  { maChucNang: 'XE', tenChucNang: 'Xe' },
  { maChucNang: 'XANG_DAU', tenChucNang: 'Xăng dầu' },
];
const actions = [
  { maHanhDong: 'XEM', tenHanhDong: 'Xem' },
  { maHanhDong: 'THEM', tenHanhDong: 'Thêm' },
  { maHanhDong: 'DUYET', tenHanhDong: 'Duyệt' },
];
// The permission list: XE has no DUYET, XANG_DAU has no THEM.
const pairs = pairsOf([
  { maChucNang: 'XE', maHanhDong: 'XEM' },
  { maChucNang: 'XE', maHanhDong: 'THEM' },
  { maChucNang: 'XANG_DAU', maHanhDong: 'XEM' },
  { maChucNang: 'XANG_DAU', maHanhDong: 'DUYET' },
]);
const server: PermissionMatrix = {
  XE: { XEM: true, THEM: false },
  XANG_DAU: { XEM: false, DUYET: false },
};

describe('buildMatrixGrid', () => {
  it('enables only the pairs of the permission list, in the lists’ order', () => {
    const grid = buildMatrixGrid(functions, actions, pairs, server);
    expect(grid.columns).toEqual([
      { action: 'XEM', name: 'Xem' },
      { action: 'THEM', name: 'Thêm' },
      { action: 'DUYET', name: 'Duyệt' },
    ]);
    expect(grid.rows.map((r) => [r.module, r.cells.map((c) => `${c.action}:${c.enabled ? 'on' : 'off'}`)])).toEqual([
      ['XE', ['XEM:on', 'THEM:on', 'DUYET:off']],
      ['XANG_DAU', ['XEM:on', 'THEM:off', 'DUYET:on']],
    ]);
    expect(grid.rows[0]?.cells.map((c) => c.checked)).toEqual([true, false, false]);
  });

  it('never shows a pair outside the permission list as ticked, even if the matrix says so', () => {
    const grid = buildMatrixGrid(functions, actions, pairs, { XE: { DUYET: true } });
    expect(grid.rows[0]?.cells.find((c) => c.action === 'DUYET')).toEqual({
      action: 'DUYET',
      enabled: false,
      checked: false,
    });
  });
});

describe('toggling', () => {
  it('toggles an enabled cell without touching the original', () => {
    const next = toggleCell(server, pairs, 'XANG_DAU', 'DUYET');
    expect(next.XANG_DAU).toEqual({ XEM: false, DUYET: true });
    expect(server.XANG_DAU?.DUYET).toBe(false);
    expect(toggleCell(next, pairs, 'XANG_DAU', 'DUYET').XANG_DAU?.DUYET).toBe(false);
  });

  it('ignores a cell that is not in the permission list', () => {
    expect(setCell(server, pairs, 'XE', 'DUYET', true)).toBe(server);
    expect(toggleCell(server, pairs, 'NGUOI_DUNG', 'XEM')).toBe(server);
  });

  it('ticks a whole row but only its enabled cells', () => {
    const next = setRow(server, pairs, 'XE', ['XEM', 'THEM', 'DUYET'], true);
    expect(next.XE).toEqual({ XEM: true, THEM: true });
    expect(grantedCount(next)).toBe(2);
    expect(setRow(next, pairs, 'XE', ['XEM', 'THEM', 'DUYET'], false).XE).toEqual({ XEM: false, THEM: false });
  });
});

describe('matrixChanges (the PUT body)', () => {
  it('sends only the cells that changed', () => {
    let edited = toggleCell(server, pairs, 'XE', 'XEM'); // true → false
    edited = toggleCell(edited, pairs, 'XANG_DAU', 'DUYET'); // false → true
    expect(matrixChanges(server, edited)).toEqual({ XE: { XEM: false }, XANG_DAU: { DUYET: true } });
  });

  it('is empty when a cell is toggled back, and a missing cell counts as not granted', () => {
    const back = toggleCell(toggleCell(server, pairs, 'XE', 'THEM'), pairs, 'XE', 'THEM');
    expect(hasChanges(matrixChanges(server, back))).toBe(false);
    expect(matrixChanges({}, { XE: { XEM: true, THEM: false } })).toEqual({ XE: { XEM: true } });
  });
});
