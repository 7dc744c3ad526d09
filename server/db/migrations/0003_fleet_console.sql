CREATE TABLE "dm_hang_muc_bao_duong" (
	"id" serial PRIMARY KEY NOT NULL,
	"ten_hang_muc" varchar(255) NOT NULL,
	"chu_ky_km" integer,
	"ghi_chu" varchar(2000),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dm_hang_muc_chu_ky_km_positive" CHECK ("dm_hang_muc_bao_duong"."chu_ky_km" is null or "dm_hang_muc_bao_duong"."chu_ky_km" > 0)
);
--> statement-breakpoint
CREATE TABLE "don_hang" (
	"id" serial PRIMARY KEY NOT NULL,
	"ten_don_hang" varchar(255) NOT NULL,
	"loai_don_hang" varchar(20) NOT NULL,
	"trang_thai" varchar(20) DEFAULT 'CHO_NHAN' NOT NULL,
	"tai_xe_id" integer NOT NULL,
	"xe_id" integer,
	"thoi_gian_hen" timestamp,
	"file_url" text,
	"ghi_chu" varchar(1024),
	"ly_do_that_bai" text,
	"nguoi_tao_id" integer,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"thoi_diem_nhan_don" timestamp with time zone,
	"thoi_diem_den_diem_lay" timestamp with time zone,
	"thoi_diem_lay_hang_xong" timestamp with time zone,
	"thoi_diem_den_diem_giao" timestamp with time zone,
	"thoi_diem_hoan_thanh" timestamp with time zone,
	"thoi_diem_that_bai" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "don_hang" ADD CONSTRAINT "don_hang_tai_xe_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("tai_xe_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_hang" ADD CONSTRAINT "don_hang_xe_id_xe_id_fk" FOREIGN KEY ("xe_id") REFERENCES "public"."xe"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "don_hang" ADD CONSTRAINT "don_hang_nguoi_tao_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_tao_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dm_hang_muc_bao_duong_ten_idx" ON "dm_hang_muc_bao_duong" USING btree ("ten_hang_muc");--> statement-breakpoint
CREATE INDEX "don_hang_ngay_tao_idx" ON "don_hang" USING btree ("ngay_tao");--> statement-breakpoint
CREATE INDEX "don_hang_tai_xe_idx" ON "don_hang" USING btree ("tai_xe_id","trang_thai","ngay_tao");--> statement-breakpoint
CREATE INDEX "don_hang_xe_idx" ON "don_hang" USING btree ("xe_id","ngay_tao");--> statement-breakpoint
CREATE INDEX "don_hang_trang_thai_idx" ON "don_hang" USING btree ("trang_thai","ngay_tao");--> statement-breakpoint
ALTER TABLE "bao_duong_xe" ADD CONSTRAINT "bao_duong_xe_dm_hang_muc_id_dm_hang_muc_bao_duong_id_fk" FOREIGN KEY ("dm_hang_muc_id") REFERENCES "public"."dm_hang_muc_bao_duong"("id") ON DELETE restrict ON UPDATE no action;