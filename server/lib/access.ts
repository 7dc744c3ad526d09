/**
 * Who is calling, as the services need it. Permissions are decided before a handler runs, by the
 * RBAC guard (server/plugins/rbac.ts) from the API-permission rules and the user's matrix; what
 * is left here is the second line a URL rule cannot express: driver-only actions, and routes of
 * the guard's self-service list that serve the caller's own records and, with the route rule's
 * permission (`routeGranted`), everyone's.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isDriver } from '@/contracts/auth';
import { FLEET_MESSAGES } from '@/contracts/fleet';
import { isAdministrator } from '@/contracts/permissions';
import type { Db } from '../db/client';
import { forbidden, notFound, unauthorized } from '../http-error';
import { grantsOfUser } from '../modules/admin/rbac/repo';
import { findProfile } from '../modules/auth/repo';
import { requireUser } from '../plugins/auth';

export type Actor = {
  id: number;
  hoTen: string;
  isDriver: boolean;
  idPhongBan: number | null;
  maChucVu: string | null;
  tenDangNhap: string;
  /**
   * The caller holds the permission of the API rule matching this request (administrators always).
   * Routes the guard lets everyone reach for their own records widen to all records with it.
   */
  routeGranted: boolean;
  /** A GET/HEAD: someone else's record is then answered as missing. */
  reading: boolean;
};

/**
 * What the matrix grants a user: permission ids (what rules point at), codes (what the console
 * reads) and the rights version the console compares with its copy of /me.
 */
export type Grants = { admin: boolean; ids: ReadonlySet<number>; codes: ReadonlySet<string>; version: string };

type GrantsRow = NonNullable<Awaited<ReturnType<typeof grantsOfUser>>>;

/**
 * A digest of what decides the console's menus and buttons, derived rather than stored: no
 * counter to bump in every code path that touches grants, positions or departments (a missed
 * bump would leave a console stale), and every instance computes the same value from the
 * same rows. It is read on every request already (the RBAC guard), so it costs nothing extra.
 */
export function rightsVersion(g: GrantsRow): string {
  const codes = g.quyen.map((q) => q.maQuyen).sort();
  const parts = [isAdministrator(g), isDriver(g.maChucVu, g.maPhongBan), ...codes];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the RBAC guard: whether the caller holds the permission of this request's rule. */
    routeGranted?: boolean;
  }
}

const grantsCache = new WeakMap<FastifyRequest, Promise<Grants>>();

/** The signed-in user's grants, read once per request (the guard and the services share it). */
export function grantsOf(db: Db, req: FastifyRequest): Promise<Grants> {
  let found = grantsCache.get(req);
  if (!found) {
    found = grantsOfUser(db, requireUser(req).id).then((g) => {
      if (!g) throw unauthorized(FLEET_MESSAGES.profileUnauthorized);
      return {
        admin: isAdministrator(g),
        ids: new Set(g.quyen.map((q) => q.idQuyen)),
        codes: new Set(g.quyen.map((q) => q.maQuyen)),
        version: rightsVersion(g),
      };
    });
    grantsCache.set(req, found);
  }
  return found;
}

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
        routeGranted: req.routeGranted ?? false,
        reading: req.method === 'GET' || req.method === 'HEAD',
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
 * A self-service route's record: the caller's own, or anyone's with the route rule's permission.
 * Reading someone else's record answers exactly like a record that does not exist — status and
 * message (issue 13: a 403, then a "not yours" 404, told that the id existed); acting on one the
 * caller can see stays 403 with `notYours`.
 */
export function assertOwnOrGranted(
  actor: Actor,
  own: boolean,
  messages: { notFound?: string; notYours?: string } = {},
): void {
  if (own || actor.routeGranted) return;
  throw actor.reading ? notFound(messages.notFound) : forbidden(messages.notYours);
}
