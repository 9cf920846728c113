-- Decision 037: counters every page reads, kept by triggers in the transaction of the write
-- (ledger, pictures), and a notification when a brand's row changes.
ALTER TABLE "users" ADD COLUMN "credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "image_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" SET "credits" = totals.credits, "paid" = totals.paid
  FROM (
    SELECT "user_id", coalesce(sum("delta"), 0)::int AS credits, bool_or("reason" = 'purchase') AS paid
      FROM "credit_ledger" GROUP BY "user_id"
  ) AS totals
  WHERE totals."user_id" = "users"."id";--> statement-breakpoint
UPDATE "profiles" SET "image_count" = counted.n
  FROM (
    SELECT "profile_id", count(*)::int AS n FROM "images" WHERE "status" = 'active' GROUP BY "profile_id"
  ) AS counted
  WHERE counted."profile_id" = "profiles"."id";--> statement-breakpoint
-- The ledger is append-only; deletes (an erased member's rows) and updates are handled anyway.
-- Statement-level with transition tables, so a bulk insert (the seed) updates each member once.
CREATE FUNCTION "credit_ledger_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "credits" = "users"."credits" + added.delta, "paid" = "users"."paid" OR added.paid
    FROM (
      SELECT "user_id", sum("delta")::int AS delta, bool_or("reason" = 'purchase') AS paid
        FROM added_rows GROUP BY "user_id"
    ) AS added
    WHERE "users"."id" = added."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "credit_ledger_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "credits" = "users"."credits" - removed.delta,
      "paid" = EXISTS (
        SELECT 1 FROM "credit_ledger" AS kept
          WHERE kept."user_id" = "users"."id" AND kept."reason" = 'purchase'
      )
    FROM (SELECT "user_id", sum("delta")::int AS delta FROM removed_rows GROUP BY "user_id") AS removed
    WHERE "users"."id" = removed."user_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "credit_ledger_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET
      "credits" = (SELECT coalesce(sum("delta"), 0)::int FROM "credit_ledger" AS l WHERE l."user_id" = "users"."id"),
      "paid" = EXISTS (
        SELECT 1 FROM "credit_ledger" AS l WHERE l."user_id" = "users"."id" AND l."reason" = 'purchase'
      )
    WHERE "users"."id" IN (SELECT "user_id" FROM added_rows UNION SELECT "user_id" FROM removed_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "credit_ledger_added" AFTER INSERT ON "credit_ledger"
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION "credit_ledger_added"();--> statement-breakpoint
CREATE TRIGGER "credit_ledger_removed" AFTER DELETE ON "credit_ledger"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION "credit_ledger_removed"();--> statement-breakpoint
CREATE TRIGGER "credit_ledger_changed" AFTER UPDATE ON "credit_ledger"
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_ledger_changed"();--> statement-breakpoint
-- Active pictures per profile, for every card (image_count) without a count per card.
CREATE FUNCTION "images_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "profiles" SET "image_count" = "profiles"."image_count" + counted.n
      FROM (
        SELECT "profile_id", count(*)::int AS n FROM added_rows WHERE "status" = 'active' GROUP BY "profile_id"
      ) AS counted
      WHERE "profiles"."id" = counted."profile_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "profiles" SET "image_count" = "profiles"."image_count" - counted.n
      FROM (
        SELECT "profile_id", count(*)::int AS n FROM removed_rows WHERE "status" = 'active' GROUP BY "profile_id"
      ) AS counted
      WHERE "profiles"."id" = counted."profile_id";
  ELSE
    UPDATE "profiles" SET "image_count" = (
        SELECT count(*)::int FROM "images" AS i WHERE i."profile_id" = "profiles"."id" AND i."status" = 'active'
      )
      WHERE "profiles"."id" IN (
        SELECT "profile_id" FROM added_rows UNION SELECT "profile_id" FROM removed_rows
      );
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "images_added" AFTER INSERT ON "images"
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION "images_recount"();--> statement-breakpoint
CREATE TRIGGER "images_removed" AFTER DELETE ON "images"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION "images_recount"();--> statement-breakpoint
CREATE TRIGGER "images_changed" AFTER UPDATE ON "images"
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "images_recount"();--> statement-breakpoint
-- Every api process caches the brands' rows and drops them on this notification.
CREATE FUNCTION "sites_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sites_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sites_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sites"
  FOR EACH STATEMENT EXECUTE FUNCTION "sites_changed"();
