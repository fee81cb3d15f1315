-- DOC-8: the specialization's grouping key, kept by the database (rows keep the words as typed).
ALTER TABLE "doctors" ADD COLUMN "specialization_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("specialization", '\s+', ' ', 'g')))) STORED NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "doctors_listed_specialization_idx";--> statement-breakpoint
CREATE INDEX "doctors_listed_specialization_key_idx" ON "doctors" USING btree ("specialization_key","created_at","user_id") WHERE "doctors"."verified";--> statement-breakpoint
-- DOC-10: the licence given at registration; DOC-11: the doctor's bio and insurance plans.
ALTER TABLE "doctors" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "licence_state" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "insurance_plans" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_bio_check" CHECK (char_length("doctors"."bio") <= 1000);--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_insurance_plans_check" CHECK (cardinality("doctors"."insurance_plans") <= 20);
