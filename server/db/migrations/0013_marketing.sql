CREATE TABLE "automation_delivery" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"request_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"state" varchar(20) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"response_body" text,
	"response_json" jsonb,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company" (
	"company_id" varchar(100) PRIMARY KEY NOT NULL,
	"name" varchar(500) NOT NULL,
	"address" text,
	"phone" varchar(100),
	"hotline" varchar(100),
	"email" varchar(255),
	"website" varchar(500),
	"status" smallint DEFAULT 0 NOT NULL,
	"province" varchar(120),
	"ten_nguoi_lien_he" varchar(255),
	"chuc_vu" varchar(255),
	"di_dong" varchar(100),
	"zalo_or_mess" varchar(255),
	"email_lien_he" varchar(255),
	"mst" varchar(50),
	"nam_thanh_lap" varchar(20),
	"loai_hinh_kinh_doanh" varchar(255),
	"thi_truong_chinh" varchar(255),
	"so_luong_nv" varchar(50),
	"nguoi_phu_trach_id" integer,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_industry" (
	"company_id" varchar(100) NOT NULL,
	"industry_id" integer NOT NULL,
	CONSTRAINT "company_industry_company_id_industry_id_pk" PRIMARY KEY("company_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "potential_customer_industry" (
	"ma_kh" varchar(100) NOT NULL,
	"industry_id" integer NOT NULL,
	CONSTRAINT "potential_customer_industry_ma_kh_industry_id_pk" PRIMARY KEY("ma_kh","industry_id")
);
--> statement-breakpoint
CREATE TABLE "fanpage" (
	"id" serial PRIMARY KEY NOT NULL,
	"ma_trang" varchar(100) NOT NULL,
	"name" varchar(255) NOT NULL,
	"token_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "potential_customer" (
	"ma_kh" varchar(100) PRIMARY KEY NOT NULL,
	"company_id_goc" varchar(100) NOT NULL,
	"company_id" varchar(100),
	"name" varchar(500) NOT NULL,
	"address" text,
	"phone" varchar(100),
	"hotline" varchar(100),
	"email" varchar(255),
	"website" varchar(500),
	"status" smallint DEFAULT 0 NOT NULL,
	"province" varchar(120),
	"ten_nguoi_lien_he" varchar(255),
	"chuc_vu" varchar(255),
	"di_dong" varchar(100),
	"zalo_or_mess" varchar(255),
	"email_lien_he" varchar(255),
	"mst" varchar(50),
	"nam_thanh_lap" varchar(20),
	"loai_hinh_kinh_doanh" varchar(255),
	"thi_truong_chinh" varchar(255),
	"so_luong_nv" varchar(50),
	"nguoi_phu_trach_id" integer,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_delivery" ADD CONSTRAINT "automation_delivery_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_nguoi_phu_trach_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_phu_trach_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_industry" ADD CONSTRAINT "company_industry_company_id_company_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("company_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "company_industry" ADD CONSTRAINT "company_industry_industry_id_industry_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potential_customer_industry" ADD CONSTRAINT "potential_customer_industry_ma_kh_potential_customer_ma_kh_fk" FOREIGN KEY ("ma_kh") REFERENCES "public"."potential_customer"("ma_kh") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "potential_customer_industry" ADD CONSTRAINT "potential_customer_industry_industry_id_industry_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potential_customer" ADD CONSTRAINT "potential_customer_nguoi_phu_trach_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_phu_trach_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_delivery_request_uq" ON "automation_delivery" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "automation_delivery_user_idx" ON "automation_delivery" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "automation_delivery_kind_idx" ON "automation_delivery" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "company_name_trgm" ON "company" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_province_idx" ON "company" USING btree ("province");--> statement-breakpoint
CREATE INDEX "company_status_idx" ON "company" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "company_created_idx" ON "company" USING btree ("created_at","company_id");--> statement-breakpoint
CREATE INDEX "company_industry_ind_idx" ON "company_industry" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "customer_industry_ind_idx" ON "potential_customer_industry" USING btree ("industry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fanpage_ma_trang_uq" ON "fanpage" USING btree ("ma_trang");--> statement-breakpoint
CREATE UNIQUE INDEX "industry_name_uq" ON "industry" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "potential_customer_name_trgm" ON "potential_customer" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "potential_customer_province_idx" ON "potential_customer" USING btree ("province");--> statement-breakpoint
CREATE INDEX "potential_customer_goc_idx" ON "potential_customer" USING btree ("company_id_goc");--> statement-breakpoint
CREATE INDEX "potential_customer_created_idx" ON "potential_customer" USING btree ("created_at","ma_kh");