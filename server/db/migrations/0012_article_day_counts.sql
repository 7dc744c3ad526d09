CREATE TABLE "article_day_count" (
	"day" integer NOT NULL,
	"author_id" integer NOT NULL,
	"step" varchar(20) NOT NULL,
	"site_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "article_day_count_day_author_id_step_site_id_pk" PRIMARY KEY("day","author_id","step","site_id")
);
--> statement-breakpoint
CREATE INDEX "article_day_count_author_idx" ON "article_day_count" USING btree ("author_id","day");--> statement-breakpoint
-- Kept in step with `article` by one trigger (every write path, any instance, seeds and benches
-- alike): a row leaves its old (day, author, step, site) count and joins its new one.
CREATE FUNCTION article_day_count_apply(d integer, a integer, s varchar, site integer, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_day_count (day, author_id, step, site_id, n) VALUES (d, a, s, site, delta)
  ON CONFLICT (day, author_id, step, site_id) DO UPDATE SET n = article_day_count.n + EXCLUDED.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION article_day_of(t timestamptz) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$ SELECT cast(floor((extract(epoch from t) + 25200) / 86400) as integer) $$;
--> statement-breakpoint
CREATE FUNCTION article_day_count_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM article_day_count_apply(article_day_of(OLD.created_at), OLD.author_id, OLD.step,
      coalesce(OLD.selected_site_id, 0), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM article_day_count_apply(article_day_of(NEW.created_at), NEW.author_id, NEW.step,
      coalesce(NEW.selected_site_id, 0), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER article_day_count_insert_delete AFTER INSERT OR DELETE ON article
FOR EACH ROW EXECUTE FUNCTION article_day_count_trigger();
--> statement-breakpoint
CREATE TRIGGER article_day_count_update AFTER UPDATE OF created_at, author_id, step, selected_site_id ON article
FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.author_id IS DISTINCT FROM NEW.author_id
  OR OLD.step IS DISTINCT FROM NEW.step OR OLD.selected_site_id IS DISTINCT FROM NEW.selected_site_id)
EXECUTE FUNCTION article_day_count_trigger();
--> statement-breakpoint
INSERT INTO article_day_count (day, author_id, step, site_id, n)
SELECT article_day_of(created_at), author_id, step, coalesce(selected_site_id, 0), count(*)::integer
FROM article GROUP BY 1, 2, 3, 4;
