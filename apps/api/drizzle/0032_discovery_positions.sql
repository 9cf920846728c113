-- Decision 063: a profile's position (its town's centre), the grid cell the distance search
-- finds it by, and the rank that puts members with a photo and a complete profile first.
ALTER TABLE "profiles" ADD COLUMN "lat" real;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "lon" real;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "geo_cell" integer GENERATED ALWAYS AS (
  CASE WHEN "lat" IS NULL OR "lon" IS NULL THEN NULL
  ELSE (floor("lat" * 2)::int + 180) * 1000 + (floor("lon" * 2)::int + 360) END
) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "listing_rank" smallint GENERATED ALWAYS AS (
  (CASE WHEN "image_count" > 0 THEN 2 ELSE 0 END) + (CASE WHEN "about" <> '' THEN 1 ELSE 0 END)
) STORED;--> statement-breakpoint
-- The search indexes page by rank now: src/db/search-indexes.ts builds them again at start.
DROP INDEX IF EXISTS "profiles_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_gender_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_country_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_country_gender_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_region_idx";--> statement-breakpoint
DROP TRIGGER "profiles_search_generation" ON "profiles";--> statement-breakpoint
CREATE TRIGGER "profiles_search_generation"
  AFTER INSERT OR DELETE OR UPDATE OF "site_id", "status", "gender", "country", "region", "birthdate", "lat", "lon"
  ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "search_generation_bump"();
