-- The members search indexes are built after the migrations, outside their transaction and
-- CONCURRENTLY on PostgreSQL (apps/api/src/db/search-indexes.ts, docs/decisions/037).
SELECT 1;
