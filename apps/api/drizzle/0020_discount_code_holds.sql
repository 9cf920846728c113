-- Decision 045: a once-only discount code is held by one payment from its opening until it
-- fails, expires or is cancelled; a paid (or refunded) payment keeps holding it for good.
ALTER TABLE "payments" ADD COLUMN "discount_hold" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_refused_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "discount_hold" = CASE
    WHEN "discount_code" = 'TIMEBONUS25' THEN 'TIMEBONUS25:' || "user_id"
    ELSE "discount_code"
  END
  WHERE "discount_code" = 'TIMEBONUS25'
    OR EXISTS (
      SELECT 1 FROM "discount_codes"
        WHERE "discount_codes"."code" = "payments"."discount_code"
          AND "discount_codes"."validity" = 'once'
    );--> statement-breakpoint
-- Payments opened before the holds may carry one code several times: the first paid one holds
-- it, else the oldest still under way.
UPDATE "payments" SET "discount_held" = true
  WHERE "id" IN (
    SELECT DISTINCT ON ("discount_hold") "id" FROM "payments"
      WHERE "discount_hold" IS NOT NULL AND "status" IN ('open', 'pending', 'paid', 'refunded')
      ORDER BY "discount_hold", "status" IN ('paid', 'refunded') DESC, "created_at", "id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "payments_discount_hold_idx" ON "payments" USING btree ("discount_hold")
  WHERE "payments"."discount_held";
