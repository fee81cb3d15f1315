-- FAMILY-1 to FAMILY-5 (issue 35.1): the people a patient books for, the visit's dependent, and
-- the clinic's age of majority.
CREATE TABLE "dependents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" uuid NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"relationship" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dependents_relationship_check" CHECK ("dependents"."relationship" in ('child', 'other_family')),
	CONSTRAINT "dependents_name_check" CHECK (char_length("dependents"."name") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dependents_guardian_idx" ON "dependents" USING btree ("guardian_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "dependent_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_dependent_id_dependents_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_dependent_idx" ON "appointments" USING btree ("dependent_id") WHERE "appointments"."dependent_id" is not null;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "age_of_majority" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD CONSTRAINT "clinic_settings_age_of_majority_check" CHECK ("clinic_settings"."age_of_majority" between 16 and 21);
