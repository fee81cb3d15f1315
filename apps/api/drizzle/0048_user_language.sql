-- I18N-2 (issue 36.1): the language the portal speaks to the account holder, 'en' or 'es'
-- (packages/contracts/src/ui-language.ts). Existing accounts keep English.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'es'));
