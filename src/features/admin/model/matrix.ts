/**
 * The Edit User form's permission matrix (spec 000 §2, §5, §6) as pure data: modules (chức năng)
 * down, actions (hành động) across; a cell can be ticked only where the permission list has that
 * module/action pair. The server's PUT sets only the cells it is sent, so saving sends the changes.
 */
import type { Action, AppFunction, Permission, PermissionMatrix } from '@/contracts/admin';

export type MatrixCell = { action: string; enabled: boolean; checked: boolean };
export type MatrixRow = { module: string; name: string; cells: MatrixCell[] };
export type MatrixGrid = { columns: { action: string; name: string }[]; rows: MatrixRow[] };

const pairKey = (module: string, action: string) => `${module}\u0000${action}`;

/** The module/action pairs of the permission list: the only cells that may be ticked. */
export function pairsOf(permissions: readonly Pick<Permission, 'maChucNang' | 'maHanhDong'>[]): ReadonlySet<string> {
  return new Set(permissions.map((p) => pairKey(p.maChucNang, p.maHanhDong)));
}

export const isPairEnabled = (pairs: ReadonlySet<string>, module: string, action: string) =>
  pairs.has(pairKey(module, action));

/** The grid in the order of the lists; a cell outside the permission list is disabled and never checked. */
export function buildMatrixGrid(
  functions: readonly Pick<AppFunction, 'maChucNang' | 'tenChucNang'>[],
  actions: readonly Pick<Action, 'maHanhDong' | 'tenHanhDong'>[],
  pairs: ReadonlySet<string>,
  matrix: PermissionMatrix,
): MatrixGrid {
  return {
    columns: actions.map((a) => ({ action: a.maHanhDong, name: a.tenHanhDong })),
    rows: functions.map((f) => ({
      module: f.maChucNang,
      name: f.tenChucNang,
      cells: actions.map((a) => {
        const enabled = isPairEnabled(pairs, f.maChucNang, a.maHanhDong);
        return { action: a.maHanhDong, enabled, checked: enabled && matrix[f.maChucNang]?.[a.maHanhDong] === true };
      }),
    })),
  };
}

/** Sets one cell (a new matrix); a pair outside the permission list is left alone. */
export function setCell(
  matrix: PermissionMatrix,
  pairs: ReadonlySet<string>,
  module: string,
  action: string,
  checked: boolean,
): PermissionMatrix {
  if (!isPairEnabled(pairs, module, action)) return matrix;
  return { ...matrix, [module]: { ...matrix[module], [action]: checked } };
}

export const toggleCell = (matrix: PermissionMatrix, pairs: ReadonlySet<string>, module: string, action: string) =>
  setCell(matrix, pairs, module, action, matrix[module]?.[action] !== true);

/** Ticks (or clears) every enabled cell of a module's row. */
export function setRow(
  matrix: PermissionMatrix,
  pairs: ReadonlySet<string>,
  module: string,
  actions: readonly string[],
  checked: boolean,
): PermissionMatrix {
  return actions.reduce((m, action) => setCell(m, pairs, module, action, checked), matrix);
}

/** The PUT body: only the cells whose value differs from what the server sent (missing counts as false). */
export function matrixChanges(original: PermissionMatrix, edited: PermissionMatrix): PermissionMatrix {
  const changes: PermissionMatrix = {};
  for (const [module, actions] of Object.entries(edited)) {
    for (const [action, checked] of Object.entries(actions)) {
      if ((original[module]?.[action] === true) !== checked) {
        changes[module] = { ...changes[module], [action]: checked };
      }
    }
  }
  return changes;
}

export const hasChanges = (changes: PermissionMatrix) => Object.keys(changes).length > 0;

/** How many cells are ticked (the form's summary line). */
export const grantedCount = (matrix: PermissionMatrix) =>
  Object.values(matrix).reduce((n, actions) => n + Object.values(actions).filter(Boolean).length, 0);
