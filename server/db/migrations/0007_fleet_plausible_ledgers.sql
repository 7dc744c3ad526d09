CREATE TABLE "xe_nhat_ky" (
	"id" serial PRIMARY KEY NOT NULL,
	"xe_id" integer NOT NULL,
	"loai" varchar(20) NOT NULL,
	"odo_cu" numeric,
	"odo_moi" numeric,
	"trang_thai_cu" varchar(20),
	"trang_thai_moi" varchar(20),
	"ly_do" text NOT NULL,
	"nguoi_thuc_hien_id" integer,
	"thoi_diem" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD COLUMN "phan_cong_id" integer;--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD COLUMN "ghi_chu_hoan_thanh" text;--> statement-breakpoint
ALTER TABLE "xang_dau" ADD COLUMN "phan_cong_id" integer;--> statement-breakpoint
ALTER TABLE "xe_phan_cong" ADD COLUMN "closed_by" integer;--> statement-breakpoint
ALTER TABLE "xe_phan_cong" ADD COLUMN "close_kind" varchar(10);--> statement-breakpoint
ALTER TABLE "xe_nhat_ky" ADD CONSTRAINT "xe_nhat_ky_xe_id_xe_id_fk" FOREIGN KEY ("xe_id") REFERENCES "public"."xe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xe_nhat_ky" ADD CONSTRAINT "xe_nhat_ky_nguoi_thuc_hien_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_thuc_hien_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xe_nhat_ky_xe_idx" ON "xe_nhat_ky" USING btree ("xe_id","thoi_diem");--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD CONSTRAINT "bao_duong_xe_phan_cong_id_xe_phan_cong_id_fk" FOREIGN KEY ("phan_cong_id") REFERENCES "public"."xe_phan_cong"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xang_dau" ADD CONSTRAINT "xang_dau_phan_cong_id_xe_phan_cong_id_fk" FOREIGN KEY ("phan_cong_id") REFERENCES "public"."xe_phan_cong"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xe_phan_cong" ADD CONSTRAINT "xe_phan_cong_closed_by_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;