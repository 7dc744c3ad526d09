CREATE TABLE "app_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" varchar(60) NOT NULL,
	"payload" jsonb NOT NULL,
	"singleton_key" varchar(200),
	"state" varchar(12) DEFAULT 'created' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer DEFAULT 3 NOT NULL,
	"retry_backoff_ms" integer DEFAULT 2000 NOT NULL,
	"timeout_ms" integer DEFAULT 120000 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" varchar(60),
	"locked_until" timestamp with time zone,
	"progress" jsonb,
	"output" jsonb,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "article" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(40) NOT NULL,
	"schema_type" varchar(40) NOT NULL,
	"main_keyword" varchar(255) NOT NULL,
	"sub_keywords" text,
	"outline" text,
	"title" varchar(255),
	"description" text,
	"semantic_keywords" text,
	"content" text,
	"slug" varchar(190),
	"focus_keywords" text,
	"featured_image" text,
	"selected_site_id" integer,
	"selected_category_ids" text,
	"cta_id" integer,
	"internal_links" text,
	"step" varchar(20) DEFAULT 'INIT' NOT NULL,
	"author_id" integer NOT NULL,
	"wp_post_id" integer,
	"wp_post_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cta" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"cta_content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wp_site" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"base_url" varchar(500) NOT NULL,
	"wp_username" varchar(255) NOT NULL,
	"wp_app_pass_enc" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"allow_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_selected_site_id_wp_site_id_fk" FOREIGN KEY ("selected_site_id") REFERENCES "public"."wp_site"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_cta_id_cta_id_fk" FOREIGN KEY ("cta_id") REFERENCES "public"."cta"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_author_id_nguoi_dung_id_nguoi_dung_fk" FOREIGN KEY ("author_id") REFERENCES "public"."nguoi_dung"("id_nguoi_dung") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_job_due_idx" ON "app_job" USING btree ("queue","state","run_after");--> statement-breakpoint
CREATE UNIQUE INDEX "app_job_singleton_idx" ON "app_job" USING btree ("queue","singleton_key") WHERE "app_job"."singleton_key" is not null and "app_job"."state" in ('created', 'active');--> statement-breakpoint
CREATE INDEX "article_updated_idx" ON "article" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_author_updated_idx" ON "article" USING btree ("author_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_created_idx" ON "article" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "article_author_created_idx" ON "article" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "article_step_idx" ON "article" USING btree ("step");