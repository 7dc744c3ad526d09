/**
 * Work management routes (spec 002 §7 "Workspaces", "Board and tasks", "Comments and activity",
 * archived tasks; issue 14). Every route but creating a workspace is on the RBAC guard's
 * own-or-granted list (WORK_ROUTES): members reach their workspaces, and the CONG_VIEC_* permission
 * of the route's rule (server/db/seed-rules.ts) widens it to every workspace. Who may do what is
 * decided in service.ts. Writes go through the idempotency store, so the phone's outbox may send a
 * REPORT comment (`task-report`) or a status change (`task-status`) late and twice.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnly } from '@/contracts/envelope';
import { optionalBool } from '@/contracts/fleet';
import {
  activityPageResponse,
  activityQuery,
  archivedPageResponse,
  archivedQuery,
  assignUsersRequest,
  boardQuery,
  boardResponse,
  columnParams,
  columnRequest,
  column as columnSchema,
  commentCreateRequest,
  commentPageResponse,
  commentParams,
  commentResponse,
  commentsQuery,
  commentUpdateRequest,
  idParams,
  WORK_MESSAGES as M,
  membersResponse,
  taskCreateRequest,
  taskIdParams,
  taskParams,
  taskResponse,
  taskStatusRequest,
  taskUpdateRequest,
  taskUserParams,
  taskUserRequest,
  taskUsersResponse,
  workspaceCreateRequest,
  workspaceFromTemplateRequest,
  workspaceResponse,
  workspacesResponse,
  workspaceUpdateRequest,
} from '@/contracts/work';
import type { Db } from '../../db/client';
import { actorOf } from '../../lib/access';
import { actorWrites } from '../../lib/actor-write';
import { detailErrors, readErrors, writeErrors } from '../../lib/route-errors';
import * as service from './service';

const tags = ['work'];

/**
 * The routes members reach without the module permission (the service checks membership), keyed
 * as registered; server/plugins/rbac.ts spreads them into OWN_OR_GRANTED_ROUTES.
 */
export const WORK_ROUTES: Readonly<Record<string, string>> = {
  'GET /api/workspaces': 'workspaces the caller is a member of; all with CONG_VIEC_XEM',
  'GET /api/workspaces/:id': 'a workspace of the caller; any with CONG_VIEC_XEM',
  'PUT /api/workspaces/:id': 'author and managers edit; CONG_VIEC_SUA only widens who sees it',
  'DELETE /api/workspaces/:id': 'author and managers delete',
  'GET /api/workspaces/:id/members': 'who may be assigned in a workspace of the caller',
  'GET /api/workspaces/:id/columns': 'the board of a workspace of the caller',
  'POST /api/workspaces/:id/columns': 'author and managers add columns',
  'PUT /api/workspaces/:id/columns/:columnId': 'author and managers edit columns',
  'DELETE /api/workspaces/:id/columns/:columnId': 'author and managers delete empty columns',
  'POST /api/workspaces/:id/columns/:columnId/assign-users': 'author and managers set a column’s users',
  'POST /api/workspaces/:id/columns/:columnId/sync-tasks': 'author and managers assign a column’s users to its tasks',
  'POST /api/workspaces/:id/columns/:columnId/tasks': 'members add tasks',
  'PUT /api/workspaces/:id/columns/:columnId/tasks/:taskId': 'editors, creator and assignees edit or move a task',
  'DELETE /api/workspaces/:id/columns/:columnId/tasks/:taskId': 'editors and the creator delete a task',
  'PUT /api/workspaces/:id/columns/:columnId/tasks/:taskId/status': 'editors, creator and assignees change status',
  'GET /api/tasks/:taskId': 'a task of a workspace of the caller',
  'GET /api/tasks/:taskId/users': 'assignees of a task of a workspace of the caller',
  'POST /api/tasks/:taskId/users': 'editors, creator and assignees assign',
  'DELETE /api/tasks/:taskId/users/:userId': 'editors, creator and assignees unassign',
  'GET /api/tasks/:taskId/comments': 'comments of a task of a workspace of the caller',
  'POST /api/tasks/:taskId/comments': 'members comment, report and propose',
  'PUT /api/tasks/:taskId/comments/:commentId': 'the comment’s author edits',
  'DELETE /api/tasks/:taskId/comments/:commentId': 'the comment’s author deletes',
  'POST /api/tasks/:taskId/comments/:commentId/pin': 'the comment’s author pins',
  'DELETE /api/tasks/:taskId/comments/:commentId/pin': 'the comment’s author unpins',
  'GET /api/nhat-ky-hoat-dong/:taskId': 'activity of a task of a workspace of the caller',
  'GET /api/archived-tasks': 'archived tasks of the caller’s workspaces; all with CONG_VIEC_XEM',
};

const templateParams = z.object({ templateId: idParams.shape.id });
const membersQuery = z.object({ assignable: optionalBool });
const columnResponse = envelope(columnSchema);
const syncResponse = envelope(z.object({ added: z.number().int() }));

export const workRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const asActor = actorWrites(app, db);

  // ── workspaces ─────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/workspaces',
    {
      schema: {
        tags,
        summary: 'Không gian làm việc người dùng thấy',
        response: { 200: workspacesResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.listWorkspaces(db, await actorOf(db, req)) }),
  );
  app.get(
    '/api/workspaces/:id',
    {
      schema: {
        tags,
        summary: 'Một không gian làm việc',
        params: idParams,
        response: { 200: workspaceResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getWorkspace(db, await actorOf(db, req), req.params.id) }),
  );
  app.post(
    '/api/workspaces',
    {
      schema: {
        tags,
        summary: 'Tạo không gian làm việc (người tạo = người gọi)',
        body: workspaceCreateRequest,
        response: { 201: workspaceResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor) => ({
          data: await service.createWorkspace(tx, actor, req.body),
          message: M.workspaceCreated,
        }),
        201,
      ),
  );
  app.post(
    '/api/workspaces/from/:templateId',
    {
      schema: {
        tags,
        summary: 'Tạo từ mẫu: sao chép cột (và người dùng của cột), công việc chưa lưu trữ thành TODO khi copyTasks',
        params: templateParams,
        body: workspaceFromTemplateRequest,
        response: { 201: workspaceResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor) => ({
          data: await service.createFromTemplate(tx, actor, req.params.templateId, req.body),
          message: M.templateCreated,
        }),
        201,
      ),
  );
  app.put(
    '/api/workspaces/:id',
    {
      schema: {
        tags,
        summary: 'Sửa không gian làm việc (người tạo, người quản lý); managerIds thay danh sách quản lý',
        params: idParams,
        body: workspaceUpdateRequest,
        response: { 200: workspaceResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => ({
        data: await service.updateWorkspace(tx, actor, req.params.id, req.body),
        message: M.workspaceUpdated,
      })),
  );
  app.delete(
    '/api/workspaces/:id',
    {
      schema: {
        tags,
        summary: 'Xóa không gian làm việc cùng cột, công việc, bình luận',
        params: idParams,
        response: { 200: messageOnly, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => {
        await service.deleteWorkspace(tx, actor, req.params.id);
        return { data: null, message: M.workspaceDeleted };
      }),
  );
  app.get(
    '/api/workspaces/:id/members',
    {
      schema: {
        tags,
        summary:
          'Thành viên (người tạo, quản lý, người dùng của cột và công việc); assignable=true: người quản lý nhận mọi người dùng đang hoạt động',
        params: idParams,
        querystring: membersQuery,
        response: { 200: membersResponse, ...detailErrors },
      },
    },
    async (req) => ({
      data: await service.members(db, await actorOf(db, req), req.params.id, req.query.assignable === true),
    }),
  );

  // ── board and columns ──────────────────────────────────────────────────────────────────────
  app.get(
    '/api/workspaces/:id/columns',
    {
      schema: {
        tags,
        summary:
          'Bảng: các cột và công việc (lọc tieuDe, trangThaiCongViec, doUuTien, assignedUserId, isOverdue, period, phongBanId)',
        params: idParams,
        querystring: boardQuery,
        response: { 200: boardResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.board(db, await actorOf(db, req), req.params.id, req.query) }),
  );
  app.post(
    '/api/workspaces/:id/columns',
    {
      schema: {
        tags,
        summary: 'Thêm cột (viTri từ 1; bỏ trống = cuối)',
        params: idParams,
        body: columnRequest,
        response: { 201: columnResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor) => ({
          data: await service.createColumn(tx, actor, req.params.id, req.body),
          message: M.columnCreated,
        }),
        201,
      ),
  );
  app.put(
    '/api/workspaces/:id/columns/:columnId',
    {
      schema: {
        tags,
        summary: 'Sửa cột (tên, vị trí, active)',
        params: columnParams,
        body: columnRequest,
        response: { 200: columnResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => ({
        data: await service.updateColumn(tx, actor, req.params.id, req.params.columnId, req.body),
        message: M.columnUpdated,
      })),
  );
  app.delete(
    '/api/workspaces/:id/columns/:columnId',
    {
      schema: {
        tags,
        summary: 'Xóa cột trống (còn công việc: 422)',
        params: columnParams,
        response: { 200: messageOnly, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => {
        await service.deleteColumn(tx, actor, req.params.id, req.params.columnId);
        return { data: null, message: M.columnDeleted };
      }),
  );
  app.post(
    '/api/workspaces/:id/columns/:columnId/assign-users',
    {
      schema: {
        tags,
        summary: 'Gán người dùng cho cột (thay toàn bộ danh sách)',
        params: columnParams,
        body: assignUsersRequest,
        response: { 200: columnResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => ({
        data: await service.assignColumnUsers(tx, actor, req.params.id, req.params.columnId, req.body),
        message: M.usersAssigned,
      })),
  );
  app.post(
    '/api/workspaces/:id/columns/:columnId/sync-tasks',
    {
      schema: {
        tags,
        summary: 'Đồng bộ: giao người dùng của cột cho mọi công việc đang mở của cột (không bỏ ai)',
        params: columnParams,
        response: { 200: syncResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => ({
        data: await service.syncColumnTasks(tx, actor, req.params.id, req.params.columnId),
        message: M.tasksSynced,
      })),
  );

  // ── tasks ──────────────────────────────────────────────────────────────────────────────────
  app.post(
    '/api/workspaces/:id/columns/:columnId/tasks',
    {
      schema: {
        tags,
        summary: 'Thêm công việc (luôn TODO; viTri từ 1, bỏ trống = cuối cột)',
        params: columnParams,
        body: taskCreateRequest,
        response: { 201: taskResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor) => ({
          data: await service.createTask(tx, actor, req.params.id, req.params.columnId, req.body),
          message: M.taskCreated,
        }),
        201,
      ),
  );
  app.put(
    '/api/workspaces/:id/columns/:columnId/tasks/:taskId',
    {
      schema: {
        tags,
        summary: 'Sửa công việc và/hoặc di chuyển (workColumnId, viTri từ 1 trong cột đích): ghi một dòng',
        params: taskParams,
        body: taskUpdateRequest,
        response: { 200: taskResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => {
        const { id, columnId, taskId } = req.params;
        // A drag sends only the place: it answers "position saved", any other edit "updated".
        const onlyMoved = Object.entries(req.body).every(
          ([k, v]) => v === undefined || k === 'workColumnId' || k === 'viTri',
        );
        return {
          data: await service.updateTask(tx, actor, id, columnId, taskId, req.body),
          message: onlyMoved ? M.taskMoved : M.taskUpdated,
        };
      }),
  );
  app.delete(
    '/api/workspaces/:id/columns/:columnId/tasks/:taskId',
    {
      schema: { tags, summary: 'Xóa công việc', params: taskParams, response: { 200: messageOnly, ...writeErrors } },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => {
        const { id, columnId, taskId } = req.params;
        await service.deleteTask(tx, actor, id, columnId, taskId);
        return { data: null, message: M.taskDeleted };
      }),
  );
  app.put(
    '/api/workspaces/:id/columns/:columnId/tasks/:taskId/status',
    {
      schema: {
        tags,
        summary:
          'Đổi trạng thái (TASK_TRANSITIONS); DONE ghi ngayHoanThanh = occurredAt (điện thoại ngoại tuyến) hoặc lúc nhận. Idempotency-Key: hộp thư đi "task-status"',
        params: taskParams,
        body: taskStatusRequest,
        response: { 200: taskResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor, times) => {
        const { id, columnId, taskId } = req.params;
        const at = service.happenedAt(req.body.occurredAt, times.receivedAt);
        return {
          data: await service.changeStatus(tx, actor, id, columnId, taskId, req.body.newStatus, at),
          message: M.statusUpdated,
        };
      }),
  );
  app.get(
    '/api/tasks/:taskId',
    {
      schema: {
        tags,
        summary: 'Một công việc',
        params: taskIdParams,
        response: { 200: taskResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.getTask(db, await actorOf(db, req), req.params.taskId) }),
  );

  // ── assignees ──────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/tasks/:taskId/users',
    {
      schema: {
        tags,
        summary: 'Người được giao',
        params: taskIdParams,
        response: { 200: taskUsersResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.taskUsers(db, await actorOf(db, req), req.params.taskId) }),
  );
  app.post(
    '/api/tasks/:taskId/users',
    {
      schema: {
        tags,
        summary: 'Giao công việc cho một người (thông báo TASK_ASSIGNED)',
        params: taskIdParams,
        body: taskUserRequest,
        response: { 200: taskUsersResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => ({
        data: await service.addTaskUser(tx, actor, req.params.taskId, req.body.userId),
      })),
  );
  app.delete(
    '/api/tasks/:taskId/users/:userId',
    {
      schema: {
        tags,
        summary: 'Bỏ giao công việc cho một người',
        params: taskUserParams,
        response: { 200: taskUsersResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => ({
        data: await service.removeTaskUser(tx, actor, req.params.taskId, req.params.userId),
      })),
  );

  // ── comments ───────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/tasks/:taskId/comments',
    {
      schema: {
        tags,
        summary: 'Bình luận (type ALL|COMMENT|REPORT|PROPOSAL): ghim trước, rồi mới nhất',
        params: taskIdParams,
        querystring: commentsQuery,
        response: { 200: commentPageResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.listComments(db, await actorOf(db, req), req.params.taskId, req.query) }),
  );
  app.post(
    '/api/tasks/:taskId/comments',
    {
      schema: {
        tags,
        summary:
          'Thêm bình luận / báo cáo / đề xuất (nội dung bắt buộc); occurredAt: viết ngoại tuyến. Idempotency-Key: hộp thư đi "task-report"',
        params: taskIdParams,
        body: commentCreateRequest,
        response: { 201: commentResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(
        req,
        reply,
        async (tx, actor, times) => ({
          data: await service.createComment(
            tx,
            actor,
            req.params.taskId,
            req.body,
            service.happenedAt(req.body.occurredAt, times.receivedAt),
          ),
          message: M.commentAdded,
        }),
        201,
      ),
  );
  app.put(
    '/api/tasks/:taskId/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Sửa bình luận (chỉ người viết)',
        params: commentParams,
        body: commentUpdateRequest,
        response: { 200: commentResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => ({
        data: await service.updateComment(tx, actor, req.params.taskId, req.params.commentId, req.body.content),
        message: M.commentUpdated,
      })),
  );
  app.delete(
    '/api/tasks/:taskId/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Xóa bình luận (chỉ người viết)',
        params: commentParams,
        response: { 200: messageOnly, ...writeErrors },
      },
    },
    async (req, reply) =>
      asActor(req, reply, async (tx, actor) => {
        await service.deleteComment(tx, actor, req.params.taskId, req.params.commentId);
        return { data: null, message: M.commentDeleted };
      }),
  );
  for (const [method, pinned] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/tasks/:taskId/comments/:commentId/pin',
      schema: {
        tags,
        summary: pinned ? 'Ghim bình luận (chỉ người viết)' : 'Bỏ ghim bình luận (chỉ người viết)',
        params: commentParams,
        response: { 200: commentResponse, ...writeErrors },
      },
      handler: async (req, reply) =>
        asActor(req, reply, async (tx, actor) => ({
          data: await service.pinComment(tx, actor, req.params.taskId, req.params.commentId, pinned),
          message: pinned ? M.commentPinned : M.commentUnpinned,
        })),
    });
  }

  // ── activity and archive ───────────────────────────────────────────────────────────────────
  app.get(
    '/api/nhat-ky-hoat-dong/:taskId',
    {
      schema: {
        tags,
        summary: 'Nhật ký hoạt động của công việc, mới nhất trước (size mặc định 12)',
        params: taskIdParams,
        querystring: activityQuery,
        response: { 200: activityPageResponse, ...detailErrors },
      },
    },
    async (req) => ({ data: await service.activity(db, await actorOf(db, req), req.params.taskId, req.query) }),
  );
  app.get(
    '/api/archived-tasks',
    {
      schema: {
        tags,
        summary:
          'Công việc đã lưu trữ (lọc tieuDe, doUuTien, workspaceId, columnId, creatorId, assignedUserId; sort ngayHoanThanh)',
        querystring: archivedQuery,
        response: { 200: archivedPageResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await service.archived(db, await actorOf(db, req), req.query) }),
  );
};
