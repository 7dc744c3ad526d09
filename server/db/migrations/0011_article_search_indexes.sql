-- The article list's keyword (title, main keyword, slug; ILIKE '%…%') through trigram indexes, and
-- the dashboards' period counts as index-only scans (issue 15: p95 ≤ 100 ms at 100 000 articles).
-- Written by hand (drizzle-kit cannot express gin_trgm_ops or INCLUDE): the schema does not list
-- these, so a later generate leaves them alone.
-- pg_trgm is a trusted extension (PostgreSQL ≥ 13); PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_title_trgm_idx" ON "article" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_main_keyword_trgm_idx" ON "article" USING gin ("main_keyword" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_slug_trgm_idx" ON "article" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_created_cover_idx" ON "article" ("created_at") INCLUDE ("step", "selected_site_id", "author_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_author_created_cover_idx" ON "article" ("author_id", "created_at") INCLUDE ("step", "selected_site_id");
