-- Decision 037: a number that moves whenever a members search could count differently (a
-- profile's searchable columns, a block, invisible mode), so the api reuses a search's count
-- until it moves. A sequence takes no row lock: writers never wait on each other for it.
CREATE SEQUENCE "search_generation";--> statement-breakpoint
CREATE FUNCTION "search_generation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('search_generation');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_search_generation"
  AFTER INSERT OR DELETE OR UPDATE OF "site_id", "status", "gender", "country", "region", "birthdate"
  ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "search_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "profiles_search_generation_truncate" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "blocks_search_generation" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_generation_bump"();--> statement-breakpoint
CREATE TRIGGER "invisible_profiles_search_generation"
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "invisible_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "search_generation_bump"();
