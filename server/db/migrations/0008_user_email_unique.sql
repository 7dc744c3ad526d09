-- One email per account (issue 13). Databases made before this rule may hold accounts sharing an
-- address: the oldest account keeps it, the later ones lose it (NULL) — the user form requires an
-- email, so an administrator gives each of them its own on their next edit. Compared as lower().
UPDATE "nguoi_dung" AS later SET "email" = NULL
WHERE "email" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "nguoi_dung" AS earlier
    WHERE lower(earlier."email") = lower(later."email") AND earlier."id_nguoi_dung" < later."id_nguoi_dung"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "nguoi_dung_email_lower_uq" ON "nguoi_dung" USING btree (lower("email"));
