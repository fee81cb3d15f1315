CREATE TABLE "directory_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "directory_version_single_row" CHECK ("directory_version"."id")
);
--> statement-breakpoint
INSERT INTO "directory_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- Bumped once per statement that adds or removes doctors or changes what the listing filters
-- on (listed, specialization, city, search text). Items are read fresh on every request; only
-- the expensive totals are cached per version, so every replica sees a change at once.
CREATE FUNCTION "bump_directory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "directory_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "doctors_directory_changed"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "verified", "specialization", "city", "search_text" ON "doctors"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
