CREATE TABLE "task" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"column_id" integer NOT NULL,
	"tieu_de" varchar(255) NOT NULL,
	"mo_ta" text,
	"ngay_bat_dau" timestamp with time zone,
	"ngay_ket_thuc" timestamp with time zone,
	"do_uu_tien" varchar(10) DEFAULT 'LOW' NOT NULL,
	"trang_thai" varchar(12) DEFAULT 'TODO' NOT NULL,
	"sort_key" text COLLATE "C" NOT NULL,
	"nguoi_tao_id" integer,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_cap_nhat" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_hoan_thanh" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"task_id" integer,
	"actor_id" integer NOT NULL,
	"hanh_dong" varchar(40) NOT NULL,
	"mo_ta" text NOT NULL,
	"gia_tri_cu" text,
	"gia_tri_moi" text,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"comment_id" integer,
	"file_id" varchar(64) NOT NULL,
	"original_file_name" varchar(255) NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"type" varchar(10) DEFAULT 'COMMENT' NOT NULL,
	"content" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"column_id" integer,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL,
	"ngay_sua" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_user" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"giao_boi_id" integer,
	"giao_luc" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_user_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_column" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"ten_cot" varchar(100) NOT NULL,
	"sort_key" text COLLATE "C" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_column_user" (
	"column_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "work_column_user_column_id_user_id_pk" PRIMARY KEY("column_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"task_id" integer,
	"column_id" integer,
	"comment_id" integer,
	"actor_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace" (
	"id" serial PRIMARY KEY NOT NULL,
	"tieu_de" varchar(255) NOT NULL,
	"mo_ta" text,
	"avatar" text,
	"active" boolean DEFAULT true NOT NULL,
	"author_id" integer NOT NULL,
	"ngay_tao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_manager" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "workspace_manager_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_column_id_work_column_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."work_column"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_nguoi_tao_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("nguoi_tao_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_actor_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachment" ADD CONSTRAINT "task_attachment_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachment" ADD CONSTRAINT "task_attachment_comment_id_task_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."task_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachment" ADD CONSTRAINT "task_attachment_file_id_tep_tin_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."tep_tin"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comment" ADD CONSTRAINT "task_comment_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comment" ADD CONSTRAINT "task_comment_author_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("author_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comment" ADD CONSTRAINT "task_comment_column_id_work_column_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."work_column"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminder" ADD CONSTRAINT "task_reminder_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminder" ADD CONSTRAINT "task_reminder_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_user" ADD CONSTRAINT "task_user_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_user" ADD CONSTRAINT "task_user_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_user" ADD CONSTRAINT "task_user_giao_boi_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("giao_boi_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_column" ADD CONSTRAINT "work_column_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_column_user" ADD CONSTRAINT "work_column_user_column_id_work_column_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."work_column"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_column_user" ADD CONSTRAINT "work_column_user_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace" ADD CONSTRAINT "workspace_author_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("author_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_manager" ADD CONSTRAINT "workspace_manager_workspace_id_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspace"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_manager" ADD CONSTRAINT "workspace_manager_user_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("user_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_column_sort_idx" ON "task" USING btree ("column_id","sort_key");--> statement-breakpoint
CREATE INDEX "task_workspace_status_idx" ON "task" USING btree ("workspace_id","trang_thai");--> statement-breakpoint
CREATE INDEX "task_deadline_idx" ON "task" USING btree ("ngay_ket_thuc") WHERE "task"."trang_thai" in ('TODO', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "task_done_at_idx" ON "task" USING btree ("ngay_hoan_thanh");--> statement-breakpoint
CREATE INDEX "task_activity_task_idx" ON "task_activity" USING btree ("task_id","ngay_tao");--> statement-breakpoint
CREATE INDEX "task_activity_workspace_idx" ON "task_activity" USING btree ("workspace_id","ngay_tao");--> statement-breakpoint
CREATE INDEX "task_attachment_task_idx" ON "task_attachment" USING btree ("task_id","comment_id");--> statement-breakpoint
CREATE INDEX "task_comment_task_idx" ON "task_comment" USING btree ("task_id","pinned","ngay_tao");--> statement-breakpoint
CREATE UNIQUE INDEX "task_reminder_uq" ON "task_reminder" USING btree ("task_id","user_id","kind","deadline");--> statement-breakpoint
CREATE INDEX "task_user_user_idx" ON "task_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "work_column_workspace_idx" ON "work_column" USING btree ("workspace_id","sort_key");--> statement-breakpoint
CREATE INDEX "work_column_user_user_idx" ON "work_column_user" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "work_event_workspace_idx" ON "work_event" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE INDEX "workspace_author_idx" ON "workspace" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "workspace_manager_user_idx" ON "workspace_manager" USING btree ("user_id");