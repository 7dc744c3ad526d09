CREATE TABLE "cham_cong_buoi" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"buoi" varchar(6) NOT NULL,
	"gio_vao" timestamp with time zone NOT NULL,
	"gio_ra" timestamp with time zone,
	"vao_trang_thai" varchar(12),
	"ra_trang_thai" varchar(12),
	"anh_vao_url" text,
	"anh_ra_url" text,
	"dia_diem_vao_text" text,
	"dia_diem_ra_text" text,
	"lat_vao" double precision,
	"lng_vao" double precision,
	"accuracy_vao" double precision,
	"fix_age_ms_vao" integer,
	"lat_ra" double precision,
	"lng_ra" double precision,
	"accuracy_ra" double precision,
	"fix_age_ms_ra" integer,
	"vao_received_at" timestamp with time zone NOT NULL,
	"ra_received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tep_tin" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"folder" varchar(60) NOT NULL,
	"stored_name" text NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bao_duong_xe" (
	"id" serial PRIMARY KEY NOT NULL,
	"xe_id" integer NOT NULL,
	"loai_bao_duong" varchar(20) NOT NULL,
	"trang_thai" varchar(20) DEFAULT 'MOI' NOT NULL,
	"dm_hang_muc_id" integer,
	"ten_hang_muc" varchar(255),
	"noi_dung_cong_viec" text NOT NULL,
	"anh_su_co_url" text,
	"odo_luc_tao" numeric,
	"lat" double precision,
	"lng" double precision,
	"nguoi_tao_id" integer,
	"checklist_log_id" integer,
	"ngay_tao" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"gara_de_xuat" varchar(255),
	"gia_de_xuat" numeric,
	"anh_bao_gia_url" text,
	"thoi_diem_bao_gia" timestamp with time zone,
	"nguoi_duyet_id" integer,
	"gia_duoc_duyet" numeric,
	"thoi_diem_duyet" timestamp with time zone,
	"thoi_diem_bat_dau" timestamp with time zone,
	"chi_phi_thuc_te" numeric,
	"bien_lai_url" text,
	"odo_hoan_thanh" numeric,
	"thoi_diem_hoan_thanh" timestamp with time zone,
	"nguoi_thanh_toan_id" integer,
	"ghi_chu_thanh_toan" text,
	"thoi_diem_thanh_toan" timestamp with time zone,
	"ly_do_huy" text,
	"nguoi_huy_id" integer,
	"thoi_diem_huy" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"xe_id" integer NOT NULL,
	"tai_xe_id" integer NOT NULL,
	"phan_cong_id" integer,
	"odo" numeric NOT NULL,
	"so_item_ng" integer DEFAULT 0 NOT NULL,
	"has_critical_error" boolean DEFAULT false NOT NULL,
	"thoi_diem_thuc_hien" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_log_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_id" integer NOT NULL,
	"item_id" integer,
	"ten_hang_muc" varchar(255) NOT NULL,
	"muc_do" varchar(10) NOT NULL,
	"trang_thai" varchar(2) NOT NULL,
	"ghi_chu" text,
	"anh_url" text
);
--> statement-breakpoint
CREATE TABLE "dm_checklist_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"ten_hang_muc" varchar(255) NOT NULL,
	"mo_ta" text,
	"vi_tri" integer,
	"muc_do" varchar(10) DEFAULT 'INFO' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dm_loai_xe" (
	"id" serial PRIMARY KEY NOT NULL,
	"ten_loai_xe" varchar(255) NOT NULL,
	"mo_ta" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dm_loai_xe_checklist" (
	"loai_xe_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "dm_loai_xe_checklist_loai_xe_id_item_id_pk" PRIMARY KEY("loai_xe_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "giay_to" (
	"id" serial PRIMARY KEY NOT NULL,
	"ma_loai_giay_to" varchar(30) NOT NULL,
	"ten_hien_thi" varchar(255) NOT NULL,
	"so_giay_to" varchar(100),
	"xe_id" integer,
	"nguoi_dung_id" integer,
	"ngay_cap" date,
	"ngay_het_han" date,
	"noi_cap" varchar(255),
	"file_url" text,
	"file_mime" varchar(100),
	"active" boolean DEFAULT true NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giay_to_mot_chu_so_huu" CHECK (("giay_to"."xe_id" is null) <> ("giay_to"."nguoi_dung_id" is null))
);
--> statement-breakpoint
CREATE TABLE "xang_dau" (
	"id" serial PRIMARY KEY NOT NULL,
	"xe_id" integer NOT NULL,
	"tai_xe_id" integer NOT NULL,
	"so_tien" numeric NOT NULL,
	"so_lit" numeric NOT NULL,
	"odo_km_dau_ky" numeric,
	"odo_km_cuoi_ky" numeric NOT NULL,
	"km_thuc_te" numeric,
	"trang_thai" varchar(12) DEFAULT 'CHO_DUYET' NOT NULL,
	"anh_bien_lai_url" text,
	"anh_odo_url" text,
	"ghi_chu" text,
	"ngay_do" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"nguoi_duyet_id" integer,
	"thoi_diem_duyet" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "xe" (
	"id" serial PRIMARY KEY NOT NULL,
	"bien_so" varchar(20) NOT NULL,
	"so_khung" varchar(50),
	"so_may" varchar(50),
	"loai_xe_id" integer,
	"hang_xe" varchar(100),
	"model" varchar(100),
	"nam_sx" integer,
	"mau_son" varchar(50),
	"loai_nhien_lieu" varchar(10),
	"dung_tich_binh" numeric,
	"tieu_hao_tb" numeric,
	"suc_chua_tai" numeric,
	"odo_gan_nhat" numeric DEFAULT 0 NOT NULL,
	"trang_thai" varchar(20) DEFAULT 'AVAILABLE' NOT NULL,
	"ghi_chu" text,
	"file_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xe_phan_cong" (
	"id" serial PRIMARY KEY NOT NULL,
	"xe_id" integer NOT NULL,
	"tai_xe_id" integer NOT NULL,
	"loai" varchar(10) DEFAULT 'FIXED' NOT NULL,
	"trang_thai" varchar(10) DEFAULT 'ASSIGNED' NOT NULL,
	"ly_do" text,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xe_phan_cong_su_kien" (
	"id" serial PRIMARY KEY NOT NULL,
	"phan_cong_id" integer NOT NULL,
	"event_type" varchar(10) NOT NULL,
	"odo" numeric,
	"muc_nhien_lieu" numeric,
	"ghi_chu" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "cham_cong_buoi" ADD CONSTRAINT "cham_cong_buoi_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tep_tin" ADD CONSTRAINT "tep_tin_owner_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD CONSTRAINT "bao_duong_xe_xe_id_xe_id_fk" FOREIGN KEY ("xe_id") REFERENCES "public"."xe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD CONSTRAINT "bao_duong_xe_nguoi_tao_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_tao_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD CONSTRAINT "bao_duong_xe_checklist_log_id_checklist_log_id_fk" FOREIGN KEY ("checklist_log_id") REFERENCES "public"."checklist_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD CONSTRAINT "bao_duong_xe_nguoi_duyet_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_duyet_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD CONSTRAINT "bao_duong_xe_nguoi_thanh_toan_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_thanh_toan_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD CONSTRAINT "bao_duong_xe_nguoi_huy_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_huy_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_log" ADD CONSTRAINT "checklist_log_xe_id_xe_id_fk" FOREIGN KEY ("xe_id") REFERENCES "public"."xe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_log" ADD CONSTRAINT "checklist_log_tai_xe_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("tai_xe_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_log" ADD CONSTRAINT "checklist_log_phan_cong_id_xe_phan_cong_id_fk" FOREIGN KEY ("phan_cong_id") REFERENCES "public"."xe_phan_cong"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_log_item" ADD CONSTRAINT "checklist_log_item_log_id_checklist_log_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."checklist_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_log_item" ADD CONSTRAINT "checklist_log_item_item_id_dm_checklist_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dm_checklist_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dm_loai_xe_checklist" ADD CONSTRAINT "dm_loai_xe_checklist_loai_xe_id_dm_loai_xe_id_fk" FOREIGN KEY ("loai_xe_id") REFERENCES "public"."dm_loai_xe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dm_loai_xe_checklist" ADD CONSTRAINT "dm_loai_xe_checklist_item_id_dm_checklist_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."dm_checklist_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giay_to" ADD CONSTRAINT "giay_to_xe_id_xe_id_fk" FOREIGN KEY ("xe_id") REFERENCES "public"."xe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giay_to" ADD CONSTRAINT "giay_to_nguoi_dung_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_dung_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xang_dau" ADD CONSTRAINT "xang_dau_xe_id_xe_id_fk" FOREIGN KEY ("xe_id") REFERENCES "public"."xe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xang_dau" ADD CONSTRAINT "xang_dau_tai_xe_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("tai_xe_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xang_dau" ADD CONSTRAINT "xang_dau_nguoi_duyet_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_duyet_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xe" ADD CONSTRAINT "xe_loai_xe_id_dm_loai_xe_id_fk" FOREIGN KEY ("loai_xe_id") REFERENCES "public"."dm_loai_xe"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xe_phan_cong" ADD CONSTRAINT "xe_phan_cong_xe_id_xe_id_fk" FOREIGN KEY ("xe_id") REFERENCES "public"."xe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xe_phan_cong" ADD CONSTRAINT "xe_phan_cong_tai_xe_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("tai_xe_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xe_phan_cong_su_kien" ADD CONSTRAINT "xe_phan_cong_su_kien_phan_cong_id_xe_phan_cong_id_fk" FOREIGN KEY ("phan_cong_id") REFERENCES "public"."xe_phan_cong"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xe_phan_cong_su_kien" ADD CONSTRAINT "xe_phan_cong_su_kien_created_by_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("created_by") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cham_cong_buoi_user_ngay_idx" ON "cham_cong_buoi" USING btree ("user_id","ngay");--> statement-breakpoint
CREATE INDEX "cham_cong_buoi_ngay_idx" ON "cham_cong_buoi" USING btree ("ngay");--> statement-breakpoint
CREATE INDEX "tep_tin_owner_idx" ON "tep_tin" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "bao_duong_xe_ngay_tao_idx" ON "bao_duong_xe" USING btree ("ngay_tao");--> statement-breakpoint
CREATE INDEX "bao_duong_xe_trang_thai_idx" ON "bao_duong_xe" USING btree ("trang_thai","ngay_tao");--> statement-breakpoint
CREATE INDEX "bao_duong_xe_nguoi_tao_idx" ON "bao_duong_xe" USING btree ("nguoi_tao_id","ngay_tao");--> statement-breakpoint
CREATE INDEX "bao_duong_xe_xe_idx" ON "bao_duong_xe" USING btree ("xe_id","ngay_tao");--> statement-breakpoint
CREATE INDEX "checklist_log_thoi_diem_idx" ON "checklist_log" USING btree ("thoi_diem_thuc_hien");--> statement-breakpoint
CREATE INDEX "checklist_log_tai_xe_idx" ON "checklist_log" USING btree ("tai_xe_id","thoi_diem_thuc_hien");--> statement-breakpoint
CREATE INDEX "checklist_log_xe_idx" ON "checklist_log" USING btree ("xe_id","thoi_diem_thuc_hien");--> statement-breakpoint
CREATE INDEX "checklist_log_item_log_idx" ON "checklist_log_item" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "dm_loai_xe_checklist_item_idx" ON "dm_loai_xe_checklist" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "giay_to_xe_idx" ON "giay_to" USING btree ("xe_id");--> statement-breakpoint
CREATE INDEX "giay_to_nguoi_dung_idx" ON "giay_to" USING btree ("nguoi_dung_id");--> statement-breakpoint
CREATE INDEX "giay_to_het_han_idx" ON "giay_to" USING btree ("ngay_het_han");--> statement-breakpoint
CREATE INDEX "xang_dau_ngay_do_idx" ON "xang_dau" USING btree ("ngay_do");--> statement-breakpoint
CREATE INDEX "xang_dau_xe_idx" ON "xang_dau" USING btree ("xe_id","ngay_do");--> statement-breakpoint
CREATE INDEX "xang_dau_tai_xe_idx" ON "xang_dau" USING btree ("tai_xe_id","ngay_do");--> statement-breakpoint
CREATE INDEX "xang_dau_trang_thai_idx" ON "xang_dau" USING btree ("trang_thai","ngay_do");--> statement-breakpoint
CREATE UNIQUE INDEX "xe_bien_so_upper_uq" ON "xe" USING btree (upper("bien_so"));--> statement-breakpoint
CREATE INDEX "xe_trang_thai_idx" ON "xe" USING btree ("trang_thai");--> statement-breakpoint
CREATE INDEX "xe_loai_xe_idx" ON "xe" USING btree ("loai_xe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xe_phan_cong_open_per_xe_uq" ON "xe_phan_cong" USING btree ("xe_id") WHERE "xe_phan_cong"."trang_thai" <> 'CLOSED';--> statement-breakpoint
CREATE INDEX "xe_phan_cong_tai_xe_idx" ON "xe_phan_cong" USING btree ("tai_xe_id","trang_thai");--> statement-breakpoint
CREATE INDEX "xe_phan_cong_xe_idx" ON "xe_phan_cong" USING btree ("xe_id","start_at");--> statement-breakpoint
CREATE INDEX "xe_phan_cong_su_kien_phan_cong_idx" ON "xe_phan_cong_su_kien" USING btree ("phan_cong_id","occurred_at");