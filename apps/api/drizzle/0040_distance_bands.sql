-- Decision 084: the distance index puts the listing rank right after the grid cell, so that a
-- radius page seeks each rank's rows in the nearest cells. src/db/search-indexes.ts builds it
-- again at start (concurrently on PostgreSQL, decision 037).
DROP INDEX IF EXISTS "profiles_search_geo_idx";--> statement-breakpoint
-- Decision 084: the brand an invite-only brand's signup notice points to, when it names one.
ALTER TABLE "sites" ADD COLUMN "sister_site_id" integer REFERENCES "sites"("id") ON DELETE SET NULL;
