/**
 * Staff accounts (spec 000 §2 "User list", §7). Accounts are never deleted — fleet and attendance
 * history reference them with ON DELETE RESTRICT — DELETE deactivates (trangThai 0) and ends
 * every login; the auth plugin refuses an inactive account's access token on its next request.
 * Position QUAN_TRI passes every permission check, so only an administrator gives it, or changes
 * or deactivates an administrator's account: NGUOI_DUNG_SUA must not be a way to every right.
 */
import {
  type AdminUser,
  USER_MESSAGES as M,
  type ReferenceListQuery,
  type UserCreateRequest,
  type UserUpdateRequest,
} from '@/contracts/admin';
import { isAdministrator } from '@/contracts/permissions';
import type { Db } from '../../../db/client';
import { forbidden, notFound, stateConflict, unprocessable } from '../../../http-error';
import { paged } from '../../../lib/paging';
import { hashPassword } from '../../auth/service';
import { isUniqueViolation, violatedConstraint } from '../shared';
import * as repo from './repo';

/** Who is asking: their id (nobody deactivates themself) and whether they are an administrator. */
export type Caller = { id: number; admin: boolean };
type Current = NonNullable<Awaited<ReturnType<typeof repo.lockUser>>>;

export function listUsers(db: Db, q: ReferenceListQuery) {
  return paged(
    q,
    (w) => repo.listUsers(db, q.keyword, w),
    () => repo.countUsers(db, q.keyword),
    (r): AdminUser => r,
  );
}

export async function getUser(db: Db, id: number): Promise<AdminUser> {
  const user = await repo.findUser(db, id);
  if (!user) throw notFound(M.notFound);
  return user;
}

/**
 * The position must exist, and an administrator's account or position QUAN_TRI is for
 * administrators to touch; the department must be open, unless the user already belongs to it.
 */
async function checkPlacement(
  tx: Db,
  caller: Caller,
  input: { tenDangNhap?: string; idChucVu: number; idPhongBan: number },
  current?: Current,
) {
  const maChucVu = await repo.positionCode(tx, input.idChucVu);
  if (maChucVu === undefined) throw unprocessable(M.positionNotFound);
  const tenDangNhap = input.tenDangNhap ?? current?.tenDangNhap ?? '';
  const administrator = isAdministrator({ tenDangNhap, maChucVu }) || (current && isAdministrator(current));
  if (administrator && !caller.admin) throw forbidden(M.administratorsOnly);
  if (input.idPhongBan !== current?.idPhongBan && !(await repo.departmentOpen(tx, input.idPhongBan))) {
    throw unprocessable(M.departmentNotFound);
  }
}

/** The email must be no other account's; the unique index settles a race past this check. */
async function checkEmail(tx: Db, email: string, id?: number) {
  if (await repo.emailTaken(tx, email, id)) throw stateConflict(M.emailTaken(email));
}

/** A unique index broke under a race: the same answer as the check that was raced past. */
function takenError(err: unknown, input: { tenDangNhap?: string; email: string }) {
  if (!isUniqueViolation(err)) return err;
  return violatedConstraint(err) === EMAIL_INDEX || input.tenDangNhap === undefined
    ? stateConflict(M.emailTaken(input.email))
    : stateConflict(M.usernameTaken(input.tenDangNhap));
}
const EMAIL_INDEX = 'nguoi_dung_email_lower_uq';

export async function createUser(tx: Db, caller: Caller, input: UserCreateRequest): Promise<{ idNguoiDung: number }> {
  if (await repo.usernameTaken(tx, input.tenDangNhap)) throw stateConflict(M.usernameTaken(input.tenDangNhap));
  await checkPlacement(tx, caller, input);
  await checkEmail(tx, input.email);
  const { matKhau, ...fields } = input;
  try {
    const idNguoiDung = await repo.insertUser(tx, {
      ...fields,
      soDienThoai: fields.soDienThoai ?? null,
      avatarUrl: fields.avatarUrl ?? null,
      matKhauHash: await hashPassword(matKhau),
    });
    return { idNguoiDung };
  } catch (err) {
    throw takenError(err, input);
  }
}

export async function updateUser(tx: Db, caller: Caller, id: number, input: UserUpdateRequest): Promise<AdminUser> {
  const current = await repo.lockUser(tx, id);
  if (!current) throw notFound(M.notFound);
  await checkPlacement(tx, caller, input, current);
  const deactivating = input.trangThai !== 1 && current.trangThai === 1;
  if (deactivating && id === caller.id) throw unprocessable(M.notSelf);
  await checkEmail(tx, input.email, id);
  if (deactivating) await repo.revokeSessions(tx, id);
  try {
    await repo.updateUser(tx, id, {
      ...input,
      soDienThoai: input.soDienThoai ?? null,
      avatarUrl: input.avatarUrl ?? null,
    });
  } catch (err) {
    throw takenError(err, input);
  }
  return getUser(tx, id);
}

/** DELETE: the account is deactivated and logged out everywhere; its history stays. */
export async function deactivateUser(tx: Db, caller: Caller, id: number): Promise<void> {
  const current = await repo.lockUser(tx, id);
  if (!current) throw notFound(M.notFound);
  if (id === caller.id) throw unprocessable(M.notSelf);
  if (isAdministrator(current) && !caller.admin) throw forbidden(M.administratorsOnly);
  await repo.updateUser(tx, id, { trangThai: 0 });
  await repo.revokeSessions(tx, id);
}
