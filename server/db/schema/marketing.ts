import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { nguoiDung } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Marketing and sales (spec 001 §3, issue 16): industries, companies (sales leads), potential
 * customers, fanpages and the log of automation webhook deliveries.
 */
export const industry = pgTable(
  'industry',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('industry_name_uq').on(sql`lower(${t.name})`)],
);

/** The contact and profile fields companies and potential customers share (spec 001 §3). */
const leadFields = () => ({
  name: varchar('name', { length: 500 }).notNull(),
  address: text('address'),
  phone: varchar('phone', { length: 100 }),
  /** Shown as the "Zalo" column. */
  hotline: varchar('hotline', { length: 100 }),
  email: varchar('email', { length: 255 }),
  website: varchar('website', { length: 500 }),
  /** 0 "Chưa chăm sóc", 1 "Đã chăm sóc" (spec §4). */
  status: smallint('status').notNull().default(0),
  province: varchar('province', { length: 120 }),
  tenNguoiLienHe: varchar('ten_nguoi_lien_he', { length: 255 }),
  chucVu: varchar('chuc_vu', { length: 255 }),
  diDong: varchar('di_dong', { length: 100 }),
  zaloOrMess: varchar('zalo_or_mess', { length: 255 }),
  emailLienHe: varchar('email_lien_he', { length: 255 }),
  mst: varchar('mst', { length: 50 }),
  namThanhLap: varchar('nam_thanh_lap', { length: 20 }),
  loaiHinhKinhDoanh: varchar('loai_hinh_kinh_doanh', { length: 255 }),
  thiTruongChinh: varchar('thi_truong_chinh', { length: 255 }),
  soLuongNv: varchar('so_luong_nv', { length: 50 }),
  /** Who looks after the lead: the account that created it (spec: read-only, the signed-in user). */
  nguoiPhuTrachId: integer('nguoi_phu_trach_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
  ghiChu: text('ghi_chu'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A company (sales lead). `companyId` is the business's own code, typed on create, fixed after. */
export const company = pgTable(
  'company',
  {
    companyId: varchar('company_id', { length: 100 }).primaryKey(),
    ...leadFields(),
  },
  (t) => [
    // Name search stays fast at 100 000 rows (ILIKE '%…%' through pg_trgm, loaded by migration 0011).
    index('company_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('company_province_idx').on(t.province),
    index('company_status_idx').on(t.status, t.createdAt),
    index('company_created_idx').on(t.createdAt, t.companyId),
  ],
);

export const companyIndustry = pgTable(
  'company_industry',
  {
    companyId: varchar('company_id', { length: 100 })
      .notNull()
      .references(() => company.companyId, { onDelete: 'cascade', onUpdate: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industry.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.industryId] }), index('company_industry_ind_idx').on(t.industryId)],
);

/** A potential customer (spec 001 §3), usually made from a company (`companyIdGoc`). */
export const potentialCustomer = pgTable(
  'potential_customer',
  {
    maKh: varchar('ma_kh', { length: 100 }).primaryKey(),
    companyIdGoc: varchar('company_id_goc', { length: 100 }).notNull(),
    companyId: varchar('company_id', { length: 100 }),
    ...leadFields(),
  },
  (t) => [
    index('potential_customer_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('potential_customer_province_idx').on(t.province),
    index('potential_customer_goc_idx').on(t.companyIdGoc),
    index('potential_customer_created_idx').on(t.createdAt, t.maKh),
  ],
);

export const customerIndustry = pgTable(
  'potential_customer_industry',
  {
    maKh: varchar('ma_kh', { length: 100 })
      .notNull()
      .references(() => potentialCustomer.maKh, { onDelete: 'cascade', onUpdate: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industry.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.maKh, t.industryId] }), index('customer_industry_ind_idx').on(t.industryId)],
);

/**
 * A Facebook page (spec 001 §3). The page access token is encrypted at rest (server/lib/secrets.ts)
 * and never returned by a read API.
 */
export const fanpage = pgTable(
  'fanpage',
  {
    id: serial('id').primaryKey(),
    maTrang: varchar('ma_trang', { length: 100 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    tokenEnc: text('token_enc').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fanpage_ma_trang_uq').on(t.maTrang)],
);

/**
 * One automation webhook call (bulk writing, yellow pages, share to fanpage, quote image): what was
 * asked, by whom, and what the receiver answered — the delivery log users read. Sent by the jobs
 * queue 'automation-webhook'; `requestId` is the opaque id sent instead of the user's token and the
 * idempotency key the receiver sees on every retry.
 */
export const automationDelivery = pgTable(
  'automation_delivery',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    requestId: uuid('request_id').notNull().defaultRandom(),
    userId: integer('user_id').references(() => nguoiDung.idNguoiDung, { onDelete: 'set null' }),
    /** The body sent, minus secrets (a fanpage token is added when sending, never stored here). */
    payload: jsonb('payload').notNull(),
    /** queued | sending | delivered | failed */
    state: varchar('state', { length: 20 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    /** The receiver's answer (truncated text, or its JSON — the quote image's product lines). */
    responseBody: text('response_body'),
    responseJson: jsonb('response_json'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    uniqueIndex('automation_delivery_request_uq').on(t.requestId),
    index('automation_delivery_user_idx').on(t.userId, t.createdAt),
    index('automation_delivery_kind_idx').on(t.kind, t.createdAt),
  ],
);
