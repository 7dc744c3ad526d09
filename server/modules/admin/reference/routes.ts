import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  API_PERMISSION_MESSAGES,
  actionPageResponse,
  actionRequest,
  actionResponse,
  apiPermissionPageResponse,
  apiPermissionRequest,
  apiPermissionResponse,
  deletedResponse,
  departmentOptionsResponse,
  departmentPageResponse,
  departmentRequest,
  departmentResponse,
  functionPageResponse,
  functionRequest,
  functionResponse,
  idParam,
  permissionPageResponse,
  permissionRequest,
  permissionResponse,
  positionPageResponse,
  positionRequest,
  positionResponse,
  REFERENCE_MESSAGES,
  type ReferenceListQuery,
  referenceListQuery,
} from '@/contracts/admin';
import type { Page } from '@/contracts/envelope';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../http-error';
import { grantsOf } from '../../../lib/access';
import { type CrudRoutes, crudRoutes } from '../../../lib/crud-routes';
import { readErrors } from '../../../lib/route-errors';
import { RuleGuard } from './rule-guard';
import * as service from './service';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One reference list as spec 000 §7 calls it: GET/POST on the base, PUT/DELETE on `{id}`. */
type ReferenceList<Req extends z.ZodType, Item> = {
  base: string;
  /** What the rows are, for the OpenAPI summaries ('phòng ban'…). */
  noun: string;
  request: Req;
  one: z.ZodType;
  page: z.ZodType;
  list: (db: Db, q: ReferenceListQuery) => Promise<Page<Item>>;
  create: (tx: Db, input: z.output<Req>) => Promise<Item>;
  update: (tx: Db, id: number, input: z.output<Req>) => Promise<Item>;
  remove: (tx: Db, id: number) => Promise<void>;
} & Pick<CrudRoutes<Req, typeof referenceListQuery>, 'changed' | 'authorizeWrite'>;

/** The reference lists share their query, id rule, messages and summaries: only the parts differ. */
function referenceList<Req extends z.ZodType, Item>(app: App, db: Db, r: ReferenceList<Req, Item>) {
  crudRoutes(app, db, {
    base: r.base,
    tags: ['admin'],
    params: idParam,
    request: r.request,
    one: r.one,
    list: {
      summary: `Danh sách ${r.noun} (page từ 0, size mặc định 10, keyword)`,
      query: referenceListQuery,
      page: r.page,
      run: r.list,
    },
    create: { summary: `Thêm ${r.noun}`, message: REFERENCE_MESSAGES.created, run: r.create },
    update: { summary: `Sửa ${r.noun}`, message: REFERENCE_MESSAGES.updated, run: r.update },
    remove: { summary: `Xóa ${r.noun}`, response: deletedResponse, message: REFERENCE_MESSAGES.deleted, run: r.remove },
    changed: r.changed,
    authorizeWrite: r.authorizeWrite,
  });
}

/** Reference-data lists of spec 000 §2, guarded by the PHONG_BAN, CHUC_VU and PHAN_QUYEN rules. */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const rules = new RuleGuard(() => app.rbac.routes());
  app.get(
    '/api/phong-ban/options',
    {
      schema: {
        tags: ['admin'],
        summary: 'Phòng ban đang hoạt động (cho ô chọn), theo tên',
        response: { 200: departmentOptionsResponse, ...readErrors },
      },
    },
    async () => ({ data: await service.departmentOptions(db) }),
  );

  referenceList(app, db, {
    base: '/api/phong-ban',
    noun: 'phòng ban (xóa mềm; giờ trống là null)',
    request: departmentRequest,
    one: departmentResponse,
    page: departmentPageResponse,
    list: service.listDepartments,
    create: service.createDepartment,
    update: service.updateDepartment,
    remove: service.deleteDepartment,
  });
  referenceList(app, db, {
    base: '/api/chuc-vu',
    noun: 'chức vụ',
    request: positionRequest,
    one: positionResponse,
    page: positionPageResponse,
    list: service.listPositions,
    create: service.createPosition,
    update: service.updatePosition,
    remove: service.deletePosition,
  });
  referenceList(app, db, {
    base: '/api/chuc-nang',
    noun: 'chức năng',
    request: functionRequest,
    one: functionResponse,
    page: functionPageResponse,
    list: service.listFunctions,
    create: service.createFunction,
    update: service.updateFunction,
    remove: service.deleteFunction,
  });
  referenceList(app, db, {
    base: '/api/hanh-dong',
    noun: 'hành động',
    request: actionRequest,
    one: actionResponse,
    page: actionPageResponse,
    list: service.listActions,
    create: service.createAction,
    update: service.updateAction,
    remove: service.deleteAction,
  });
  referenceList(app, db, {
    base: '/api/quyen',
    noun: 'quyền',
    request: permissionRequest,
    one: permissionResponse,
    page: permissionPageResponse,
    list: service.listPermissions,
    create: service.createPermission,
    update: service.updatePermission,
    remove: service.deletePermission,
  });
  referenceList(app, db, {
    base: '/api/api-permission',
    noun: 'quy tắc API permission (method + URL pattern → quyền)',
    request: apiPermissionRequest,
    one: apiPermissionResponse,
    page: apiPermissionPageResponse,
    list: service.listRules,
    create: async (tx, input) => {
      rules.checkPattern(input.method, input.urlPattern);
      return rules.around(tx, () => service.createRule(tx, input));
    },
    update: async (tx, id, input) => {
      rules.checkPattern(input.method, input.urlPattern);
      return rules.around(tx, () => service.updateRule(tx, id, input));
    },
    remove: (tx, id) => rules.around(tx, () => service.deleteRule(tx, id)),
    changed: () => app.rbac.invalidate(),
    // The matrix's PHAN_QUYEN rights edit users' grants; rules decide what every right opens.
    authorizeWrite: async (req) => {
      if (!(await grantsOf(db, req)).admin) throw forbidden(API_PERMISSION_MESSAGES.adminOnly);
    },
  });
};
