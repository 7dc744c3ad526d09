DROP INDEX "bao_duong_xe_ngay_tao_idx";--> statement-breakpoint
DROP INDEX "bao_duong_xe_trang_thai_idx";--> statement-breakpoint
DROP INDEX "bao_duong_xe_nguoi_tao_idx";--> statement-breakpoint
DROP INDEX "bao_duong_xe_xe_idx";--> statement-breakpoint
DROP INDEX "checklist_log_thoi_diem_idx";--> statement-breakpoint
DROP INDEX "checklist_log_tai_xe_idx";--> statement-breakpoint
DROP INDEX "checklist_log_xe_idx";--> statement-breakpoint
DROP INDEX "xang_dau_ngay_do_idx";--> statement-breakpoint
DROP INDEX "xang_dau_xe_idx";--> statement-breakpoint
DROP INDEX "xang_dau_tai_xe_idx";--> statement-breakpoint
DROP INDEX "xang_dau_trang_thai_idx";--> statement-breakpoint
DROP INDEX "xe_trang_thai_idx";--> statement-breakpoint
CREATE INDEX "checklist_log_loi_idx" ON "checklist_log" USING btree ("thoi_diem_thuc_hien","id") WHERE "checklist_log"."so_item_ng" > 0;--> statement-breakpoint
CREATE INDEX "checklist_log_critical_idx" ON "checklist_log" USING btree ("xe_id","thoi_diem_thuc_hien") WHERE "checklist_log"."has_critical_error";--> statement-breakpoint
CREATE INDEX "bao_duong_xe_ngay_tao_idx" ON "bao_duong_xe" USING btree ("ngay_tao","id");--> statement-breakpoint
CREATE INDEX "bao_duong_xe_trang_thai_idx" ON "bao_duong_xe" USING btree ("trang_thai","ngay_tao","id");--> statement-breakpoint
CREATE INDEX "bao_duong_xe_nguoi_tao_idx" ON "bao_duong_xe" USING btree ("nguoi_tao_id","ngay_tao","id");--> statement-breakpoint
CREATE INDEX "bao_duong_xe_xe_idx" ON "bao_duong_xe" USING btree ("xe_id","ngay_tao","id");--> statement-breakpoint
CREATE INDEX "checklist_log_thoi_diem_idx" ON "checklist_log" USING btree ("thoi_diem_thuc_hien","id");--> statement-breakpoint
CREATE INDEX "checklist_log_tai_xe_idx" ON "checklist_log" USING btree ("tai_xe_id","thoi_diem_thuc_hien","id");--> statement-breakpoint
CREATE INDEX "checklist_log_xe_idx" ON "checklist_log" USING btree ("xe_id","thoi_diem_thuc_hien","id");--> statement-breakpoint
CREATE INDEX "xang_dau_ngay_do_idx" ON "xang_dau" USING btree ("ngay_do","id");--> statement-breakpoint
CREATE INDEX "xang_dau_xe_idx" ON "xang_dau" USING btree ("xe_id","ngay_do","id");--> statement-breakpoint
CREATE INDEX "xang_dau_tai_xe_idx" ON "xang_dau" USING btree ("tai_xe_id","ngay_do","id");--> statement-breakpoint
CREATE INDEX "xang_dau_trang_thai_idx" ON "xang_dau" USING btree ("trang_thai","ngay_do","id");--> statement-breakpoint
CREATE INDEX "xe_trang_thai_idx" ON "xe" USING btree ("trang_thai","id");