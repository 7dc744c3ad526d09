/**
 * Task deadline reminders (issue 14): due within 24 h → NHAC_NHO, overdue → QUA_HAN, to the
 * assignees only, once per (task, user, kind, deadline), with a deep link to the task.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { task, taskUser, thongBao, workColumn, workspace } from '../../server/db/schema';
import { publishBoardChange } from '../../server/modules/work-live/publish';
import { remindDueTasks, scheduleTaskReminders } from '../../server/modules/work-reminders/reminders';
import { userId } from './helpers/driver';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let wsId: number;
let columnId: number;
const users: Record<string, number> = {};
const now = new Date('2026-11-24T01:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);
let sortKey = 0;

async function newTask(values: Partial<typeof task.$inferInsert>, assignees: string[]) {
  const [row] = await t.db
    .insert(task)
    .values({ workspaceId: wsId, columnId, tieuDe: 'Giao hàng <Hòa Khánh>', sortKey: `a${sortKey++}`, ...values })
    .returning();
  const id = row?.id as number;
  if (assignees.length)
    await t.db.insert(taskUser).values(assignees.map((u) => ({ taskId: id, userId: users[u] as number })));
  return id;
}

const noticesOf = (taskId: number) =>
  t.db
    .select()
    .from(thongBao)
    .where(and(eq(thongBao.loaiDoiTuong, 'TASK'), eq(thongBao.idDoiTuong, taskId)))
    .orderBy(thongBao.id);

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['dieuphoi', 'taixe1', 'taixe2', 'nhanvien1']) users[u] = await userId(t.db, u);
  const [ws] = await t.db
    .insert(workspace)
    .values({ tieuDe: 'Kho Liên Chiểu', authorId: users.dieuphoi as number })
    .returning();
  wsId = ws?.id as number;
  const [col] = await t.db
    .insert(workColumn)
    .values({ workspaceId: wsId, tenCot: 'Cần làm', sortKey: 'a0' })
    .returning();
  columnId = col?.id as number;
});

afterAll(async () => t?.close());

describe('remindDueTasks', () => {
  it('tells the assignees of a task due in 23 h once, with a link that opens it, and nobody else', async () => {
    const id = await newTask({ ngayKetThuc: inHours(23) }, ['taixe1', 'nhanvien1']);
    expect(await remindDueTasks(t.db, now, [id])).toBe(2);
    const sent = await noticesOf(id);
    expect(sent.map((n) => n.idNguoiNhan).sort()).toEqual([users.taixe1, users.nhanvien1].sort());
    expect(sent[0]).toMatchObject({
      tieuDe: 'Công việc sắp đến hạn',
      noiDung:
        'Công việc <b>Giao hàng &lt;Hòa Khánh&gt;</b> đến hạn lúc <b>25/11/2026 07:00</b>. Vui lòng hoàn thành kịp thời.',
      loaiThongBao: 'NHAC_NHO',
      deepLink: `/bang-phan-chia-cong-viec/${wsId}?openTask=${id}`,
      idNguoiGui: null,
    });
    expect(sent.some((n) => n.idNguoiNhan === users.taixe2 || n.idNguoiNhan === users.dieuphoi)).toBe(false);

    expect(await remindDueTasks(t.db, inHours(1), [id])).toBe(0);
    expect(await noticesOf(id)).toHaveLength(2);
  });

  it('reminds again when the deadline changes, and says QUA_HAN once it has passed', async () => {
    const id = await newTask({ ngayKetThuc: inHours(10) }, ['taixe1']);
    expect(await remindDueTasks(t.db, now, [id])).toBe(1);
    await t.db
      .update(task)
      .set({ ngayKetThuc: inHours(20) })
      .where(eq(task.id, id));
    expect(await remindDueTasks(t.db, now, [id])).toBe(1);
    expect(await remindDueTasks(t.db, inHours(21), [id])).toBe(1);
    expect(await remindDueTasks(t.db, inHours(30), [id])).toBe(0);
    const kinds = (await noticesOf(id)).map((n) => n.loaiThongBao);
    expect(kinds).toEqual(['NHAC_NHO', 'NHAC_NHO', 'QUA_HAN']);
    expect((await noticesOf(id)).at(-1)?.noiDung).toBe(
      'Công việc <b>Giao hàng &lt;Hòa Khánh&gt;</b> đã quá hạn từ <b>25/11/2026 04:00</b>. Vui lòng cập nhật tiến độ.',
    );
  });

  it('leaves done, archived, far-off, deadline-less and unassigned tasks alone', async () => {
    const ids = [
      await newTask({ ngayKetThuc: inHours(5), trangThai: 'DONE' }, ['taixe1']),
      await newTask({ ngayKetThuc: inHours(-5), trangThai: 'ARCHIVED' }, ['taixe1']),
      await newTask({ ngayKetThuc: inHours(25) }, ['taixe1']),
      await newTask({}, ['taixe1']),
      await newTask({ ngayKetThuc: inHours(2) }, []),
    ];
    expect(await remindDueTasks(t.db, now, ids)).toBe(0);
    const sent = await t.db
      .select()
      .from(thongBao)
      .where(and(eq(thongBao.loaiDoiTuong, 'TASK'), inArray(thongBao.idDoiTuong, ids)));
    expect(sent).toEqual([]);
  });

  it('sends nothing twice when two instances run at once', async () => {
    const id = await newTask({ ngayKetThuc: inHours(3) }, ['taixe1', 'taixe2']);
    const [a, b] = await Promise.all([remindDueTasks(t.db, now, [id]), remindDueTasks(t.db, now, [id])]);
    expect(a + b).toBe(2);
    expect(await noticesOf(id)).toHaveLength(2);
  });
});

describe('on change', () => {
  it('reminds the assignees of a changed task as soon as the change is announced', async () => {
    const stop = await scheduleTaskReminders(t.database, t.app.log, { firstRunMs: 3_600_000 });
    try {
      const id = await newTask({ ngayKetThuc: new Date(Date.now() + 2 * 3_600_000) }, ['taixe2']);
      expect(await noticesOf(id)).toEqual([]);
      await t.db.transaction((tx) =>
        publishBoardChange(tx, { workspaceId: wsId, kind: 'task', taskId: id, actorId: users.dieuphoi as number }),
      );
      await expect
        .poll(async () => (await noticesOf(id)).map((n) => n.idNguoiNhan), { timeout: 3000 })
        .toEqual([users.taixe2]);
    } finally {
      await stop();
    }
  });
});
