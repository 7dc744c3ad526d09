/** The automation area's only Drizzle file: deliveries, the settings row, and the rows a relay names. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { automationDelivery, cta, fanpage, industry, nguoiDung, settings, wpSite } from '../../db/schema';
import { countOf } from '../../lib/paging';

export type DeliveryRow = typeof automationDelivery.$inferSelect & { userName: string | null };

export const AUTOMATION_SETTINGS_KEY = 'automation.webhooks';
/** What an admin saved: URL overrides per kind and the encrypted shared secret. */
export type StoredAutomationSettings = { urls: Partial<Record<string, string>>; secretEnc: string | null };

export async function readStoredSettings(db: Db): Promise<StoredAutomationSettings | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, AUTOMATION_SETTINGS_KEY));
  return (row?.value as StoredAutomationSettings | undefined) ?? null;
}

export async function saveStoredSettings(db: Db, value: StoredAutomationSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: AUTOMATION_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

const columns = {
  id: automationDelivery.id,
  kind: automationDelivery.kind,
  requestId: automationDelivery.requestId,
  userId: automationDelivery.userId,
  payload: automationDelivery.payload,
  state: automationDelivery.state,
  attempts: automationDelivery.attempts,
  responseStatus: automationDelivery.responseStatus,
  responseBody: automationDelivery.responseBody,
  responseJson: automationDelivery.responseJson,
  lastError: automationDelivery.lastError,
  createdAt: automationDelivery.createdAt,
  updatedAt: automationDelivery.updatedAt,
  deliveredAt: automationDelivery.deliveredAt,
  userName: nguoiDung.tenDangNhap,
};

export async function insertDelivery(
  db: Db,
  values: { kind: string; userId: number; payload: unknown },
): Promise<{ id: number; requestId: string }> {
  const [row] = await db
    .insert(automationDelivery)
    .values({ kind: values.kind, userId: values.userId, payload: values.payload as object })
    .returning({ id: automationDelivery.id, requestId: automationDelivery.requestId });
  if (!row) throw new Error('insert automation_delivery returned nothing');
  return row;
}

export async function findDelivery(db: Db, id: number): Promise<DeliveryRow | null> {
  const [row] = await db
    .select(columns)
    .from(automationDelivery)
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, automationDelivery.userId))
    .where(eq(automationDelivery.id, id));
  return row ?? null;
}

export async function pageOfDeliveries(
  db: Db,
  filter: { userId?: number; kind?: string },
  window: { limit: number; offset: number },
): Promise<[DeliveryRow[], number]> {
  const where = and(
    filter.userId !== undefined ? eq(automationDelivery.userId, filter.userId) : undefined,
    filter.kind ? eq(automationDelivery.kind, filter.kind) : undefined,
  );
  const rows = await db
    .select(columns)
    .from(automationDelivery)
    .leftJoin(nguoiDung, eq(nguoiDung.idNguoiDung, automationDelivery.userId))
    .where(where)
    .orderBy(desc(automationDelivery.createdAt), desc(automationDelivery.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = countOf(await db.select({ n: count() }).from(automationDelivery).where(where));
  return [rows, total];
}

export async function updateDelivery(
  db: Db,
  id: number,
  fields: Partial<typeof automationDelivery.$inferInsert>,
  onlyState?: string,
): Promise<boolean> {
  const rows = await db
    .update(automationDelivery)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(automationDelivery.id, id), onlyState ? eq(automationDelivery.state, onlyState) : undefined))
    .returning({ id: automationDelivery.id });
  return rows.length > 0;
}

export async function markSending(db: Db, id: number): Promise<void> {
  await db
    .update(automationDelivery)
    .set({ state: 'sending', attempts: sql`${automationDelivery.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(automationDelivery.id, id));
}

export async function findSite(db: Db, id: number) {
  const [row] = await db
    .select({ id: wpSite.id, name: wpSite.name, baseUrl: wpSite.baseUrl, active: wpSite.active })
    .from(wpSite)
    .where(eq(wpSite.id, id));
  return row ?? null;
}

export async function findCta(db: Db, id: number) {
  const [row] = await db
    .select({ id: cta.id, name: cta.name, ctaContent: cta.ctaContent })
    .from(cta)
    .where(eq(cta.id, id));
  return row ?? null;
}

export async function industryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: industry.id }).from(industry).where(eq(industry.id, id));
  return Boolean(row);
}

export async function findFanpage(db: Db, id: number) {
  const [row] = await db
    .select({ id: fanpage.id, maTrang: fanpage.maTrang, name: fanpage.name, tokenEnc: fanpage.tokenEnc })
    .from(fanpage)
    .where(eq(fanpage.id, id));
  return row ?? null;
}
