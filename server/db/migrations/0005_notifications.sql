CREATE TABLE "dang_ky_thong_bao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_nguoi_dung" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" varchar(200) NOT NULL,
	"auth" varchar(100) NOT NULL,
	"device_id" varchar(100),
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dang_ky_thong_bao_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "thong_bao" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_nguoi_nhan" integer NOT NULL,
	"id_nguoi_gui" integer,
	"tieu_de" varchar(255) NOT NULL,
	"noi_dung" text NOT NULL,
	"loai_thong_bao" varchar(50) NOT NULL,
	"deep_link" text,
	"loai_doi_tuong" varchar(50),
	"id_doi_tuong" integer,
	"da_doc" boolean DEFAULT false NOT NULL,
	"thoi_diem_doc" timestamp with time zone,
	"khoa_su_kien" varchar(200),
	"thoi_gian_tao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dang_ky_thong_bao" ADD CONSTRAINT "dang_ky_thong_bao_id_nguoi_dung_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("id_nguoi_dung") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thong_bao" ADD CONSTRAINT "thong_bao_id_nguoi_nhan_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("id_nguoi_nhan") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thong_bao" ADD CONSTRAINT "thong_bao_id_nguoi_gui_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("id_nguoi_gui") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dang_ky_thong_bao_nguoi_dung_idx" ON "dang_ky_thong_bao" USING btree ("id_nguoi_dung");--> statement-breakpoint
CREATE INDEX "thong_bao_nguoi_nhan_idx" ON "thong_bao" USING btree ("id_nguoi_nhan","thoi_gian_tao","id");--> statement-breakpoint
CREATE INDEX "thong_bao_chua_doc_idx" ON "thong_bao" USING btree ("id_nguoi_nhan") WHERE not "thong_bao"."da_doc";--> statement-breakpoint
CREATE UNIQUE INDEX "thong_bao_su_kien_uq" ON "thong_bao" USING btree ("id_nguoi_nhan","khoa_su_kien") WHERE "thong_bao"."khoa_su_kien" is not null;