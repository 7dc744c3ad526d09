/**
 * Demo work management (spec 002 §2.2–2.5): two workspaces of a transport company with columns,
 * tasks in every status — some overdue, some due within 24 hours, some archived with their
 * completion time, completions spread over the last week for the trend — assignees, comments (one
 * pinned, a REPORT from the road, a PROPOSAL) and the activity those changes would have written.
 * Dates are relative to the seed moment so "overdue" and "due soon" stay true on a fresh start.
 */
import { inArray } from 'drizzle-orm';
import type { CommentType, TaskPriority, TaskStatus } from '@/contracts/work';
import { sentences } from '../modules/work/activity';
import { keysFor } from '../modules/work/ordering';
import type { Db } from './client';
import {
  nguoiDung,
  task,
  taskActivity,
  taskComment,
  taskUser,
  workColumn,
  workColumnUser,
  workspace,
  workspaceManager,
} from './schema';

type Login = 'admin' | 'dieuphoi' | 'nhanvien1' | 'taixe1' | 'taixe2' | 'taixe3' | 'ketoan';
type DemoComment = { by: Login; type: CommentType; content: string; hoursAgo: number; pinned?: boolean };
type DemoTask = {
  tieuDe: string;
  moTa?: string;
  doUuTien: TaskPriority;
  trangThai: TaskStatus;
  /** Days from now (negative: past). */
  startDays: number;
  /** Hours from now to the deadline (negative: passed). */
  deadlineHours: number;
  /** For DONE / ARCHIVED: how many days ago it was completed. */
  doneDaysAgo?: number;
  by: Login;
  assignees: Login[];
  comments?: DemoComment[];
};
type DemoColumn = { tenCot: string; users: Login[]; tasks: DemoTask[] };
type DemoWorkspace = { tieuDe: string; moTa: string; author: Login; managers: Login[]; columns: DemoColumn[] };

const WORKSPACES: DemoWorkspace[] = [
  {
    tieuDe: 'Vận hành kho Bình Dương',
    moTa: 'Nhập, xuất, kiểm kê và an toàn kho Bình Dương (KCN VSIP 1).',
    author: 'dieuphoi',
    managers: ['nhanvien1'],
    columns: [
      {
        tenCot: 'Cần làm',
        users: ['taixe3'],
        tasks: [
          {
            tieuDe: 'Kiểm kê pallet khu C',
            moTa: 'Đếm lại 120 pallet gạo ST25, đối chiếu phiếu nhập tháng này.',
            doUuTien: 'HIGH',
            trangThai: 'TODO',
            startDays: -1,
            deadlineHours: 6,
            by: 'dieuphoi',
            assignees: ['nhanvien1'],
          },
          {
            tieuDe: 'Bảo dưỡng xe nâng số 2',
            moTa: 'Thay dầu thủy lực, kiểm tra phanh và còi lùi.',
            doUuTien: 'MEDIUM',
            trangThai: 'TODO',
            startDays: 0,
            deadlineHours: 72,
            by: 'nhanvien1',
            assignees: ['taixe3'],
          },
          {
            tieuDe: 'Cập nhật sơ đồ PCCC khu mới',
            doUuTien: 'URGENT',
            trangThai: 'TODO',
            startDays: -5,
            deadlineHours: -30,
            by: 'dieuphoi',
            assignees: ['nhanvien1'],
          },
        ],
      },
      {
        tenCot: 'Đang làm',
        users: ['taixe1'],
        tasks: [
          {
            tieuDe: 'Xuất 20 pallet cho đơn Co.op Mart',
            moTa: 'Xe 51C-123.45, bốc hàng tại cửa số 3.',
            doUuTien: 'URGENT',
            trangThai: 'IN_PROGRESS',
            startDays: 0,
            deadlineHours: 4,
            by: 'dieuphoi',
            assignees: ['taixe1', 'nhanvien1'],
            comments: [
              {
                by: 'dieuphoi',
                type: 'COMMENT',
                content: 'Ưu tiên bốc hàng trước 10 giờ, khách nhận ca sáng.',
                hoursAgo: 5,
                pinned: true,
              },
              {
                by: 'taixe1',
                type: 'REPORT',
                content: 'Đã bốc xong 12/20 pallet, chờ xe nâng số 1.',
                hoursAgo: 2,
              },
              {
                by: 'nhanvien1',
                type: 'PROPOSAL',
                content: 'Đề xuất mượn xe nâng bên kho lạnh để kịp giờ.',
                hoursAgo: 1,
              },
            ],
          },
          {
            tieuDe: 'Sắp xếp lại kệ hàng khô',
            doUuTien: 'LOW',
            trangThai: 'IN_PROGRESS',
            startDays: -3,
            deadlineHours: -8,
            by: 'nhanvien1',
            assignees: ['taixe3'],
          },
        ],
      },
      {
        tenCot: 'Hoàn thành',
        users: [],
        tasks: [
          {
            tieuDe: 'Nhập 15 tấn phân bón Bình Điền',
            doUuTien: 'HIGH',
            trangThai: 'DONE',
            startDays: -3,
            deadlineHours: -24,
            doneDaysAgo: 2,
            by: 'dieuphoi',
            assignees: ['taixe1'],
          },
          {
            tieuDe: 'Vệ sinh khu tập kết hàng trả về',
            doUuTien: 'LOW',
            trangThai: 'DONE',
            startDays: -2,
            deadlineHours: 24,
            doneDaysAgo: 0,
            by: 'nhanvien1',
            assignees: ['taixe3'],
          },
          {
            tieuDe: 'Kiểm kê cuối quý kho A',
            moTa: 'Biên bản đã ký, lưu tại phòng hành chính.',
            doUuTien: 'MEDIUM',
            trangThai: 'ARCHIVED',
            startDays: -20,
            deadlineHours: -16 * 24,
            doneDaysAgo: 17,
            by: 'dieuphoi',
            assignees: ['nhanvien1', 'taixe3'],
            comments: [
              { by: 'nhanvien1', type: 'REPORT', content: 'Lệch 2 thùng, đã điều chỉnh sổ kho.', hoursAgo: 17 * 24 },
            ],
          },
        ],
      },
    ],
  },
  {
    tieuDe: 'Điều phối tuyến Bắc – Nam',
    moTa: 'Chuyến hàng liên tỉnh Hà Nội – Đà Nẵng – TP.HCM: xe, tài xế, chứng từ.',
    author: 'admin',
    managers: ['dieuphoi'],
    columns: [
      {
        tenCot: 'Cần làm',
        users: [],
        tasks: [
          {
            tieuDe: 'Xin giấy phép xe tải vào nội đô Hà Nội',
            doUuTien: 'HIGH',
            trangThai: 'TODO',
            startDays: 0,
            deadlineHours: 20,
            by: 'dieuphoi',
            assignees: ['dieuphoi'],
          },
          {
            tieuDe: 'Lên lịch tài xế tuần sau',
            doUuTien: 'MEDIUM',
            trangThai: 'TODO',
            startDays: 1,
            deadlineHours: 5 * 24,
            by: 'admin',
            assignees: [],
          },
        ],
      },
      {
        tenCot: 'Đang vận chuyển',
        users: ['taixe2'],
        tasks: [
          {
            tieuDe: 'Chuyến HN → ĐN: 8 tấn thép cuộn',
            moTa: 'Xe 29H-456.78, dự kiến tới Đà Nẵng chiều mai.',
            doUuTien: 'HIGH',
            trangThai: 'IN_PROGRESS',
            startDays: -1,
            deadlineHours: 30,
            by: 'dieuphoi',
            assignees: ['taixe2'],
            comments: [
              {
                by: 'taixe2',
                type: 'REPORT',
                content: 'Đã qua trạm Quảng Trị, đường thông thoáng.',
                hoursAgo: 3,
              },
            ],
          },
          {
            tieuDe: 'Chuyến ĐN → HCM: hàng điện máy',
            doUuTien: 'URGENT',
            trangThai: 'IN_PROGRESS',
            startDays: -2,
            deadlineHours: -5,
            by: 'dieuphoi',
            assignees: ['taixe1'],
          },
        ],
      },
      {
        tenCot: 'Chờ đối soát',
        users: ['ketoan'],
        tasks: [
          {
            tieuDe: 'Đối soát cước chuyến HCM → Cần Thơ',
            doUuTien: 'MEDIUM',
            trangThai: 'DONE',
            startDays: -6,
            deadlineHours: -3 * 24,
            doneDaysAgo: 4,
            by: 'admin',
            assignees: ['ketoan'],
          },
        ],
      },
      {
        tenCot: 'Hoàn thành',
        users: [],
        tasks: [
          {
            tieuDe: 'Giao 30 tấn xi măng Hà Tiên cho công trình Thủ Đức',
            doUuTien: 'HIGH',
            trangThai: 'ARCHIVED',
            startDays: -12,
            deadlineHours: -9 * 24,
            doneDaysAgo: 10,
            by: 'dieuphoi',
            assignees: ['taixe1', 'taixe2'],
          },
          {
            tieuDe: 'Thay lốp xe 51D-789.01',
            doUuTien: 'LOW',
            trangThai: 'ARCHIVED',
            startDays: -30,
            deadlineHours: -27 * 24,
            doneDaysAgo: 28,
            by: 'admin',
            assignees: ['taixe3'],
          },
          {
            tieuDe: 'Chuyến HCM → Vũng Tàu: hàng lạnh',
            doUuTien: 'MEDIUM',
            trangThai: 'DONE',
            startDays: -2,
            deadlineHours: -20,
            doneDaysAgo: 1,
            by: 'dieuphoi',
            assignees: ['taixe3'],
          },
        ],
      },
    ],
  },
];

export async function seedWorkDemo(db: Db, now = new Date()): Promise<void> {
  const logins = ['admin', 'dieuphoi', 'nhanvien1', 'taixe1', 'taixe2', 'taixe3', 'ketoan'];
  const users = await db
    .select({ id: nguoiDung.idNguoiDung, login: nguoiDung.tenDangNhap, hoTen: nguoiDung.hoTen })
    .from(nguoiDung)
    .where(inArray(nguoiDung.tenDangNhap, logins));
  const user = (login: Login) => {
    const found = users.find((u) => u.login === login);
    if (!found) throw new Error(`Thiếu người dùng demo ${login}`);
    return found;
  };
  const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000);

  for (const w of WORKSPACES) {
    const [ws] = await db
      .insert(workspace)
      .values({ tieuDe: w.tieuDe, moTa: w.moTa, authorId: user(w.author).id, ngayTao: hoursFromNow(-40 * 24) })
      .returning({ id: workspace.id });
    if (!ws) continue;
    if (w.managers.length) {
      await db.insert(workspaceManager).values(w.managers.map((m) => ({ workspaceId: ws.id, userId: user(m).id })));
    }
    const columnKeys = keysFor(w.columns.length);
    for (const [ci, c] of w.columns.entries()) {
      const [col] = await db
        .insert(workColumn)
        .values({ workspaceId: ws.id, tenCot: c.tenCot, sortKey: columnKeys[ci] as string })
        .returning({ id: workColumn.id });
      if (!col) continue;
      if (c.users.length) {
        await db.insert(workColumnUser).values(c.users.map((u) => ({ columnId: col.id, userId: user(u).id })));
      }
      const taskKeys = keysFor(c.tasks.length);
      for (const [ti, t] of c.tasks.entries()) {
        const created = hoursFromNow(Math.min(t.startDays, 0) * 24 - 2);
        const done = t.doneDaysAgo === undefined ? null : hoursFromNow(-t.doneDaysAgo * 24 - 1);
        const [row] = await db
          .insert(task)
          .values({
            workspaceId: ws.id,
            columnId: col.id,
            tieuDe: t.tieuDe,
            moTa: t.moTa ?? null,
            ngayBatDau: hoursFromNow(t.startDays * 24),
            ngayKetThuc: hoursFromNow(t.deadlineHours),
            doUuTien: t.doUuTien,
            trangThai: t.trangThai,
            sortKey: taskKeys[ti] as string,
            nguoiTaoId: user(t.by).id,
            ngayTao: created,
            ngayCapNhat: done ?? created,
            ngayHoanThanh: done,
          })
          .returning({ id: task.id });
        if (!row) continue;
        if (t.assignees.length) {
          await db.insert(taskUser).values(
            t.assignees.map((a) => ({
              taskId: row.id,
              userId: user(a).id,
              giaoBoiId: user(t.by).id,
              giaoLuc: created,
            })),
          );
        }
        const creator = user(t.by);
        const activity = [
          { at: created, who: creator, ...sentences.created(t.tieuDe) },
          ...t.assignees.map((a) => ({ at: created, who: creator, ...sentences.assigned(user(a).hoTen) })),
        ];
        const path: TaskStatus[] =
          t.trangThai === 'TODO'
            ? []
            : t.trangThai === 'IN_PROGRESS'
              ? ['IN_PROGRESS']
              : t.trangThai === 'DONE'
                ? ['IN_PROGRESS', 'DONE']
                : ['IN_PROGRESS', 'DONE', 'ARCHIVED'];
        let from: TaskStatus = 'TODO';
        const doer = user(t.assignees[0] ?? t.by);
        for (const [si, to] of path.entries()) {
          const at =
            to === 'DONE' && done
              ? done
              : to === 'ARCHIVED' && done
                ? new Date(done.getTime() + 3_600_000)
                : new Date(created.getTime() + (si + 1) * 600_000);
          activity.push({ at, who: to === 'ARCHIVED' ? creator : doer, ...sentences.status(from, to) });
          from = to;
        }
        for (const cm of t.comments ?? []) {
          const at = hoursFromNow(-cm.hoursAgo);
          await db.insert(taskComment).values({
            taskId: row.id,
            authorId: user(cm.by).id,
            type: cm.type,
            content: cm.content,
            pinned: cm.pinned ?? false,
            columnId: col.id,
            ngayTao: at,
          });
          activity.push({ at, who: user(cm.by), ...sentences.commentAdded(cm.type) });
        }
        await db.insert(taskActivity).values(
          activity.map((a) => ({
            workspaceId: ws.id,
            taskId: row.id,
            actorId: a.who.id,
            hanhDong: a.hanhDong,
            moTa: `${a.who.hoTen} ${a.moTa}`,
            giaTriCu: a.giaTriCu ?? null,
            giaTriMoi: a.giaTriMoi ?? null,
            ngayTao: a.at,
          })),
        );
      }
    }
  }
}
