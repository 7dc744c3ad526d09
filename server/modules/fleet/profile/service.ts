import type { DriverProfile } from '@/contracts/fleet';
import type { Db } from '../../../db/client';
import { type Actor, assertDriver } from '../../../lib/access';
import { findProfile } from '../../auth/repo';
import * as vehicles from '../vehicles/repo';
import * as repo from './repo';

/** The driver's card, current vehicle (null when none) and both groups of documents. */
export async function myProfile(db: Db, actor: Actor): Promise<DriverProfile> {
  assertDriver(actor);
  const [person, current] = await Promise.all([
    findProfile(db, actor.id),
    vehicles.findCurrentAssignment(db, actor.id),
  ]);
  const documents = await repo.documentsOf(db, actor.id, current?.xeId ?? null);
  return {
    xeHienTai: current
      ? {
          id: current.xeId,
          bienSo: current.bienSo,
          tenLoaiXe: current.tenLoaiXe,
          hangXe: current.hangXe,
          model: current.model,
          fileUrl: current.fileUrl,
        }
      : null,
    taiXe: {
      hoTen: person?.hoTen ?? actor.hoTen,
      // The screen shows "Tài xế" when the position is missing (spec 003 §2).
      chucVu: person?.chucVu ?? 'Tài xế',
      avatarUrl: person?.avatarUrl ?? null,
      soDienThoai: person?.soDienThoai ?? null,
      email: person?.email ?? null,
    },
    danhSachGiayTo: documents,
  };
}
