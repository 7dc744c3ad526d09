/**
 * Reference data of spec 000 §2: departments (deleted softly), positions, functions (modules),
 * actions, permissions and API-permission rules. Codes are unique; a record still used elsewhere
 * is not deleted (422 CONFLICT naming what uses it), so no history or rule is silently lost.
 */
import {
  ACTION_MESSAGES,
  type ActionRequest,
  API_PERMISSION_MESSAGES,
  type ApiPermission,
  type ApiPermissionRequest,
  type AppFunction,
  DEPARTMENT_MESSAGES,
  type Department,
  type DepartmentRequest,
  FUNCTION_MESSAGES,
  type FunctionRequest,
  PERMISSION_MESSAGES,
  type Permission,
  type PermissionRequest,
  POSITION_MESSAGES,
  type Position,
  type PositionRequest,
  type ReferenceListQuery,
} from '@/contracts/admin';
import { DRIVER_POSITION_CODE } from '@/contracts/auth';
import { ADMIN_POSITION_CODE } from '@/contracts/permissions';
import type { Db } from '../../../db/client';
import { notFound, stateConflict, unprocessable } from '../../../http-error';
import { paged } from '../../../lib/paging';
import { isUniqueViolation } from '../shared';
import * as repo from './repo';

/** A lost race past our own uniqueness check ends with the same message as the check. */
async function unique<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw stateConflict(message);
    throw err;
  }
}

const found = <T>(row: T | undefined, message: string): T => {
  if (!row) throw notFound(message);
  return row;
};

// ── departments ──────────────────────────────────────────────────────────────────────────────
type DepartmentRow = NonNullable<Awaited<ReturnType<typeof repo.findDepartment>>>;
// Stored as `time` ('07:30:00'); the forms speak 'HH:mm'.
const hhmm = (t: string | null) => t?.slice(0, 5) ?? null;
const toDepartment = (r: DepartmentRow): Department => ({
  ...r,
  gioBatDauSang: hhmm(r.gioBatDauSang),
  gioKetThucSang: hhmm(r.gioKetThucSang),
  gioBatDauChieu: hhmm(r.gioBatDauChieu),
  gioKetThucChieu: hhmm(r.gioKetThucChieu),
});
const departmentRow = (input: DepartmentRequest) => ({
  ...input,
  gioBatDauSang: input.gioBatDauSang ?? null,
  gioKetThucSang: input.gioKetThucSang ?? null,
  gioBatDauChieu: input.gioBatDauChieu ?? null,
  gioKetThucChieu: input.gioKetThucChieu ?? null,
});

export const listDepartments = (db: Db, q: ReferenceListQuery) =>
  paged(
    q,
    (w) => repo.listDepartments(db, q.keyword, w),
    () => repo.countDepartments(db, q.keyword),
    toDepartment,
  );

export const departmentOptions = (db: Db) => repo.departmentOptions(db);

export async function createDepartment(tx: Db, input: DepartmentRequest): Promise<Department> {
  const taken = DEPARTMENT_MESSAGES.codeTaken(input.maPhongBan);
  if (await repo.departmentCodeTaken(tx, input.maPhongBan)) throw stateConflict(taken);
  const id = await unique(() => repo.insertDepartment(tx, departmentRow(input)), taken);
  return toDepartment(found(await repo.findDepartment(tx, id), DEPARTMENT_MESSAGES.notFound));
}

export async function updateDepartment(tx: Db, id: number, input: DepartmentRequest): Promise<Department> {
  found(await repo.findDepartment(tx, id), DEPARTMENT_MESSAGES.notFound);
  const taken = DEPARTMENT_MESSAGES.codeTaken(input.maPhongBan);
  if (await repo.departmentCodeTaken(tx, input.maPhongBan, id)) throw stateConflict(taken);
  await unique(() => repo.updateDepartment(tx, id, departmentRow(input)), taken);
  return toDepartment(found(await repo.findDepartment(tx, id), DEPARTMENT_MESSAGES.notFound));
}

/** Soft: the row stays for the users and attendance that reference it; it leaves every list. */
export async function deleteDepartment(tx: Db, id: number): Promise<void> {
  const row = found(await repo.findDepartment(tx, id), DEPARTMENT_MESSAGES.notFound);
  const members = await repo.activeMembers(tx, id);
  if (members > 0) throw stateConflict(DEPARTMENT_MESSAGES.inUse(row.tenPhongBan, members));
  await repo.updateDepartment(tx, id, { deletedAt: new Date() });
}

// ── positions ────────────────────────────────────────────────────────────────────────────────
/** Codes the product reads: TAI_XE marks drivers, QUAN_TRI administrators. */
const SYSTEM_POSITIONS: readonly string[] = [DRIVER_POSITION_CODE, ADMIN_POSITION_CODE];

export const listPositions = (db: Db, q: ReferenceListQuery) =>
  paged(
    q,
    (w) => repo.listPositions(db, q.keyword, w),
    () => repo.countPositions(db, q.keyword),
    (r): Position => r,
  );

export async function createPosition(tx: Db, input: PositionRequest): Promise<Position> {
  const taken = POSITION_MESSAGES.codeTaken(input.maChucVu);
  if (await repo.positionCodeTaken(tx, input.maChucVu)) throw stateConflict(taken);
  const id = await unique(() => repo.insertPosition(tx, input), taken);
  return found(await repo.findPosition(tx, id), POSITION_MESSAGES.notFound);
}

export async function updatePosition(tx: Db, id: number, input: PositionRequest): Promise<Position> {
  const row = found(await repo.findPosition(tx, id), POSITION_MESSAGES.notFound);
  if (SYSTEM_POSITIONS.includes(row.maChucVu) && input.maChucVu !== row.maChucVu) {
    throw unprocessable(POSITION_MESSAGES.system(row.maChucVu));
  }
  const taken = POSITION_MESSAGES.codeTaken(input.maChucVu);
  if (await repo.positionCodeTaken(tx, input.maChucVu, id)) throw stateConflict(taken);
  await unique(() => repo.updatePosition(tx, id, input), taken);
  return found(await repo.findPosition(tx, id), POSITION_MESSAGES.notFound);
}

export async function deletePosition(tx: Db, id: number): Promise<void> {
  const row = found(await repo.findPosition(tx, id), POSITION_MESSAGES.notFound);
  if (SYSTEM_POSITIONS.includes(row.maChucVu)) throw unprocessable(POSITION_MESSAGES.system(row.maChucVu));
  const holders = await repo.positionHolders(tx, id);
  if (holders > 0) throw stateConflict(POSITION_MESSAGES.inUse(row.tenChucVu, holders));
  await repo.deletePosition(tx, id);
}

// ── functions and actions ────────────────────────────────────────────────────────────────────
export const listFunctions = (db: Db, q: ReferenceListQuery) =>
  paged(
    q,
    (w) => repo.listFunctions(db, q.keyword, w),
    () => repo.countFunctions(db, q.keyword),
    (r): AppFunction => r,
  );

export async function createFunction(tx: Db, input: FunctionRequest): Promise<AppFunction> {
  const taken = FUNCTION_MESSAGES.codeTaken(input.maChucNang);
  if (await repo.functionCodeTaken(tx, input.maChucNang)) throw stateConflict(taken);
  return unique(() => repo.insertFunction(tx, input), taken);
}

export async function updateFunction(tx: Db, id: number, input: FunctionRequest): Promise<AppFunction> {
  found(await repo.findFunction(tx, id), FUNCTION_MESSAGES.notFound);
  const taken = FUNCTION_MESSAGES.codeTaken(input.maChucNang);
  if (await repo.functionCodeTaken(tx, input.maChucNang, id)) throw stateConflict(taken);
  return found(await unique(() => repo.updateFunction(tx, id, input), taken), FUNCTION_MESSAGES.notFound);
}

export async function deleteFunction(tx: Db, id: number): Promise<void> {
  const row = found(await repo.findFunction(tx, id), FUNCTION_MESSAGES.notFound);
  const used = await repo.permissionsOfFunction(tx, id);
  if (used > 0) throw stateConflict(FUNCTION_MESSAGES.inUse(row.tenChucNang, used));
  await repo.deleteFunction(tx, id);
}

export const listActions = (db: Db, q: ReferenceListQuery) =>
  paged(
    q,
    (w) => repo.listActions(db, q.keyword, w),
    () => repo.countActions(db, q.keyword),
    (r) => r,
  );

export async function createAction(tx: Db, input: ActionRequest) {
  const taken = ACTION_MESSAGES.codeTaken(input.maHanhDong);
  if (await repo.actionCodeTaken(tx, input.maHanhDong)) throw stateConflict(taken);
  return unique(() => repo.insertAction(tx, input), taken);
}

export async function updateAction(tx: Db, id: number, input: ActionRequest) {
  found(await repo.findAction(tx, id), ACTION_MESSAGES.notFound);
  const taken = ACTION_MESSAGES.codeTaken(input.maHanhDong);
  if (await repo.actionCodeTaken(tx, input.maHanhDong, id)) throw stateConflict(taken);
  return found(await unique(() => repo.updateAction(tx, id, input), taken), ACTION_MESSAGES.notFound);
}

export async function deleteAction(tx: Db, id: number): Promise<void> {
  const row = found(await repo.findAction(tx, id), ACTION_MESSAGES.notFound);
  const used = await repo.permissionsOfAction(tx, id);
  if (used > 0) throw stateConflict(ACTION_MESSAGES.inUse(row.tenHanhDong, used));
  await repo.deleteAction(tx, id);
}

// ── permissions ──────────────────────────────────────────────────────────────────────────────
export const listPermissions = (db: Db, q: ReferenceListQuery) =>
  paged(
    q,
    (w) => repo.listPermissions(db, q.keyword, w),
    () => repo.countPermissions(db, q.keyword),
    (r): Permission => r,
  );

async function checkPermission(tx: Db, input: PermissionRequest, id?: number) {
  if (!(await repo.findFunction(tx, input.idChucNang))) throw unprocessable(PERMISSION_MESSAGES.functionNotFound);
  if (!(await repo.findAction(tx, input.idHanhDong))) throw unprocessable(PERMISSION_MESSAGES.actionNotFound);
  if (await repo.permissionCodeTaken(tx, input.maQuyen, id)) {
    throw stateConflict(PERMISSION_MESSAGES.codeTaken(input.maQuyen));
  }
  const pair = await repo.permissionOfPair(tx, input.idChucNang, input.idHanhDong, id);
  if (pair) throw stateConflict(PERMISSION_MESSAGES.pairTaken(pair.maQuyen));
}

export async function createPermission(tx: Db, input: PermissionRequest): Promise<Permission> {
  await checkPermission(tx, input);
  const id = await unique(() => repo.insertPermission(tx, input), PERMISSION_MESSAGES.codeTaken(input.maQuyen));
  return found(await repo.findPermission(tx, id), PERMISSION_MESSAGES.notFound);
}

export async function updatePermission(tx: Db, id: number, input: PermissionRequest): Promise<Permission> {
  found(await repo.findPermission(tx, id), PERMISSION_MESSAGES.notFound);
  await checkPermission(tx, input, id);
  await unique(() => repo.updatePermission(tx, id, input), PERMISSION_MESSAGES.codeTaken(input.maQuyen));
  return found(await repo.findPermission(tx, id), PERMISSION_MESSAGES.notFound);
}

/** Refused while a rule points at it: deleting would leave that route to administrators only. */
export async function deletePermission(tx: Db, id: number): Promise<void> {
  const row = found(await repo.findPermission(tx, id), PERMISSION_MESSAGES.notFound);
  const rules = await repo.rulesOfPermission(tx, id);
  if (rules > 0) throw stateConflict(PERMISSION_MESSAGES.inUse(row.maQuyen, rules));
  await repo.deletePermission(tx, id);
}

// ── API permission rules ─────────────────────────────────────────────────────────────────────
export const listRules = (db: Db, q: ReferenceListQuery) =>
  paged(
    q,
    (w) => repo.listRules(db, q.keyword, w),
    () => repo.countRules(db, q.keyword),
    (r): ApiPermission => r,
  );

async function checkRule(tx: Db, input: ApiPermissionRequest, id?: number) {
  if (!(await repo.permissionExists(tx, input.idQuyen)))
    throw unprocessable(API_PERMISSION_MESSAGES.permissionNotFound);
  if (await repo.ruleTaken(tx, input.method, input.urlPattern, id)) {
    throw stateConflict(API_PERMISSION_MESSAGES.taken(input.method, input.urlPattern));
  }
}

export async function createRule(tx: Db, input: ApiPermissionRequest): Promise<ApiPermission> {
  await checkRule(tx, input);
  const taken = API_PERMISSION_MESSAGES.taken(input.method, input.urlPattern);
  const id = await unique(() => repo.insertRule(tx, input), taken);
  return found(await repo.findRule(tx, id), API_PERMISSION_MESSAGES.notFound);
}

export async function updateRule(tx: Db, id: number, input: ApiPermissionRequest): Promise<ApiPermission> {
  found(await repo.findRule(tx, id), API_PERMISSION_MESSAGES.notFound);
  await checkRule(tx, input, id);
  await unique(() => repo.updateRule(tx, id, input), API_PERMISSION_MESSAGES.taken(input.method, input.urlPattern));
  return found(await repo.findRule(tx, id), API_PERMISSION_MESSAGES.notFound);
}

export async function deleteRule(tx: Db, id: number): Promise<void> {
  if (!(await repo.deleteRule(tx, id))) throw notFound(API_PERMISSION_MESSAGES.notFound);
}
