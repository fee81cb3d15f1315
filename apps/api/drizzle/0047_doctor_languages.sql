-- DOC-13, FIND-17 (issue 36.2): the languages a doctor speaks, as ISO 639-1 codes of the
-- supported list (packages/contracts/src/languages.ts), and Find Doctor's filter on them.
ALTER TABLE "doctors" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_languages_check" CHECK ("doctors"."languages" <@ array['en', 'es', 'zh', 'tl', 'vi', 'ar', 'fr', 'ko', 'ru', 'de', 'ht', 'pt', 'it', 'hi', 'pl', 'ja', 'fa', 'ur', 'bn', 'el', 'he', 'uk', 'pa', 'gu']::text[]);--> statement-breakpoint
-- The filter is `languages @> array[code]` on listed doctors: a GIN index answers containment.
CREATE INDEX "doctors_listed_languages_idx" ON "doctors" USING gin ("languages") WHERE "doctors"."verified";--> statement-breakpoint
-- FIND-13: a change of languages changes the filtered totals, so it bumps the directory version
-- (0005_directory_version.sql) like the other filtered columns.
DROP TRIGGER "doctors_directory_changed" ON "doctors";--> statement-breakpoint
CREATE TRIGGER "doctors_directory_changed"
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "verified", "specialization", "city", "search_text", "languages" ON "doctors"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_version"();
