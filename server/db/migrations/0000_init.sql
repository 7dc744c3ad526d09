CREATE TABLE "api_permission" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" varchar(10) NOT NULL,
	"url_pattern" varchar(255) NOT NULL,
	"id_quyen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chuc_nang" (
	"id_chuc_nang" serial PRIMARY KEY NOT NULL,
	"ma_chuc_nang" varchar(100) NOT NULL,
	"ten_chuc_nang" varchar(255) NOT NULL,
	CONSTRAINT "chuc_nang_ma_chuc_nang_unique" UNIQUE("ma_chuc_nang")
);
--> statement-breakpoint
CREATE TABLE "hanh_dong" (
	"id_hanh_dong" serial PRIMARY KEY NOT NULL,
	"ma_hanh_dong" varchar(100) NOT NULL,
	"ten_hanh_dong" varchar(255) NOT NULL,
	CONSTRAINT "hanh_dong_ma_hanh_dong_unique" UNIQUE("ma_hanh_dong")
);
--> statement-breakpoint
CREATE TABLE "nguoi_dung_quyen" (
	"id_nguoi_dung" integer NOT NULL,
	"id_quyen" integer NOT NULL,
	"cap" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nguoi_dung_quyen_id_nguoi_dung_id_quyen_pk" PRIMARY KEY("id_nguoi_dung","id_quyen")
);
--> statement-breakpoint
CREATE TABLE "quyen" (
	"id_quyen" serial PRIMARY KEY NOT NULL,
	"ma_quyen" varchar(150) NOT NULL,
	"ten_quyen" varchar(255) NOT NULL,
	"id_chuc_nang" integer NOT NULL,
	"id_hanh_dong" integer NOT NULL,
	CONSTRAINT "quyen_ma_quyen_unique" UNIQUE("ma_quyen")
);
--> statement-breakpoint
CREATE TABLE "chuc_vu" (
	"id_chuc_vu" serial PRIMARY KEY NOT NULL,
	"ma_chuc_vu" varchar(50) NOT NULL,
	"ten_chuc_vu" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chuc_vu_ma_chuc_vu_unique" UNIQUE("ma_chuc_vu")
);
--> statement-breakpoint
CREATE TABLE "nguoi_dung" (
	"id_nguoi_dung" serial PRIMARY KEY NOT NULL,
	"ten_dang_nhap" varchar(100) NOT NULL,
	"mat_khau_hash" text NOT NULL,
	"ho_ten" varchar(255) NOT NULL,
	"email" varchar(255),
	"so_dien_thoai" varchar(30),
	"id_chuc_vu" integer,
	"id_phong_ban" integer,
	"trang_thai" integer DEFAULT 1 NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phong_ban" (
	"id_phong_ban" serial PRIMARY KEY NOT NULL,
	"ma_phong_ban" varchar(50) NOT NULL,
	"ten_phong_ban" varchar(255) NOT NULL,
	"trang_thai" integer DEFAULT 1 NOT NULL,
	"gio_bat_dau_sang" time,
	"gio_ket_thuc_sang" time,
	"gio_bat_dau_chieu" time,
	"gio_ket_thuc_chieu" time,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phong_ban_ma_phong_ban_unique" UNIQUE("ma_phong_ban")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" varchar(100) NOT NULL,
	"id_nguoi_dung" integer NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" text NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"state" varchar(12) DEFAULT 'in_flight' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("key","id_nguoi_dung")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"family_id" uuid NOT NULL,
	"id_nguoi_dung" integer NOT NULL,
	"parent_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(30),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_permission" ADD CONSTRAINT "api_permission_id_quyen_quyen_id_quyen_fk" FOREIGN KEY ("id_quyen") REFERENCES "public"."quyen"("id_quyen") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nguoi_dung_quyen" ADD CONSTRAINT "nguoi_dung_quyen_id_nguoi_dung_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("id_nguoi_dung") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nguoi_dung_quyen" ADD CONSTRAINT "nguoi_dung_quyen_id_quyen_quyen_id_quyen_fk" FOREIGN KEY ("id_quyen") REFERENCES "public"."quyen"("id_quyen") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quyen" ADD CONSTRAINT "quyen_id_chuc_nang_chuc_nang_id_chuc_nang_fk" FOREIGN KEY ("id_chuc_nang") REFERENCES "public"."chuc_nang"("id_chuc_nang") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quyen" ADD CONSTRAINT "quyen_id_hanh_dong_hanh_dong_id_hanh_dong_fk" FOREIGN KEY ("id_hanh_dong") REFERENCES "public"."hanh_dong"("id_hanh_dong") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nguoi_dung" ADD CONSTRAINT "nguoi_dung_id_chuc_vu_chuc_vu_id_chuc_vu_fk" FOREIGN KEY ("id_chuc_vu") REFERENCES "public"."chuc_vu"("id_chuc_vu") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nguoi_dung" ADD CONSTRAINT "nguoi_dung_id_phong_ban_phong_ban_id_phong_ban_fk" FOREIGN KEY ("id_phong_ban") REFERENCES "public"."phong_ban"("id_phong_ban") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_id_nguoi_dung_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("id_nguoi_dung") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_permission_method_url_uq" ON "api_permission" USING btree ("method","url_pattern");--> statement-breakpoint
CREATE INDEX "nguoi_dung_quyen_quyen_idx" ON "nguoi_dung_quyen" USING btree ("id_quyen");--> statement-breakpoint
CREATE UNIQUE INDEX "quyen_chuc_nang_hanh_dong_uq" ON "quyen" USING btree ("id_chuc_nang","id_hanh_dong");--> statement-breakpoint
CREATE UNIQUE INDEX "nguoi_dung_ten_dang_nhap_lower_uq" ON "nguoi_dung" USING btree (lower("ten_dang_nhap"));--> statement-breakpoint
CREATE INDEX "nguoi_dung_phong_ban_idx" ON "nguoi_dung" USING btree ("id_phong_ban");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("id_nguoi_dung");