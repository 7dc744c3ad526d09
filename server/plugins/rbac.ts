/**
 * Server-side RBAC (the spec leaves enforcement "not shown"; architecture: "RBAC on the server").
 * Runs on every /api/* route right after the bearer check of auth.ts, before validation:
 *
 * 1. The request's method + path picks the most specific API-permission rule (table
 *    api_permission, syntax in src/contracts/rbac.ts); the caller passes when their matrix grants
 *    the rule's permission. Administrators (the `admin` account, position QUAN_TRI) pass always,
 *    even a route without a rule.
 * 2. The routes of SELF_SERVICE_ROUTES and OWN_OR_GRANTED_ROUTES below pass without a rule: they
 *    serve the caller's own data and their services check whose it is. Where a rule matches one
 *    of them too, its permission widens it to everyone's records (`actorOf(..).routeGranted`).
 * 3. Anything else — no rule, or a rule whose permission the caller lacks — is 403 with
 *    FORBIDDEN_MESSAGE. Public routes (config.public: login, refresh, logout, health) skip both.
 *
 * Rules are cached in memory, reloaded when the admin API changes them (`app.rbac.invalidate()`)
 * and at least every RULES_TTL_MS, so a change made on another instance arrives within that time.
 * A user's grants are read on every request: a revoked permission is gone on the next one, and
 * every answer carries the caller's rights version (RIGHTS_VERSION_HEADER) so an open console
 * notices the change and reloads /api/auth/me.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RIGHTS_VERSION_HEADER } from '@/contracts/auth';
import { ORDER_ACTIONS } from '@/contracts/fleet-orders';
import { type CompiledRule, compileRules, FORBIDDEN_MESSAGE, findRule } from '@/contracts/rbac';
import type { Db } from '../db/client';
import { forbidden } from '../http-error';
import { grantsOf } from '../lib/access';
import { loadRules } from '../modules/admin/rbac/repo';
import { CTA_ROUTES } from '../modules/ctas/routes';
import { WORK_ROUTES } from '../modules/work/routes';
import { WORK_LIVE_ROUTES } from '../modules/work-live/routes';
import { WORK_STATS_ROUTES } from '../modules/work-stats/routes';

/** Routes anyone signed in reaches for their own data; keyed `METHOD url` as registered. */
export const SELF_SERVICE_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/auth/me': 'the signed-in user and the permission codes the console reads',
  // Own notifications and push devices (spec 000 §7): every query is filtered by the caller.
  'GET /api/thong-bao': 'own notifications',
  'PUT /api/thong-bao/doc-tat-ca': 'marks own notifications read',
  'PUT /api/thong-bao/:id/doc': 'marks one own notification read (404 for anyone else’s)',
  'GET /api/dang-ky-thong-bao/vapid-public-key': 'the public key a browser subscribes with',
  'POST /api/dang-ky-thong-bao': 'subscribes own device',
  'DELETE /api/dang-ky-thong-bao': 'unsubscribes own device',
  'GET /api/dang-ky-thong-bao/me': 'own devices',
  // Files: an upload becomes the caller's; a file id is an unguessable capability handed out
  // with the (guarded) record that references it. Drivers upload their report photos here.
  'POST /api/images/upload': 'uploads own photos',
  'GET /api/files/:id': 'reads a file by its unguessable id',
  // Attendance (spec 002): every employee clocks in and out for themselves.
  'POST /api/cham-cong/check-in': 'own attendance',
  'POST /api/cham-cong/check-out': 'own attendance',
  'GET /api/cham-cong/my/today': 'own attendance',
  'GET /api/cham-cong/my/stats': 'own attendance',
  'GET /api/cham-cong/my': 'own attendance',
  'GET /api/cham-cong/my/history': 'own attendance',
  'GET /api/cham-cong/my/month-grid': 'own attendance',
  // Work orders (spec 002): the employee's own orders; the service checks they are on the order.
  'GET /api/lenh/my': 'own work orders',
  'POST /api/lenh/:id/confirm': 'accepts or declines an order given to the caller',
  'POST /api/lenh/:id/check-in': 'checks in to an order the caller accepted',
  'POST /api/lenh/:id/check-out': 'checks out of an order the caller accepted',
  // Driver self-service (spec 003): assertDriver and the driver's own vehicle/order in the service.
  'GET /api/ho-so-xe/cua-toi': 'own vehicle profile (drivers)',
  'GET /api/xe-assignments/me/current': 'own current assignment',
  'POST /api/xe-assignments/events': 'receives or returns own vehicle (drivers)',
  'POST /api/xang-dau': 'reports fuel for own vehicle (drivers)',
  'GET /api/xang-dau/cua-toi': 'own fuel reports',
  'POST /api/checklist/submit': 'submits a checklist for own vehicle (drivers)',
  'GET /api/checklist/cua-toi': 'own checklists',
  'POST /api/bao-duong-xe/su-co-sos': 'reports an incident on own vehicle (drivers)',
  'GET /api/bao-duong-xe/cua-toi': 'own tickets',
  'GET /api/don-hang/cua-toi': 'own orders (drivers)',
  ...Object.fromEntries(ORDER_ACTIONS.map((a) => [`POST /api/don-hang/:id/${a}`, 'a step of own order (drivers)'])),
  'POST /api/don-hang/:id/that-bai': 'reports own order failed (drivers)',
};

/**
 * Routes that serve the caller's own record and, with the permission of the rule that matches
 * them (seeded in server/db/seed-rules.ts), anyone's: the service calls assertOwnOrGranted.
 */
export const OWN_OR_GRANTED_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/checklist/hang-muc-cho-xe': 'checklist items of the held vehicle; any vehicle with CHECKLIST_XEM',
  'GET /api/checklist/log/:id': 'own checklist; any with CHECKLIST_XEM',
  'GET /api/xang-dau/:id': 'own fuel report; any with XANG_DAU_XEM',
  'GET /api/bao-duong-xe/:id': 'a ticket of the driver; any with BAO_DUONG_XEM',
  'POST /api/bao-duong-xe/:id/bao-gia': 'the ticket’s driver quotes; the office with BAO_DUONG_SUA',
  'POST /api/bao-duong-xe/:id/bat-dau': 'the ticket’s driver starts; the office with BAO_DUONG_SUA',
  'POST /api/bao-duong-xe/:id/hoan-thanh': 'the ticket’s driver completes; the office with BAO_DUONG_SUA',
  'GET /api/don-hang/:id': 'own order; any with DON_HANG_XEM',
  'GET /api/lenh/:id': 'an order the caller is assigned to (their part); the whole of any with LENH_XEM',
  'GET /api/giay-to/theo-nguoi-dung/:id': 'own documents; anyone’s with GIAY_TO_XEM',
  'GET /api/xe-assignments/history/by-driver/:id': 'own assignment history; anyone’s with PHAN_CONG_XE_XEM',
  // Work management (issue 14): members reach their workspaces; CONG_VIEC_* widens to every workspace.
  ...WORK_ROUTES,
  ...WORK_LIVE_ROUTES,
  ...WORK_STATS_ROUTES,
  // CTAs (issue 15): marketing reads with the rule's MARKETING_XEM, writers with BAI_VIET_XEM.
  ...CTA_ROUTES,
};

const SELF = new Set([...Object.keys(SELF_SERVICE_ROUTES), ...Object.keys(OWN_OR_GRANTED_ROUTES)]);

export const RULES_TTL_MS = 30_000;

export type GuardedRoute = { method: string; url: string; access: 'public' | 'self' | 'rule' };

type Rule = Awaited<ReturnType<typeof loadRules>>[number];

export const rbacPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  let cached: { at: number; rules: CompiledRule<Rule>[] } | undefined;
  let loading: Promise<CompiledRule<Rule>[]> | undefined;
  let generation = 0;

  async function rules(): Promise<CompiledRule<Rule>[]> {
    if (cached && Date.now() - cached.at < RULES_TTL_MS) return cached.rules;
    if (!loading) {
      const started = generation;
      loading = loadRules(opts.db)
        .then((rows) => {
          const compiled = compileRules(rows);
          // A change committed while we were reading must not be hidden behind this older answer.
          if (started === generation) cached = { at: Date.now(), rules: compiled };
          return compiled;
        })
        .finally(() => {
          loading = undefined;
        });
    }
    return loading;
  }

  const routes: GuardedRoute[] = [];

  app.decorate('rbac', {
    /** Call after a committed write to api_permission (a permission with rules cannot be deleted). */
    invalidate() {
      generation++;
      cached = undefined;
    },
    /** Every /api route registered so far and how it is reached (the guard test walks them). */
    routes: () => [...routes],
  });

  const guard = (self: boolean) =>
    async function rbacGuard(req: FastifyRequest, reply: FastifyReply) {
      const grants = await grantsOf(opts.db, req);
      // Set before deciding, so a 403 carries it too: that is when a console holds stale rights.
      reply.header(RIGHTS_VERSION_HEADER, grants.version);
      if (grants.admin) {
        req.routeGranted = true;
        return;
      }
      const rule = findRule(await rules(), req.method, req.url);
      req.routeGranted = rule !== undefined && grants.ids.has(rule.idQuyen);
      if (!req.routeGranted && !self) throw forbidden(FORBIDDEN_MESSAGE);
    };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // HEAD is Fastify's twin of a GET route: decided as the GET, not listed twice.
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const self = (methods.length ? methods : ['GET']).every((m) => SELF.has(`${m} ${route.url}`));
    const access = route.config?.public ? 'public' : self ? 'self' : 'rule';
    for (const method of methods) routes.push({ method, url: route.url, access });
    if (access === 'public') return;
    const hooks = route.onRequest ? [route.onRequest].flat() : [];
    if (!hooks.length) throw new Error(`RBAC: ${route.url} has no bearer check; register rbac after auth.`);
    // Right after the bearer check, which auth.ts puts first.
    route.onRequest = [hooks[0], guard(self), ...hooks.slice(1)] as typeof hooks;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    rbac: { invalidate(): void; routes(): GuardedRoute[] };
  }
}
