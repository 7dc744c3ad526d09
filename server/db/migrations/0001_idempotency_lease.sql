ALTER TABLE "idempotency_keys" ADD COLUMN "owner" varchar(36);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;