import { MATRIX_MESSAGES, type PermissionMatrix, USER_MESSAGES } from '@/contracts/admin';
import type { Db } from '../../../db/client';
import { notFound, unprocessable } from '../../../http-error';
import { findUser } from '../users/repo';
import * as repo from './repo';

type Row = Awaited<ReturnType<typeof repo.matrixRows>>[number];

const toMatrix = (rows: Row[]): PermissionMatrix => {
  const matrix: PermissionMatrix = {};
  for (const r of rows) {
    matrix[r.maChucNang] ??= {};
    (matrix[r.maChucNang] as Record<string, boolean>)[r.maHanhDong] = r.cap === true;
  }
  return matrix;
};

async function rowsOf(db: Db, idNguoiDung: number) {
  if (!(await findUser(db, idNguoiDung))) throw notFound(USER_MESSAGES.notFound);
  return repo.matrixRows(db, idNguoiDung);
}

/** Every pair of the permission list, ticked where the user holds it (spec 000 §3). */
export async function matrixOf(db: Db, idNguoiDung: number): Promise<PermissionMatrix> {
  return toMatrix(await rowsOf(db, idNguoiDung));
}

/**
 * Sets the pairs the body names and leaves the others as they are; a pair that is not in the
 * permission list refuses the whole change (spec 000 §5: only existing pairs may be ticked).
 */
export async function setMatrix(tx: Db, idNguoiDung: number, body: PermissionMatrix): Promise<PermissionMatrix> {
  const rows = await rowsOf(tx, idNguoiDung);
  const byPair = new Map(rows.map((r) => [`${r.maChucNang}\u0000${r.maHanhDong}`, r.idQuyen]));
  const on: number[] = [];
  const off: number[] = [];
  for (const [maChucNang, actions] of Object.entries(body)) {
    for (const [maHanhDong, granted] of Object.entries(actions)) {
      const idQuyen = byPair.get(`${maChucNang}\u0000${maHanhDong}`);
      if (idQuyen === undefined) throw unprocessable(MATRIX_MESSAGES.unknownPair(maChucNang, maHanhDong));
      (granted ? on : off).push(idQuyen);
    }
  }
  await repo.grant(tx, idNguoiDung, on);
  await repo.revoke(tx, idNguoiDung, off);
  return matrixOf(tx, idNguoiDung);
}
