/**
 * Who is calling, as the fleet and attendance rules need it, and the gates they use until the RBAC
 * matrix arrives: drivers (position TAI_XE or department TaiXe), office users, and the role-gated
 * decisions of src/contracts/permissions.ts. `assertOffice` and `assertPermission` are the places
 * the RBAC check will replace.
 */
import type { FastifyRequest } from 'fastify';
import { isDriver } from '@/contracts/auth';
import { FLEET_MESSAGES } from '@/contracts/fleet';
import {
  type GatedPermission,
  holdsRole,
  type OfficePermission,
  type PermissionSubject,
  ROLE_GATED,
} from '@/contracts/permissions';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../http-error';
import { findProfile } from '../modules/auth/repo';
import { requireUser } from '../plugins/auth';

export type Actor = {
  id: number;
  hoTen: string;
  isDriver: boolean;
  idPhongBan: number | null;
  /** Position code (QUAN_TRI, DIEU_PHOI, KE_TOAN, TAI_XE…) and login name: what `assertPermission` reads. */
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

/**
 * Office reads and writes. For now: any signed-in user who is not a driver (drivers only ever see
 * their own records). The RBAC issue replaces this body with the matrix check of `permission`.
 */
export function assertOffice(actor: Actor, _permission: OfficePermission): void {
  if (actor.isDriver) throw forbidden(FLEET_MESSAGES.officeOnly);
}

const subjectOf = (actor: Actor): PermissionSubject => ({
  tenDangNhap: actor.tenDangNhap,
  maChucVu: actor.maChucVu,
  laTaiXe: actor.isDriver,
});

/** A decision that belongs to one role (ROLE_GATED): 403 with `message` for anyone else. */
export function assertPermission(actor: Actor, permission: GatedPermission, message?: string): void {
  if (actor.isDriver) throw forbidden(FLEET_MESSAGES.officeOnly);
  if (!holdsRole(subjectOf(actor), ROLE_GATED[permission])) throw forbidden(message);
}

export type { OfficePermission };
