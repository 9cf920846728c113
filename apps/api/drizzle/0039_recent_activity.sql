-- Decision 081: the day the api last saw a member, kept on the profile so that the search
-- indexes can order by it: among profiles of equal listing rank the recently active come first.
ALTER TABLE "profiles" ADD COLUMN "last_active_on" date;--> statement-breakpoint
UPDATE "profiles" AS p SET "last_active_on" = (mp."last_seen_at" AT TIME ZONE 'UTC')::date
  FROM "member_presence" AS mp WHERE mp."user_id" = p."user_id";--> statement-breakpoint
-- Presence is written at most every 30 seconds per member; the profile changes once a day.
CREATE FUNCTION "profiles_last_active_on"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles" SET "last_active_on" = (NEW."last_seen_at" AT TIME ZONE 'UTC')::date
   WHERE "user_id" = NEW."user_id"
     AND ("last_active_on" IS NULL OR "last_active_on" < (NEW."last_seen_at" AT TIME ZONE 'UTC')::date);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "member_presence_last_active_on"
  AFTER INSERT OR UPDATE OF "last_seen_at" ON "member_presence"
  FOR EACH ROW EXECUTE FUNCTION "profiles_last_active_on"();--> statement-breakpoint
-- The search indexes order by the day too: src/db/search-indexes.ts builds them again at start.
DROP INDEX IF EXISTS "profiles_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_gender_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_country_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_country_gender_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_region_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_geo_idx";
