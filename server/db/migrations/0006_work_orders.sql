CREATE TABLE "cham_cong_ngay" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"so_cong" double precision NOT NULL,
	"cap_nhat_boi_id" integer,
	"cap_nhat_luc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cham_cong_nhat_ky" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ngay" date NOT NULL,
	"hanh_dong" varchar(12) NOT NULL,
	"nguoi_thuc_hien_id" integer,
	"thoi_diem" timestamp with time zone DEFAULT now() NOT NULL,
	"truoc" jsonb,
	"sau" jsonb
);
--> statement-breakpoint
CREATE TABLE "cham_cong_lenh" (
	"id" serial PRIMARY KEY NOT NULL,
	"lenh_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gio_vao" timestamp with time zone NOT NULL,
	"gio_ra" timestamp with time zone,
	"vao_trang_thai" varchar(10),
	"ra_trang_thai" varchar(10),
	"anh_vao_url" text,
	"anh_ra_url" text,
	"dia_diem_vao_text" text,
	"dia_diem_ra_text" text,
	"lat_vao" double precision,
	"lng_vao" double precision,
	"accuracy_vao" double precision,
	"lat_ra" double precision,
	"lng_ra" double precision,
	"accuracy_ra" double precision,
	"vao_received_at" timestamp with time zone NOT NULL,
	"ra_received_at" timestamp with time zone,
	"effective_start" timestamp with time zone NOT NULL,
	"checkout_by" varchar(10),
	"checkout_by_id" integer,
	"so_gio_thuong" double precision,
	"so_cong_thuong" double precision,
	"so_tien_thuong" bigint
);
--> statement-breakpoint
CREATE TABLE "lenh" (
	"id" serial PRIMARY KEY NOT NULL,
	"tieu_de" varchar(255) NOT NULL,
	"mo_ta" text,
	"loai_lenh" varchar(20) NOT NULL,
	"kieu_thuong" varchar(10) NOT NULL,
	"trang_thai" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"bat_dau" timestamp with time zone NOT NULL,
	"ket_thuc" timestamp with time zone,
	"tien_cong" bigint NOT NULL,
	"nguoi_tao_id" integer,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ql_start_at" timestamp with time zone,
	"ql_start_by_id" integer,
	"ql_start_anh_url" text,
	"ql_start_dia_diem_text" text,
	"ql_start_lat" double precision,
	"ql_start_lng" double precision,
	"ql_end_at" timestamp with time zone,
	"ql_end_by_id" integer,
	"ql_end_anh_url" text,
	"ql_end_dia_diem_text" text,
	"ql_end_lat" double precision,
	"ql_end_lng" double precision,
	CONSTRAINT "lenh_tien_cong_khong_am" CHECK ("lenh"."tien_cong" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lenh_phan_cong" (
	"id" serial PRIMARY KEY NOT NULL,
	"lenh_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"trang_thai" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"giao_boi_id" integer,
	"giao_luc" timestamp with time zone DEFAULT now() NOT NULL,
	"phan_hoi_luc" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cham_cong_buoi" ADD COLUMN "ra_boi" varchar(10);--> statement-breakpoint
ALTER TABLE "cham_cong_buoi" ADD COLUMN "ra_boi_id" integer;--> statement-breakpoint
ALTER TABLE "cham_cong_buoi" ADD COLUMN "chinh_sua_luc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cham_cong_ngay" ADD CONSTRAINT "cham_cong_ngay_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cham_cong_ngay" ADD CONSTRAINT "cham_cong_ngay_cap_nhat_boi_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("cap_nhat_boi_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cham_cong_nhat_ky" ADD CONSTRAINT "cham_cong_nhat_ky_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cham_cong_nhat_ky" ADD CONSTRAINT "cham_cong_nhat_ky_nguoi_thuc_hien_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_thuc_hien_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cham_cong_lenh" ADD CONSTRAINT "cham_cong_lenh_lenh_id_lenh_id_fk" FOREIGN KEY ("lenh_id") REFERENCES "public"."lenh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cham_cong_lenh" ADD CONSTRAINT "cham_cong_lenh_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cham_cong_lenh" ADD CONSTRAINT "cham_cong_lenh_checkout_by_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("checkout_by_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenh" ADD CONSTRAINT "lenh_nguoi_tao_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_tao_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenh" ADD CONSTRAINT "lenh_ql_start_by_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("ql_start_by_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenh" ADD CONSTRAINT "lenh_ql_end_by_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("ql_end_by_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenh_phan_cong" ADD CONSTRAINT "lenh_phan_cong_lenh_id_lenh_id_fk" FOREIGN KEY ("lenh_id") REFERENCES "public"."lenh"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenh_phan_cong" ADD CONSTRAINT "lenh_phan_cong_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lenh_phan_cong" ADD CONSTRAINT "lenh_phan_cong_giao_boi_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("giao_boi_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cham_cong_ngay_user_ngay_uq" ON "cham_cong_ngay" USING btree ("user_id","ngay");--> statement-breakpoint
CREATE INDEX "cham_cong_ngay_ngay_idx" ON "cham_cong_ngay" USING btree ("ngay");--> statement-breakpoint
CREATE INDEX "cham_cong_nhat_ky_user_ngay_idx" ON "cham_cong_nhat_ky" USING btree ("user_id","ngay");--> statement-breakpoint
CREATE UNIQUE INDEX "cham_cong_lenh_lenh_user_uq" ON "cham_cong_lenh" USING btree ("lenh_id","user_id");--> statement-breakpoint
CREATE INDEX "cham_cong_lenh_user_idx" ON "cham_cong_lenh" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lenh_bat_dau_idx" ON "lenh" USING btree ("bat_dau");--> statement-breakpoint
CREATE INDEX "lenh_trang_thai_bat_dau_idx" ON "lenh" USING btree ("trang_thai","bat_dau");--> statement-breakpoint
CREATE UNIQUE INDEX "lenh_phan_cong_lenh_user_uq" ON "lenh_phan_cong" USING btree ("lenh_id","user_id");--> statement-breakpoint
CREATE INDEX "lenh_phan_cong_user_idx" ON "lenh_phan_cong" USING btree ("user_id","trang_thai");--> statement-breakpoint
ALTER TABLE "cham_cong_buoi" ADD CONSTRAINT "cham_cong_buoi_ra_boi_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("ra_boi_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cham_cong_buoi_mo_idx" ON "cham_cong_buoi" USING btree ("ngay") WHERE "cham_cong_buoi"."gio_ra" is null;