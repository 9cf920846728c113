ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'login_failure_pair';--> statement-breakpoint
ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'login_known_address';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_flow_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_flow_reason" "deletion_reason";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "browser_binding" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
UPDATE "outbox" SET "delivered_at" = "sent_at";--> statement-breakpoint
UPDATE "outbox" SET
  "text" = regexp_replace("text", '([?&;](token|reactivate|login_token)=)[^&[:space:]"''<>]+', '\1redacted', 'g'),
  "html" = regexp_replace("html", '([?&;](token|reactivate|login_token)=)[^&[:space:]"''<>]+', '\1redacted', 'g'),
  "headers" = regexp_replace("headers"::text, '([?&;](token|reactivate|login_token)=)[^&[:space:]"''<>]+', '\1redacted', 'g')::jsonb
  WHERE "transport" = 'smtp';--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("id") WHERE "delivered_at" IS NULL;
