/**
 * Who is calling, as the fleet and attendance rules need it, and the two coarse gates they use
 * until the RBAC matrix arrives: drivers (position TAI_XE or department TaiXe) and office users.
 * `assertOffice` is the single place the RBAC check will replace.
 */
import type { FastifyRequest } from 'fastify';
import { isDriver } from '@/contracts/auth';
import { FLEET_MESSAGES } from '@/contracts/fleet';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../http-error';
import { findProfile } from '../modules/auth/repo';
import { requireUser } from '../plugins/auth';

export type Actor = {
  id: number;
  hoTen: string;
  isDriver: boolean;
  idPhongBan: number | null;
  /** Position code (QUAN_TRI, DIEU_PHOI, KE_TOAN, TAI_XE…) and login name: what `assertRole` reads. */
  maChucVu: string | null;
  tenDangNhap: string;
};

const cache = new WeakMap<FastifyRequest, Promise<Actor>>();

/** The signed-in user with the codes that decide what they may do; read once per request. */
export function actorOf(db: Db, req: FastifyRequest): Promise<Actor> {
  let found = cache.get(req);
  if (!found) {
    const { id } = requireUser(req);
    found = findProfile(db, id).then((p) => {
      if (!p) throw unauthorized(FLEET_MESSAGES.profileUnauthorized);
      return {
        id,
        hoTen: p.hoTen,
        isDriver: isDriver(p.maChucVu, p.maPhongBan),
        idPhongBan: p.idPhongBan,
        maChucVu: p.maChucVu,
        tenDangNhap: p.tenDangNhap,
      };
    });
    cache.set(req, found);
  }
  return found;
}

/** Driver-only actions (receive, checklist, SOS, fuel, own profile): 403 with the spec's text. */
export function assertDriver(actor: Actor): void {
  if (!actor.isDriver) throw forbidden(FLEET_MESSAGES.profileForbidden);
}

/** The module × action the office check stands for (the seed's permission codes, spec 000 §3). */
export type OfficePermission =
  | 'XANG_DAU_XEM'
  | 'XANG_DAU_DUYET'
  | 'CHECKLIST_XEM'
  | 'BAO_DUONG_XEM'
  | 'BAO_DUONG_THEM'
  | 'BAO_DUONG_SUA'
  | 'BAO_DUONG_DUYET'
  | 'CHAM_CONG_XEM'
  | 'XE_XEM'
  | 'XE_THEM'
  | 'XE_SUA'
  | 'XE_XOA'
  | 'CHECKLIST_THEM'
  | 'CHECKLIST_SUA'
  | 'CHECKLIST_XOA'
  | 'BAO_DUONG_XOA'
  | 'PHAN_CONG_XE_XEM'
  | 'PHAN_CONG_XE_THEM'
  | 'PHAN_CONG_XE_SUA'
  | 'GIAY_TO_XEM'
  | 'GIAY_TO_THEM'
  | 'GIAY_TO_SUA'
  | 'GIAY_TO_XOA'
  | 'DON_HANG_XEM'
  | 'DON_HANG_THEM'
  | 'NGUOI_DUNG_XEM';

/**
 * Office reads. For now: any signed-in user who is not a driver (drivers only ever see their own
 * records). The RBAC issue replaces this body with the matrix check of `permission`.
 */
export function assertOffice(actor: Actor, _permission: OfficePermission): void {
  if (actor.isDriver) throw forbidden(FLEET_MESSAGES.officeOnly);
}

/** Office roles by position code (spec 003 §6). */
export type OfficeRole = 'QUAN_TRI' | 'DIEU_PHOI' | 'KE_TOAN';

/** True when the actor holds one of `roles`; the `admin` account and QUAN_TRI pass everything. */
export function hasRole(actor: Actor, roles: readonly OfficeRole[]): boolean {
  if (actor.tenDangNhap === 'admin' || actor.maChucVu === 'QUAN_TRI') return true;
  return actor.maChucVu !== null && (roles as readonly string[]).includes(actor.maChucVu);
}

/** Role-specific transitions (approve = dispatcher/admin, payment = accountant/admin): 403 otherwise. */
export function assertRole(actor: Actor, roles: readonly OfficeRole[], message?: string): void {
  if (!hasRole(actor, roles)) throw forbidden(message);
}
